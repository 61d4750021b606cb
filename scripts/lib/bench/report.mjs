// @ts-check
/** The benchmark's report: its shape, the files under reports/, and the summary printed at the end. */
import fs from 'node:fs';
import path from 'node:path';
import {START_PAGE} from '../dev-start.mjs';
import {SEARCH_BEFORE, SEARCH_BUDGET} from '../search-cost.mjs';
import {printApiAgainstDoc} from './api-against-doc.mjs';
import {printComparison} from './comparison.mjs';
import {kb} from './numbers.mjs';

/** @typedef {import('./pages.mjs').PageMeasure} PageMeasure */
/** @typedef {import('./lighthouse.mjs').LighthouseResult} LighthouseResult */

/**
 * What reports/bench.json holds.
 *
 * @typedef {{
 *   date: string,
 *   build?: {runs: number[], median: number},
 *   weights: Record<string, PageMeasure & {budget: {html: number, js: number, css: number}, elementsBudget?: number}>,
 *   search: (Omit<import('../search-cost.mjs').SearchCost, 'requests'> & {requests: number})[],
 *   searchIndex?: {files: number, bytes: number},
 *   markdown?: import('./build-files.mjs').MarkdownSizes,
 *   lighthouse?: Record<string, LighthouseResult>,
 *   start?: import('./start.mjs').StartReport,
 * }} BenchReport
 */

/**
 * Another commit's build, measured beside this tree's for `--compare`.
 *
 * @typedef {{ref: string, buildSeconds: number, pages: Record<string, PageMeasure>, lighthouse?: Record<string, LighthouseResult>}} Baseline
 */

/**
 * Writes a file under reports/, making the folder when it is missing.
 *
 * @param {string} root the site's folder
 * @param {string} name
 * @param {string} text
 */
export function writeReportFile(root, name, text) {
  fs.mkdirSync(path.join(root, 'reports'), {recursive: true});
  fs.writeFileSync(path.join(root, 'reports', name), text);
}

/**
 * Writes reports/bench.json (and reports/bench-compare.json) and prints what was measured.
 *
 * @param {string} root the site's folder
 * @param {BenchReport} report
 * @param {Baseline | undefined} baseline
 */
export function printReport(root, report, baseline) {
  writeReportFile(root, 'bench.json', `${JSON.stringify(report, null, 2)}\n`);

  console.log('\nResults');
  if (report.start) {
    const {coldStartSeconds, editSeconds, editMedian, pluginSeconds} = report.start;
    console.log(`  cold npm start to ${START_PAGE.route} hydrated: ${coldStartSeconds.toFixed(1)} s`);
    console.log(
      `  an edit to ${START_PAGE.file} until it shows: ${editMedian.toFixed(2)} s (median of ${editSeconds.map((s) => s.toFixed(2)).join(', ')})`,
    );
    const plugins = Object.entries(pluginSeconds).sort((a, b) => b[1] - a[1]);
    console.log(
      `  loading each plugin's content at start: ${plugins.map(([name, s]) => `${name} ${s.toFixed(2)} s`).join(', ')}`,
    );
    console.log("  (Docusaurus's log of that start, with every step timed: reports/bench-start.log)");
  }
  if (report.build) {
    console.log(`  build time (median of ${report.build.runs.length}): ${report.build.median.toFixed(1)} s`);
  }
  if (report.searchIndex && report.markdown) printBuildResults(report, report.searchIndex, report.markdown);
  if (baseline) {
    printComparison(baseline, report);
    writeReportFile(
      root,
      'bench-compare.json',
      `${JSON.stringify({date: report.date, before: baseline, after: {pages: report.weights, lighthouse: report.lighthouse}}, null, 2)}\n`,
    );
  }
  console.log(`\nFull report: reports/bench.json${baseline ? ', reports/bench-compare.json' : ''}`);
}

/**
 * @param {BenchReport} report
 * @param {{files: number, bytes: number}} searchIndex
 * @param {import('./build-files.mjs').MarkdownSizes} markdown
 */
function printBuildResults(report, searchIndex, markdown) {
  const before = SEARCH_BEFORE;
  console.log(
    `  search, first query on desktop (budget ${kb(SEARCH_BUDGET.bytes)}, ${SEARCH_BUDGET.warmMs} ms once fetched); before: ${(before.indexRaw / 1e6).toFixed(1)} MB raw / ${(before.indexGzip / 1e6).toFixed(2)} MB gzip, ~${before.desktopSeconds} s desktop`,
  );
  for (const cost of report.search) {
    console.log(
      `    ${JSON.stringify(cost.query).padEnd(24)} ${kb(cost.bytes)} in ${cost.requests} requests, results in ${Math.round(cost.ms)} ms (${Math.round(cost.warmMs)} ms once fetched)`,
    );
  }
  console.log(`  search index on disk: ${kb(searchIndex.bytes)} in ${searchIndex.files} files (a query fetches a few)`);
  const {llmsTxt, llmsFullTxt, twins} = markdown;
  console.log(`  llms.txt: ${kb(llmsTxt.raw)} raw, ${kb(llmsTxt.gzip)} gzip`);
  console.log(`  llms-full.txt: ${kb(llmsFullTxt.raw)} raw, ${kb(llmsFullTxt.gzip)} gzip`);
  console.log(
    `  Markdown twins: ${twins.count} files, ${kb(twins.raw)} raw, ${kb(twins.gzip)} gzip in all; median ${kb(twins.medianRaw)}; largest ${twins.largest.map((twin) => `${twin.path} ${kb(twin.raw)}`).join(', ')}`,
  );
  console.log(
    '\n  page       path                                                         HTML      JS        CSS    (gzip, budget in brackets)  elements',
  );
  for (const [name, weight] of Object.entries(report.weights)) {
    const cell = (/** @type {'html' | 'js' | 'css'} */ key) => `${kb(weight[key])} [${kb(weight.budget[key])}]`;
    const elements = `${weight.elements}${weight.elementsBudget ? ` [${weight.elementsBudget}]` : ''}`;
    console.log(
      `  ${name.padEnd(10)} ${weight.path.padEnd(60)} ${cell('html')}  ${cell('js')}  ${cell('css')}  ${elements}`,
    );
  }
  console.log('\n  page       performance  accessibility  best practices  SEO   TBT (ms)  LCP (ms)');
  for (const [name, {median: m}] of Object.entries(report.lighthouse ?? {})) {
    console.log(
      `  ${name.padEnd(10)} ${String(m.performance).padEnd(12)} ${String(m.accessibility).padEnd(14)} ${String(m['best-practices']).padEnd(15)} ${String(m.seo).padEnd(5)} ${String(Math.round(m.tbt)).padEnd(9)} ${Math.round(m.lcp)}`,
    );
  }
  printApiAgainstDoc(report);
}
