import type {Page} from '@playwright/test';
import {expect, open, SITE_SUFFIX, test} from './fixtures';

const TARGET = '/quickstart/overview/';
const CRASH_MESSAGE = 'Injected crash for the test';

/**
 * Serves the target page's content chunk with one heading's rendered text
 * (the `children` of its JSX, not the table-of-contents entry, which runs at
 * load) replaced by an expression that throws while `window.__crashPage` is
 * true. Nothing in the shipped site crashes: the fault exists only in this test.
 */
async function makeTargetCrashable(page: Page, headingText: string): Promise<void> {
  const literals = [`children:${JSON.stringify(headingText)}`, `children:'${headingText}'`];
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    for (const literal of literals) {
      if (body.includes(literal)) {
        const text = literal.slice('children:'.length);
        const thrower = `children:(function(){if(window.__crashPage)throw new Error(${JSON.stringify(CRASH_MESSAGE)});return ${text}})()`;
        body = body.split(literal).join(thrower);
      }
    }
    await route.fulfill({response, body});
  });
}

test('a page that crashes shows the crash screen, and Try again recovers it', async ({page, consoleErrors}) => {
  await open(page, TARGET);
  const targetTitle = await page.title();
  const headingText = await page
    .locator('article h2')
    .first()
    .evaluate((h) => h.firstChild?.textContent ?? '');
  expect(headingText.length).toBeGreaterThan(3);

  await makeTargetCrashable(page, headingText);
  await open(page, '/');
  await page.evaluate(() => ((window as unknown as {__crashPage: boolean}).__crashPage = true));
  await page.getByRole('main').getByRole('link', {name: 'quickstart overview'}).click();

  await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
  await expect(page.getByText(CRASH_MESSAGE)).toBeVisible();
  await expect(page).toHaveTitle('Page Error');
  await expect(
    page.getByRole('navigation', {name: 'Ways out of this error'}).getByRole('link', {name: 'docs home'}),
  ).toHaveAttribute('href', '/');
  // The navbar and footer stay, so the reader can still move around the site.
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();

  await page.evaluate(() => ((window as unknown as {__crashPage: boolean}).__crashPage = false));
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Quickstart overview');
  await expect(page.getByRole('heading', {level: 2, name: headingText})).toBeVisible();
  await expect(page).toHaveTitle(targetTitle);
  expect(targetTitle.endsWith(SITE_SUFFIX)).toBe(true);

  // React reports the caught error on the console: that is the crash under test.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes(CRASH_MESSAGE)));
});
