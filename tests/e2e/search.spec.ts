import type {Page} from '@playwright/test';
import {expect, open, test} from './fixtures';

/** Types into the navbar's search box and returns the first suggestion that contains `resultText`. */
async function suggestionFor(page: Page, query: string, resultText: string) {
  const input = page.locator('.navbar .navbar__search-input');
  await input.click();
  await input.fill(query);
  const result = page.getByRole('option').filter({hasText: resultText}).first();
  await expect(result).toBeVisible();
  return result;
}

test.describe('search', () => {
  test('finds a page by a word from its body and goes there', async ({page}) => {
    await open(page, '/');
    const result = await suggestionFor(page, 'chargeback', 'Send a crypto payment');
    await expect(result.locator('mark')).toHaveText('chargeback');
    await result.click();
    await expect(page).toHaveURL(/\/quickstart\/send-payment\/(#[a-z0-9-]+)?$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Send a crypto payment');
  });

  test('finds blog posts too', async ({page}) => {
    await open(page, '/quickstart/overview/');
    const result = await suggestionFor(page, 'release notes', 'release notes');
    await result.click();
    await expect(page).toHaveURL(/\/blog\/long-blog-post\/(#[a-z0-9-]+)?$/);
  });

  test('is focused by Ctrl+K (⌘K on a Mac) from anywhere on the page', async ({page}) => {
    await open(page, '/what-is-coinloom/');
    await page.getByRole('main').click({position: {x: 10, y: 10}});
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.locator('.navbar .navbar__search-input')).toBeFocused();
  });

  test('lists every result on the search page, each linking to a built page', async ({page}) => {
    await open(page, '/search/?q=settlement');
    const results = page.locator('article a[href^="/"]');
    await expect(results.first()).toBeVisible();
    const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/([a-z0-9-]+\/)*(#[A-Za-z0-9-]+)?$/);
    }
  });
});
