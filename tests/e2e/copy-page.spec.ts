import type {Page} from '@playwright/test';
import {markdownTwinPath} from '../../src/features/markdown-twins/twinPath';
import {expect, open, test} from './fixtures';

/**
 * "Copy page" and "View as Markdown" on doc pages (src/features/markdown-twins/CopyPage):
 * the clipboard gets the page's Markdown twin, by keyboard as well as by mouse,
 * and the reader hears and sees that it worked, or that it did not.
 */

const copyButton = (page: Page) => page.getByRole('button', {name: /^(Copy page|Copied|Copy failed|Copying…)$/});
/** The control's live region, which says what happened. */
const announced = (page: Page, message: string) => page.getByRole('status').filter({hasText: message});

async function twinText(page: Page, route: string): Promise<string> {
  const response = await page.request.get(markdownTwinPath(route));
  expect(response.status()).toBe(200);
  return response.text();
}

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('the Copy page control', () => {
  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  for (const route of [
    '/',
    '/for-developers/api/api-architecture/',
    '/category/api/',
    '/multi-wallet/wallet-overview/create/',
  ]) {
    test(`copies the Markdown of ${route} from the keyboard`, async ({page}) => {
      await open(page, route);
      const title = (await page.locator('article h1, main h1').first().textContent())?.trim();
      await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));

      const button = copyButton(page);
      await button.focus();
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(button).toHaveText('Copied');
      await expect(announced(page, 'The page is on your clipboard as Markdown.')).toHaveCount(1);
      const copied = await clipboard(page);
      expect(copied).toBe(await twinText(page, route));
      expect(copied.split('\n')[0]).toBe(`# ${title}`);
      // The feedback goes, and the button is ready for another copy.
      await expect(button).toHaveText('Copy page', {timeout: 5_000});
      await expect(button).toBeFocused();
    });
  }

  test('copies with Space and with a click too', async ({page}) => {
    const route = '/quickstart/send-payment/';
    await open(page, route);
    const button = copyButton(page);
    await button.focus();
    await page.keyboard.press('Space');
    await expect(button).toHaveText('Copied');
    expect(await clipboard(page)).toBe(await twinText(page, route));

    await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
    await expect(button).toHaveText('Copy page', {timeout: 5_000});
    await button.click();
    await expect(button).toHaveText('Copied');
    expect(await clipboard(page)).toBe(await twinText(page, route));
  });

  test('copies the page the reader is on after moving within the app', async ({page}) => {
    await open(page, '/quickstart/overview/');
    await page.locator('article a[href="/quickstart/send-payment/"]').first().click();
    await page.waitForURL('**/quickstart/send-payment/');
    // The router changes the address first and keeps the old page on screen until the new one's code has loaded
    // (slowly on a busy 2-core machine): a reader clicks Copy page on the page they see, so wait until it is the new one.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/quickstart\/send-payment\/$/);
    await copyButton(page).click();
    await expect(copyButton(page)).toHaveText('Copied');
    expect(await clipboard(page)).toBe(await twinText(page, '/quickstart/send-payment/'));
  });

  test('says so when the Markdown cannot be fetched, and the next try works', async ({page, consoleErrors}) => {
    const route = '/what-is-coinloom/';
    await open(page, route);
    let failNext = true;
    await page.route(`**${markdownTwinPath(route)}`, (request) =>
      failNext ? request.fulfill({status: 503, body: 'unavailable'}) : request.continue(),
    );
    await copyButton(page).click();
    await expect(copyButton(page)).toHaveText('Copy failed');
    await expect(
      announced(page, 'The page could not be copied. Open it as Markdown and copy it from there.'),
    ).toHaveCount(1);
    // The browser logs the failed request itself; that is the failure under test.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('503')));

    failNext = false;
    await expect(copyButton(page)).toHaveText('Copy page', {timeout: 5_000});
    await copyButton(page).click();
    await expect(copyButton(page)).toHaveText('Copied');
    expect(await clipboard(page)).toBe(await twinText(page, route));
  });

  test('links to the Markdown twin, which the browser shows as text', async ({page}) => {
    const route = '/integration/add-button/';
    await open(page, route);
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', markdownTwinPath(route));
    await link.focus();
    const [response] = await Promise.all([
      page.waitForResponse(`**${markdownTwinPath(route)}`),
      page.keyboard.press('Enter'),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    await expect(page.locator('body')).toContainText('# Add a "Pay with Coinloom" button');
  });
});
