import fs from 'node:fs';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {SAMPLE_PAGES} from '../../scripts/lib/page-weight.mjs';
import {SEARCH_BUDGET} from '../../scripts/lib/search-cost.mjs';
import {headerRules} from '../../src/features/hosting/files';
import {projectRoot} from '../support/docs';

/**
 * The READMEs a newcomer reads first: the root one short enough to read in five minutes, tables whose rows stay
 * readable, links that lead somewhere, and every number they keep held to the code it describes.
 */

/** The READMEs held here: the root's, the tests', the scripts', and every one under src/. */
const readmes = [
  'README.md',
  'tests/README.md',
  'scripts/README.md',
  ...fs
    .readdirSync(path.join(projectRoot, 'src'), {recursive: true, encoding: 'utf8'})
    .filter((file) => path.basename(file) === 'README.md')
    .map((file) => path.posix.join('src', file.split(path.sep).join('/'))),
].sort();

const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), 'utf8');

/** The one number the pattern's first group captures in a file; fails when the sentence is gone. */
function numberIn(file: string, pattern: RegExp): number {
  const match = pattern.exec(read(file));
  if (!match) throw new Error(`${file} no longer says ${pattern}: update this test with the README.`);
  return Number(match[1].replace(/[,_]/g, ''));
}

/** Every link and definition target in a Markdown file, code spans and blocks left out. */
function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  visit(unified().use(remarkParse).use(remarkGfm).parse(markdown), (node) => {
    if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && 'url' in node) {
      targets.push(node.url);
    }
  });
  return targets;
}

/** A link to another site, a mail address or an anchor on the same page: nothing on disk to check. */
const isExternal = (target: string) => /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('#');

describe('the READMEs', () => {
  it('include the root README, the tests and scripts READMEs, and those of the features and the theme', () => {
    expect(readmes).toEqual(
      expect.arrayContaining([
        'README.md',
        'tests/README.md',
        'scripts/README.md',
        'src/features/hosting/README.md',
        'src/features/feeds/README.md',
        'src/theme/README.md',
      ]),
    );
  });

  it('keep the root README under 120 lines, to read in five minutes', () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThan(120);
  });

  it.each(readmes)('%s has no table row over 200 characters', (file) => {
    const longRows = read(file)
      .split('\n')
      .map((line, index) => ({line: index + 1, length: [...line].length, row: line}))
      .filter(({row, length}) => row.startsWith('|') && length > 200)
      .map(({line, length}) => `line ${line}: ${length} characters`);
    expect(longRows).toEqual([]);
  });

  it.each(readmes)('%s links only to files that exist', (file) => {
    const broken = linkTargets(read(file))
      .filter((target) => !isExternal(target))
      .filter((target) => {
        const withoutAnchor = decodeURIComponent(target.split(/[#?]/)[0]);
        const resolved = withoutAnchor.startsWith('/')
          ? path.join(projectRoot, withoutAnchor)
          : path.resolve(projectRoot, path.dirname(file), withoutAnchor);
        return !fs.existsSync(resolved);
      });
    expect(broken).toEqual([]);
  });

  it('link the root README to every other README', () => {
    const linked = new Set(
      linkTargets(read('README.md'))
        .filter((target) => !isExternal(target))
        .map((target) => path.posix.normalize(target.split('#')[0])),
    );
    expect(readmes.filter((file) => file !== 'README.md' && !linked.has(file))).toEqual([]);
  });
});

describe('the numbers the READMEs keep agree with the code', () => {
  it('Node.js: the version the root README and the Netlify settings name is the one package.json requires', () => {
    const required = Number(/>=\s*(\d+)/.exec(JSON.parse(read('package.json')).engines.node)?.[1]);
    expect(numberIn('README.md', /You need Node\.js (\d+) or later/)).toBe(required);
    expect(numberIn('netlify.toml', /NODE_VERSION = "(\d+)"/)).toBe(required);
    expect(numberIn('src/features/hosting/README.md', /publish `build\/`, Node\.js (\d+)\./)).toBe(required);
  });

  it('Cloudflare Pages: the hashed files cached for a year are those that fit in its first 100 rules', () => {
    const CLOUDFLARE_RULE_LIMIT = 100;
    const file = 'src/features/hosting/README.md';
    expect(numberIn(file, /Cloudflare reads the first (\d+) rules/)).toBe(CLOUDFLARE_RULE_LIMIT);
    // The rules that come before the hashed files: the page policies and the JSON Feed's type.
    const rulesBeforeAssets = headerRules([], []).length;
    expect(numberIn(file, /Only the first (\d+) hashed files/)).toBe(CLOUDFLARE_RULE_LIMIT - rulesBeforeAssets);
  });

  it('ports: the preview server and the browser tests listen where the READMEs say', () => {
    const servePort = numberIn('scripts/serve.mjs', /default: process\.env\.PORT \?\? '(\d+)'/);
    expect(numberIn('src/features/hosting/README.md', /at `http:\/\/127\.0\.0\.1:(\d+)\/`/)).toBe(servePort);
    expect(numberIn('scripts/README.md', /serve\.mjs \[--port (\d+)\]/)).toBe(servePort);
    const testPort = numberIn('playwright.config.ts', /TEST_PORT \?\? (\d+)/);
    expect(numberIn('tests/README.md', /on port (\d+), or on `TEST_PORT`/)).toBe(testPort);
  });

  it("Vitest: the tests README gives each test the project's timeout", () => {
    const seconds = numberIn('tests/README.md', /with a (\d+)-second timeout per test/);
    expect(seconds * 1000).toBe(numberIn('vitest.config.mts', /testTimeout: ([\d_]+),/));
  });

  it('the benchmark: its defaults, its sample pages and the first-search budget', () => {
    const bench = read('scripts/bench.mjs');
    const defaults = ['builds', 'runs', 'edits'].map(
      (option) => new RegExp(`${option}: \\{type: 'string', default: '(\\d+)'\\}`).exec(bench)?.[1],
    );
    const stated = String(
      numberIn('scripts/README.md', /set how many builds, Lighthouse runs and edits \(default (\d+) each\)/),
    );
    expect(defaults).toEqual([stated, stated, stated]);
    const sampleSentence = /The sample pages are `SAMPLE_PAGES`[\s\S]*?\n\n/.exec(read('scripts/README.md'))?.[0] ?? '';
    const named = [...sampleSentence.matchAll(/\(`(\w+)`\)/g)].map((match) => match[1]).sort();
    expect(named).toEqual(Object.keys(SAMPLE_PAGES).sort());
    expect(numberIn('scripts/README.md', /The first-search budget \(`lib\/search-cost\.mjs`, (\d+) kB\)/) * 1000).toBe(
      SEARCH_BUDGET.bytes,
    );
  });

  it('the benchmark: the total blocking time the API pages are held to', () => {
    const ms = numberIn('scripts/lib/bench/api-against-doc.mjs', /api\.tbt <= Math\.max\((\d+), doc\.tbt\)/);
    expect(numberIn('scripts/README.md', /total blocking time at most (\d+)\s+ms or the doc page's/)).toBe(ms);
  });

  it("pages: the root README's limit on a description is the one the content tests hold", () => {
    const limit = numberIn(
      'tests/unit/content.test.ts',
      /meta\.description\.length, where\)\.toBeLessThanOrEqual\((\d+)\)/,
    );
    expect(numberIn('README.md', /`description`\s+of at most (\d+) characters/)).toBe(limit);
  });
});
