import type {SearchResults, SearchState} from './useSearch';

/** The pages per section that the filter buttons show: none while the results on screen are an earlier query's. */
export function currentCounts(state: SearchState): SearchResults['counts'] | undefined {
  return state.status === 'done' && !state.stale ? state.counts : undefined;
}

/**
 * What the results area says, for the status line that screen readers hear. Counts name the words they were
 * found for, which lag the box while the reader types ("refund f" is still a search for “refund”).
 */
export function statusMessage(state: SearchState): string {
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
      // Results still on screen from an earlier query: their counts are not this query's.
      return state.stale ? 'Searching…' : doneMessage(state);
  }
}

const pages = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;

/** What a finished search found: the pages with all the words, and those with most of them. */
function doneMessage({query, total, complete}: SearchResults): string {
  const quoted = `“${query}”`;
  const more = total - complete;
  if (total === 0) return `No pages match ${quoted}.`;
  if (more === 0) return `${pages(total)} ${total === 1 ? 'matches' : 'match'} ${quoted}.`;
  if (complete === 0)
    return `No page has all the words of ${quoted}. ${pages(more)} ${more === 1 ? 'has' : 'have'} most of them.`;
  return `${pages(complete)} ${complete === 1 ? 'matches' : 'match'} ${quoted}; ${more} more ${more === 1 ? 'has' : 'have'} most of its words.`;
}
