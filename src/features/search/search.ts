/**
 * One search as the reader sees it: Pagefind's results for all the words,
 * guides before blog posts; or, when no page has all the words, the pages
 * that have most of them. Every search here runs on what the first one
 * fetched (the words' index chunks and the filter file): the fallback and
 * the ordering cost no bytes.
 */
import {filtersFor, type Pagefind, type PagefindResult, type PagefindResponse} from './pagefind';
import {wordPairs} from './phrases';
import {groupsWithMostWords, guidesBeforePosts, phrasesFirst, wordsOf} from './rank';
import {SECTIONS, SECTION_FILTER, type Section} from './sections';

/** A result, with the words of the query its page lacks (none unless the search fell back). */
export type RankedResult = {result: PagefindResult; missing: string[]};

export type SiteSearch = {
  results: RankedResult[];
  /** How many of the results have all the words: the rest, after them, have most of them. */
  complete: number;
  /** How many results each section has, for this query (the chosen section aside). */
  counts: Record<Section, number>;
};

const sectionsByInstance = new WeakMap<Pagefind, Promise<Map<string, Section>>>();

/** The section of every page, by its result id: a filter-only search per section, once. */
export function sectionsOfPages(pagefind: Pagefind): Promise<Map<string, Section>> {
  let sections = sectionsByInstance.get(pagefind);
  if (!sections) {
    sections = (async () => {
      const lists = await Promise.all(
        SECTIONS.map(async (section) => ({section, response: await pagefind.search(null, filtersFor(section))})),
      );
      return new Map(lists.flatMap(({section, response}) => (response?.results ?? []).map(({id}) => [id, section])));
    })();
    sectionsByInstance.set(pagefind, sections);
  }
  return sections;
}

function countsOf(response: PagefindResponse): Record<Section, number> {
  const counts = response.totalFilters?.[SECTION_FILTER] ?? response.filters?.[SECTION_FILTER] ?? {};
  return Object.fromEntries(SECTIONS.map((section) => [section, counts[section] ?? 0])) as Record<Section, number>;
}

/**
 * Fewer pages than this with all the words, and the results go on with the
 * pages that have most of them: a reader whose words are not all on one page
 * still gets a choice.
 */
export const FEW_RESULTS = 3;

/** The pages that have the most of the words, best first, each with the words it lacks. */
async function mostOfTheWords(
  pagefind: Pagefind,
  words: readonly string[],
  sections: Map<string, Section>,
): Promise<RankedResult[]> {
  const matches = await Promise.all(
    words.map(async (word) => ({word, ids: ((await pagefind.search(word))?.results ?? []).map(({id}) => id)})),
  );
  const groups = await Promise.all(
    groupsWithMostWords(matches).map(async ({words: found, missing, ids}) => {
      const inGroup = new Set(ids);
      const results = ((await pagefind.search(found.join(' ')))?.results ?? []).filter(({id}) => inGroup.has(id));
      return results.map((result) => ({result, missing}));
    }),
  );
  const missingOf = new Map(groups.flat().map(({result, missing}) => [result, missing]));
  return guidesBeforePosts([...missingOf.keys()], (id) => sections.get(id)).map((result) => ({
    result,
    missing: missingOf.get(result) ?? [],
  }));
}

/**
 * How many of the query's pairs of neighbouring words each page names
 * (`phrases.ts`), by result id. One search per pair, quoted: Pagefind
 * matches a quoted word exactly, where it would answer a word it lacks with
 * the pages of its longest prefix. Each pair starts with one of the query's
 * words, so it sits in an index chunk the search already fetched.
 */
async function pairCounts(pagefind: Pagefind, words: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const found = await Promise.all(wordPairs(words.join(' ')).map((pair) => pagefind.search(`"${pair}"`)));
  for (const response of found) {
    for (const {id} of response?.results ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/**
 * Searches the site for `text`, in one section or all. Resolves to null when
 * a later keystroke replaced this search before it ran.
 */
export async function searchSite(
  pagefind: Pagefind,
  text: string,
  section: Section | null,
  debounceMs: number,
): Promise<SiteSearch | null> {
  const words = wordsOf(text);
  const response = await pagefind.debouncedSearch(words.join(' '), filtersFor(section), debounceMs);
  if (!response) return null;
  const sections = await sectionsOfPages(pagefind);
  const pairs = text.includes('"') ? new Map<string, number>() : await pairCounts(pagefind, words);
  const ranked = guidesBeforePosts(response.results, (id) => sections.get(id));
  const complete = phrasesFirst(ranked, (id) => pairs.get(id) ?? 0).map((result) => ({
    result,
    missing: [] as string[],
  }));
  if (response.unfilteredResultCount >= FEW_RESULTS || words.length < 2) {
    return {results: complete, complete: complete.length, counts: countsOf(response)};
  }
  // Pages with all the words are the search's own results (in the other sections too: they are counted).
  const more = await mostOfTheWords(pagefind, words, sections);
  const inSection = more.filter(({result}) => !section || sections.get(result.id) === section);
  const counts = countsOf(response);
  for (const {result} of more) {
    const name = sections.get(result.id);
    if (name) counts[name] += 1;
  }
  return {results: [...complete, ...inSection], complete: complete.length, counts};
}
