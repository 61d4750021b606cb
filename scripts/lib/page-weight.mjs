// @ts-check
/**
 * What a first visit to a page downloads before it is interactive: the HTML,
 * and the JavaScript and CSS fetched until React has hydrated, in compressed
 * bytes as they travel from a gzip-serving host. Prefetching of other pages
 * is turned off (a 2g connection), so only the page's own needs count.
 * Shared by the budget test and `npm run bench`.
 */

/** The pages the budgets and the benchmark measure: one of each kind, and two API guides. */
export const SAMPLE_PAGES = {
  landing: '/',
  doc: '/what-is-coinloom/cryptocurrency-payments-through-coinloom/',
  blogPost: '/blog/long-blog-post/',
  notFound: '/no-such-page/',
  apiGuide: '/for-developers/api/using-api-for-checkout/',
  apiSecurity: '/for-developers/api/using-api-for-wallet-security/',
  apiReference: '/for-developers/specification/',
  networkGuide: '/for-developers/interaction-with-crypto-networks/working-with-the-tron-network/',
  screen: '/functional/withdrawal/',
};

/** @typedef {{html: number, js: number, css: number, requests: string[]}} PageWeight */

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<PageWeight>}
 */
export async function measurePageWeight(browser, url) {
  const context = await browser.newContext({serviceWorkers: 'block'});
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {get: () => ({effectiveType: '2g', saveData: false})}),
  );
  const page = await context.newPage();
  /** @type {import('@playwright/test').Request[]} */
  const responses = [];
  page.on('requestfinished', (request) => responses.push(request));
  await page.goto(url, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  /** @type {PageWeight} */
  const weight = {html: 0, js: 0, css: 0, requests: []};
  for (const request of responses) {
    const {responseBodySize} = await request.sizes();
    const type = request.resourceType();
    const kind = type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
    if (kind) {
      weight[kind] += responseBodySize;
      weight.requests.push(new URL(request.url()).pathname);
    }
  }
  await context.close();
  return weight;
}
