import {contacts} from '../../src/data/product';
import type {Page} from '@playwright/test';
import {expectNoAxeViolations} from './axe';
import {expect, hydrated, open, SITE_SUFFIX, slowCpu, test} from './fixtures';
import {paintedFrames} from './frames';
import {phoneOptions} from './phone-layout';

/** Follows a link to a page that does not exist, as a reader clicks one within the app. */
async function followBrokenLink(page: Page): Promise<void> {
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/quickstart/no-such-step/';
    link.textContent = 'a broken link';
    document.body.append(link);
    link.click();
  });
  await expect(page).toHaveURL(/\/quickstart\/no-such-step\/$/);
}

test.describe('not-found page', () => {
  for (const path of ['/no-such-page/', '/quickstart/no-such-step/', '/blog/2099/missing-post/']) {
    test(`${path} answers 404 with the not-found page`, async ({page}) => {
      expect(await open(page, path)).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      await expect(page).toHaveTitle(`Page Not Found${SITE_SUFFIX}`);
      const main = page.getByRole('main');
      // What happened, in Coinloom's words: the address asked for is not a page of the docs.
      const lead = main.locator('p', {hasText: 'There is no page at this address in the Coinloom docs.'});
      await expect(lead).toBeVisible();
      await expect(lead.locator('code')).toHaveText(path);
      await expect(main).not.toContainText('contact the owner of the site');
      await expect(page.getByRole('search', {name: 'Search the docs instead'}).getByRole('searchbox')).toBeVisible();
      const paths = main.getByRole('heading', {level: 2, name: 'Start from your path'});
      await expect(paths).toBeVisible();
      for (const [reader, href] of [
        ['Merchants', '/quickstart/receive-payment-for-business/'],
        ['Developers', '/for-developers/api/api-architecture/'],
        ['Wallet users', '/multi-wallet/wallet-overview/'],
      ]) {
        await expect(main.getByRole('link', {name: reader, exact: true})).toHaveAttribute('href', href);
      }
      await expect(main.getByRole('link', {name: 'docs home'})).toHaveAttribute('href', '/');
    });
  }

  test('keeps out of search engines and names no address of its own, after hydration and after moving within the app', async ({
    page,
  }) => {
    const expectNotFoundHead = async () => {
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(
        page.locator('head link[rel="canonical"], head link[hreflang], head meta[property="og:url"]'),
      ).toHaveCount(0);
      const languages = page.locator('.navbar .dropdown__menu a[lang]');
      await expect(languages).toHaveCount(1);
      await expect(languages).toHaveAttribute('href', '/');
    };
    await open(page, '/no-such-page/');
    await hydrated(page);
    await expectNotFoundHead();
    // Back on a page, the page's own canonical URL and language menu return.
    await page.getByRole('main').getByRole('link', {name: 'docs home'}).click();
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^https:\/\/docs\.coinloom\.example\/$/,
    );
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    // And a missing page reached by a link within the app gets the not-found head again.
    await followBrokenLink(page);
    await expectNotFoundHead();
  });

  for (const width of [1280, 390]) {
    test(`its search box lines up with the text column at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 844});
      await open(page, '/no-such-page/');
      const edges = async (selector: string) => {
        const box = await page.locator(selector).first().boundingBox();
        if (!box) throw new Error(`${selector} has no box`);
        return {left: Math.round(box.x), right: Math.round(box.x + box.width)};
      };
      const column = await edges('main p');
      expect(await edges('main h1')).toMatchObject({left: column.left});
      expect(await edges('main form[role="search"]')).toEqual(column);
    });
  }

  test('its search box takes the reader to search results', async ({page}) => {
    await open(page, '/no-such-page/');
    const form = page.getByRole('search', {name: 'Search the docs instead'});
    await form.getByRole('searchbox').fill('underpaid');
    await form.getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(/\/search\/\?q=underpaid$/);
    await expect(page.locator('article a[href*="cryptocurrency-payments-through-coinloom"]').first()).toBeVisible();
  });

  test('says where to report the broken link, with the address and the page that linked to it', async ({page}) => {
    await open(page, '/quickstart/overview/');
    await followBrokenLink(page);
    await hydrated(page);
    const report = page.getByRole('main').getByRole('link', {name: contacts.docsTeam});
    await expect(report).toBeVisible();
    const href = new URL((await report.getAttribute('href')) ?? '');
    expect(href.protocol + href.pathname).toBe(`mailto:${contacts.docsTeam}`);
    expect(href.searchParams.get('subject')).toBe('Broken link in the Coinloom docs');
    const body = href.searchParams.get('body') ?? '';
    expect(body).toContain(`${new URL(page.url()).origin}/quickstart/no-such-step/`);
    expect(body).toContain(`I followed a link from: ${new URL(page.url()).origin}/quickstart/overview/`);
  });
});

test.describe('not-found page on a phone', () => {
  test.use(phoneOptions);

  // The address asked for arrives after hydration. Written into the lead's sentence, it took the sentence a line more
  // or less after the page had shown (a layout shift of 0.06 for /404.html in Lighthouse's phone run). The CPU runs
  // four times slower, as a slow phone's does, so that the page is painted before it hydrates.
  for (const path of [
    '/x/',
    '/404.html',
    '/quickstart/an-address-long-enough-to-take-two-lines-on-a-phone-and-more/?with=a-query-string-too',
  ]) {
    test(`${path}: the page does not move when the address arrives`, async ({page}) => {
      await page.addInitScript(() => {
        const kept = window as unknown as {shifts: PerformanceObserver; shifted: number};
        kept.shifted = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries) kept.shifted += (entry as unknown as {value: number}).value;
        };
        kept.shifts = new PerformanceObserver((list) => add(list.getEntries()));
        kept.shifts.observe({type: 'layout-shift', buffered: true});
        // When the address is written into the page.
        const written = new MutationObserver(() => {
          if (!document.querySelector('main p code')) return;
          (window as unknown as {writtenAt: number}).writtenAt = performance.now();
          written.disconnect();
        });
        written.observe(document, {childList: true, subtree: true});
      });
      await slowCpu(page, 4);
      await open(page, path);
      const address = page.getByRole('main').locator('p code').first();
      await expect(address).toHaveText(path);
      // Written after the first paint: what is on screen before hydration is what this test holds still.
      const [painted, written] = await page.evaluate(() => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        (window as unknown as {writtenAt?: number}).writtenAt ?? 0,
      ]);
      expect(painted, 'the page was painted before the address was written').toBeLessThan(written);
      const [box, column] = await Promise.all([address.boundingBox(), page.locator('main p').first().boundingBox()]);
      expect(box && column && box.x + box.width, 'the address stays within the text column').toBeLessThanOrEqual(
        (column?.x ?? 0) + (column?.width ?? 0) + 0.5,
      );
      // A shift is reported once the frame that made it is painted; the observer's pending records are read too.
      await paintedFrames(page, 2);
      const shifted = await page.evaluate(() => {
        const kept = window as unknown as {shifts: PerformanceObserver; shifted: number};
        for (const entry of kept.shifts.takeRecords()) kept.shifted += (entry as unknown as {value: number}).value;
        return kept.shifted;
      });
      expect(shifted, 'layout shift').toBe(0);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('URL forms ending in .html', () => {
  const route = '/quickstart/overview/';
  for (const path of [
    '/quickstart/overview/index.html',
    '/quickstart/overview.html',
    '/quickstart/overview.html?x=1#part',
  ]) {
    test(`${path} becomes ${route}`, async ({page}) => {
      await open(page, route);
      const heading = await page.getByRole('heading', {level: 1}).textContent();
      await open(page, path);
      const url = new URL(page.url());
      expect(url.pathname).toBe(route);
      expect(url.search + url.hash).toBe(new URL(path, url).search + new URL(path, url).hash);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading ?? '');
    });
  }
});
