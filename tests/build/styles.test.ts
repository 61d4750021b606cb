/**
 * The stylesheets of the build hold no `:has()` rule on the whole page (`html`, `body` or `:root`). Chromium tests
 * such a rule again for every element the parser or React inserts anywhere, on every page: `html:has(.api-lazy)` and
 * `html:has(.figure-zoom[open])` were over half the reference's style work at load, and a third of the doc page's.
 * A state of the whole page is an attribute that the code which changes it sets on `<html>` (`data-figure-zoomed`,
 * `data-api-lazy-parts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir, requireBuild} from '../support/docs';

/** A selector whose subject's first compound is the page's root, with `:has(` in that compound. */
const PAGE_HAS = /(?:^|[{},>~+\s])(?:html|body|:root)(?:[.#[:][^{},>~+\s(]*(?:\([^)]*\))?)*:has\(/g;

describe('the stylesheets of the build', () => {
  it('test no :has() on the whole page', () => {
    requireBuild();
    const cssDir = path.join(buildDir, 'assets/css');
    const files = fs.readdirSync(cssDir).filter((file) => file.endsWith('.css'));
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) => {
      const text = fs.readFileSync(path.join(cssDir, file), 'utf8');
      return [...text.matchAll(PAGE_HAS)].map((match) => `${file}: ${text.slice(match.index, match.index + 60)}`);
    });
    expect(found).toEqual([]);
  });

  it('would find one', () => {
    const rules = ['html:has(.a){x:y}', 'a{}body[data-x]:has(>b){}', ':root:has(.c){}', 'html:not(.e):has(.f){}'];
    expect(rules.map((rule) => [...rule.matchAll(PAGE_HAS)].length)).toEqual([1, 1, 1, 1]);
    expect([...'html :has(.d){}'.matchAll(PAGE_HAS)]).toHaveLength(0);
  });
});
