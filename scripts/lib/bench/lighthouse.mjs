// @ts-check
/** Lighthouse (mobile, the default config) on each sample page: the median of several runs per page. */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {SAMPLE_PAGES} from '../page-weight.mjs';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './chromium.mjs';

/** Lighthouse refuses to audit a 404 answer; /404.html is the same page, served as a file. */
const lighthousePath = (/** @type {string} */ pagePath) =>
  pagePath === SAMPLE_PAGES.notFound ? '/404.html' : pagePath;

/** @typedef {Record<string, number> & {performance: number, tbt: number, lcp: number}} LighthouseSample */

/** @typedef {{median: LighthouseSample, performanceRuns: number[], tbtRuns: number[]}} LighthouseResult */

/**
 * Lighthouse on each sample page of one or more builds, by label. With several
 * builds their runs alternate, so that a busy moment of the machine falls on
 * each of them alike.
 *
 * @param {Record<string, string>} origins
 * @param {number} runs
 */
export async function runLighthouse(origins, runs) {
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS});
  /** @type {Record<string, Record<string, LighthouseResult>>} */
  const results = Object.fromEntries(Object.keys(origins).map((label) => [label, {}]));
  try {
    for (const [name, pagePath] of Object.entries(SAMPLE_PAGES)) {
      /** @type {Record<string, LighthouseSample[]>} */
      const samples = Object.fromEntries(Object.keys(origins).map((label) => [label, []]));
      for (let run = 0; run < runs; run += 1) {
        for (const [label, origin] of Object.entries(origins)) {
          const result = await lighthouse(`${origin}${lighthousePath(pagePath)}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
          });
          if (!result) {
            throw new Error(`Lighthouse returned nothing for ${pagePath}`);
          }
          const {lhr} = result;
          if (lhr.runtimeError) {
            throw new Error(`Lighthouse failed on ${pagePath}: ${lhr.runtimeError.message}`);
          }
          const scores = Object.fromEntries(
            Object.entries(lhr.categories).map(([id, category]) => [id, (category.score ?? 0) * 100]),
          );
          samples[label].push({
            ...scores,
            performance: scores.performance,
            tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
            lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
          });
        }
      }
      for (const [label, list] of Object.entries(samples)) {
        const byMedianPerformance = [...list].sort((a, b) => a.performance - b.performance)[Math.floor(runs / 2)];
        results[label][name] = {
          median: byMedianPerformance,
          performanceRuns: list.map((s) => s.performance),
          tbtRuns: list.map((s) => s.tbt),
        };
        const which = Object.keys(origins).length > 1 ? ` (${label})` : '';
        console.log(`  lighthouse ${name}${which}: performance ${list.map((s) => s.performance).join(', ')}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
