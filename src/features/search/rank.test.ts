import {describe, expect, it} from 'vitest';
import {BLOG_WEIGHT, groupsWithMostWords, guidesBeforePosts, phrasesFirst, wordsOf} from './rank';
import type {Section} from './sections';

describe('guidesBeforePosts', () => {
  const sections: Record<string, Section> = {post: 'Blog', guide: 'Guides', api: 'API'};
  const sectionOf = (id: string) => sections[id];

  it('puts a guide before a post that scores a little better', () => {
    const ordered = guidesBeforePosts(
      [
        {id: 'post', score: 2},
        {id: 'guide', score: 1},
      ],
      sectionOf,
    );
    expect(ordered.map(({id}) => id)).toEqual(['guide', 'post']);
  });

  it('keeps a post first when it is by far the better match, and ties in their order', () => {
    const post = {id: 'post', score: 3 / BLOG_WEIGHT};
    expect(guidesBeforePosts([{id: 'guide', score: 2}, post], sectionOf)[0]).toBe(post);
    const tied = [
      {id: 'api', score: 1},
      {id: 'guide', score: 1},
    ];
    expect(guidesBeforePosts(tied, sectionOf)).toEqual(tied);
  });
});

describe('wordsOf', () => {
  it('keeps the subject of a question and drops its grammar', () => {
    expect(wordsOf('How do I get paid in USDT?'.replace('?', ''))).toEqual(['get', 'paid', 'usdt']);
    expect(wordsOf('where are my keys')).toEqual(['keys']);
  });

  it('keeps a query of grammar words only, and a quoted phrase whole', () => {
    expect(wordsOf('how to')).toEqual(['how', 'to']);
    expect(wordsOf('"test the mode"')).toEqual(['"test', 'the', 'mode"']);
  });
});

describe('groupsWithMostWords', () => {
  it('keeps the pages with the most of the words, grouped by the words they have and lack', () => {
    const groups = groupsWithMostWords([
      {word: 'withdraw', ids: ['overview', 'fiat', 'blast', 'swap']},
      {word: 'earnings', ids: ['overview', 'blast']},
      {word: 'bank', ids: ['overview', 'fiat', 'fees']},
    ]);
    // In no particular order: the caller orders the pages by score.
    expect(groups).toHaveLength(2);
    expect(groups).toContainEqual({words: ['withdraw', 'earnings'], missing: ['bank'], ids: ['blast']});
    expect(groups).toContainEqual({words: ['withdraw', 'bank'], missing: ['earnings'], ids: ['fiat']});
  });

  it('leaves out the pages with every word, and gives nothing when no word matches', () => {
    expect(groupsWithMostWords([{word: 'usdt', ids: ['tokens']}])).toEqual([]);
    expect(
      groupsWithMostWords([
        {word: 'usdt', ids: []},
        {word: 'shopify', ids: []},
      ]),
    ).toEqual([]);
  });
});

describe('phrasesFirst', () => {
  it('puts the pages with more of the query’s pairs first, and keeps the order otherwise', () => {
    const results = [
      {id: 'a', score: 3},
      {id: 'b', score: 2},
      {id: 'c', score: 1},
      {id: 'd', score: 0.5},
    ];
    const pairs: Record<string, number> = {c: 2, b: 1, d: 1};
    expect(phrasesFirst(results, (id) => pairs[id] ?? 0).map(({id}) => id)).toEqual(['c', 'b', 'd', 'a']);
    expect(phrasesFirst(results, () => 0)).toEqual(results);
  });
});
