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

  test('a phone never hydrates the sidebars and table of contents that the theme removes from it', async ({page}) => {
    // The theme renders the desktop's docs sidebar, table of contents and blog sidebar for every width, and removes
    // them once hydrated on a phone (src/components/DesktopOnly). React marks each element it hydrates with a
    // `__reactFiber$…` property, and clears it some time after removing the element: the links are read as they are
    // removed, before that.
    await page.addInitScript(() => {
      const removed = {links: 0, live: [] as string[]};
      (window as unknown as {removedLinks: typeof removed}).removedLinks = removed;
      const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      const removeChild = Node.prototype.removeChild;
      Node.prototype.removeChild = function <T extends Node>(this: Node, child: T): T {
        if (child instanceof Element) {
          const links = child.matches('a[href]') ? [child] : [...child.querySelectorAll('a[href]')];
          removed.links += links.length;
          removed.live.push(...links.filter(hydrated).map((link) => link.getAttribute('href') ?? ''));
        }
        return removeChild.call(this, child) as T;
      };
    });
    const PARTS =
      '.theme-doc-sidebar-container nav, .theme-doc-toc-desktop, nav[aria-label="Blog recent posts navigation"]';
    for (const name of ['doc', 'blogPost', 'apiGuide'] as const) {
      const response = await page.goto(SAMPLE_PAGES[name]);
      await hydrated(page);
      const sent = await page.evaluate(
        ([html, parts]) =>
          new DOMParser().parseFromString(html, 'text/html').querySelectorAll(`:is(${parts}) a[href]`).length,
        [(await response?.text()) ?? '', PARTS],
      );
      expect(sent, `${name}: links in the parts, as the server sent them`).toBeGreaterThan(0);
      // The theme removes them in the effects that follow hydration.
      await expect(page.locator(PARTS)).toHaveCount(0);
      const removed = await page.evaluate(
        () => (window as unknown as {removedLinks: {links: number; live: string[]}}).removedLinks,
      );
      expect(removed.links, `${name}: links removed`).toBeGreaterThanOrEqual(sent);
      expect(removed.live, `${name}: hydrated links removed`).toEqual([]);
    }
  });
});
