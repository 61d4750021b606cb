/**
 * HTML_CodeSniffer, the engine pa11y runs by default, on the pages where a reader fills in a form: the search page
 * (empty, and with results), the not-found page with its search box, and a guide with an open Try it panel. It
 * runs as pa11y runs it (`@pa11y/html_codesniffer`, the build pa11y 10 loads into the page, standard WCAG2AA,
 * errors only, which is pa11y's default), but in the suite's own Chromium: pa11y itself would download a
 * browser through puppeteer. The sniffer goes in through the DevTools protocol (`page.evaluate`), which the
 * page's Content-Security-Policy does not govern, so the page runs under the policy it ships with.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {projectRoot} from '../support/docs';
import {expect, open, test} from './fixtures';

const HTMLCS = fs.readFileSync(path.join(projectRoot, 'node_modules/@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

type Issue = {code: string; message: string; element: string};

/** HTML_CodeSniffer's errors on the page as it is now, each with the start of its element's markup. */
async function sniffErrors(page: Page): Promise<Issue[]> {
  await page.evaluate(HTMLCS);
  return page.evaluate(
    () =>
      new Promise<Issue[]>((resolve, reject) => {
        type Message = {type: number; code: string; msg: string; element: Element};
        const sniffer = (
          window as unknown as {
            HTMLCS: {
              process: (standard: string, root: Document, done: (error?: unknown) => void) => void;
              getMessages: () => Message[];
            };
          }
        ).HTMLCS;
        sniffer.process('WCAG2AA', document, (error) => {
          if (error) {
            reject(new Error(String(error)));
            return;
          }
          // 1 is an error; 2 and 3, warnings and notices, are what pa11y leaves out unless asked.
          const errors = sniffer.getMessages().filter((message) => message.type === 1);
          resolve(
            errors.map((message) => ({
              code: message.code,
              message: message.msg,
              element: message.element.outerHTML?.slice(0, 120) ?? String(message.element),
            })),
          );
        });
      }),
  );
}

test.describe('HTML_CodeSniffer (pa11y’s engine), WCAG2AA', () => {
  test('the search page, before a query and with results, has no error', async ({page}) => {
    await open(page, '/search/');
    await expect(page.getByRole('search', {name: 'Search the docs'})).toBeVisible();
    expect(await sniffErrors(page)).toEqual([]);

    await open(page, '/search/?q=verify%20callback%20signature');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await sniffErrors(page)).toEqual([]);
  });

  test('reports a form without a submit button, as it did on the search page: the check is live', async ({page}) => {
    await open(page, '/search/');
    await page
      .getByRole('search', {name: 'Search the docs'})
      .getByRole('button', {name: 'Search'})
      .evaluate((button) => button.remove());
    expect((await sniffErrors(page)).map((issue) => issue.code)).toEqual([
      'WCAG2AA.Principle3.Guideline3_2.3_2_2.H32.2',
    ]);
  });

  for (const [kind, route] of [
    ['the not-found page, with its search box', '/no-such-page/'],
    ['a guide with Try it open', '/for-developers/api/using-api-for-checkout/'],
  ]) {
    test(`${kind} has no error`, async ({page}) => {
      await open(page, route);
      const tryIt = page.locator('details[data-api-try] summary').first();
      if (await tryIt.count()) {
        await tryIt.click();
        await expect(page.locator('[data-try-it-panel]').first()).toBeVisible();
      }
      expect(await sniffErrors(page)).toEqual([]);
    });
  }

  test('the search page’s form submits with its button, and keeps the query', async ({page}) => {
    await open(page, '/search/');
    const form = page.getByRole('search', {name: 'Search the docs'});
    await form.getByRole('searchbox').fill('callback retries');
    await form.getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(/\/search\/\?q=callback%20retries$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
