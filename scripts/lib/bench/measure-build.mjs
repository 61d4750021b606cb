// @ts-check
/**
 * Everything measured on the build in build/: the sample pages, search, the Markdown files and Lighthouse; with
 * `compare`, the same on another commit's build, served beside it.
 */
import path from 'node:path';
import {chromium} from '@playwright/test';
import {createServer} from '../../serve.mjs';
import {BUDGETS, DOM_BUDGETS} from '../budgets.mjs';
import {COST_QUERIES, measureSearchCost} from '../search-cost.mjs';
import {markdownSizes, searchIndexSize} from './build-files.mjs';
import {PLAYWRIGHT_LAUNCH} from './chromium.mjs';
import {runLighthouse} from './lighthouse.mjs';
import {measurePages} from './pages.mjs';
import {buildRef, removeWorktree} from './worktree.mjs';

/** @typedef {import('./report.mjs').BenchReport} BenchReport */
/** @typedef {Pick<BenchReport, 'weights' | 'search' | 'searchIndex' | 'markdown' | 'lighthouse'>} BuildMeasures */

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
 * The sample pages, search and the Markdown files of the build in build/ (`pages`), and Lighthouse on the pages
 * (`lighthouse`, `lighthouseRuns` runs each). With `compare`, that Git ref is built and measured too: its pages
 * (when `pages`) and its Lighthouse runs, alternating with this build's, make the baseline.
 *
 * @param {{root: string, compare?: string, pages: boolean, lighthouse: boolean, lighthouseRuns: number}} options
 * @returns {Promise<{measures: BuildMeasures, baseline?: import('./report.mjs').Baseline}>}
 */
export async function measureBuild({root, compare, pages, lighthouse, lighthouseRuns}) {
  /** @type {BuildMeasures} */
  const measures = {weights: {}, search: []};
  /** @type {import('./report.mjs').Baseline | undefined} */
  let baseline;
  const buildDir = path.join(root, 'build');
  const {server, origin} = await serve(buildDir);
  /** @type {{parent: string, dir: string, seconds: number} | undefined} */
  let worktree;
  /** @type {Awaited<ReturnType<typeof serve>> | undefined} */
  let base;

  try {
    if (compare) {
      console.log(`Compare: building ${compare} in a temporary worktree`);
      worktree = buildRef(root, compare);
      console.log(`  built in ${worktree.seconds.toFixed(1)} s`);
      base = await serve(path.join(worktree.dir, 'build'));
    }
    const browser = await chromium.launch(PLAYWRIGHT_LAUNCH);
    if (pages) {
      for (const [name, measure] of Object.entries(await measurePages(browser, origin))) {
        measures.weights[name] = {
          ...measure,
          budget: BUDGETS[/** @type {keyof typeof BUDGETS} */ (name)],
          elementsBudget: DOM_BUDGETS[/** @type {keyof typeof DOM_BUDGETS} */ (name)],
        };
      }
      if (base && worktree && compare) {
        baseline = {ref: compare, buildSeconds: worktree.seconds, pages: await measurePages(browser, base.origin)};
      }
      for (const query of COST_QUERIES) {
        const {requests, ...cost} = await measureSearchCost(browser, origin, query);
        measures.search.push({...cost, requests: requests.length});
      }
      measures.searchIndex = searchIndexSize(buildDir);
      measures.markdown = markdownSizes(buildDir);
    }
    await browser.close();

    if (lighthouse) {
      console.log(
        `Lighthouse: ${lighthouseRuns} runs per page (mobile)${base ? ', alternating with the baseline' : ''}`,
      );
      const results = await runLighthouse({after: origin, ...(base ? {before: base.origin} : {})}, lighthouseRuns);
      measures.lighthouse = results.after;
      if (baseline) {
        baseline.lighthouse = results.before;
      }
    }
  } finally {
    server.close();
    base?.server.close();
    if (worktree) {
      removeWorktree(root, worktree.parent);
    }
  }
  return {measures, baseline};
}
