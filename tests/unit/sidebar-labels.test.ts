/**
 * A label names the page it opens in the H1's own words: the H1, or the H1 with words left out ("Create a
 * merchant" → "Create"). Another wording ("How a payment works" for "Cryptocurrency payments through Coinloom")
 * makes the reader wonder whether they reached the page they chose.
 * The labels are the sidebars' (sidebars.ts) and the docs' front matter `sidebar_label`s.
 */
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {readDocs} from '../../src/lib/docFiles';
import type {SidebarItem} from '../support/sidebarItems';
import {docsDir, type PageFrontMatter} from '../support/docs';

type Item = SidebarItem;

/** Small words a label may add or move, as in "Receive a payment" for "Receive your first payment as a business". */
const STOP_WORDS = new Set(['a', 'an', 'the', 'and', 'or']);

/** A text's words, compared without case, punctuation or a plural s ("Log-in" and "log in", "NFTs" and "NFT"). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word));
}

/** Whether a label is its H1 or a shortening of it: its words, bar stop words, are found in the H1 in order. */
function isShortening(label: string, h1: string): boolean {
  const own = words(label).filter((word) => !STOP_WORDS.has(word));
  const heading = words(h1);
  let at = 0;
  for (const word of own) {
    at = heading.indexOf(word, at) + 1;
    if (at === 0) {
      return false;
    }
  }
  return own.length > 0;
}

const docs = await readDocs(docsDir);
const frontMatterOf = (id: string) => docs.find((doc) => doc.id === id)?.frontMatter as PageFrontMatter;

/** A label a reader sees, the page it opens (a doc id, or a route) and that page's H1, and where the label is set. */
type Labelled = {label: string; page: string; h1: string; where: string};

/**
 * The labels that may name their page in other words, each with the reason. A label is allowed on its page only.
 */
const ALLOWED: readonly {label: string; page: string}[] = [
  // The developers' home: "Developers" names the section, as the navbar item that opens the page and the breadcrumbs
  // of every page under it do; the H1 says what a developer does there.
  {label: 'Developers', page: 'for-developers/index'},
];
const isAllowed = ({label, page}: Labelled) =>
  ALLOWED.some((allowed) => allowed.label === label && allowed.page === page);

/**
 * The H1 of the page an entry opens: a doc's title, a category's doc or generated index (titled with the category's
 * label unless set), or the page a link leads to. A category without a page, and a link to a heading (the API
 * reference's operations), open no page of their own.
 */
function h1Of(item: Exclude<Item, string>): string | undefined {
  if (item.type === 'doc' && item.id) {
    return frontMatterOf(item.id).title;
  }
  if (item.type === 'link') {
    return (docs.find((doc) => doc.route === item.href)?.frontMatter as PageFrontMatter | undefined)?.title;
  }
  if (item.link?.type === 'doc' && item.link.id) {
    return frontMatterOf(item.link.id).title;
  }
  return item.link ? (item.link.title ?? item.label) : undefined;
}

/** Every label in a sidebar that opens a page, with that page's H1; a doc shows its `sidebar_label` first. */
function labelled(items: readonly Item[]): Labelled[] {
  return items.flatMap((entry): Labelled[] => {
    const item = typeof entry === 'string' ? {type: 'doc', id: entry} : entry;
    const h1 = h1Of(item);
    const label =
      item.type === 'doc' && item.id ? (frontMatterOf(item.id).sidebar_label ?? item.label ?? h1) : item.label;
    const page = item.id ?? item.link?.id ?? item.href ?? item.label;
    const own =
      h1 === undefined || label === undefined || page === undefined ? [] : [{label, page, h1, where: 'sidebars.ts'}];
    return [...own, ...labelled(item.items ?? [])];
  });
}

/** The docs a sidebar lists as entries of their own, whose `sidebar_label` it shows. */
function entryIds(items: readonly Item[]): string[] {
  return items.flatMap((entry) =>
    typeof entry === 'string'
      ? [entry]
      : [...(entry.type === 'doc' && entry.id ? [entry.id] : []), ...entryIds(entry.items ?? [])],
  );
}

const sidebarItems = Object.values(sidebars as Record<string, Item[]>);
const entries = new Set(sidebarItems.flatMap(entryIds));

/**
 * The `sidebar_label` of a doc that is no entry of its own, such as a category's page: the previous and next links
 * still show it.
 */
const otherLabels: Labelled[] = docs.flatMap((doc) => {
  const {sidebar_label: label, title} = doc.frontMatter as PageFrontMatter;
  return label === undefined || entries.has(doc.id)
    ? []
    : [{label, page: doc.id, h1: title, where: `docs/${doc.relativeFile}`}];
});

/** Every label a reader sees for a page, with that page's H1. */
const labels = [...sidebarItems.flatMap(labelled), ...otherLabels];

describe('sidebar labels', () => {
  it('tells a shortening of the H1 from another wording', () => {
    expect(isShortening('Create', 'Create a merchant')).toBe(true);
    expect(isShortening('Receive a payment', 'Receive your first payment as a business')).toBe(true);
    expect(isShortening('Sign-up and log-in', 'Sign-up, log-in and account recovery')).toBe(true);
    expect(isShortening('NFTs', 'Using the API for NFTs')).toBe(true);
    expect(isShortening('How a payment works', 'Cryptocurrency payments through Coinloom')).toBe(false);
    expect(isShortening('System components', 'Coinloom services and data flow for developers')).toBe(false);
    expect(isShortening('Flow payment', 'The payment flow for developers')).toBe(false);
    expect(isShortening('The', 'The payment flow')).toBe(false);
  });

  it('names every page in its H1 words, in the sidebars and in front matter', () => {
    expect(labels.length).toBeGreaterThan(docs.length);
    const reworded = labels
      .filter((labelled) => !isShortening(labelled.label, labelled.h1) && !isAllowed(labelled))
      .map(({label, page, h1, where}) => `${where}, ${page}: "${label}" is not a shortening of "${h1}"`);
    expect(reworded).toEqual([]);
  });

  it('allows another wording only where a label still needs it', () => {
    const needed = labels.filter((labelled) => !isShortening(labelled.label, labelled.h1) && isAllowed(labelled));
    for (const allowed of ALLOWED) {
      expect(
        needed.some(({label, page}) => label === allowed.label && page === allowed.page),
        allowed.label,
      ).toBe(true);
    }
  });
});
