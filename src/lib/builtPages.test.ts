import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {builtPages, pageFileOf} from './builtPages';

describe('pageFileOf', () => {
  it('names the file the build writes for a route', () => {
    expect(pageFileOf('/')).toBe('index.html');
    expect(pageFileOf('/for-developers/callbacks/')).toBe(path.join('for-developers', 'callbacks', 'index.html'));
    expect(pageFileOf('/404.html')).toBe('404.html');
  });
});

describe('builtPages', () => {
  it('reads the page of each route, in the order of their files, and no other HTML file', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coinloom-pages-'));
    const write = (file: string, html: string) => {
      fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
      fs.writeFileSync(path.join(outDir, file), html);
    };
    write('index.html', 'home');
    write('blog/index.html', 'blog');
    write('blog/archive/index.html', 'archive');
    write('404.html', 'not found');
    write('old/index.html', 'a redirect page, no route');
    const pages = [];
    for await (const page of builtPages(outDir, ['/', '/blog/', '/404.html', '/blog/archive/'])) pages.push(page);
    expect(pages).toEqual([
      {route: '/404.html', html: 'not found'},
      {route: '/blog/archive/', html: 'archive'},
      {route: '/blog/', html: 'blog'},
      {route: '/', html: 'home'},
    ]);
    fs.rmSync(outDir, {recursive: true});
  });
});
