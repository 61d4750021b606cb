import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
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

/** A raw request: the path goes out exactly as written, encoded dots and all. */
function get(pathname: string): Promise<{status: number; body: string}> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${pathname}`, {headers: {'Accept-Encoding': 'identity'}}, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({status: response.statusCode ?? 0, body}));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'coinloom-serve-'));
  const build = path.join(root, 'build');
  fs.mkdirSync(path.join(build, 'page'), {recursive: true});
  fs.writeFileSync(path.join(build, 'index.html'), '<h1>Home</h1>');
  fs.writeFileSync(path.join(build, 'page/index.html'), '<h1>Page</h1>');
  fs.writeFileSync(path.join(build, '404.html'), '<h1>Page Not Found</h1>');
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
