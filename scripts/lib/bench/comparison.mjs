// @ts-check
/** `--compare`'s table: the sample pages before (another commit's build) and after (this tree's), one row each. */
import {SAMPLE_PAGES} from '../page-weight.mjs';
import {kb, median} from './numbers.mjs';

/** @typedef {import('./pages.mjs').PageMeasure} PageMeasure */
/** @typedef {Record<string, import('./lighthouse.mjs').LighthouseResult> | undefined} LighthouseResults */

const pair = (/** @type {string} */ a, /** @type {string} */ b) => `${a} → ${b}`;

/** Where the first sample starts; `*` when a build from before `[data-api-samples]` had the first tabs stand in. */
const sample = (/** @type {PageMeasure} */ m) =>
  m.firstSample ? `${m.firstSample.y}${m.firstSample.by === 'tablist' ? '*' : ''}` : '–';

/**
 * A page's Lighthouse performance and total blocking time, the medians of its runs, or dashes when not run.
 *
 * @param {LighthouseResults} results
 * @param {string} name
 */
function lighthouseCells(results, name) {
  const result = results?.[name];
  return result
    ? {performance: String(median(result.performanceRuns)), tbt: String(Math.round(median(result.tbtRuns)))}
    : {performance: '–', tbt: '–'};
}

/** The table's columns. */
const HEADER = [
  'page',
  'HTML (gzip)',
  'JS (gzip)',
  'CSS (gzip)',
  'elements',
  'performance',
  'TBT (ms)',
  'first sample y',
];

/**
 * Prints the sample pages before (the baseline ref) and after (this tree), one row each.
 *
 * @param {{ref: string, pages: Record<string, PageMeasure>, lighthouse?: LighthouseResults}} before
 * @param {{weights: Record<string, PageMeasure>, lighthouse?: LighthouseResults}} after
 */
export function printComparison(before, after) {
  const rows = Object.keys(SAMPLE_PAGES).map((name) => {
    const [b, a] = [before.pages[name], after.weights[name]];
    const [lhBefore, lhAfter] = [lighthouseCells(before.lighthouse, name), lighthouseCells(after.lighthouse, name)];
    return [
      name,
      pair(kb(b.html), kb(a.html)),
      pair(kb(b.js), kb(a.js)),
      pair(kb(b.css), kb(a.css)),
      pair(String(b.elements), String(a.elements)),
      pair(lhBefore.performance, lhAfter.performance),
      pair(lhBefore.tbt, lhAfter.tbt),
      pair(sample(b), sample(a)),
    ];
  });
  const widths = HEADER.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (/** @type {string[]} */ cells) =>
    `  ${cells.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`;
  console.log(
    `\n  Before (${before.ref}) → after (this tree); Lighthouse: medians, mobile; first sample: y at 1280 px`,
  );
  console.log(line(HEADER));
  for (const row of rows) {
    console.log(line(row));
  }
  console.log('  * no [data-api-samples] in that build: the first tabs in the article instead');
}
