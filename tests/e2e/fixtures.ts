import {test as base, expect, type Page} from '@playwright/test';

export {SITE_SUFFIX} from '../support/docs';

function withoutHash(url: string): string {
  return url.split('#')[0];
}

/**
 * How many times slower than this machine the browser's CPU runs in every test (Chromium's
 * `Emulation.setCPUThrottlingRate`): `CPU_SLOWDOWN=4 npx playwright test …` tries a spec as a slow
 * phone would run it. Unset, the tests run at full speed.
 */
export const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 1);

/** Runs the page's CPU `rate` times slower, as a slow phone runs it. */
export async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate});
}

type Fixtures = {
  /**
   * Console errors and uncaught exceptions seen during the test; each test fails if any is left. A
   * Content-Security-Policy violation is one ("Refused to execute…"), and every page must come with the
   * policy the build ships in `_headers` (scripts/serve.mjs applies it), so each test runs under it.
   */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  page: async ({page}, use) => {
    if (CPU_SLOWDOWN > 1) await slowCpu(page, CPU_SLOWDOWN);
    await use(page);
  },
  consoleErrors: [
    async ({page, baseURL}, use) => {
      const errors: string[] = [];
      // A page answered with 404 logs its own status; that is the page under test, not an error in it.
      const notFoundDocuments = new Set<string>();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'document') return;
        if (response.status() === 404) notFoundDocuments.add(withoutHash(response.url()));
        // The site's own pages; a test's stand-in pages on other origins (a merchant's shop) bring their own.
        const isSite = baseURL !== undefined && response.url().startsWith(baseURL);
        // Every answer, the not-found page's too: the host sends the policies on every path.
        if (isSite && !(await response.allHeaders())['content-security-policy']) {
          errors.push(`${response.url()} came without the site's Content-Security-Policy`);
        }
      });
      page.on('console', (message) => {
        const isOwnNotFound =
          message.text().includes('status of 404') && notFoundDocuments.has(withoutHash(message.location().url));
        if (message.type() === 'error' && !isOwnNotFound) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Waits until React has hydrated the server-rendered page. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Waits until the prefetching of the routes that the page's links lead to has settled: two idle periods in a row in
 * which no prefetch link was added. The app prefetches in idle time after hydration (src/lib/prefetchWhenIdle.ts).
 */
export async function prefetchSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const count = () => document.querySelectorAll('head link[rel="prefetch"]').length;
    const idle = () => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000}));
    for (let last = -1, quiet = 0; quiet < 2; last = count()) {
      await idle();
      quiet = count() === last ? quiet + 1 : 0;
    }
  });
}

/** Opens a path and waits for hydration; returns the HTTP status. */
export async function open(page: Page, path: string): Promise<number> {
  const response = await page.goto(path);
  await hydrated(page);
  return response?.status() ?? 0;
}
