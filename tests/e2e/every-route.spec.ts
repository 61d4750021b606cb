/**
 * Every route, opened once on a touch screen of 1280 × 800 in light mode, switched to
 * dark mode with the navbar's switch, then turned to a phone. The one page load makes
 * every per-route check a browser can make:
 *
 * - the server answers with the page (200; 404 for the not-found page), which
 *   hydrates without a console error (tests/e2e/fixtures.ts) and shows its h1;
 * - the title and canonical link are still the ones the server sent once the app
 *   has run (tests/build/output.test.ts holds the HTML's own to the specification);
 * - at 1280 px no table, figure or diagram is cut off;
 * - axe finds no WCAG 2.2 A/AA or best-practice violation: all of its rules in light
 *   mode, and in dark mode the rules that turn on colours (contrast, links told from
 *   text), since the other rules read the same page in both modes;
 * - on a 390 × 844 phone, in dark mode, the page fits the screen (no sideways
 *   scrolling, no table wider than its box, no figure or diagram cut off, a title of
 *   at most three lines);
 * - on the API pages, the number of elements at first load (each element costs a
 *   phone style, layout and hydration time), on the reference also the number the
 *   browser lays out then, and on each API guide its operations' layout at 1280 px
 *   and on the phone (api-guide-layout.ts).
 *
 * Axe runs on the desktop layout, as a reader with a tablet sees it; a phone's layout
 * is checked for fit, not by axe, because the figures that scroll sideways there are
 * not yet reachable by keyboard (axe's scrollable-region-focusable). The touch screen
 * hides what only a mouse can use (the navbar's and the home page's key hints; a code
 * block's buttons, hidden with a mouse until hovered, show at all times on touch):
 * accessibility.spec.ts runs all of axe's rules on each desktop layout in both modes
 * with a mouse. A page is checked in dark mode after the switch, not as it first loads
 * in dark mode: color-mode.spec.ts proves that a page opens in the mode the reader
 * chose, and accessibility.spec.ts checks each desktop layout loaded in dark mode.
 *
 * One visit instead of one per mode saves a page load per route, about a fifth of the
 * browser tests' time (issue 38, point 5).
 */
import {DOM_BUDGETS, LAID_OUT_BUDGETS} from '../../scripts/lib/budgets.mjs';
import {pageRoutes, redirects, specRoutes} from '../../src/data/routes';
import {expectGuideLayout} from './api-guide-layout';
import {apiGuides} from './api-pages';
import {expectNoAxeViolations, expectNoColourViolations} from './axe';
import {expect, hydrated, test} from './fixtures';
import {PHONE, cutFigures, linesOf, phoneOptions, tablesOf} from './phone-layout';
import {chooseColourMode, switchColourMode} from './site-storage';

/**
 * The API reference holds the whole description (about 15,000 elements): axe checks it all, the longest
 * axe run of the suite (about 10 s alone on a 2-core machine, 5 s more for the colour rules in dark mode,
 * and several times that beside another worker). It comes first, so that its long visit starts while the
 * other worker goes through the short ones.
 */
const REFERENCE = '/for-developers/specification/';

/** The specification's routes, the two routes plugins add, the not-found page and the search page with results. */
const routes: {route: string; status: number}[] = [
  REFERENCE,
  ...specRoutes.filter((route) => route !== REFERENCE),
  '/blog/authors/',
  '/search/?q=wallet',
]
  .map((route) => ({route, status: 200}))
  .concat({route: '/no-such-page/', status: 404});

const DESKTOP = {width: 1280, height: 800};

const guides = new Map(apiGuides().map((guide) => [guide.route, guide]));

for (const {route, status} of routes) {
  test.describe(route, () => {
    // A touch screen at 1280 px, which turns to a phone for the layout checks.
    test.use({...phoneOptions, viewport: DESKTOP});

    test('renders, keeps its head, passes axe in both modes and fits the screen', async ({page}) => {
      if (route === REFERENCE) test.setTimeout(600_000);
      // An API guide holds up to 6,000 elements: axe's contrast rule reads them in both modes.
      test.slow(route.startsWith('/for-developers/api/') || guides.has(route));
      await chooseColourMode(page, 'light');
      const response = await page.goto(route);
      await hydrated(page);
      expect(response?.status()).toBe(status);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(page.locator('h1').first()).toBeVisible();
      const guide = guides.get(route);

      if (route === REFERENCE || guide) {
        // Before anything on the page is opened.
        const count = await page.evaluate(() => document.getElementsByTagName('*').length);
        test.info().annotations.push({type: 'elements', description: String(count)});
        const budget = guide ? DOM_BUDGETS.apiGuide : DOM_BUDGETS.apiReference;
        expect.soft(count, `elements at first load, at most ${budget}`).toBeLessThanOrEqual(budget);
      }
      if (route === REFERENCE) {
        const laidOut = await page.evaluate(
          () =>
            [...document.getElementsByTagName('*')].filter((element) =>
              element.checkVisibility({contentVisibilityAuto: true}),
            ).length,
        );
        test.info().annotations.push({type: 'laid out', description: String(laidOut)});
        const budget = LAID_OUT_BUDGETS.apiReference;
        expect.soft(laidOut, `elements laid out at first load, at most ${budget}`).toBeLessThanOrEqual(budget);
      }

      if (pageRoutes.includes(route) && response) {
        const sent = await response.text();
        const [head, sentHead] = await page.evaluate((html) => {
          const headOf = (doc: Document) => ({
            title: doc.title,
            canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href'),
          });
          return [headOf(document), headOf(new DOMParser().parseFromString(html, 'text/html'))];
        }, sent);
        expect(head).toEqual(sentHead);
      }

      // Before anything lays out the parts the browser skips, as a reader meets the page.
      if (guide) await expectGuideLayout(page, guide, false);

      if (!(route in redirects)) {
        // 1280 px: the article has the width beside the table of contents; no table, figure or diagram is cut.
        for (const table of await tablesOf(page)) {
          expect(table.overflow, `the table ${table.headers.join(' | ')} scrolls sideways`).toBeLessThanOrEqual(1);
        }
        expect(await cutFigures(page), 'figures and diagrams cut off at 1280 px').toEqual([]);
      }

      if (route.startsWith('/search/')) await expect(page.locator('article mark').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await switchColourMode(page, 'dark');
      await expectNoColourViolations(page);

      if (!(route in redirects)) {
        await page.setViewportSize(PHONE);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
          .toBeLessThanOrEqual(PHONE.width);
        for (const table of await tablesOf(page)) {
          expect(table.overflow, `the table ${table.headers.join(' | ')} scrolls sideways`).toBeLessThanOrEqual(1);
        }
        expect(await linesOf(page.locator('h1').first())).toBeLessThanOrEqual(3);
        expect(await cutFigures(page), 'figures and diagrams cut off on a phone').toEqual([]);
        if (guide) await expectGuideLayout(page, guide, true);
      }
    });
  });
}
