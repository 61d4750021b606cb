import {describe, expect, it} from 'vitest';
import type {PagefindSubResult} from './pagefind';
import {bestSectionOf, toPageHit} from './results';

const sub = (title: string, url: string, scores: number[], id?: string): PagefindSubResult => ({
  title,
  url,
  excerpt: `<mark>${title}</mark> and what it says`,
  anchor: id ? {element: 'h2', id, text: title, location: 0} : undefined,
  locations: scores.map((_, index) => index),
  weighted_locations: scores.map((balanced_score, location) => ({weight: 1, balanced_score, location})),
});

describe('bestSectionOf', () => {
  it('picks the section under a heading whose matches score highest', () => {
    const subs = [
      sub('Page', '/a/', [50]),
      sub('Fees', '/a/#fees', [3, 3], 'fees'),
      sub('Limits', '/a/#limits', [4], 'limits'),
    ];
    expect(bestSectionOf(subs)).toEqual({title: 'Fees', url: '/a/#fees', excerpt: 'and what it says'});
  });

  it('passes over a section whose snippet is its heading alone', () => {
    const bare = {...sub('Show rates', '/a/#rates', [9], 'rates'), excerpt: 'Show <mark>rates</mark>'};
    const subs = [bare, sub('Fees', '/a/#fees', [1], 'fees')];
    expect(bestSectionOf(subs)?.url).toBe('/a/#fees');
    expect(bestSectionOf([bare])).toBeNull();
  });

  it('gives none when only the page opening matches', () => {
    expect(bestSectionOf([sub('Page', '/a/', [1])])).toBeNull();
    expect(bestSectionOf([])).toBeNull();
  });
});

describe('toPageHit', () => {
  it('takes the title, the section filter and the best section', () => {
    const hit = toPageHit({
      url: '/for-developers/callbacks/',
      excerpt: 'verify the <mark>signature</mark>',
      meta: {title: 'Receive callbacks'},
      filters: {section: ['Developers']},
      sub_results: [sub('Verify the signature', '/for-developers/callbacks/#verify', [2], 'verify')],
    });
    expect(hit).toMatchObject({url: '/for-developers/callbacks/', title: 'Receive callbacks', section: 'Developers'});
    expect(hit.bestSection?.url).toBe('/for-developers/callbacks/#verify');
  });
});
