import type {Page} from '@playwright/test';
import {expect, open, test} from './fixtures';

/**
 * Printing a doc page (src/css/print.css, src/clientModules/printInLight.ts):
 * the article alone, code that wraps instead of scrolling, each external link
 * followed by its address, and light colours whatever the screen's mode.
 */

const CHROME = [
  ['navbar', '.navbar'],
  ['announcement bar', '.theme-announcement-bar'],
  ['sidebar', '.theme-doc-sidebar-container'],
  ['table of contents', '.theme-doc-toc-desktop'],
  ['mobile table of contents', '.theme-doc-toc-mobile'],
  ['breadcrumbs', '.theme-doc-breadcrumbs'],
  ['copy and Markdown controls', '[data-browser-only]'],
  ['previous and next links', '.pagination-nav'],
  ['footer', '.footer'],
] as const;

async function print(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({media: 'print'});
}

test.describe('printing a doc page', () => {
  test('prints the article alone', async ({page}) => {
    for (const width of [1280, 800]) {
      await page.setViewportSize({width, height: 900});
      await open(page, '/for-developers/callbacks/');
      for (const [name, selector] of CHROME) {
        // Each is on screen before printing (the mobile contents only on narrow screens, the desktop ones on wide).
        const expectedOnScreen = !(
          (selector === '.theme-doc-toc-mobile' && width > 996) ||
          (selector === '.theme-doc-toc-desktop' && width <= 996) ||
          (selector === '.theme-doc-sidebar-container' && width <= 996)
        );
        if (expectedOnScreen) await expect(page.locator(selector).first(), `${name} on screen`).toBeAttached();
      }
      await print(page);
      for (const [name, selector] of CHROME) {
        for (const element of await page.locator(selector).all()) {
          await expect(element, `${name} at ${width} px`).toBeHidden();
        }
      }
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page.locator('article .theme-doc-markdown')).toBeVisible();
      await expect(page.locator('article').getByText('Last updated on')).toBeVisible();
      // The article uses the whole width of the paper.
      const widths = {
        article: await page.locator('article').evaluate((article) => article.getBoundingClientRect().width),
        page: await page.evaluate(() => document.documentElement.clientWidth),
      };
      expect(widths.article).toBeGreaterThan(widths.page * 0.95);
      await page.emulateMedia({media: 'screen'});
    }
  });

  test('wraps code instead of clipping it', async ({page}) => {
    await page.setViewportSize({width: 700, height: 900});
    await open(page, '/for-developers/api/api-architecture/');
    const clippedOnScreen = await page
      .locator('article pre')
      .evaluateAll((blocks) => blocks.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).length);
    expect(clippedOnScreen, 'some code is wider than a narrow screen').toBeGreaterThan(0);

    await print(page);
    const blocks = await page.locator('article pre').evaluateAll((pres) =>
      pres
        .filter((pre) => pre.getClientRects().length > 0)
        .map((pre) => {
          const style = getComputedStyle(pre);
          const code = (pre.querySelector('code') ?? pre).getBoundingClientRect();
          const box = pre.getBoundingClientRect();
          return {
            wider: pre.scrollWidth > pre.clientWidth + 1,
            scrolls: `${style.overflowX} ${style.overflowY} ${style.maxHeight}`,
            // The block holds its lines: what follows starts below the last one.
            holdsLines: box.bottom >= code.bottom - 1,
            whiteSpace: style.whiteSpace,
          };
        }),
    );
    expect(blocks.length).toBeGreaterThan(3);
    for (const block of blocks) {
      expect(block).toEqual({wider: false, scrolls: 'visible visible none', holdsLines: true, whiteSpace: 'pre-wrap'});
    }
  });

  test('writes the address after each external link, once', async ({page}) => {
    await open(page, '/multi-wallet/wallet-overview/mnemonic-phrase-export/');
    await print(page);
    const links = await page.locator('article .theme-doc-markdown a').evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href') ?? '',
        text: a.textContent ?? '',
        after: getComputedStyle(a, '::after').content,
      })),
    );
    const external = links.filter((link) => link.href.startsWith('http'));
    const internal = links.filter((link) => link.href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(3);
    for (const link of internal) expect(link.after, link.href).toBe('none');
    expect(external.length).toBeGreaterThan(0);
    for (const link of external) {
      // A link that already shows its address as its text is not repeated.
      expect(link.after, link.href).toBe(link.text === link.href ? 'none' : `" (${link.href})"`);
    }

    await open(page, '/quickstart/send-payment/');
    await print(page);
    const named = await page
      .locator('article .theme-doc-markdown a[href^="http"]:not([data-bare-link])')
      .evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('href'), getComputedStyle(a, '::after').content]));
    expect(named.length).toBeGreaterThan(0);
    for (const [href, after] of named) expect(after).toBe(`" (${href})"`);
  });

  test('prints in light colours from dark mode, and dark mode comes back', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await open(page, '/for-developers/api/api-architecture/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await print(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const colours = [
      await page
        .locator('article p')
        .first()
        .evaluate((p) => getComputedStyle(p).color),
      await page
        .locator('article pre .token-line')
        .first()
        .evaluate((line) => getComputedStyle(line).color),
    ];
    // Dark ink: every channel well below the light greys of dark mode.
    for (const colour of colours) {
      const channels = (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
      expect(channels, colour).toHaveLength(3);
      expect(Math.max(...channels), colour).toBeLessThan(80);
    }

    await page.emulateMedia({media: 'screen'});
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).not.toHaveAttribute('data-printing-from-dark', /.*/);
  });

  test('shows the chosen tab of a code sample by its name', async ({page}) => {
    await open(page, '/for-developers/api/using-api-for-checkout/');
    await print(page);
    const tabs = page.locator('article [role="tablist"]').first();
    await expect(tabs.getByRole('tab', {selected: true})).toBeVisible();
    for (const tab of await tabs.getByRole('tab', {selected: false}).all()) await expect(tab).toBeHidden();
  });
});
