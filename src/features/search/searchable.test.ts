import {describe, expect, it} from 'vitest';
import {generatedIndexRoutes, specRoutes} from '../../data/routes';
import {isSearchable} from './searchable';

describe('isSearchable', () => {
  it('leaves out the search page, the not-found page and the list pages', () => {
    for (const route of ['/search/', '/404.html', '/blog/', '/blog/archive/', '/blog/tags/', '/blog/tags/hello/']) {
      expect(isSearchable(route), route).toBe(false);
    }
    expect(isSearchable('/blog/authors/')).toBe(false);
    expect(isSearchable('/category/wallets/')).toBe(false);
  });

  it("keeps the developers' home, a doc at a category's address, and leaves out the generated indexes", () => {
    expect(isSearchable('/category/api/')).toBe(true);
    for (const route of generatedIndexRoutes) expect(isSearchable(route), route).toBe(false);
  });

  it('keeps every doc and every blog post', () => {
    const lists = new Set(['/blog/', '/blog/archive/', '/blog/tags/']);
    const pages = specRoutes.filter(
      (route) => !lists.has(route) && !route.startsWith('/blog/tags/') && !generatedIndexRoutes.includes(route),
    );
    expect(pages.length).toBeGreaterThan(90);
    for (const route of pages) expect(isSearchable(route), route).toBe(true);
  });
});
