// @ts-check
/**
 * What a reader's first search costs: every byte fetched from opening search,
 * through typing the query letter by letter, to the settled results (the
 * dialog's code, Pagefind's script and WebAssembly, the index chunks each
 * search as typed falls in and the shown pages' fragments), in
 * transfer bytes from a gzip-serving host (the page policies' headers as HTTP/2
 * sends them: `PAGE_POLICY_HEADERS`); the time to those results; and the
 * time to results once those bytes are in the browser (the same search again,
 * the median of three).
 * Shared by the search test and `npm run bench`.
 */

/**
 * The first queries measured, each typed as a reader types it (`TYPING_DELAY_MS`): a word, two words, a code name,
 * three words, and "callback signature", which fetched 235 kB typed that way before issue 38.
 */
export const COST_QUERIES = [
  'fees',
  'ethereum confirmations',
  'X-Coinloom-Signature',
  'verify callback signature',
  'callback signature',
];

/** The pause between two letters as the budget test types a query: a reader's pace (issue 38). */
export const TYPING_DELAY_MS = 30;

/** How long the network stays quiet before the results count as settled. */
const SETTLED_MS = 500;

/** The most a first query may fetch, and the longest results may take once the bytes are there. */
export const SEARCH_BUDGET = {bytes: 200_000, warmMs: 300};

/** What the easyops-cn local search cost before (production build, measured for issue 17). */
export const SEARCH_BEFORE = {indexRaw: 5_818_209, indexGzip: 1_380_768, desktopSeconds: 1.5, phone3gSeconds: 8.9};

/**
 * The page policies the host sends with every answer (`_headers`' `/*` rule, src/features/hosting). The hosts
 * speak HTTP/2 or HTTP/3 to browsers, where a header field that the page's own document already carried on the
 * connection goes again as an index into the compression table, a byte or two (HPACK); this preview server
 * speaks HTTP/1.1 and repeats the fields whole, some 570 bytes a response. Measured with Node.js's HTTP/2
 * (scripts/README.md: 4 bytes a response), so these fields are counted at 2 bytes each when the document carried
 * them; every other header as this server sends it.
 */
const PAGE_POLICY_HEADERS = ['content-security-policy', 'x-frame-options', 'referrer-policy', 'permissions-policy'];
const INDEXED_FIELD_BYTES = 2;

/**
 * The bytes of a response's header fields that HTTP/2 would send as an index: the page policies the document
 * carried, less the index's own bytes.
 * @param {{name: string, value: string}[]} fields the response's headers
 * @param {Set<string>} carried the document's page-policy fields, as `name: value`
 */
function indexedBytes(fields, carried) {
  return fields
    .filter(({name, value}) => carried.has(`${name.toLowerCase()}: ${value}`))
    .reduce((sum, {name, value}) => sum + name.length + 2 + value.length + 2 - INDEXED_FIELD_BYTES, 0);
}

/** The page a reader searches from: a doc page, whose own code has loaded. */
const START_PAGE = '/quickstart/overview/';

/**
 * Runs in the page: enters each of `values` into the search box in turn, `delay` milliseconds apart by the page's
 * own clock, and resolves with the milliseconds from the last value to the first result on screen.
 *
 * By the page's clock, as a phone delivers a reader's keys: in order, each before any timer that falls due after
 * it, however busy the main thread. Typed by the test driver, a letter took a round trip that a loaded machine
 * stretched past the search's debounce, so the test searched (and fetched fragments for) words the reader was still
 * typing, which no reader at that pace gets. Timed in the page, too, to leave the driver's round trips out.
 * @param {HTMLInputElement | SVGElement | HTMLElement} element the search box
 * @param {{values: string[], delay: number}} typing
 * @returns {Promise<number>}
 */
function typeInPage(element, {values, delay}) {
  return new Promise((resolve) => {
    const doc = element.ownerDocument;
    const win = /** @type {Window & typeof globalThis} */ (doc.defaultView);
    const setValue = Object.getOwnPropertyDescriptor(win.HTMLInputElement.prototype, 'value')?.set;
    let next = 0;
    const typeNext = () => {
      setValue?.call(element, values[next]);
      element.dispatchEvent(new Event('input', {bubbles: true}));
      next += 1;
      if (next < values.length) {
        win.setTimeout(typeNext, delay);
        return;
      }
      const started = win.performance.now();
      const check = () =>
        doc.querySelector('[role="option"]')
          ? resolve(win.performance.now() - started)
          : win.requestAnimationFrame(check);
      check();
    };
    typeNext();
  });
}

/**
 * Opens search with `/`, types the query letter by letter, `TYPING_DELAY_MS` apart, and waits for the first result;
 * milliseconds from the key press to that result.
 * @param {import('@playwright/test').Page} page
 * @param {string} query
 */
async function resultsShown(page, query) {
  const started = performance.now();
  await page.keyboard.press('/');
  const input = page.getByRole('combobox', {name: 'Search the docs'});
  await input.waitFor();
  const letters = [...query].map((_, index) => query.slice(0, index + 1));
  await input.evaluate(typeInPage, {values: letters, delay: TYPING_DELAY_MS});
  return performance.now() - started;
}

/**
 * Resolves once no request of the page has been in flight for `SETTLED_MS`: the searches that typing started and
 * the fragments of the pages they show have all arrived.
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').Request[]} requests every request since search opened
 */
async function settled(page, requests) {
  const done = new Set();
  const finish = (/** @type {import('@playwright/test').Request} */ request) => done.add(request);
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  let quietSince = performance.now();
  let seen = requests.length;
  for (;;) {
    await page.waitForTimeout(50);
    const inFlight = requests.some((request) => !done.has(request) && !request.failure() && !isFinished(request));
    if (inFlight || requests.length !== seen) {
      seen = requests.length;
      quietSince = performance.now();
    } else if (performance.now() - quietSince >= SETTLED_MS) {
      break;
    }
  }
  page.off('requestfinished', finish);
  page.off('requestfailed', finish);
}

/** Whether a request's response has fully arrived (its timing has an end). */
const isFinished = (/** @type {import('@playwright/test').Request} */ request) => request.timing().responseEnd > 0;

/**
 * With search open and its bytes loaded: milliseconds from the query arriving
 * in the box to its first result on screen, timed in the page itself.
 * @param {import('@playwright/test').Page} page
 * @param {string} query
 */
async function resultsShownOnceFetched(page, query) {
  await page.keyboard.press('/');
  const input = page.getByRole('combobox', {name: 'Search the docs'});
  await input.waitFor();
  return input.evaluate(typeInPage, {values: [query], delay: 0});
}

/**
 * @typedef {object} SearchCost
 * @property {string} query
 * @property {number} bytes
 * @property {{path: string, bytes: number}[]} requests
 * @property {string[]} unmeasured Files fetched whose body the browser does not report to the page (a web
 *   worker's own script, say): their bytes are missing from `bytes`, so a budget must not pass with any.
 * @property {number} ms
 * @property {number} warmMs
 */

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} query
 * @returns {Promise<SearchCost>}
 */
export async function measureSearchCost(browser, origin, query) {
  const context = await browser.newContext({serviceWorkers: 'block', viewport: {width: 1280, height: 800}});
  // No prefetching of other pages (a 2g connection): only what search itself fetches counts.
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {get: () => ({effectiveType: '2g', saveData: false})}),
  );
  const page = await context.newPage();
  const document = await page.goto(`${origin}${START_PAGE}`, {waitUntil: 'networkidle'});
  const carried = new Set(
    ((await document?.headersArray()) ?? [])
      .filter(({name}) => PAGE_POLICY_HEADERS.includes(name.toLowerCase()))
      .map(({name, value}) => `${name.toLowerCase()}: ${value}`),
  );
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});

  /** @type {import('@playwright/test').Request[]} */
  const requests = [];
  page.on('request', (request) => requests.push(request));
  const ms = await resultsShown(page, query);
  await settled(page, requests);
  page.removeAllListeners('request');
  const sizes = await Promise.all(
    requests.map(async (request) => {
      const response = await request.response();
      const {responseBodySize, responseHeadersSize} = await request.sizes();
      const path = new URL(request.url()).pathname;
      const unmeasured = response?.status() === 200 && responseBodySize <= 0;
      const indexed = indexedBytes((await response?.headersArray()) ?? [], carried);
      return {path, bytes: Math.max(0, responseBodySize) + responseHeadersSize - indexed, unmeasured};
    }),
  );

  // Once fetched, the time is the median of three searches: one run on a busy machine is noise.
  /** @type {number[]} */
  const warmRuns = [];
  for (let run = 0; run < 3; run += 1) {
    await page.keyboard.press('Escape');
    warmRuns.push(await resultsShownOnceFetched(page, query));
  }
  const warmMs = [...warmRuns].sort((a, b) => a - b)[1];
  await context.close();
  return {
    query,
    bytes: sizes.reduce((sum, size) => sum + size.bytes, 0),
    requests: sizes.map(({path, bytes}) => ({path, bytes})),
    unmeasured: sizes.filter((size) => size.unmeasured).map(({path}) => path),
    ms,
    warmMs,
  };
}
