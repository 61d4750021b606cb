// @ts-check
/**
 * What a page puts on screen at first load, on a 1280 × 800 screen: how many
 * elements its document holds once loaded and hydrated, and, on pages with API
 * samples, how far down the page the first one starts. Used by `npm run bench`;
 * tests/e2e/every-route.spec.ts holds the element counts to their budgets.
 */

/**
 * @typedef {{
 *   elements: number,
 *   firstSample: {y: number, by: 'data-api-samples' | 'tablist'} | null,
 * }} PageLayout
 */

/**
 * The first sample is the first `[data-api-samples]` block (the API
 * components' markup since issue 14); on a build from before it, the first
 * set of tabs in the article stands in for it, and `by` says so.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<PageLayout>}
 */
export async function measurePageLayout(browser, url) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}, serviceWorkers: 'block'});
  try {
    const page = await context.newPage();
    await page.goto(url, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    return await page.locator('html').evaluate((html) => {
      // This runs in the page: its window and document are the element's own.
      const doc = html.ownerDocument;
      const win = /** @type {Window} */ (doc.defaultView);
      const samples = doc.querySelector('[data-api-samples]');
      const first = samples ?? doc.querySelector('article [role="tablist"]');
      /** @type {'data-api-samples' | 'tablist'} */
      const by = samples ? 'data-api-samples' : 'tablist';
      return {
        elements: doc.getElementsByTagName('*').length,
        firstSample: first ? {y: Math.round(first.getBoundingClientRect().top + win.scrollY), by} : null,
      };
    });
  } finally {
    await context.close();
  }
}
