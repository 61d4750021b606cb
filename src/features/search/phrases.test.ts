import {describe, expect, it} from 'vitest';
import {wordPairs} from './phrases';

describe('wordPairs', () => {
  it('joins each two neighbouring words, leaving out grammar words as a query does', () => {
    expect(wordPairs('Respect rate limits')).toEqual(['respectqxrate', 'rateqxlimits']);
    expect(wordPairs('Step 1: get sandbox keys and check them')).toContain('sandboxqxkeys');
    expect(wordPairs('When a checkout expired')).toEqual(['checkoutqxexpired']);
  });

  it('gives none for one word, and each pair once', () => {
    expect(wordPairs('Limits')).toEqual([]);
    expect(wordPairs('rate limit rate limit')).toEqual(['rateqxlimit', 'limitqxrate']);
  });

  it('joins a pair so it reads as no word of the text', () => {
    expect(wordPairs('Set up your merchant')).not.toContain('setup');
  });
});
