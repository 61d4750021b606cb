#!/usr/bin/env node
// @ts-check
/**
 * Serves the production build as a plain static host does:
 * - `/x/` is answered by `x/index.html`, `/x` redirects to `/x/`;
 * - a file is served as it is (`/x/index.html` included);
 * - anything else is answered by `404.html` with status 404 (`/x.html` too:
 *   the client router normalises that form, the server does not);
 * - gzip, long-lived caching for hashed assets, revalidation for HTML.
 *
 * Usage: node scripts/serve.mjs [--port 3100] [--dir build]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import compression from 'compression';

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

/**
 * @param {string} dir
 * @param {string} file
 */
function cacheControl(dir, file) {
  return path.relative(dir, file).startsWith(`assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

/** @param {string} dir */
export function createServer(dir) {
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
      const answer = resolve(dir, pathname);
      if (answer.location) {
        response.writeHead(answer.status, {Location: answer.location}).end();
        return;
      }
      if (!answer.file) {
        response.writeHead(answer.status).end();
        return;
      }
      response.writeHead(answer.status, {
        'Content-Type': contentTypes[path.extname(answer.file)] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(dir, answer.file),
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
