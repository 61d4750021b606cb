import {typedSoFar} from '../../src/features/search/query';
import {RANKING_QUESTIONS, type RankingQuestion} from '../../src/features/search/questions';
import type {Page} from '@playwright/test';
import {expect, open, test} from './fixtures';

/**
 * Realistic questions, each with the page that answers it (src/features/search/questions.ts):
 * the search page, which ranks as the dialog does, must list that page among the first three.
 *
 * One search page per kind of reader, asked each of that reader's questions in turn, as a reader
 * searching again would: the first from the address, the others typed into the page's box. A
 * question that fails is reported on its own step and does not stop the others.
 */
const READERS = [...new Set(RANKING_QUESTIONS.map(({reader}) => reader))];

test.describe('search ranking', () => {
  for (const reader of READERS) {
    const questions = RANKING_QUESTIONS.filter((question) => question.reader === reader);
    test(`a ${reader} finds the answer to each of ${questions.length} questions`, async ({page}) => {
      // A cold page and the search engine's first load, then a few seconds a question.
      test.setTimeout(30_000 + questions.length * 3_000);
      const [first, ...others] = questions;
      await open(page, `/search/?q=${encodeURIComponent(first.query)}`);
      await expectAnswerRanked(page, first);
      for (const question of others) {
        await page.locator('main').getByRole('searchbox', {name: 'Search the docs'}).fill(question.query);
        await expectAnswerRanked(page, question);
      }
    });
  }
});

async function expectAnswerRanked(page: Page, {query, answer, first}: RankingQuestion): Promise<void> {
  await test.step(`"${query}" finds ${answer} ${first ? 'first' : 'in the top three'}`, async () => {
    // The status names the words searched only once their own results are on screen (an earlier query's say
    // "Searching…"); the words searched are the query as `typedSoFar` leaves it.
    await expect(page.locator('main').getByRole('status')).toContainText(`“${typedSoFar(query)}”`);
    const titles = page.locator('article h2 a');
    // Soft, like the ranking: a question that finds nothing fails on its own, and the next question still runs.
    await expect.soft(titles.first(), `results for "${query}"`).toBeVisible();
    const top = (await titles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).slice(0, 3);
    expect.soft(top, `top three for "${query}"`).toContain(answer);
    if (first) expect.soft(top[0], `first for "${query}"`).toBe(answer);
    test.info().annotations.push({type: 'rank', description: `${query}: ${top.indexOf(answer) + 1}`});
  });
}
