import {describe, expect, it} from 'vitest';
import {statusMessage} from './status';
import type {SearchState} from './useSearch';

const done = (total: number, complete: number): Extract<SearchState, {status: 'done'}> => ({
  status: 'done',
  hits: [],
  total,
  complete,
  counts: {},
});

describe('statusMessage', () => {
  it('counts the pages that match every word', () => {
    expect(statusMessage(done(1, 1), ' fees ')).toBe('1 page matches “fees”.');
    expect(statusMessage(done(4, 4), 'fees')).toBe('4 pages match “fees”.');
    expect(statusMessage(done(0, 0), 'xyzzy')).toBe('No pages match “xyzzy”.');
  });

  it('says when the results have only most of the words', () => {
    expect(statusMessage(done(3, 0), 'woocommerce plugin setup')).toBe(
      'No page has all the words of “woocommerce plugin setup”. 3 pages have most of them.',
    );
    expect(statusMessage(done(3, 1), 'a b c')).toBe('1 page matches “a b c”; 2 more have most of its words.');
  });

  it('says it is searching while the results on screen are an earlier query’s', () => {
    expect(statusMessage({...done(4, 4), stale: true}, 'fees refund')).toBe('Searching…');
  });
});
