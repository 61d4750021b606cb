// @ts-check
/**
 * The API pages against the doc page of the same run (issue 24): a Lighthouse score no lower than the doc
 * page's (and 95 whenever it reaches 95), total blocking time at most 200 ms or the doc page's, and
 * first-visit JavaScript within `API_JS_RATIO` of the doc page's.
 */
import {API_JS_RATIO} from '../budgets.mjs';
import {kb} from './numbers.mjs';

/** The sample pages made from the API description, held to the doc page. */
const API_PAGES = ['apiGuide', 'apiSecurity', 'apiReference'];

/** @typedef {{performance: number, tbt: number, js: number}} PageCost */

/**
 * Which of the three rules an API page keeps.
 *
 * @param {PageCost} api the API page's Lighthouse median and first-visit JavaScript
 * @param {PageCost} doc the doc page's, from the same run
 */
export function apiPageHolds(api, doc) {
  return {
    performance: api.performance >= doc.performance && (doc.performance < 95 || api.performance >= 95),
    tbt: api.tbt <= Math.max(200, doc.tbt),
    js: api.js <= doc.js * API_JS_RATIO,
  };
}

/**
 * Prints each API page's performance, total blocking time and JavaScript, each marked `ok` or `MISS`; nothing
 * unless the doc page has both Lighthouse and its bytes measured.
 *
 * @param {import('./report.mjs').BenchReport} report
 */
export function printApiAgainstDoc(report) {
  const doc = report.lighthouse?.doc?.median;
  const docWeight = report.weights.doc;
  if (!doc || !docWeight) return;
  console.log(
    `\n  API pages against the doc page (performance ${doc.performance}, TBT ${Math.round(doc.tbt)} ms, JS ${kb(docWeight.js)})`,
  );
  for (const name of API_PAGES) {
    const m = report.lighthouse?.[name]?.median;
    const weight = report.weights[name];
    if (!m || !weight) continue;
    const holds = apiPageHolds(
      {performance: m.performance, tbt: m.tbt, js: weight.js},
      {performance: doc.performance, tbt: doc.tbt, js: docWeight.js},
    );
    const mark = (/** @type {boolean} */ ok) => (ok ? 'ok  ' : 'MISS');
    console.log(
      `  ${name.padEnd(12)} performance ${String(m.performance).padEnd(4)}${mark(holds.performance)}  TBT ${String(Math.round(m.tbt)).padEnd(5)} ms ${mark(holds.tbt)}  JS ${kb(weight.js)} (${(weight.js / docWeight.js).toFixed(2)}×) ${mark(holds.js)}`,
    );
  }
}
