import {describe, expect, it} from 'vitest';
import {BLOG_WEIGHT, guidesBeforePosts, mostWordsFirst, rarity, wordsOf} from './rank';
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

describe('mostWordsFirst', () => {
  const pageCount = 100;

  it('puts pages with the rarer words first, each group with the words it lacks', () => {
    const groups = mostWordsFirst(
      [
        {word: 'woocommerce', ids: ['woo', 'integrations']},
        {word: 'plugin', ids: ['woo', 'integrations', 'wallet']},
        {word: 'setup', ids: ['header']},
      ],
      pageCount,
    );
    expect(groups[0]).toEqual({words: ['woocommerce', 'plugin'], missing: ['setup'], ids: ['woo', 'integrations']});
    expect(groups.flatMap(({ids}) => ids)).not.toContain('wallet');
  });

  it('leaves out pages that have only words most pages have', () => {
    const common = Array.from({length: 90}, (_, index) => `page${index}`);
    const groups = mostWordsFirst(
      [
        {word: 'usdt', ids: ['tokens']},
        {word: 'get', ids: common},
      ],
      pageCount,
    );
    expect(groups.map(({ids}) => ids)).toEqual([['tokens']]);
  });

  it('weighs a word by how few pages have it', () => {
    expect(rarity(1, pageCount)).toBeGreaterThan(rarity(50, pageCount));
  });
});
