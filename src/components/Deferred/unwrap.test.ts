import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {unwrapDeferred} from './unwrap';

describe('unwrapDeferred', () => {
  it('turns the deferred parts of a page into plain blocks, so their words are indexed', () => {
    const html = '<main><h3 id=a>A</h3><div><template data-deferred=""><p>Fields of A</p></template></div></main>';
    const $ = cheerio.load(unwrapDeferred(html));
    expect($('div[data-deferred] p').text()).toBe('Fields of A');
    expect(unwrapDeferred('<template data-deferred><p>x</p></template>')).toBe('<div data-deferred><p>x</p></div>');
  });
});
