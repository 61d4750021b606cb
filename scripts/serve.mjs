#!/usr/bin/env node
// @ts-check
/**
 * Serves the production build as a plain static host does:
 * - `/x/` is answered by `x/index.html`, `/x` redirects to `/x/`;
 * - a file is served as it is (`/x/index.html` included);
 * - anything else is answered by `404.html` with status 404 (`/x.html` too:
 *   the client router normalises that form, the server does not);
 * - the build's `_headers` and `_redirects` apply as the host applies them
 *   (scripts/lib/host-rules.mjs): the security policy, caching of hashed
 *   assets, the feed's media type, moved pages;
 * - gzip, and the host's own caching otherwise: revalidate every time.
 *
 * Usage: node scripts/serve.mjs [--port 3100] [--dir build]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import compression from 'compression';
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
 * What the host answers for a path: a file with a status, or a redirect.
 * @param {string} dir
 * @param {string} pathname the decoded path of the request
 * @returns {Answer}
 */
export function resolve(dir, pathname) {
  const target = path.join(dir, pathname);
  if (!isWithin(dir, target)) {
    return {status: 400};
  }
  const notFound = {status: 404, file: path.join(dir, '404.html')};
  if (pathname.endsWith('/')) {
    const index = path.join(target, 'index.html');
    if (isFile(index)) {
      return isReallyWithin(dir, index) ? {status: 200, file: index} : notFound;
    }
  } else if (isFile(target)) {
    return isReallyWithin(dir, target) ? {status: 200, file: target} : notFound;
  } else if (isDirectory(target)) {
    return isReallyWithin(dir, target) ? {status: 301, location: `${pathname}/`} : notFound;
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

/** @param {string} dir */
export function createServer(dir) {
  const headerRules = parseHeaders(readConfig(dir, '_headers'));
  const redirectRules = parseRedirects(readConfig(dir, '_redirects'));
  // compression() works on Node's own request and response; its types name Express's, which extend them.
  /** @type {(request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void} */
  const compress = /** @type {any} */ (compression());
  return http.createServer((request, response) => {
    compress(request, response, () => {
      let pathname;
      try {
        pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      } catch {
        response.writeHead(400).end();
        return;
      }
      const found = CONFIG_FILES.includes(pathname)
        ? {status: 404, file: path.join(dir, '404.html')}
        : resolve(dir, pathname);
      const moved = redirectFor(redirectRules, pathname, found.status !== 404);
      const answer = moved ? {status: moved.status, location: moved.location} : found;
      const added = headersFor(headerRules, pathname);
      if (answer.location) {
        response.writeHead(answer.status, {...added, Location: answer.location}).end();
        return;
      }
      if (!answer.file) {
        response.writeHead(answer.status, added).end();
        return;
      }
      response.writeHead(answer.status, {
        'Content-Type': contentTypes[path.extname(answer.file)] ?? 'application/octet-stream',
        'Cache-Control': HOST_CACHE_CONTROL,
        ...added,
      });
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      fs.createReadStream(answer.file).pipe(response);
    });
  });
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
  createServer(dir).listen(Number(values.port), '127.0.0.1', () => {
    console.log(`Serving ${path.relative(projectRoot, dir)} at http://127.0.0.1:${values.port}/`);
  });
}
