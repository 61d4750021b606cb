#!/usr/bin/env node
// @ts-check
/**
 * Serves the production build as a plain static host does:
 * - `/x/` is answered by `x/index.html`, `/x` redirects to `/x/` (the query kept);
 * - a file is served as it is (`/x/index.html` included);
 * - anything else is answered by `404.html` with status 404 (`/x.html` too:
 *   the client router normalises that form, the server does not);
 * - the build's `_headers` and `_redirects` apply as the host applies them
 *   (scripts/lib/host-rules.mjs): the page policies, caching of hashed
 *   assets, the feed's media type, moved pages; the two files are not served;
 * - GET and HEAD only; ranges, conditional requests and the file's bytes are
 *   `send`'s work (scripts/README.md says why that library);
 * - gzip, and the host's own caching otherwise: revalidate every time.
 *
 * What a request may name is decided here, before any file is touched: see
 * `parseTarget`. A request that cannot name a file of the build gets 400 or
 * the 404 page, and a redirect only ever points to a path on this server.
 *
 * Usage: node scripts/serve.mjs [--port 3100] [--dir build]  (`--port 0`: any free port, printed)
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import compression from 'compression';
import send from 'send';
import {CONFIG_FILES, headersFor, parseHeaders, parseRedirects, redirectFor} from './lib/host-rules.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @type {Record<string, string>} */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The methods a static host answers; anything else gets 405 with `Allow`. */
const METHODS = ['GET', 'HEAD'];

/** @param {string} file */
function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** @param {string} file */
function isDirectory(file) {
  try {
    return fs.statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/**
 * What a request names, or null when it cannot name anything (400).
 * - The request target must be a path (`/…`): the absolute form (`http://other/…`) and `*` are refused.
 * - The path is read as a browser reads it (WHATWG URL): dot segments, `%2e` ones included, are resolved
 *   and a raw `\` is a `/`; the result (`encoded`) is pure ASCII, so it is safe in a `Location` header.
 * - Each segment is then decoded on its own: a control character (NUL, CR, LF…) or a malformed escape
 *   makes the request unreadable. A segment that decodes to `/`, `\`, `.` or `..`, or an empty segment
 *   before the last, names no file (`named` is false): `%2F` never becomes a separator, so `..%2F` climbs
 *   nothing and `//host` never reaches a redirect.
 *
 * @param {string} target the request target as sent (`request.url`)
 * @returns {{pathname: string, encoded: string, search: string, named: boolean} | null}
 */
export function parseTarget(target) {
  if (!target.startsWith('/')) return null;
  let url;
  try {
    url = new URL(`http://preview.invalid${target}`);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').slice(1);
  /** @type {string[]} */
  const decoded = [];
  for (const segment of segments) {
    let text;
    try {
      text = decodeURIComponent(segment);
    } catch {
      return null;
    }
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    if (/[\u0000-\u001f\u007f]/.test(text)) return null;
    decoded.push(text);
  }
  const named = decoded.every(
    (text, index) =>
      !/[/\\]/.test(text) && text !== '.' && text !== '..' && (text !== '' || index === decoded.length - 1),
  );
  return {pathname: `/${decoded.join('/')}`, encoded: url.pathname, search: url.search, named};
}

/** @typedef {{status: number, file?: string, location?: string}} Answer */

/**
 * Whether `target` is `dir` or lies under it. A plain prefix test is not enough:
 * `/srv/build-old` starts with `/srv/build` and is still outside it.
 *
 * @param {string} dir
 * @param {string} target
 */
function isWithin(dir, target) {
  const relative = path.relative(dir, target);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

/**
 * Whether an existing file or folder is really inside `dir` once symlinks are followed,
 * so that a link in the build that points elsewhere on the disk is not served.
 *
 * @param {string} dir
 * @param {string} target
 */
function isReallyWithin(dir, target) {
  try {
    return isWithin(fs.realpathSync(dir), fs.realpathSync(target));
  } catch {
    return false;
  }
}

/**
 * What the host answers for a path: a file with a status, or a redirect to a path on itself.
 * @param {string} dir
 * @param {string} pathname the decoded path of the request, as `parseTarget` gives it
 * @param {string} [redirectTo] where `/x` moves to: the path as requested, encoded, with its query
 * @returns {Answer}
 */
export function resolve(dir, pathname, redirectTo = `${pathname}/`) {
  const notFound = {status: 404, file: path.join(dir, '404.html')};
  const target = path.join(dir, pathname);
  if (!isWithin(dir, target) || CONFIG_FILES.includes(pathname)) return notFound;
  if (pathname.endsWith('/')) {
    const index = path.join(target, 'index.html');
    if (isFile(index)) {
      return isReallyWithin(dir, index) ? {status: 200, file: index} : notFound;
    }
  } else if (isFile(target)) {
    return isReallyWithin(dir, target) ? {status: 200, file: target} : notFound;
  } else if (isDirectory(target)) {
    return isReallyWithin(dir, target) ? {status: 301, location: redirectTo} : notFound;
  }
  return notFound;
}

/** What a static host sends when no `_headers` rule says otherwise: check with the server before each use. */
const HOST_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * @param {string} dir
 * @param {string} name
 */
function readConfig(dir, name) {
  const file = path.join(dir, name);
  return isFile(file) ? fs.readFileSync(file, 'utf8') : '';
}

/**
 * The file's path from the build's root as a URL path, each segment encoded, for `send`, which decodes it
 * again under its `root`.
 *
 * @param {string} dir
 * @param {string} file
 */
function urlPathOf(dir, file) {
  return `/${path.relative(dir, file).split(path.sep).map(encodeURIComponent).join('/')}`;
}

/** @param {string} dir */
export function createServer(dir) {
  const headerRules = parseHeaders(readConfig(dir, '_headers'));
  const redirectRules = parseRedirects(readConfig(dir, '_redirects'));
  // Partial content goes out as it is stored: a range of a gzip stream is not a range of the file.
  const compress =
    /** @type {(request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void} */ (
      // compression() works on Node's own request and response; its types name Express's, which extend them.
      /** @type {any} */ (
        compression({filter: (request, response) => !request.headers.range && compression.filter(request, response)})
      )
    );

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   */
  function answer(request, response) {
    const method = request.method ?? 'GET';
    const target = parseTarget(request.url ?? '/');
    const added = headersFor(headerRules, target?.named ? target.pathname : '/');
    if (!METHODS.includes(method)) {
      response.writeHead(405, {...added, Allow: METHODS.join(', ')}).end();
      return;
    }
    if (!target) {
      response.writeHead(400, added).end();
      return;
    }
    const found = target.named
      ? resolve(dir, target.pathname, `${target.encoded}/${target.search}`)
      : {status: 404, file: path.join(dir, '404.html')};
    const moved = target.named
      ? redirectFor(redirectRules, target.pathname, found.status !== 404, target.search)
      : null;
    /** @type {Answer} */
    const result = moved ?? found;
    if (result.location || !result.file) {
      response.writeHead(result.status, {...added, ...(result.location ? {Location: result.location} : {})}).end();
      return;
    }
    const file = result.file;
    response.statusCode = result.status;
    const stream = send(request, urlPathOf(dir, file), {
      root: dir,
      dotfiles: 'allow',
      // A file is named here: no index of its own.
      index: false,
      cacheControl: false,
      // A range of the not-found page would answer 206 for a page that is not there.
      acceptRanges: result.status === 200,
    });
    stream.on('headers', (/** @type {http.ServerResponse} */ res) => {
      res.setHeader('Content-Type', contentTypes[path.extname(file)] ?? 'application/octet-stream');
      res.setHeader('Cache-Control', HOST_CACHE_CONTROL);
      for (const [name, value] of Object.entries(added)) res.setHeader(name, value);
    });
    // Only files are handed over; a folder that took a file's place meanwhile gets no redirect page of send's.
    stream.on('directory', () => response.writeHead(404, added).end());
    stream.on('error', (/** @type {{status?: number}} */ error) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.writeHead(error.status ?? 500, added).end();
    });
    stream.pipe(response);
  }

  const server = http.createServer((request, response) => {
    compress(request, response, () => {
      try {
        answer(request, response);
      } catch (error) {
        // A fault of this server must not end it: the request gets a 500, the next one is served.
        console.error(error);
        if (!response.headersSent) response.writeHead(500).end();
        else response.destroy();
      }
    });
  });
  // CONNECT has its own event in Node.js; without a listener the connection is dropped without an answer.
  server.on('connect', (_request, socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${METHODS.join(', ')}\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({
    options: {port: {type: 'string', default: process.env.PORT ?? '3100'}, dir: {type: 'string', default: 'build'}},
  });
  const dir = path.resolve(projectRoot, values.dir);
  if (!isFile(path.join(dir, 'index.html'))) {
    console.error(`No build in ${dir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const server = createServer(dir);
  server.listen(Number(values.port), '127.0.0.1', () => {
    // The port actually taken: `--port 0` lets the system choose one.
    const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
    console.log(`Serving ${path.relative(projectRoot, dir) || dir} at http://127.0.0.1:${port}/`);
  });
}
