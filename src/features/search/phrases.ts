/**
 * Words side by side. Pagefind scores each word of a query on its own, so a
 * page that says "rate" in one place and "limits" in another ranks with one
 * that has a heading "Respect rate limits". The index therefore gives each
 * page the pairs of neighbouring words in the names of its subject and
 * sections (title, keywords, headings, and the same in the readers' words),
 * each pair as one word ("rateqxlimits"), and a search looks the query's
 * pairs up too (`search.ts`, `phrasesFirst` in `rank.ts`). One rule, on both
 * sides: grammar words are left out, as a query leaves them out (`wordsOf`).
 */
import {QUESTION_WORDS} from './rank';

/** The words of a text as a query would keep them: lower case, without grammar words. */
function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !QUESTION_WORDS.has(word));
}

/**
 * What joins a pair into one word: letters no English word has side by side,
 * so a pair never reads as a word of the text ("set up" is no "setup", "rate
 * limit" no `RateLimit-Remaining`).
 */
const PAIR_JOINER = 'qx';

/** Each pair of neighbouring words of a text (grammar words left out), joined into one word, once. */
export function wordPairs(text: string): string[] {
  const words = contentWords(text);
  return [...new Set(words.slice(1).map((word, index) => `${words[index]}${PAIR_JOINER}${word}`))];
}
