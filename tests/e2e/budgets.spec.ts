import {API_JS_RATIO, BUDGETS} from '../../scripts/lib/budgets.mjs';
import {SAMPLE_PAGES, measurePageWeight} from '../../scripts/lib/page-weight.mjs';
import {expect, hydrated, test} from './fixtures';

test.describe('first-visit byte budgets (gzip)', () => {
  for (const [name, path] of Object.entries(SAMPLE_PAGES) as [keyof typeof SAMPLE_PAGES, string][]) {
    test(`${name} (${path}) stays within its budget`, async ({browser, baseURL}) => {
      const weight = await measurePageWeight(browser, `${baseURL}${path}`);
      const budget = BUDGETS[name];
      expect(weight.html, 'HTML bytes').toBeGreaterThan(0);
      expect(weight.html, 'HTML bytes').toBeLessThanOrEqual(budget.html);
      expect(weight.js, 'JavaScript bytes').toBeLessThanOrEqual(budget.js);
      expect(weight.css, 'CSS bytes').toBeLessThanOrEqual(budget.css);
    });
  }
});

test.describe('first-visit JavaScript of the API pages', () => {
  for (const name of ['apiGuide', 'apiSecurity', 'apiReference'] as const) {
    test(`${name} loads at most ${API_JS_RATIO}× the doc page's`, async ({browser, baseURL}) => {
      const doc = await measurePageWeight(browser, `${baseURL}${SAMPLE_PAGES.doc}`);
      const api = await measurePageWeight(browser, `${baseURL}${SAMPLE_PAGES[name]}`);
      test.info().annotations.push({type: 'bytes', description: `${api.js} against ${doc.js}`});
      expect(api.js).toBeLessThanOrEqual(doc.js * API_JS_RATIO);
    });
  }
});

test.describe('main-thread work at load', () => {
  /**
   * The first `Intl` formatter, plural rules or collator of a page load loads the browser's locale data: 16–27 ms of
   * a 2-core machine's main thread each (a date formatter or a `localeCompare`), four times that on a phone, in the
   * middle of hydration. The site writes English only, and these pages need none (src/lib/dates.ts,
   * src/lib/shallowMemoObject.ts; the blog archive, which is not among them, still dates its list with Intl).
   * On a phone, as Lighthouse loads a page: the navbar's phone menu is rendered only at 996 px and below.
   */
  test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

  test('the sample pages load and hydrate without building an Intl formatter or collator', async ({page}) => {
    await page.addInitScript(() => {
      const used: string[] = [];
      (window as unknown as {intlUsed: string[]}).intlUsed = used;
      const intl = Intl as unknown as Record<string, object>;
      for (const name of [
        'Collator',
        'DateTimeFormat',
        'ListFormat',
        'NumberFormat',
        'PluralRules',
        'RelativeTimeFormat',
      ]) {
        intl[name] = new Proxy(intl[name], {
          construct: (target, args) => (used.push(`Intl.${name}`), Reflect.construct(target as never, args)),
          apply: (target, self, args) => (used.push(`Intl.${name}`), Reflect.apply(target as never, self, args)),
        });
      }
      // The methods that make a formatter or collator of their own.
      for (const [owner, name] of [
        [String.prototype, 'localeCompare'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
        [Number.prototype, 'toLocaleString'],
        [Array.prototype, 'toLocaleString'],
      ] as const) {
        const method = (owner as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
        (owner as unknown as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
          used.push(name);
          return method.apply(this, args);
        };
      }
    });
    for (const name of ['landing', 'doc', 'blogPost', 'notFound', 'apiGuide'] as const) {
      await page.goto(SAMPLE_PAGES[name]);
      await hydrated(page);
      // The effects that run after hydration, and the work they schedule.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000})));
      expect(await page.evaluate(() => (window as unknown as {intlUsed: string[]}).intlUsed), name).toEqual([]);
    }
  });
});
