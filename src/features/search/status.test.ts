import {describe, expect, it} from 'vitest';
import {currentCounts, statusMessage} from './status';
import type {SearchState} from './useSearch';

const done = (query: string, total: number, complete: number): Extract<SearchState, {status: 'done'}> => ({
  status: 'done',
  query,
  hits: [],
  total,
  complete,
  counts: {},
});

describe('statusMessage', () => {
  it('counts the pages that match every word', () => {
    expect(statusMessage(done('fees', 1, 1))).toBe('1 page matches “fees”.');
    expect(statusMessage(done('fees', 4, 4))).toBe('4 pages match “fees”.');
    expect(statusMessage(done('xyzzy', 0, 0))).toBe('No pages match “xyzzy”.');
  });

  it('says when the results have only most of the words', () => {
    expect(statusMessage(done('woocommerce plugin setup', 3, 0))).toBe(
      'No page has all the words of “woocommerce plugin setup”. 3 pages have most of them.',
    );
    expect(statusMessage(done('a b c', 3, 1))).toBe('1 page matches “a b c”; 2 more have most of its words.');
  });

  it('names the words the counts were found for, not the box’s text while a word is still one letter', () => {
    // The box holds "refund f": the search was for "refund" (typedSoFar), and so are its counts.
    expect(statusMessage(done('refund', 41, 41))).toBe('41 pages match “refund”.');
  });

  it('says it is searching while the results on screen are an earlier query’s', () => {
    expect(statusMessage({...done('fees', 4, 4), stale: true})).toBe('Searching…');
  });
});

describe('currentCounts', () => {
  it('gives the filter buttons the counts of the query on screen, and none while those are an earlier query’s', () => {
    const state = {...done('fees', 4, 4), counts: {Guides: 3, API: 1}};
    expect(currentCounts(state)).toEqual({Guides: 3, API: 1});
    expect(currentCounts({...state, stale: true})).toBeUndefined();
    expect(currentCounts({status: 'loading'})).toBeUndefined();
  });
});
