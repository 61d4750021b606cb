#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench`: what the site costs a reader and a writer. This file reads the options, runs the parts asked
 * for and prints the report; each measure is its own module under lib/bench/ (scripts/README.md lists them).
 *
 * - a writer's preview: a cold `npm start` (no generated files, no bundler cache) until the first
 *   page has hydrated in the browser, and then how long an edit to that page takes to show;
 * - build time: median of several cold production builds;
 * - for each sample page: first-visit HTML, JavaScript and CSS in gzip bytes, beside their budgets; the elements
 *   in the document once loaded and, on API pages, where the first sample starts on a 1280 × 800 screen;
 * - search: for the first queries, the bytes fetched from opening search to results and the
 *   time to results, beside what the old single-file index cost; the index's size on disk;
 * - the docs as Markdown: llms.txt, llms-full.txt and the pages' Markdown twins;
 * - Lighthouse (mobile, the default config): the median of several runs per
 *   page, the build served with gzip as a static host serves it.
 *
 * Options: --builds N (default 3), --runs N (default 3), --edits N (default 3), --skip-start,
 * --skip-build, --skip-lighthouse, --only start|build|pages|lighthouse (that part alone; pages is
 * everything measured on the build in build/),
 * --compare <git-ref>: also build that commit in a temporary Git worktree, serve
 * both builds side by side and print the sample pages before (the ref) and after
 * (this tree) in one table.
 * Writes reports/bench.json (and reports/bench-compare.json) as well as printing a summary.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {START_PAGE} from './lib/dev-start.mjs';
import {timeBuilds} from './lib/bench/build-time.mjs';
import {measureBuild} from './lib/bench/measure-build.mjs';
import {printReport} from './lib/bench/report.mjs';
import {benchStart} from './lib/bench/start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const {values: options} = parseArgs({
  options: {
    builds: {type: 'string', default: '3'},
    runs: {type: 'string', default: '3'},
    'skip-build': {type: 'boolean', default: false},
    'skip-lighthouse': {type: 'boolean', default: false},
    'skip-start': {type: 'boolean', default: false},
    only: {type: 'string'},
    edits: {type: 'string', default: '3'},
    compare: {type: 'string'},
  },
});

/** The parts of the benchmark; `--only <part>` runs one, `--skip-<part>` leaves one out. */
const PARTS = ['start', 'build', 'pages', 'lighthouse'];
if (options.only && !PARTS.includes(options.only)) {
  throw new Error(`--only takes one of ${PARTS.join(', ')}`);
}
/** @param {string} part */
const runs = (part) => (options.only ? options.only === part : !options[/** @type {'skip-build'} */ (`skip-${part}`)]);

/** @type {import('./lib/bench/report.mjs').BenchReport} */
const report = {date: new Date().toISOString(), weights: {}, search: []};
/** @type {import('./lib/bench/report.mjs').Baseline | undefined} */
let baseline;

if (runs('start')) {
  console.log(`Start: a cold npm start until ${START_PAGE.route} has hydrated, then ${options.edits} edits to it`);
  report.start = await benchStart(root, Number(options.edits));
}

if (runs('build')) {
  console.log(`Build: ${options.builds} cold production builds`);
  report.build = timeBuilds(root, Number(options.builds));
} else if (runs('pages') || runs('lighthouse')) {
  console.log('Build: skipped, measuring the build in build/');
}

if (runs('pages') || runs('lighthouse')) {
  const measured = await measureBuild({
    root,
    compare: options.compare,
    pages: runs('pages'),
    lighthouse: runs('lighthouse'),
    lighthouseRuns: Number(options.runs),
  });
  Object.assign(report, measured.measures);
  baseline = measured.baseline;
}
printReport(root, report, baseline);
