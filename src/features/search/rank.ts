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
 * Words of a question that say nothing about its subject: its grammar, and
 * the site's own subject, which every page is about ("crypto", "coinloom"). A
 * page must have every word of a query to match it, and a page whose title
 * says "crypto" would outrank the answer. The pages say "you" and "your"
 * where readers ask "I" and "my", so those are rare in the index and would
 * count as if they mattered.
 */
export const QUESTION_WORDS = new Set(
  (
    'a an the and or but of to in on at by for from with into about as ' +
    'i me my mine we us our you your it its this that these those there ' +
    'how do does did doing what when where which who why whom whose ' +
    'is are was were be been being am can could should would will shall may might must ' +
    'if then than so not no yes please help ' +
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
 * A page that has only a word most pages have ("how", "the", "set") is no
 * answer: a page must match at least this share of the best page's weight.
 */
export const FALLBACK_MIN_SHARE = 0.5;

/** How rare a word is, as Pagefind weighs it (BM25's inverse document frequency). */
export function rarity(pagesWithWord: number, pageCount: number): number {
  return Math.log(1 + (pageCount - pagesWithWord + 0.5) / (pagesWithWord + 0.5));
}

/**
 * When no page has all of a query's words: the pages that have most of
 * them, grouped by the words they have, the best group first. A group's
 * weight is the rarity of its words, so a page with "woocommerce" and
 * "plugin" comes before one with "setup" alone, and one with "usdt" before
 * one with "how", "do" and "i". Within a group, the caller orders pages by
 * a search for the group's words.
 */
export function mostWordsFirst(matches: readonly WordMatches[], pageCount: number): WordGroup[] {
  const weightOf = new Map(matches.map(({word, ids}) => [word, rarity(ids.length, pageCount)]));
  const wordsOfPage = new Map<string, string[]>();
  for (const {word, ids} of matches) {
    for (const id of ids) wordsOfPage.set(id, [...(wordsOfPage.get(id) ?? []), word]);
  }
  const groups = new Map<string, WordGroup & {weight: number}>();
  for (const [id, words] of wordsOfPage) {
    const key = words.join(' ');
    const group = groups.get(key) ?? {
      words,
      missing: matches.map(({word}) => word).filter((word) => !words.includes(word)),
      ids: [],
      weight: words.reduce((sum, word) => sum + (weightOf.get(word) ?? 0), 0),
    };
    group.ids.push(id);
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort((a, b) => b.weight - a.weight);
  const best = ordered[0]?.weight ?? 0;
  return ordered
    .filter((group) => group.weight > 0 && group.weight >= best * FALLBACK_MIN_SHARE)
    .map(({words, missing, ids}) => ({words, missing, ids}));
}
