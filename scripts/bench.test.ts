/**
 * The benchmark's parts that need no build or browser: how it sums runs up, the sizes it reads from a build's
 * files, and the rules the API pages are held to against the doc page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import {apiPageHolds} from './lib/bench/api-against-doc.mjs';
import {markdownSizes, searchIndexSize} from './lib/bench/build-files.mjs';
import {kb, median} from './lib/bench/numbers.mjs';
import {API_JS_RATIO} from './lib/budgets.mjs';

describe('the numbers the benchmark prints', () => {
  it('takes the middle run, or the mean of the two middle ones, in any order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('shows bytes in kB of 1,000 bytes, one decimal', () => {
    expect(kb(12_345)).toBe('12.3 kB');
    expect(kb(0)).toBe('0.0 kB');
  });
});

describe("a build's files on disk", () => {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coinloom-bench-test-'));
  afterAll(() => fs.rmSync(buildDir, {recursive: true, force: true}));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(buildDir, file)), {recursive: true});
    fs.writeFileSync(path.join(buildDir, file), text);
  };
  write('pagefind/pagefind.js', 'x'.repeat(100));
  write('pagefind/index/en_1.pf_index', 'y'.repeat(50));
  write('llms.txt', 'a'.repeat(10));
  write('llms-full.txt', 'b'.repeat(40));
  write('swap.md', 'c'.repeat(30));
  write('guides/deep/page.md', 'd'.repeat(20));
  write('blog/post.md', 'e'.repeat(5));
  write('a.md', 'f');

  it('counts every file of the search index, in folders too', () => {
    expect(searchIndexSize(buildDir)).toEqual({files: 2, bytes: 150});
  });

  it('sizes llms.txt, llms-full.txt and every Markdown twin, the largest three named', () => {
    const gzip = (text: string) => zlib.gzipSync(text).length;
    const sizes = markdownSizes(buildDir);
    expect(sizes.llmsTxt).toEqual({raw: 10, gzip: gzip('a'.repeat(10))});
    expect(sizes.llmsFullTxt.raw).toBe(40);
    expect(sizes.twins.count).toBe(4);
    expect(sizes.twins.raw).toBe(56);
    expect(sizes.twins.medianRaw).toBe(12.5);
    expect(sizes.twins.largest.map((twin) => [twin.path, twin.raw])).toEqual([
      ['/swap.md', 30],
      ['/guides/deep/page.md', 20],
      ['/blog/post.md', 5],
    ]);
  });
});

describe('the API pages against the doc page of the same run', () => {
  const doc = {performance: 90, tbt: 100, js: 200_000};

  it('holds an API page that costs what the doc page costs', () => {
    expect(apiPageHolds(doc, doc)).toEqual({performance: true, tbt: true, js: true});
  });

  it('misses a lower score, and anything under 95 once the doc page reaches 95', () => {
    expect(apiPageHolds({...doc, performance: 89}, doc).performance).toBe(false);
    expect(apiPageHolds({...doc, performance: 94}, {...doc, performance: 93}).performance).toBe(true);
    expect(apiPageHolds({...doc, performance: 94}, {...doc, performance: 95}).performance).toBe(false);
  });

  it("allows 200 ms of blocking time, or the doc page's when it is more", () => {
    expect(apiPageHolds({...doc, tbt: 200}, doc).tbt).toBe(true);
    expect(apiPageHolds({...doc, tbt: 201}, doc).tbt).toBe(false);
    expect(apiPageHolds({...doc, tbt: 300}, {...doc, tbt: 300}).tbt).toBe(true);
  });

  it('allows JavaScript up to API_JS_RATIO times the doc page', () => {
    expect(apiPageHolds({...doc, js: doc.js * API_JS_RATIO}, doc).js).toBe(true);
    expect(apiPageHolds({...doc, js: doc.js * API_JS_RATIO + 1}, doc).js).toBe(false);
  });
});
