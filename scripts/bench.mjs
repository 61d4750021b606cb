#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench`: what the site costs a reader and a writer.
 *
 * - build time: median of several cold production builds;
 * - for the landing page, a doc page, a blog post and the not-found page:
 *   first-visit HTML, JavaScript and CSS in gzip bytes, beside their budgets;
 * - search: for three first queries, the bytes fetched from opening search to results and the
 *   time to results, beside what the old single-file index cost; the index's size on disk;
 * - the docs as Markdown: llms.txt, llms-full.txt and the pages' Markdown twins;
 * - for the same pages, the elements in the document once loaded and, on API
 *   pages, where the first sample starts on a 1280 × 800 screen;
 * - Lighthouse (mobile, the default config): the median of several runs per
 *   page, the build served with gzip as a static host serves it.
 *
 * - a writer's preview: a cold `npm start` (no generated files, no bundler cache) until the first
 *   page has hydrated in the browser, and then how long an edit to that page takes to show;
 *
 * Options: --builds N (default 3), --runs N (default 3), --edits N (default 3), --skip-start,
 * --skip-build, --skip-lighthouse, --only start|build|pages|lighthouse (that part alone; pages is
 * everything measured on the build in build/),
 * --compare <git-ref>: also build that commit in a temporary Git worktree, serve
 * both builds side by side and print the sample pages before (the ref) and after
 * (this tree) in one table.
 * Writes reports/bench.json (and reports/bench-compare.json) as well as printing a summary.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {execFileSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {createServer} from './serve.mjs';
import {API_JS_RATIO, BUDGETS, DOM_BUDGETS} from './lib/budgets.mjs';
import {START_PAGE, measureStart} from './lib/dev-start.mjs';
import {measurePageLayout} from './lib/page-layout.mjs';
import {SAMPLE_PAGES, measurePageWeight} from './lib/page-weight.mjs';
import {COST_QUERIES, SEARCH_BEFORE, SEARCH_BUDGET, measureSearchCost} from './lib/search-cost.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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

/** @param {number[]} numbers */
function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** @param {number} count */
function timeBuilds(count) {
  const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');
  /** @type {number[]} */
  const seconds = [];
  for (let run = 1; run <= count; run += 1) {
    execFileSync(docusaurus, ['clear'], {cwd: root, stdio: 'ignore'});
    const start = process.hrtime.bigint();
    // Through the package script, so the build is the one `npm run build` makes (its environment included).
    execFileSync('npm', ['run', '--silent', 'build'], {cwd: root, stdio: 'ignore'});
    seconds.push(Number(process.hrtime.bigint() - start) / 1e9);
    console.log(`  build ${run}/${count}: ${seconds[seconds.length - 1].toFixed(1)} s`);
  }
  return {runs: seconds, median: median(seconds)};
}

/** The Pagefind index on disk: every file under build/pagefind, and how many there are. */
function searchIndexSize() {
  const dir = path.join(buildDir, 'pagefind');
  const files = fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => fs.statSync(path.join(dir, file)).isFile());
  return {files: files.length, bytes: files.reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0)};
}

/** @param {string} file */
function sizeOf(file) {
  const bytes = fs.readFileSync(path.join(buildDir, file));
  return {raw: bytes.length, gzip: zlib.gzipSync(bytes).length};
}

/** llms.txt, llms-full.txt, and the Markdown twin of every doc page (the largest named). */
function markdownSizes() {
  const twins = fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({path: `/${file.split(path.sep).join('/')}`, ...sizeOf(file)}))
    .sort((a, b) => b.raw - a.raw);
  const total = (/** @type {'raw' | 'gzip'} */ key) => twins.reduce((sum, twin) => sum + twin[key], 0);
  return {
    llmsTxt: sizeOf('llms.txt'),
    llmsFullTxt: sizeOf('llms-full.txt'),
    twins: {
      count: twins.length,
      raw: total('raw'),
      gzip: total('gzip'),
      medianRaw: median(twins.map((twin) => twin.raw)),
      largest: twins.slice(0, 3),
    },
  };
}

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
async function runLighthouse(origins, runs) {
  const chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags: chromiumFlags});
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

/**
 * @typedef {{
 *   path: string, html: number, js: number, css: number, requests: number,
 * } & import('./lib/page-layout.mjs').PageLayout} PageMeasure
 */

/**
 * Each sample page's first-visit bytes, its elements and where its first sample starts.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 */
async function measurePages(browser, origin) {
  /** @type {Record<string, PageMeasure>} */
  const pages = {};
  for (const [name, pagePath] of Object.entries(SAMPLE_PAGES)) {
    const {requests, ...weight} = await measurePageWeight(browser, `${origin}${pagePath}`);
    const layout = await measurePageLayout(browser, `${origin}${pagePath}`);
    pages[name] = {path: pagePath, ...weight, requests: requests.length, ...layout};
  }
  return pages;
}

/**
 * Serves a build on a free port.
 *
 * @param {string} dir
 */
async function serve(dir) {
  const server = createServer(dir);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  return {server, origin};
}

/**
 * Builds a Git ref in a temporary worktree that borrows this tree's installed
 * packages, and returns where. `removeWorktree` deletes it.
 *
 * @param {string} ref
 */
function buildRef(ref) {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'coinloom-bench-'));
  const dir = path.join(parent, 'site');
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], {cwd: root, stdio: 'ignore'});
  // Each package linked rather than the folder, so the build's cache (node_modules/.cache) stays the worktree's own.
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '.cache') {
      fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
    }
  }
  const start = process.hrtime.bigint();
  try {
    execFileSync('npm', ['run', '--silent', 'build'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
      maxBuffer: 1 << 26,
    });
  } catch (error) {
    removeWorktree(parent);
    throw new Error(`The build of ${ref} failed:\n${/** @type {{stderr?: Buffer}} */ (error).stderr ?? error}`);
  }
  return {parent, dir, seconds: Number(process.hrtime.bigint() - start) / 1e9};
}

/** @param {string} parent the folder `buildRef` made */
function removeWorktree(parent) {
  fs.rmSync(parent, {recursive: true, force: true});
  // Git forgets a worktree whose folder is gone.
  execFileSync('git', ['worktree', 'prune'], {cwd: root, stdio: 'ignore'});
}

/**
 * @typedef {{
 *   date: string,
 *   build?: {runs: number[], median: number},
 *   weights: Record<string, PageMeasure & {budget: {html: number, js: number, css: number}, elementsBudget?: number}>,
 *   search: (Omit<import('./lib/search-cost.mjs').SearchCost, 'requests'> & {requests: number})[],
 *   searchIndex?: {files: number, bytes: number},
 *   markdown?: ReturnType<typeof markdownSizes>,
 *   lighthouse?: Record<string, LighthouseResult>,
 *   start?: Omit<import('./lib/dev-start.mjs').StartMeasure, 'log'> & {editMedian: number},
 * }} BenchReport
 */

async function main() {
  /** @type {BenchReport} */
  const report = {date: new Date().toISOString(), weights: {}, search: []};
  /** @type {{ref: string, buildSeconds: number, pages: Record<string, PageMeasure>, lighthouse?: Record<string, LighthouseResult>} | undefined} */
  let baseline;

  if (runs('start')) {
    console.log(`Start: a cold npm start until ${START_PAGE.route} has hydrated, then ${options.edits} edits to it`);
    const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags.slice(1)});
    try {
      const {log, ...start} = await measureStart({root, port: 3231, browser, edits: Number(options.edits)});
      fs.mkdirSync(path.join(root, 'reports'), {recursive: true});
      fs.writeFileSync(path.join(root, 'reports/bench-start.log'), log);
      report.start = {...start, editMedian: median(start.editSeconds)};
    } finally {
      await browser.close();
    }
  }

  if (runs('build')) {
    console.log(`Build: ${options.builds} cold production builds`);
    report.build = timeBuilds(Number(options.builds));
  } else if (runs('pages') || runs('lighthouse')) {
    console.log('Build: skipped, measuring the build in build/');
  }

  if (runs('pages') || runs('lighthouse')) {
    await measureBuild(report, (value) => (baseline = value));
  }
  printReport(report, baseline);
}

/**
 * The sample pages, search and the Markdown files of the build in build/, and Lighthouse on the pages.
 *
 * @param {BenchReport} report
 * @param {(baseline: NonNullable<Parameters<typeof printReport>[1]>) => void} setBaseline
 */
async function measureBuild(report, setBaseline) {
  /** @type {Parameters<typeof printReport>[1]} */
  let baseline;
  const {server, origin} = await serve(buildDir);
  /** @type {{parent: string, dir: string, seconds: number} | undefined} */
  let worktree;
  /** @type {Awaited<ReturnType<typeof serve>> | undefined} */
  let base;

  try {
    if (options.compare) {
      console.log(`Compare: building ${options.compare} in a temporary worktree`);
      worktree = buildRef(options.compare);
      console.log(`  built in ${worktree.seconds.toFixed(1)} s`);
      base = await serve(path.join(worktree.dir, 'build'));
    }
    const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags.slice(1)});
    const pages = runs('pages') ? await measurePages(browser, origin) : {};
    for (const [name, measure] of Object.entries(pages)) {
      report.weights[name] = {
        ...measure,
        budget: BUDGETS[/** @type {keyof typeof BUDGETS} */ (name)],
        elementsBudget: DOM_BUDGETS[/** @type {keyof typeof DOM_BUDGETS} */ (name)],
      };
    }
    if (base && worktree && options.compare && runs('pages')) {
      baseline = {
        ref: options.compare,
        buildSeconds: worktree.seconds,
        pages: await measurePages(browser, base.origin),
      };
    }
    if (runs('pages')) {
      for (const query of COST_QUERIES) {
        const {requests, ...cost} = await measureSearchCost(browser, origin, query);
        report.search.push({...cost, requests: requests.length});
      }
      report.searchIndex = searchIndexSize();
      report.markdown = markdownSizes();
    }
    await browser.close();

    if (runs('lighthouse')) {
      console.log(`Lighthouse: ${options.runs} runs per page (mobile)${base ? ', alternating with the baseline' : ''}`);
      const results = await runLighthouse(
        {after: origin, ...(base ? {before: base.origin} : {})},
        Number(options.runs),
      );
      report.lighthouse = results.after;
      if (baseline) {
        baseline.lighthouse = results.before;
      }
    }
  } finally {
    server.close();
    base?.server.close();
    if (worktree) {
      removeWorktree(worktree.parent);
    }
  }
  if (baseline) setBaseline(baseline);
}

/**
 * Writes reports/bench.json and prints what was measured.
 *
 * @param {BenchReport} report
 * @param {{ref: string, buildSeconds: number, pages: Record<string, PageMeasure>, lighthouse?: Record<string, LighthouseResult>} | undefined} baseline
 */
function printReport(report, baseline) {
  fs.mkdirSync(path.join(root, 'reports'), {recursive: true});
  fs.writeFileSync(path.join(root, 'reports/bench.json'), `${JSON.stringify(report, null, 2)}\n`);

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
    fs.writeFileSync(
      path.join(root, 'reports/bench-compare.json'),
      `${JSON.stringify({date: report.date, before: baseline, after: {pages: report.weights, lighthouse: report.lighthouse}}, null, 2)}\n`,
    );
  }
  console.log(`\nFull report: reports/bench.json${baseline ? ', reports/bench-compare.json' : ''}`);
}

/**
 * @param {BenchReport} report
 * @param {{files: number, bytes: number}} searchIndex
 * @param {ReturnType<typeof markdownSizes>} markdown
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

/**
 * The API pages against the doc page of the same run (issue 24): a Lighthouse score no lower than the doc
 * page's (and 95 whenever it reaches 95), total blocking time at most 200 ms or the doc page's, and
 * first-visit JavaScript within `API_JS_RATIO` of the doc page's.
 *
 * @param {BenchReport} report
 */
function printApiAgainstDoc(report) {
  const doc = report.lighthouse?.doc?.median;
  const docWeight = report.weights.doc;
  if (!doc || !docWeight) return;
  console.log(
    `\n  API pages against the doc page (performance ${doc.performance}, TBT ${Math.round(doc.tbt)} ms, JS ${kb(docWeight.js)})`,
  );
  for (const name of ['apiGuide', 'apiSecurity', 'apiReference']) {
    const m = report.lighthouse?.[name]?.median;
    const weight = report.weights[name];
    if (!m || !weight) continue;
    const scoreOk = m.performance >= doc.performance && (doc.performance < 95 || m.performance >= 95);
    const tbtOk = m.tbt <= Math.max(200, doc.tbt);
    const jsOk = weight.js <= docWeight.js * API_JS_RATIO;
    const mark = (/** @type {boolean} */ ok) => (ok ? 'ok  ' : 'MISS');
    console.log(
      `  ${name.padEnd(12)} performance ${String(m.performance).padEnd(4)}${mark(scoreOk)}  TBT ${String(Math.round(m.tbt)).padEnd(5)} ms ${mark(tbtOk)}  JS ${kb(weight.js)} (${(weight.js / docWeight.js).toFixed(2)}×) ${mark(jsOk)}`,
    );
  }
}

/**
 * The sample pages before (the baseline ref) and after (this tree), one row each.
 *
 * @param {{ref: string, pages: Record<string, PageMeasure>, lighthouse?: Record<string, LighthouseResult>}} before
 * @param {{weights: Record<string, PageMeasure>, lighthouse?: Record<string, LighthouseResult>}} after
 */
function printComparison(before, after) {
  const pair = (/** @type {string} */ a, /** @type {string} */ b) => `${a} → ${b}`;
  const sample = (/** @type {PageMeasure} */ m) =>
    m.firstSample ? `${m.firstSample.y}${m.firstSample.by === 'tablist' ? '*' : ''}` : '–';
  const lh = (/** @type {Record<string, LighthouseResult> | undefined} */ results, /** @type {string} */ name) => {
    const result = results?.[name];
    return result
      ? {performance: String(median(result.performanceRuns)), tbt: String(Math.round(median(result.tbtRuns)))}
      : {performance: '–', tbt: '–'};
  };
  const rows = Object.keys(SAMPLE_PAGES).map((name) => {
    const [b, a] = [before.pages[name], after.weights[name]];
    const [lhBefore, lhAfter] = [lh(before.lighthouse, name), lh(after.lighthouse, name)];
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
  const header = [
    'page',
    'HTML (gzip)',
    'JS (gzip)',
    'CSS (gzip)',
    'elements',
    'performance',
    'TBT (ms)',
    'first sample y',
  ];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (/** @type {string[]} */ cells) =>
    `  ${cells.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`;
  console.log(
    `\n  Before (${before.ref}) → after (this tree); Lighthouse: medians, mobile; first sample: y at 1280 px`,
  );
  console.log(line(header));
  for (const row of rows) {
    console.log(line(row));
  }
  console.log('  * no [data-api-samples] in that build: the first tabs in the article instead');
}

await main();
