import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, {type AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {matches, redirectFor} from './lib/host-rules.mjs';
import {createServer, parseTarget} from './serve.mjs';

/**
 * The preview server answers only from its build folder. Beside the folder lie
 * a sibling whose name starts with the folder's (`build-private`) and a folder
 * that a symlink inside the build points to: neither may be reached, nor may
 * the host's own files (`_headers`, `_redirects`), which carry a marker here.
 */
const SECRET = 'not part of the site';
const HOST_FILE_MARKER = 'host configuration, not for readers';
let root = '';
let build = '';
let origin = '';
let server: http.Server;

type Answer = {status: number; body: string; headers: http.IncomingHttpHeaders};

/** A request through Node's client: the path goes out exactly as written, encoded dots and all. */
function request(pathname: string, options: http.RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(
        `${origin}${pathname}`,
        {...options, headers: {'Accept-Encoding': 'identity', ...options.headers}},
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({status: response.statusCode ?? 0, body, headers: response.headers}));
        },
      )
      .on('error', reject)
      .end();
  });
}

async function get(pathname: string): Promise<{status: number; body: string}> {
  const {status, body} = await request(pathname);
  return {status, body};
}

/** A host's configuration in Netlify's format, as the build writes it (src/features/hosting). */
const HEADERS = `# ${HOST_FILE_MARKER}
/*
  Content-Security-Policy: default-src 'self'
  X-Content-Type-Options: nosniff
/assets/js/app.0123abcd.js
  Cache-Control: public, max-age=31536000, immutable
/assets/*
  Link: </assets/app.js>; rel=preload
/assets/:name/*
  Link: </assets/other.js>; rel=preload
/blog/feed.json
  Content-Type: application/feed+json; charset=utf-8
`;
const REDIRECTS = `# ${HOST_FILE_MARKER}
/old/ /page/ 301!
/old/ /page/ 301
/gone/ /page/ 302
/page/ /elsewhere/ 301
/with-query/ /page/?from=old 301
`;
const ASSET = 'console.log("a hashed asset of the build");\n'.repeat(40);

/** Writes a build with pages, an asset, the host's files, and secrets beside it. */
function makeBuild(): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'coinloom-serve-'));
  const dir = path.join(root, 'build');
  fs.mkdirSync(path.join(dir, 'page'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
  fs.writeFileSync(path.join(dir, 'page/index.html'), '<h1>Page</h1>');
  fs.writeFileSync(path.join(dir, '404.html'), '<h1>Page Not Found</h1>');
  fs.mkdirSync(path.join(dir, 'old'));
  fs.writeFileSync(path.join(dir, 'old/index.html'), '<meta http-equiv="refresh" content="0; url=/page/">');
  fs.mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'assets/js/app.0123abcd.js'), ASSET);
  fs.mkdirSync(path.join(dir, 'blog'));
  fs.writeFileSync(path.join(dir, 'blog/feed.json'), '{}');
  fs.writeFileSync(path.join(dir, '_headers'), HEADERS);
  fs.writeFileSync(path.join(dir, '_redirects'), REDIRECTS);
  for (const outside of ['build-private', 'outside']) {
    fs.mkdirSync(path.join(root, outside));
    fs.writeFileSync(path.join(root, outside, 'secret.txt'), SECRET);
    fs.writeFileSync(path.join(root, outside, 'index.html'), SECRET);
  }
  fs.symlinkSync(path.join(root, 'outside', 'secret.txt'), path.join(dir, 'linked.txt'));
  fs.symlinkSync(path.join(root, 'outside'), path.join(dir, 'linked-folder'), 'dir');
  return dir;
}

beforeAll(async () => {
  build = makeBuild();
  server = createServer(build);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  if (root) fs.rmSync(root, {recursive: true, force: true});
});

describe('the preview server', () => {
  it('serves the pages of its build folder', async () => {
    expect(await get('/page/')).toEqual({status: 200, body: '<h1>Page</h1>'});
    expect((await get('/page')).status).toBe(301);
    expect(await get('/nothing-here/')).toEqual({status: 404, body: '<h1>Page Not Found</h1>'});
  });

  for (const pathname of [
    '/..%2Fbuild-private/secret.txt',
    '/..%2fbuild-private/index.html',
    '/page/..%2F..%2Fbuild-private/secret.txt',
    '/..%2Fbuild-private/',
    '/%2E%2E%2Fbuild-private/secret.txt',
    '/..%2Foutside/secret.txt',
  ]) {
    it(`refuses ${pathname}, an encoded way out of the folder`, async () => {
      const answer = await get(pathname);
      expect(answer.status).not.toBe(200);
      expect(answer.body).not.toContain(SECRET);
    });
  }

  for (const pathname of ['/linked.txt', '/linked-folder/', '/linked-folder/secret.txt', '/linked-folder']) {
    it(`refuses ${pathname}, a symlink in the build that points outside it`, async () => {
      const answer = await get(pathname);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain(SECRET);
    });
  }
});

describe('the preview server, as the host applies _headers and _redirects', () => {
  it('adds the headers of every rule that matches, on pages and on the not-found page', async () => {
    for (const pathname of ['/page/', '/nothing-here/', '/index.html', '/assets/js/missing.0123abcd.js']) {
      const {headers} = await request(pathname);
      expect(headers['content-security-policy'], pathname).toBe("default-src 'self'");
      expect(headers['x-content-type-options'], pathname).toBe('nosniff');
    }
    expect((await request('/page/')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('caches a hashed asset for a year, and joins a header that several rules name, as Netlify does', async () => {
    const {headers, status} = await request('/assets/js/app.0123abcd.js');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers.link).toBe('</assets/app.js>; rel=preload, </assets/other.js>; rel=preload');
    expect(headers['content-security-policy']).toBe("default-src 'self'");
  });

  it('does not cache a missing asset: its 404 revalidates like any page', async () => {
    const {headers, status} = await request('/assets/js/app.89abcdef.js');
    expect(status).toBe(404);
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it("lets a rule replace the host's content type", async () => {
    expect((await request('/blog/feed.json')).headers['content-type']).toBe('application/feed+json; charset=utf-8');
  });

  it('redirects a forced rule even though a page exists there, with or without the slash, keeping the query', async () => {
    for (const pathname of ['/old/', '/old']) {
      const {status, headers} = await request(pathname);
      expect(status, pathname).toBe(301);
      expect(headers.location, pathname).toBe('/page/');
    }
    expect((await request('/old/?ref=x&utm_source=a%20b')).headers.location).toBe('/page/?ref=x&utm_source=a%20b');
  });

  it('keeps the query on the folder redirect too, and lets a target with its own query keep that one', async () => {
    expect((await request('/page?ref=x')).headers.location).toBe('/page/?ref=x');
    expect((await request('/with-query/?ref=x')).headers.location).toBe('/page/?from=old');
  });

  it('redirects an unforced rule only where no file answers', async () => {
    const {status, headers} = await request('/gone/');
    expect(status).toBe(302);
    expect(headers.location).toBe('/page/');
    expect(await get('/page/')).toEqual({status: 200, body: '<h1>Page</h1>'});
  });

  it('keeps its configuration files to itself', async () => {
    expect((await get('/_headers')).status).toBe(404);
    expect((await get('/_redirects')).status).toBe(404);
  });
});

describe('the preview server under ranges, HEAD and conditional requests', () => {
  it('answers a range with 206 and exactly those bytes, uncompressed', async () => {
    const {status, headers, body} = await request('/assets/js/app.0123abcd.js', {
      headers: {Range: 'bytes=0-9', 'Accept-Encoding': 'gzip'},
    });
    expect(status).toBe(206);
    expect(headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(ASSET)}`);
    expect(headers['content-encoding']).toBeUndefined();
    expect(body).toBe(ASSET.slice(0, 10));
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a byte range it cannot satisfy with 416, and a range of another kind or of many parts with the whole file', async () => {
    // RFC 9110 (14.2): an invalid or unsatisfiable range of bytes gets 416; other units are ignored.
    for (const range of ['bytes=99999-', 'bytes=x-y']) {
      expect((await request('/page/', {headers: {Range: range}})).status, range).toBe(416);
    }
    for (const range of ['bytes=0-1,5-6', 'items=0-1']) {
      const {status, body} = await request('/page/', {headers: {Range: range}});
      expect({range, status, body}).toEqual({range, status: 200, body: '<h1>Page</h1>'});
    }
  });

  it('never answers the not-found page in part', async () => {
    const {status, body, headers} = await request('/nothing-here/', {headers: {Range: 'bytes=0-3'}});
    expect(status).toBe(404);
    expect(body).toBe('<h1>Page Not Found</h1>');
    expect(headers['content-range']).toBeUndefined();
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const pathname of ['/page/', '/nothing-here/', '/assets/js/app.0123abcd.js']) {
      const head = await request(pathname, {method: 'HEAD'});
      const full = await request(pathname);
      expect(head.status, pathname).toBe(full.status);
      expect(head.body, pathname).toBe('');
      expect(head.headers['content-length'], pathname).toBe(full.headers['content-length']);
      expect(head.headers['content-security-policy'], pathname).toBe(full.headers['content-security-policy']);
    }
  });

  it('answers a request for what the reader has with 304', async () => {
    const {headers} = await request('/page/');
    expect(headers.etag).toBeTruthy();
    expect((await request('/page/', {headers: {'If-None-Match': headers.etag as string}})).status).toBe(304);
  });
});

describe('how a request target is read', () => {
  it.each([
    ['/page/', {pathname: '/page/', encoded: '/page/', search: '', named: true}],
    ['/a/../page/?q=1', {pathname: '/page/', encoded: '/page/', search: '?q=1', named: true}],
    ['/%2e%2E/page/', {pathname: '/page/', encoded: '/page/', search: '', named: true}],
    ['/caf%C3%A9/', {pathname: '/café/', encoded: '/caf%C3%A9/', search: '', named: true}],
    ['/%2Fevil.example/..%2Fassets', {pathname: '//evil.example/../assets', named: false}],
    ['//evil.example/', {pathname: '//evil.example/', named: false}],
    ['/\\evil.example', {pathname: '//evil.example', named: false}],
    ['/page%5C', {pathname: '/page\\', named: false}],
  ])('%s', (target, expected) => {
    expect(parseTarget(target)).toMatchObject(expected);
  });

  it.each(['http://evil.example/page/', 'evil.example:443', '*', '/x%0d%0aSet-Cookie:%20a=1', '/%00', '/%FF', '/%'])(
    'cannot read %s',
    (target) => {
      expect(parseTarget(target)).toBeNull();
    },
  );
});

describe("Netlify's path patterns", () => {
  it.each([
    ['/blog/*', '/blog/', true],
    ['/blog/*', '/blog', true],
    ['/blog/*', '/blog/post/', true],
    ['/blog/*', '/blogroll/', false],
    ['/*', '/', true],
    ['/', '/', true],
    ['/', '/page/', false],
    ['/old/', '/old', true],
    ['/assets/:name/*', '/assets/js/app.js', true],
  ])('%s matches %s: %s', (pattern, pathname, expected) => {
    expect(matches(pattern, pathname)).toBe(expected);
  });

  it('takes the first rule that matches, as Netlify does', () => {
    const rules = [
      {from: '/a/', to: '/first/', status: 301, force: true},
      {from: '/a/', to: '/second/', status: 302, force: false},
    ];
    expect(redirectFor(rules, '/a/', true, '?x=1')).toEqual({status: 301, location: '/first/?x=1'});
  });
});

/**
 * Hostile requests, each sent byte for byte on its own connection to the server running as its own process,
 * as `npm run serve` and the browser tests run it: a request that threw where nothing catches would end it.
 */
type Raw = {status: number; headers: Record<string, string>; body: string};

function rawRequest(port: number, bytes: Buffer | string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n')});
    });
  });
}

const line = (method: string, target: string) =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;

/** Each request line as sent, and the statuses a sane answer may have. */
const HOSTILE: [label: string, bytes: string | Buffer, statuses: number[]][] = [
  // The reports of the issue: CR/LF and a character above U+00FF before an encoded climb.
  ['encoded CR/LF in a folder name', line('GET', '/x%0d%0aSet-Cookie:%20pwn=1/..%2Fassets'), [400]],
  ['encoded CR/LF before a real folder', line('GET', '/x%0d%0aSet-Cookie:%20pwn=1/..%2Fpage'), [400]],
  ['encoded € before an encoded climb', line('GET', '/%E2%82%AC/..%2Fassets'), [404]],
  ['encoded € before a real folder', line('GET', '/%E2%82%AC/..%2Fpage'), [404]],
  ['an encoded € folder', line('GET', '/%E2%82%AC/'), [404]],
  ['encoded CR/LF in the query', line('GET', '/page?x=%0d%0aSet-Cookie:%20a=1'), [301]],
  ['an encoded CR/LF in the query of a moved page', line('GET', '/old/?x=%0d%0aLocation:%20//evil.example'), [301]],
  ['a raw CR in the path', 'GET /page\r/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', [400]],
  ['a raw LF in the path', 'GET /pa\nge/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', [400]],
  ['raw UTF-8 (€) in the path', Buffer.from(line('GET', '/€/'), 'utf8'), [400]],
  ['a raw Latin-1 byte in the path', Buffer.from(line('GET', '/caf\u00e9/'), 'latin1'), [400]],
  ['raw UTF-8 in the query', Buffer.from(line('GET', '/page/?q=€'), 'utf8'), [400]],
  // The open redirect: //host in every form a folder redirect could turn into `Location: //…`.
  ['an encoded slash before a host name', line('GET', '/%2Fevil.example/..%2Fassets'), [404]],
  ['an encoded slash before a real folder', line('GET', '/%2Fevil.example/..%2Fpage'), [404]],
  ['a leading double slash', line('GET', '//evil.example/'), [404]],
  ['a leading double slash before a real folder', line('GET', '//page'), [404]],
  ['three leading slashes', line('GET', '///evil.example/page'), [404]],
  ['a backslash after the first slash', line('GET', '/\\evil.example/'), [404]],
  ['a backslash before a real folder', line('GET', '/\\page'), [404]],
  ['an encoded backslash', line('GET', '/%5Cevil.example/..%2Fpage'), [404]],
  ['a trailing encoded backslash', line('GET', '/page%5C'), [404]],
  ['the absolute form of another host', line('GET', 'http://evil.example/page/'), [400]],
  ['the authority form', line('GET', 'evil.example:443'), [400]],
  // The host's own files, by every road.
  ['_headers', line('GET', '/_headers'), [404]],
  ['_redirects', line('GET', '/_redirects'), [404]],
  ['_headers behind an encoded slash', line('GET', '/%2F_headers'), [404]],
  ['_headers behind an encoded climb', line('GET', '/blog/..%2F_headers'), [404]],
  ['_redirects behind an encoded climb', line('GET', '/page/..%2F_redirects'), [404]],
  ['_headers behind encoded dots', line('GET', '/page/%2E%2E/_headers'), [404]],
  ['_redirects behind a raw climb', line('GET', '/page/../_redirects'), [404]],
  ['_headers with an encoded underscore', line('GET', '/%5Fheaders'), [404]],
  ['_headers as a folder', line('GET', '/_headers/'), [404]],
  ['_redirects with a dot segment', line('GET', '/./_redirects'), [404]],
  // Out of the folder.
  ['a raw climb out of the folder', line('GET', '/../build-private/secret.txt'), [404]],
  ['an encoded climb out of the folder', line('GET', '/..%2Fbuild-private/secret.txt'), [404]],
  ['encoded dots out of the folder', line('GET', '/%2E%2E/%2E%2E/build-private/secret.txt'), [404]],
  ['a backslash climb', line('GET', '/..\\build-private\\secret.txt'), [404]],
  ['an encoded backslash climb', line('GET', '/..%5Cbuild-private%5Csecret.txt'), [404]],
  ['a symlink out of the folder', line('GET', '/linked-folder/secret.txt'), [404]],
  // NUL and broken escapes.
  ['an encoded NUL', line('GET', '/page%00.html'), [400]],
  ['an encoded NUL as a folder', line('GET', '/page/%00/'), [400]],
  ['a raw NUL', 'GET /page\0/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', [400]],
  ['a broken escape', line('GET', '/%E0%A4%A'), [400]],
  ['an escape that is not UTF-8', line('GET', '/%FF/'), [400]],
  ['a lone %', line('GET', '/%'), [400]],
  // Length.
  ['an 8 kB path', line('GET', `/${'a'.repeat(8192)}`), [404]],
  ['an 8 kB path of encoded climbs', line('GET', `/${'..%2F'.repeat(1640)}_headers`), [404]],
  ['an 8 kB path of folders', line('GET', `/${'a/'.repeat(4096)}`), [404]],
  ['an 8 kB query', line('GET', `/page/?q=${'q'.repeat(8192)}`), [200]],
  ['a 20 kB path, past the header limit', line('GET', `/${'a'.repeat(20_000)}`), [414, 431, 400]],
  // Methods.
  ['an unknown method', line('FOO', '/page/'), [400, 405, 501]],
  ['OPTIONS *', line('OPTIONS', '*'), [405]],
  ['CONNECT', 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n', [405]],
  ['HTTP/1.0 without a host', 'GET /page/ HTTP/1.0\r\n\r\n', [200]],
  ['a request that is not HTTP', 'HELLO\r\n\r\n', [400]],
];

const METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE', 'SEARCH'];

describe('the preview server as its own process, under hostile requests', () => {
  let child: ChildProcess;
  let port = 0;
  let exited: string | null = null;
  const served: {label: string; answer: Raw}[] = [];

  beforeAll(async () => {
    child = spawn(
      process.execPath,
      [fileURLToPath(new URL('./serve.mjs', import.meta.url)), '--port', '0', '--dir', build],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.on('exit', (code, signal) => (exited = `exit ${code} ${signal}`));
    // `--port 0` lets the system choose; the server says which in its first line.
    port = await new Promise<number>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /127\.0\.0\.1:(\d+)/.exec(output);
        if (found) resolve(Number(found[1]));
      });
      child.on('exit', () => reject(new Error(`the server ended: ${output}`)));
    });
  });

  afterAll(() => {
    child?.kill();
  });

  /** The server still answers, as the same process. */
  async function stillUp(): Promise<void> {
    expect(exited).toBeNull();
    expect((await rawRequest(port, line('GET', '/page/'))).status).toBe(200);
  }

  it.each(HOSTILE)('answers %s sanely and stays up', async (label, bytes, statuses) => {
    const answer = await rawRequest(port, bytes);
    served.push({label, answer});
    expect(statuses).toContain(answer.status);
    await stillUp();
  });

  it.each(METHODS)('answers %s with 405 and the methods it takes', async (method) => {
    const answer = await rawRequest(port, line(method, '/page/'));
    served.push({label: method, answer});
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    await stillUp();
  });

  it('answers GET and HEAD', async () => {
    expect((await rawRequest(port, line('GET', '/'))).status).toBe(200);
    const head = await rawRequest(port, line('HEAD', '/page/'));
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers 200 requests at once, every one, and stays up', {timeout: 60_000}, async () => {
    const targets = ['/page/', '/', '/assets/js/app.0123abcd.js', '/nothing-here/', '/page'];
    const agent = new http.Agent({keepAlive: false, maxSockets: Infinity});
    const answers = await Promise.all(
      Array.from(
        {length: 200},
        (_, index) =>
          new Promise<number>((resolve, reject) => {
            http
              .get(`http://127.0.0.1:${port}${targets[index % targets.length]}`, {agent}, (response) => {
                response.resume();
                response.on('end', () => resolve(response.statusCode ?? 0));
              })
              .on('error', reject);
          }),
      ),
    );
    expect(answers.filter((status) => ![200, 301, 404].includes(status))).toEqual([]);
    expect(answers.filter((status) => status === 200).length).toBe(120);
    await stillUp();
  });

  it('served nothing from outside the build and neither host file, and redirected only to its own paths', () => {
    expect(served.length).toBe(HOSTILE.length + METHODS.length);
    for (const {label, answer} of served) {
      expect(answer.body, label).not.toContain(SECRET);
      expect(answer.body, label).not.toContain(HOST_FILE_MARKER);
      const location = answer.headers.location;
      if (location === undefined) continue;
      // A path on this server: one slash, then anything but a second slash or a backslash.
      expect(location, label).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'http://self.test').origin, label).toBe('http://self.test');
      // eslint-disable-next-line no-control-regex -- a control character in a header is what must never happen
      expect(location, label).not.toMatch(/[\u0000-\u001f\u007f-\uffff]/);
    }
    const redirected = served.filter(({answer}) => answer.headers.location !== undefined).map(({label}) => label);
    expect(redirected.length).toBeGreaterThanOrEqual(2);
  });
});
