/**
 * Pagefind's browser API, loaded on demand from the built index
 * (`/pagefind/pagefind.js`), with the site's ranking. Nothing here runs until
 * a reader opens search.
 */
import {META} from './metadata';
import {SECTION_FILTER, type Section} from './sections';

/** A section of a page that matched, as Pagefind reports it (one per heading with an id). */
export type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  anchor?: {element: string; id: string; text: string; location: number};
  locations: number[];
  weighted_locations?: {weight: number; balanced_score: number; location: number}[];
};

export type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: {title?: string};
  filters: Record<string, string[]>;
  sub_results: PagefindSubResult[];
};

export type PagefindResult = {id: string; score: number; data: () => Promise<PagefindResultData>};

export type PagefindResponse = {
  results: PagefindResult[];
  unfilteredResultCount: number;
  /** For each filter, how many results each value has (for this search, other filters aside). */
  totalFilters?: Record<string, Record<string, number>>;
  filters?: Record<string, Record<string, number>>;
};

type SearchOptions = {filters?: Record<string, string>};

export type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  preload: (term: string, options?: SearchOptions) => Promise<void>;
  /** A null term lists every page the filters let through. */
  search: (term: string | null, options?: SearchOptions) => Promise<PagefindResponse | null>;
  filters: () => Promise<Record<string, Record<string, number>>>;
  debouncedSearch: (term: string, options?: SearchOptions, debounceMs?: number) => Promise<PagefindResponse | null>;
};

/**
 * How Pagefind orders pages (its defaults in brackets). Titles and headings
 * already weigh more inside the index (markForIndex.ts); on top of that:
 * - metaWeights: a query word in the page's title adds most (title 5), in the
 *   writer's `keywords` or the readers' words for the page's subject
 *   (`synonyms`) next (1), in the description, the readers' words for what
 *   the page covers (`section_synonyms`) or the names in its code a little
 *   (1). This is what puts the page whose subject the query names first;
 *   the pairs of neighbouring words (`phrases`) weigh nothing here: search.ts
 *   looks them up on their own;
 * - termSaturation 2 (1.4): a page that uses a word often is more about it;
 * - pageLength 0.9 (0.75): long pages, which mention everything once, count
 *   a little less.
 * Measured with the ranking questions (questions.ts) in the browser test.
 */
export const RANKING = {
  pageLength: 0.9,
  termFrequency: 1,
  termSaturation: 2,
  termSimilarity: 1,
  metaWeights: {
    title: 20,
    [META.keywords]: 10,
    [META.synonyms]: 10,
    [META.description]: 3,
    [META.sectionSynonyms]: 3,
    [META.code]: 3,
    // Searched only as a whole, quoted (`phrasesFirst`): a pair is no reason to rank a page for one of its words.
    [META.phrases]: 0,
  },
};

/** The words an excerpt holds around the matches: a phone shows it on three or four lines. */
const EXCERPT_WORDS = 24;

/** Without a production build there is no index: `npm start` has no postBuild step. */
export const HAS_INDEX = process.env.NODE_ENV === 'production';

let loading: Promise<Pagefind> | null = null;

/** Loads and starts Pagefind once; a failed load is tried again on the next call. */
export function loadPagefind(scriptUrl: string): Promise<Pagefind> {
  loading ??= (async () => {
    const pagefind = (await import(/* webpackIgnore: true */ scriptUrl)) as Pagefind;
    // Search on the page's own thread: a web worker would be one more script to fetch (13 kB) for an
    // index this small, whose searches take a few milliseconds.
    await pagefind.options({noWorker: true});
    // Ranking is set in the engine itself, which init() starts: before it, the setting can be lost.
    await pagefind.init();
    // The filters (a small file) give each result count per section.
    await Promise.all([pagefind.options({ranking: RANKING, excerptLength: EXCERPT_WORDS}), pagefind.filters()]);
    return pagefind;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Pagefind's search options for a section (or the whole site). */
export function filtersFor(section: Section | null): SearchOptions {
  return section ? {filters: {[SECTION_FILTER]: section}} : {};
}
