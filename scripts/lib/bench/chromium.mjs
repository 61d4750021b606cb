// @ts-check
/** The Chromium the benchmark drives, for Lighthouse and for Playwright alike. */

/** The same Chromium the tests use. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Lighthouse's flags: headless, and nothing of its own running in the background while it measures. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options: the same flags, headless left to Playwright. */
export const PLAYWRIGHT_LAUNCH = {executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1)};
