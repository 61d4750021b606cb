import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {HAS_INDEX, loadPagefind} from './pagefind';
import {typedSoFar, type SearchQuery} from './query';
import {toPageHit, type PageHit} from './results';
import {searchSite} from './search';
import type {Section} from './sections';

export type SearchResults = {
  /** The words searched: the query as typed, without a last word of one letter (`typedSoFar`). */
  query: string;
  hits: PageHit[];
  total: number;
  /** How many of the `total` pages have all the words; the others have most of them. */
  complete: number;
  counts: Partial<Record<Section, number>>;
};

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'}
  /** `npm start`: the live preview has no index. */
  | {status: 'unavailable'}
  | {status: 'failed'}
  /** `stale`: the results of an earlier query, kept on screen while the current one runs. */
  | ({status: 'done'; stale?: true} & SearchResults);

/**
 * How long to wait after a keystroke before searching, so that typing at a reader's pace (a letter every 30 ms or
 * so, slower on a busy phone) makes one search and not one per letter, each fetching its own index chunks.
 */
const DEBOUNCE_MS = 180;

const wordsOf = (text: string, section: SearchQuery['section']) => `${section ?? ''}|${text}`;
const keyOf = (text: string, section: SearchQuery['section'], limit: number) => `${limit}|${wordsOf(text, section)}`;

/**
 * Searches as the query changes and loads the first `limit` pages' details
 * (each page is a small file of its own: only the pages shown are fetched).
 * While a new search runs, the previous results stay on screen.
 */
export function useSearch(query: SearchQuery, limit: number): SearchState {
  const scriptUrl = useBaseUrl('/pagefind/pagefind.js');
  const [answer, setAnswer] = useState<{key: string; words: string; state: SearchState} | null>(null);
  // The word being typed is searched from its second letter (query.ts).
  const text = typedSoFar(query.text);
  // Every keystroke starts the wait again, one that leaves the searched words as they were ("verify", "verify ",
  // "verify c") included: else the wait ran out while the reader typed the next word's first letters.
  const typed = query.text;
  const {section} = query;
  const key = keyOf(text, section, limit);
  const words = wordsOf(text, section);

  useEffect(() => {
    if (!HAS_INDEX) return undefined;
    let current = true;
    (async () => {
      const pagefind = await loadPagefind(scriptUrl);
      // Without words yet, loading the engine is all: it is ready when the first word comes.
      if (!text) return;
      const found = await searchSite(pagefind, text, section, DEBOUNCE_MS);
      // null: a later keystroke replaced this search.
      if (!found || !current) return;
      const shown = found.results.slice(0, limit);
      const data = await Promise.all(shown.map(({result}) => result.data()));
      const state: SearchState = {
        status: 'done',
        query: text,
        hits: data.map((page, index) => toPageHit(page, shown[index].missing)),
        total: found.results.length,
        complete: found.complete,
        counts: found.counts,
      };
      if (current) setAnswer({key, words, state});
    })().catch(() => {
      if (current) setAnswer({key, words, state: {status: 'failed'}});
    });
    return () => {
      current = false;
    };
  }, [scriptUrl, key, words, text, typed, section, limit]);

  if (!HAS_INDEX) return {status: 'unavailable'};
  if (!text) return {status: 'idle'};
  if (answer?.key === key) return answer.state;
  if (answer?.state.status === 'done') {
    // More of the same results ("Show more results"): the counts on screen still hold, nothing to announce.
    return answer.words === words ? answer.state : {...answer.state, stale: true};
  }
  return {status: 'loading'};
}
