import {describe, expect, it} from 'vitest';
import {inReaderWords, READER_WORDS, readerWordsFor} from './synonyms';

describe("the readers' words", () => {
  it('cover the words the issue names, each way a reader asks', () => {
    expect(readerWordsFor('Receive callbacks')).toContain('webhook');
    expect(readerWordsFor('Install the plugin')).toContain('setup');
    expect(readerWordsFor('Use the sandbox')).toContain('test mode');
    expect(readerWordsFor('Create an API key')).toContain('credentials');
    expect(readerWordsFor('Withdrawal to a bank card')).toContain('payout');
    expect(readerWordsFor('Payouts')).toContain('withdrawal');
  });

  it("match the site's words whole, in any case and regular form, with a hyphen or a space", () => {
    expect(readerWordsFor('The CALLBACK is retried')).toContain('webhook');
    expect(readerWordsFor('Installing it')).toContain('setup');
    expect(readerWordsFor('two factor login')).toContain('2fa');
    expect(readerWordsFor('Callbackish things')).toEqual([]);
    expect(readerWordsFor('a preinstalled app')).toEqual([]);
  });

  it("leave out a reader's word the text already uses, and give each word once", () => {
    expect(readerWordsFor('Webhooks: our callbacks')).not.toContain('webhook');
    const words = readerWordsFor('Withdraw, withdrawal and cash out');
    expect(new Set(words).size).toBe(words.length);
  });

  it('give "get paid" only where money comes in', () => {
    expect(readerWordsFor('Send and receive tokens')).toContain('get paid');
    expect(readerWordsFor('Receive callbacks')).not.toContain('get paid');
  });

  it("are one-way: a reader's word does not make a page about the site's", () => {
    expect(readerWordsFor('A webhook')).toEqual([]);
  });

  it("name each site word in one entry only, so a word gets one set of readers' words", () => {
    const sites = READER_WORDS.flatMap(({site}) => site.map((word) => word.toLowerCase()));
    expect(new Set(sites).size).toBe(sites.length);
  });

  it("say a heading in the readers' words, one reader's word at a time", () => {
    expect(inReaderWords('Get sandbox keys')).toContain('Get test mode keys');
    expect(inReaderWords('When a payment expires')).toContain('When a checkout expired');
    expect(inReaderWords('Verify the signature')).toEqual([]);
  });
});
