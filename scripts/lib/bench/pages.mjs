// @ts-check
/** Each sample page of a build, as a reader's browser meets it: its first-visit bytes and what it lays out. */
import {measurePageLayout} from '../page-layout.mjs';
import {SAMPLE_PAGES, measurePageWeight} from '../page-weight.mjs';

/**
 * @typedef {{
 *   path: string, html: number, js: number, css: number, requests: number,
 * } & import('../page-layout.mjs').PageLayout} PageMeasure
 */

/**
 * Each sample page's first-visit bytes, its elements and where its first sample starts.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 */
export async function measurePages(browser, origin) {
  /** @type {Record<string, PageMeasure>} */
  const pages = {};
  for (const [name, pagePath] of Object.entries(SAMPLE_PAGES)) {
    const {requests, ...weight} = await measurePageWeight(browser, `${origin}${pagePath}`);
    const layout = await measurePageLayout(browser, `${origin}${pagePath}`);
    pages[name] = {path: pagePath, ...weight, requests: requests.length, ...layout};
  }
  return pages;
}
