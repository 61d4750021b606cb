import {RANKING_QUESTIONS} from '../../src/features/search/questions';
import {expect, open, test} from './fixtures';

/**
 * Realistic questions, each with the page that answers it (src/features/search/questions.ts):
 * the search page, which ranks as the dialog does, must list that page among the first three.
 */
test.describe('search ranking', () => {
  for (const {reader, query, answer, first} of RANKING_QUESTIONS) {
    test(`a ${reader} searching "${query}" finds ${answer} ${first ? 'first' : 'in the top three'}`, async ({page}) => {
      await open(page, `/search/?q=${encodeURIComponent(query)}`);
      const titles = page.locator('article h2 a');
      await expect(titles.first()).toBeVisible();
      const top = (await titles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).slice(0, 3);
      expect(top, `top three for "${query}"`).toContain(answer);
      if (first) expect(top[0], `first for "${query}"`).toBe(answer);
      test.info().annotations.push({type: 'rank', description: String(top.indexOf(answer) + 1)});
    });
  }
});
