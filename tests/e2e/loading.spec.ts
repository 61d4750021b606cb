import type {Page} from '@playwright/test';
import {SAMPLE_PAGES} from '../../scripts/lib/page-weight.mjs';
import {expect, hydrated, open, prefetchSettled, test} from './fixtures';

/** Makes the browser report a slow or constrained connection, as a phone on 2G or in data-saver mode does. */
async function emulateConnection(page: Page, connection: {effectiveType: string; saveData: boolean}) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
  }, connection);
}

const prefetchLinks = (page: Page) => page.locator('head link[rel="prefetch"]').count();

/** Hovers every link in the page's main content, the way a reader's pointer moves over them. */
async function hoverContentLinks(page: Page) {
  const links = page.locator('article a[href^="/"]');
  const count = Math.min(await links.count(), 8);
  for (let i = 0; i < count; i += 1) {
    await links.nth(i).hover();
  }
}

/**
 * Docusaurus's own loading behaviours, each proved once with the fewest page loads: a page that prefetches
 * nothing on a constrained connection is then the page whose next route's chunks come only on click, which is
 * what the progress bar and the failed-chunk reload need anyway.
 */
async function expectNoPrefetch(page: Page) {
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/js/')) {
      chunkRequests.push(request.url());
    }
  });
  await page.mouse.wheel(0, 2000);
  await hoverContentLinks(page);
  await page.waitForTimeout(1000);
  expect(await prefetchLinks(page)).toBe(0);
  expect(chunkRequests).toEqual([]);
  await page.mouse.wheel(0, -2000);
}

test.describe('prefetching and route loading', () => {
  test('prefetches the pages that links lead to on a normal connection, each file once, none the page has', async ({
    page,
  }) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: false});
    // The benchmark's doc page, whose visible links lead to many docs: their routes share the docs' layout, sidebar
    // and version chunks, which Docusaurus's own helper asked for again for each link (src/lib/prefetchOnce.ts).
    await open(page, SAMPLE_PAGES.doc);
    // The prefetches of the links in view come first.
    await prefetchSettled(page);
    // A route's prefetch waits for idle time: matching its path against the app's routes and adding its files' links
    // come after the task that asks for it, such as the one that reports links coming into view as the page hydrates
    // (src/lib/prefetchWhenIdle.ts). Docusaurus's matching rewrites every route's chunk name with a regular
    // expression, so the calls to `replace` in the asking task tell whether it matched there. The blog's authors
    // page: a route no link on this page leads to, with files of its own.
    const deferred = await page.evaluate(async () => {
      const hrefs = () =>
        new Set([...document.querySelectorAll('head link[rel="prefetch"]')].map((link) => link.getAttribute('href')));
      const before = hrefs();
      const links = () => [...hrefs()].filter((href) => !before.has(href)).length;
      const replace = String.prototype.replace;
      let replaced = 0;
      String.prototype.replace = function (this: string, ...args: Parameters<typeof replace>) {
        replaced += 1;
        return replace.apply(this, args);
      } as typeof replace;
      let prefetching: unknown;
      try {
        prefetching = (window as unknown as {docusaurus: {prefetch: (path: string) => unknown}}).docusaurus.prefetch(
          '/blog/authors/',
        );
      } finally {
        String.prototype.replace = replace;
      }
      const inTheSameTask = {replaced, links: links()};
      await prefetching;
      return {inTheSameTask, later: links()};
    });
    expect(deferred.inTheSameTask, 'route matching and prefetch links in the task that asked').toEqual({
      replaced: 0,
      links: 0,
    });
    expect(deferred.later, "the authors page's files, prefetched in idle time").toBeGreaterThan(0);
    await hoverContentLinks(page);
    // The footer's links come into view too, and their routes are given a second to be prefetched. Asked twice, a
    // file shows up twice from the first screen on, so a slow machine cannot hide it.
    await page.keyboard.press('End');
    await page.waitForTimeout(1000);
    const files = await page
      .locator('head link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(
      files.filter((file, index) => files.indexOf(file) !== index),
      'files asked for twice',
    ).toEqual([]);
    // The layout, sidebar and version chunks that every doc route shares are the page's own, fetched to show it
    // before any prefetch. (A file prefetched first may be fetched as a script after: hovering a link loads its page.)
    const ownFilesAgain = await page.evaluate(() => {
      const started = (href: string, initiator: string) =>
        (performance.getEntriesByName(href) as PerformanceResourceTiming[])
          .filter((entry) => entry.initiatorType === initiator)
          .map((entry) => entry.startTime);
      return [...document.querySelectorAll<HTMLLinkElement>('head link[rel="prefetch"]')]
        .map((link) => link.href)
        .filter((href) => {
          // A prefetch still under way has no entry yet: its file is judged once it has one.
          const prefetched = started(href, 'link');
          return prefetched.length > 0 && started(href, 'script').some((time) => time < Math.min(...prefetched));
        });
    });
    expect(ownFilesAgain, "the page's own files prefetched again").toEqual([]);
  });

  test('prefetches nothing on a 2g connection, and shows the progress bar when a page takes longer than 200 ms to load, and not before', async ({
    page,
  }) => {
    await emulateConnection(page, {effectiveType: '2g', saveData: false});
    await open(page, '/');
    await expectNoPrefetch(page);
    // Without prefetching, the next page's chunks are fetched on click; hold each back for two seconds.
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    // Timed inside the page, so a busy test runner cannot miss the bar or blur the delay.
    await page.evaluate(() => {
      const timing = {clickedAt: 0, shownAt: 0};
      Object.assign(window, {progressTiming: timing});
      document.addEventListener('click', () => (timing.clickedAt = performance.now()), {capture: true, once: true});
      new MutationObserver(() => {
        if (!timing.shownAt && document.getElementById('nprogress')) {
          timing.shownAt = performance.now();
        }
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.getByRole('main').getByRole('link', {name: 'quickstart overview'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Quickstart overview');
    const timing = await page.evaluate(
      () => (window as unknown as {progressTiming: {clickedAt: number; shownAt: number}}).progressTiming,
    );
    expect(timing.clickedAt).toBeGreaterThan(0);
    expect(timing.shownAt, 'the progress bar appeared').toBeGreaterThan(0);
    expect(timing.shownAt - timing.clickedAt).toBeGreaterThanOrEqual(200);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('prefetches nothing with data saver on, and reloads the page when a chunk of the next page fails to load', async ({
    page,
    consoleErrors,
  }) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: true});
    await open(page, '/');
    await expectNoPrefetch(page);
    let failed = 0;
    await page.route('**/assets/js/*.js', async (route) => {
      if (failed === 0) {
        failed += 1;
        await route.abort('failed');
        return;
      }
      await route.continue();
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') {
        warnings.push(message.text());
      }
    });
    const reload = page.waitForEvent('load');
    await page.getByRole('main').getByRole('link', {name: 'quickstart overview'}).click();
    await reload;
    await hydrated(page);
    await expect(page).toHaveURL(/\/quickstart\/overview\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Quickstart overview');
    expect(warnings.join('\n')).toMatch(/ChunkLoadError|Loading chunk/);
    // The aborted request is logged by the browser; it is the failure under test.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('net::ERR_FAILED')));
  });

  test('keeps the page readable and its links working when a chunk fails on the first load', async ({
    page,
    consoleErrors,
  }) => {
    let failed = false;
    await page.route('**/assets/js/*.js', async (route) => {
      const isAppShell = /\/(main|runtime~main)\./.test(route.request().url());
      if (!failed && !isAppShell) {
        failed = true;
        await route.abort('failed');
        return;
      }
      await route.continue();
    });
    await page.goto('/quickstart/overview/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Quickstart overview');
    await page.waitForTimeout(1000);
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    // Without the app, links are plain links: the next page loads from the server.
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Send a payment'}).click();
    await expect(page).toHaveURL(/\/quickstart\/send-payment\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Send a crypto payment');
    // The aborted chunk and the app's failed start are the failure under test.
    const expected = /net::ERR_FAILED|ChunkLoadError/;
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.test(e)));
  });
});
