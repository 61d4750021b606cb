import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {matches} from './lib/host-rules.mjs';
import {createServer} from './serve.mjs';

/**
 * The preview server answers only from its build folder. Beside the folder lie
 * a sibling whose name starts with the folder's (`build-private`) and a folder
 * that a symlink inside the build points to: neither may be reached.
 */
const SECRET = 'not part of the site';
let root = '';
let origin = '';
let server: http.Server;

type Answer = {status: number; body: string; headers: http.IncomingHttpHeaders};

/** A raw request: the path goes out exactly as written, encoded dots and all. */
function request(pathname: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${pathname}`, {headers: {'Accept-Encoding': 'identity'}}, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({status: response.statusCode ?? 0, body, headers: response.headers}));
      })
      .on('error', reject);
  });
}

async function get(pathname: string): Promise<{status: number; body: string}> {
  const {status, body} = await request(pathname);
  return {status, body};
}

/** A host's configuration in Netlify's format, as the build writes it (src/features/hosting). */
const HEADERS = `# comment
/*
  Content-Security-Policy: default-src 'self'
  X-Content-Type-Options: nosniff
/assets/*
  Cache-Control: public, max-age=31536000, immutable
  Link: </assets/app.js>; rel=preload
/assets/:name/*
  Link: </assets/other.js>; rel=preload
/blog/feed.json
  Content-Type: application/feed+json; charset=utf-8
`;
const REDIRECTS = `/old/ /page/ 301!
/gone/ /page/ 302
/page/ /elsewhere/ 301
`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'coinloom-serve-'));
  const build = path.join(root, 'build');
  fs.mkdirSync(path.join(build, 'page'), {recursive: true});
  fs.writeFileSync(path.join(build, 'index.html'), '<h1>Home</h1>');
  fs.writeFileSync(path.join(build, 'page/index.html'), '<h1>Page</h1>');
  fs.writeFileSync(path.join(build, '404.html'), '<h1>Page Not Found</h1>');
  fs.mkdirSync(path.join(build, 'old'));
  fs.writeFileSync(path.join(build, 'old/index.html'), '<meta http-equiv="refresh" content="0; url=/page/">');
  fs.mkdirSync(path.join(build, 'assets/js'), {recursive: true});
  fs.writeFileSync(path.join(build, 'assets/js/app.0123abcd.js'), 'console.log(1);');
  fs.mkdirSync(path.join(build, 'blog'));
  fs.writeFileSync(path.join(build, 'blog/feed.json'), '{}');
  fs.writeFileSync(path.join(build, '_headers'), HEADERS);
  fs.writeFileSync(path.join(build, '_redirects'), REDIRECTS);
  for (const outside of ['build-private', 'outside']) {
    fs.mkdirSync(path.join(root, outside));
    fs.writeFileSync(path.join(root, outside, 'secret.txt'), SECRET);
    fs.writeFileSync(path.join(root, outside, 'index.html'), SECRET);
  }
  fs.symlinkSync(path.join(root, 'outside', 'secret.txt'), path.join(build, 'linked.txt'));
  fs.symlinkSync(path.join(root, 'outside'), path.join(build, 'linked-folder'), 'dir');
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
    for (const pathname of ['/page/', '/nothing-here/']) {
      const {headers} = await request(pathname);
      expect(headers['content-security-policy'], pathname).toBe("default-src 'self'");
      expect(headers['x-content-type-options'], pathname).toBe('nosniff');
      expect(headers['cache-control'], pathname).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('caches hashed assets for a year, and joins a header that several rules name, as Netlify does', async () => {
    const {headers, status} = await request('/assets/js/app.0123abcd.js');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers.link).toBe('</assets/app.js>; rel=preload, </assets/other.js>; rel=preload');
    expect(headers['content-security-policy']).toBe("default-src 'self'");
  });

  it("lets a rule replace the host's content type", async () => {
    expect((await request('/blog/feed.json')).headers['content-type']).toBe('application/feed+json; charset=utf-8');
  });

  it('redirects a forced rule even though a page exists there, with or without the slash', async () => {
    for (const pathname of ['/old/', '/old']) {
      const {status, headers} = await request(pathname);
      expect(status, pathname).toBe(301);
      expect(headers.location, pathname).toBe('/page/');
    }
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
});
