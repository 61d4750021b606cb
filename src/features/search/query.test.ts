import {describe, expect, it} from 'vitest';
import {formatQuery, parseQuery, searchPageHref, typedSoFar} from './query';

describe('the search page address', () => {
  it('reads the words and the section', () => {
    expect(parseQuery('?q=export%20mnemonic&section=Guides')).toEqual({text: 'export mnemonic', section: 'Guides'});
    expect(parseQuery('?q=fees+and+limits')).toEqual({text: 'fees and limits', section: null});
    expect(parseQuery('')).toEqual({text: '', section: null});
  });

  it('ignores a section the site does not have', () => {
    expect(parseQuery('?q=fees&section=Nowhere')).toEqual({text: 'fees', section: null});
  });

  it('writes a query back as the address that gives it', () => {
    const query = {text: ' X-Coinloom-Signature ', section: 'API'} as const;
    expect(formatQuery(query)).toBe('?q=X-Coinloom-Signature&section=API');
    expect(parseQuery(formatQuery(query))).toEqual({text: 'X-Coinloom-Signature', section: 'API'});
    expect(searchPageHref({text: 'ethereum confirmations', section: null})).toBe('/search/?q=ethereum%20confirmations');
    expect(searchPageHref({text: '', section: null})).toBe('/search/');
  });
});

describe('a query as it is typed', () => {
  it('waits for the second letter of the word being typed', () => {
    expect(typedSoFar('c')).toBe('');
    expect(typedSoFar('ca')).toBe('ca');
    expect(typedSoFar('callback s')).toBe('callback');
    expect(typedSoFar('callback si')).toBe('callback si');
    expect(typedSoFar('X-')).toBe('');
    expect(typedSoFar('X-C')).toBe('X-C');
  });

  it('searches a finished word of one letter, and the whole query once typed', () => {
    expect(typedSoFar('callback signature')).toBe('callback signature');
    expect(typedSoFar('v1 ')).toBe('v1');
    expect(typedSoFar('  fees  ')).toBe('fees');
  });
});
