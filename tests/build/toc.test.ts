import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';
import {buildDir, requireBuild} from '../support/docs';

/**
 * The table of contents of every built page names each entry once. A heading
 * may repeat under different parents (a release's "Added" under each date,
 * which the nesting tells apart), but two entries under one parent, or two at
 * the top, that read the same are two places a reader cannot tell apart.
 */

/** Each entry of a page's table of contents, as the reader sees it: its parents' texts, then its own. */
function tocEntries(html: string): string[] {
  const $ = cheerio.load(html);
  const toc = $('ul.table-of-contents').first();
  return toc
    .find('a.table-of-contents__link')
    .map((_, link) => {
      const parents = $(link)
        .parents('li')
        .slice(1)
        .map((__, item) => $(item).children('a').first().text().trim())
        .get()
        .reverse();
      return [...parents, $(link).text().trim()].join(' › ');
    })
    .get();
}

let pages: {route: string; entries: string[]}[] = [];

beforeAll(() => {
  requireBuild();
  pages = fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('index.html'))
    .map((file) => ({
      route: `/${path.dirname(file)}/`.replace(/^\/\.\/$/, '/'),
      entries: tocEntries(fs.readFileSync(path.join(buildDir, file), 'utf8')),
    }));
});

describe('the table of contents', () => {
  it('is read on the pages that have one', () => {
    expect(pages.filter((page) => page.entries.length > 0).length).toBeGreaterThan(80);
  });

  it('lists no entry twice under the same parent', () => {
    const repeated = pages.flatMap(({route, entries}) =>
      entries.filter((entry, index) => entries.indexOf(entry) !== index).map((entry) => `${route}: ${entry}`),
    );
    expect(repeated).toEqual([]);
  });
});
