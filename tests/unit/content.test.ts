import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {limits, processingFee, product} from '../../src/data/product';
import {
  docsDir,
  isChecked,
  markdownFiles,
  projectRoot,
  splitPage,
  type PageFrontMatter,
  type SplitPage,
} from '../support/docs';

const blogDir = path.join(projectRoot, 'blog');
const allPages = [
  ...markdownFiles(docsDir).map((file) => path.join(docsDir, file)),
  ...markdownFiles(blogDir).map((file) => path.join(blogDir, file)),
];
const pages = allPages.filter(isChecked);
/** Each page's front matter, and its text below it at the file's line numbers. */
const split: Record<string, SplitPage> = Object.fromEntries(
  await Promise.all(allPages.map(async (file) => [file, await splitPage(file)])),
);
const body = (file: string): string => split[file].body;
const frontMatter = (file: string): PageFrontMatter => split[file].frontMatter;

function hits(pattern: RegExp): string[] {
  return pages.flatMap((file) =>
    body(file)
      .split('\n')
      .map((line, index) => ({line, index}))
      .filter(({line}) => pattern.test(line))
      .map(({line, index}) => `${path.relative(projectRoot, file)}:${index + 1}: ${line.trim()}`),
  );
}

/** Facts that live in src/data: a page that types one of them would drift when the data changes. */
const retypedFacts: [string, RegExp][] = [
  ['the product version', new RegExp(`\\b${product.version.replace(/\./g, '\\.')}\\b`)],
  ['a Coinloom URL', /https?:\/\/[a-z.-]*coinloom\.example/],
  ['the rate lock', new RegExp(`\\b${limits.fiatRateLockMinutes} ?min`)],
  ['the quote validity', new RegExp(`\\b${limits.swapQuoteValiditySeconds} ?s(ec|\\b)`)],
  ['the multisend batch size', new RegExp(`\\b${limits.multisendMaxRecipients} (recipients|payees|addresses)`)],
  ['the default tolerance', new RegExp(`\\b${limits.paymentTolerancePercentDefault} ?%`)],
  ['the callback retry window', new RegExp(`\\b${limits.callbackRetryHours} ?h`)],
  ['the request time window', new RegExp(`\\b${limits.requestTimestampToleranceSeconds} ?s`)],
  ['a 24-hour window', /\b24[ -]?h(ours?)?\b/],
  ['the processing fee', new RegExp(`\\b${processingFee.percent} ?(%|per ?cent)`)],
  ['the mnemonic lengths', /\b(12|24)[ -]word/],
  ['the release notes path', new RegExp(`\\]\\(${product.releaseNotesPath}\\)`)],
];

describe('pages read facts from src/data', () => {
  for (const [fact, pattern] of retypedFacts) {
    it(`no page types ${fact}`, () => {
      expect(hits(pattern)).toEqual([]);
    });
  }
});

describe('pages contain nothing that must never ship', () => {
  const forbidden: [string, RegExp][] = [
    ['placeholder text', /lorem ipsum|\bTBD\b|coming soon|\bTODO\b|FIXME|placeholder text/i],
    ['an e-mail address', /[\w.+-]+@[\w-]+\.[a-z]{2,}/i],
    ['a link outside coinloom.example', /https?:\/\/(?![a-z.-]*coinloom\.example)[a-z0-9.-]+\.[a-z]{2,}/i],
    ['an EVM address', /\b0x[0-9a-fA-F]{40}\b/],
    ['a Bitcoin address', /\b(bc1|tb1)[02-9ac-hj-np-z]{25,}\b|\b[13][1-9A-HJ-NP-Za-km-z]{25,34}\b/],
    ['a Tron address', /\bT[1-9A-HJ-NP-Za-km-z]{33}\b/],
    ['a TON address', /\b[EU]Q[A-Za-z0-9_-]{46}\b/],
    // MDX prints an expression inside backticks as text: write <code>{value}</code> instead.
    ['an expression in backticks', /`\{[A-Za-z_][\w.]*\}`/],
    // A table is a card per row on a phone, and a figure may be cropped there: words point at content, not at layout.
    [
      'a pointer to layout',
      /\b(first|second|third|last|left|right|next) column\b|\b(left|right)-hand (side|column)\b/i,
    ],
  ];
  for (const [what, pattern] of forbidden) {
    it(`has no ${what}`, () => {
      expect(hits(pattern)).toEqual([]);
    });
  }
});

describe('the blog', () => {
  // Coinloom's release notes and product news: how the docs site is built is not news about Coinloom,
  // and the names of its tools and files drift from the truth (a search plugin replaced, a file gone).
  const siteTools =
    /\b(docusaurus|mdx|react|pagefind|algolia|webpack|rspack|prettier|eslint|vitest|playwright)\b|`[\w./-]+\.(ts|tsx|mjs|js)`/i;
  it('is about Coinloom, never about the tools the docs are built with', () => {
    const posts = pages.filter((file) => file.startsWith(blogDir + path.sep));
    const found = posts.flatMap((file) =>
      body(file)
        .split('\n')
        .map((line, index) => ({line, index}))
        .filter(({line}) => !/^(import|export) /.test(line) && siteTools.test(line.replace(/\]\([^)]*\)/g, ']')))
        .map(({line, index}) => `${path.relative(projectRoot, file)}:${index + 1}: ${line.trim().slice(0, 100)}`),
    );
    expect(found).toEqual([]);
    expect(siteTools.test('Search runs on `docusaurus-search-local`.')).toBe(true);
    expect(siteTools.test('- `routes.ts` is the route manifest.')).toBe(true);
  });
});

describe('front matter', () => {
  it('gives every page a title and a one-sentence description under 160 characters', () => {
    for (const file of pages) {
      const meta = frontMatter(file);
      const where = path.relative(projectRoot, file);
      expect(meta.title, where).toMatch(/\w/);
      expect(meta.description, where).toMatch(/\w/);
      expect(meta.description.length, where).toBeLessThanOrEqual(160);
    }
  });

  it('titles the release notes with the product version', () => {
    const releaseNotes = allPages.find((file) => frontMatter(file).slug === product.releaseNotesPath.split('/')[2]);
    expect(releaseNotes).toBeDefined();
    expect(frontMatter(releaseNotes as string).title).toBe(`Coinloom ${product.version} release notes`);
  });

  it('uses only headings of levels 2 and 3 in docs, under the title', () => {
    for (const file of markdownFiles(docsDir)
      .map((f) => path.join(docsDir, f))
      .filter(isChecked)) {
      const withoutCode = body(file).replace(/```[\s\S]*?```/g, '');
      expect(withoutCode.match(/^(#|#{4,}) /gm), path.relative(projectRoot, file)).toBeNull();
    }
  });
});
