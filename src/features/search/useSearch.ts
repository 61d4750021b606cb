import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {filtersFor, HAS_INDEX, loadPagefind, type PagefindResponse} from './pagefind';
import type {SearchQuery} from './query';
import {toPageHit, type PageHit} from './results';
import {SECTIONS, SECTION_FILTER, type Section} from './sections';

export type SearchResults = {hits: PageHit[]; total: number; counts: Partial<Record<Section, number>>};

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'}
  /** `npm start`: the live preview has no index. */
  | {status: 'unavailable'}
  | {status: 'failed'}
  | ({status: 'done'} & SearchResults);

/** How long to wait after a keystroke before searching, so fast typing makes one search. */
const DEBOUNCE_MS = 40;

function countsOf(response: PagefindResponse): Partial<Record<Section, number>> {
  const counts = response.totalFilters?.[SECTION_FILTER] ?? response.filters?.[SECTION_FILTER] ?? {};
  return Object.fromEntries(SECTIONS.map((section) => [section, counts[section] ?? 0]));
}

const keyOf = ({text, section}: SearchQuery, limit: number) => `${section ?? ''}|${limit}|${text.trim()}`;

/**
 * Searches as the query changes and loads the first `limit` pages' details
 * (each page is a small file of its own: only the pages shown are fetched).
 * While a new search runs, the previous results stay on screen.
 */
export function useSearch(query: SearchQuery, limit: number): SearchState {
  const scriptUrl = useBaseUrl('/pagefind/pagefind.js');
  const [answer, setAnswer] = useState<{key: string; state: SearchState} | null>(null);
  const text = query.text.trim();
  const {section} = query;
  const key = keyOf(query, limit);

  useEffect(() => {
    if (!HAS_INDEX) return undefined;
    let current = true;
    (async () => {
      const pagefind = await loadPagefind(scriptUrl);
      // Without words yet, loading the engine is all: it is ready when the first word comes.
      if (!text) return;
      const response = await pagefind.debouncedSearch(text, filtersFor(section), DEBOUNCE_MS);
      // null: a later keystroke replaced this search.
      if (!response || !current) return;
      const data = await Promise.all(response.results.slice(0, limit).map((result) => result.data()));
      const state: SearchState = {
        status: 'done',
        hits: data.map(toPageHit),
        total: response.results.length,
        counts: countsOf(response),
      };
      if (current) setAnswer({key, state});
    })().catch(() => {
      if (current) setAnswer({key, state: {status: 'failed'}});
    });
    return () => {
      current = false;
    };
  }, [scriptUrl, key, text, section, limit]);

  if (!HAS_INDEX) return {status: 'unavailable'};
  if (!text) return {status: 'idle'};
  if (answer?.key === key || answer?.state.status === 'done') return answer.state;
  return {status: 'loading'};
}

/** What the results area says, for the status line that screen readers hear. */
export function statusMessage(state: SearchState, text: string): string {
  switch (state.status) {
    case 'unavailable':
      return 'Search works on a production build: run `npm run build && npm run serve`.';
    case 'failed':
      return 'Search could not load. Check your connection, then try again.';
    case 'loading':
      return 'Searching…';
    case 'idle':
      return 'Search the guides, the developer docs, the API and the blog.';
    case 'done':
      if (state.total === 0) return `No pages match “${text.trim()}”.`;
      return `${state.total} ${state.total === 1 ? 'page matches' : 'pages match'} “${text.trim()}”.`;
  }
}
