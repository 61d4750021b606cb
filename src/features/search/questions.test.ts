import {describe, expect, it} from 'vitest';
import {specRoutes} from '../../data/routes';
import {RANKING_QUESTIONS} from './questions';
import {isSearchable} from './searchable';

describe('the ranking questions', () => {
  it('are at least 25, from all three kinds of reader, with the searches the issue reported', () => {
    expect(RANKING_QUESTIONS.length).toBeGreaterThanOrEqual(25);
    for (const reader of ['merchant', 'developer', 'wallet user']) {
      expect(RANKING_QUESTIONS.filter((q) => q.reader === reader).length, reader).toBeGreaterThanOrEqual(8);
    }
    const queries = RANKING_QUESTIONS.map((q) => q.query);
    for (const query of [
      'fees',
      'ethereum confirmations',
      'idempotency key',
      'export mnemonic phrase',
      'X-Coinloom-Signature',
    ]) {
      expect(queries).toContain(query);
    }
    expect(new Set(queries).size).toBe(queries.length);
  });

  it('each name a built page that search can return', () => {
    for (const {query, answer} of RANKING_QUESTIONS) {
      expect(specRoutes, query).toContain(answer);
      expect(isSearchable(answer), query).toBe(true);
    }
  });
});
