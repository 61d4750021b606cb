/**
 * The site's ordering on top of Pagefind's scores, and the fallback for a
 * query whose words no page has all of. Pure: `search.ts` runs the searches.
 */
import type {Section} from './sections';

/** What these functions need of a Pagefind result. */
export type Scored = {id: string; score: number};

/**
 * How much a blog post's score counts against a guide's. Posts discuss the
 * site and its releases; a reader with a task wants the guide first, unless
 * the post is much the better match (its title names the query, say).
 */
export const BLOG_WEIGHT = 0.4;

/** Orders results by score, a blog post's counted at `BLOG_WEIGHT`; ties keep Pagefind's order. */
export function guidesBeforePosts<T extends Scored>(
  results: readonly T[],
  sectionOf: (id: string) => Section | undefined,
): T[] {
  const weighted = (result: T) => result.score * (sectionOf(result.id) === 'Blog' ? BLOG_WEIGHT : 1);
  return results
    .map((result, index) => ({result, index, score: weighted(result)}))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({result}) => result);
}

/**
 * Puts the pages that name the query's words side by side (in a title,
 * keyword or heading: `phrases.ts`) before those that only have them apart
 * or in running text, the most pairs first; otherwise keeps the order. "rate
 * limit" finds the page with a heading "Respect rate limits" before one that
 * says "rate limit" in its description and `RateLimit-*` in its text.
 */
export function phrasesFirst<T extends Scored>(results: readonly T[], pairsOf: (id: string) => number): T[] {
  return results
    .map((result, index) => ({result, index, pairs: pairsOf(result.id)}))
    .sort((a, b) => b.pairs - a.pairs || a.index - b.index)
    .map(({result}) => result);
}

/**
 * Words of a question that say nothing about its subject: its grammar, and
 * the site's own subject, which every page is about ("crypto", "coinloom"). A
 * page must have every word of a query to match it, and a page whose title
 * says "crypto" would outrank the answer. The pages say "you" and "your"
 * where readers ask "I" and "my", so those are rare in the index and would
 * count as if they mattered.
 */
export const QUESTION_WORDS = new Set(
  (
    'a an the and or but of to in on at by for from with without into about as ' +
    'i me my mine we us our you your it its this that these those there ' +
    'how do does did doing what when where which who why whom whose ' +
    'is are was were be been being am can could should would will shall may might must ' +
    'if then than so not no yes please help find ' +
    'crypto cryptocurrency coinloom'
  ).split(' '),
);

/**
 * The words of a query that Pagefind should match: split at spaces, each
 * once, in the reader's order, without the question's own words (unless it
 * has no others). A quoted phrase is the reader's exact words: kept whole.
 */
export function wordsOf(text: string): string[] {
  const words = [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))];
  if (text.includes('"')) return words;
  const subject = words.filter((word) => !QUESTION_WORDS.has(word));
  return subject.length > 0 ? subject : words;
}

/** A query word and the pages that have it (each page's score for that word alone). */
export type WordMatches = {word: string; ids: readonly string[]};

/** Pages that match the same words of a query, and the words they lack. */
export type WordGroup = {words: string[]; missing: string[]; ids: string[]};

/**
 * When few pages have all of a query's words: the pages that have the most
 * of them, grouped by the words they have (the caller searches each group's
 * words, and orders all their pages by that score, as Pagefind weighs them:
 * rare words, titles and headings first). Pages with every word are left
 * out: they are the search's own results.
 */
export function groupsWithMostWords(matches: readonly WordMatches[]): WordGroup[] {
  const wordsOfPage = new Map<string, string[]>();
  for (const {word, ids} of matches) {
    for (const id of ids) wordsOfPage.set(id, [...(wordsOfPage.get(id) ?? []), word]);
  }
  const partial = [...wordsOfPage].filter(([, words]) => words.length < matches.length);
  const most = Math.max(0, ...partial.map(([, words]) => words.length));
  const groups = new Map<string, WordGroup>();
  for (const [id, words] of partial) {
    if (words.length < most) continue;
    const key = words.join(' ');
    const group = groups.get(key) ?? {
      words,
      missing: matches.map(({word}) => word).filter((word) => !words.includes(word)),
      ids: [],
    };
    group.ids.push(id);
    groups.set(key, group);
  }
  return [...groups.values()];
}
