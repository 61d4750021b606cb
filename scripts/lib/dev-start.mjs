// @ts-check
/**
 * A writer's preview, timed: a cold `npm start` until the first page has hydrated in the
 * browser, then edits to that page until each shows there.
 */
import fs from 'node:fs';
import path from 'node:path';
import {spawn} from 'node:child_process';

/** The page a writer opens first, and edits. */
export const START_PAGE = {route: '/swap/', file: 'docs/swap.mdx'};

/** @typedef {{coldStartSeconds: number, editSeconds: number[], pluginSeconds: Record<string, number>, log: string}} StartMeasure */

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each plugin's share of loading the site, from Docusaurus's performance log
 * (`Load <plugin> - 1.2 seconds!` or `- 312.5 ms`), in seconds.
 *
 * @param {string} log
 */
export function pluginTimes(log) {
  /** @type {Record<string, number>} */
  const times = {};
  for (const [, name, value, unit] of log.matchAll(
    /Load plugins content > Load ([\w@/.:-]+) - ([\d.]+) (ms|seconds)/g,
  )) {
    times[name] = Math.max(times[name] ?? 0, Number(value) / (unit === 'ms' ? 1000 : 1));
  }
  return times;
}

/**
 * @param {{root: string, port: number, browser: import('@playwright/test').Browser, edits: number}} options
 * @returns {Promise<StartMeasure>}
 */
export async function measureStart({root, port, browser, edits}) {
  // Cold: no generated files and no bundler cache, as on a fresh clone. build/ stays as it is.
  for (const dir of ['.docusaurus', 'node_modules/.cache']) {
    fs.rmSync(path.join(root, dir), {recursive: true, force: true});
  }
  const file = path.join(root, START_PAGE.file);
  const original = fs.readFileSync(file, 'utf8');
  const started = performance.now();
  const server = spawn('npm', ['start', '--', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: root,
    env: {...process.env, BROWSER: 'none', DOCUSAURUS_PERF_LOGGER: 'true'},
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  const page = await browser.newPage();
  try {
    const url = `http://127.0.0.1:${port}${START_PAGE.route}`;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`npm start stopped:\n${log.slice(-3000)}`);
      const response = await fetch(url).catch(() => undefined);
      if (response?.ok) break;
      await sleep(200);
    }
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 300_000});
    const coldStartSeconds = (performance.now() - started) / 1000;

    /** @type {number[]} */
    const editSeconds = [];
    for (let edit = 1; edit <= edits; edit += 1) {
      const marker = `Benchmark edit ${edit} at ${Date.now()}.`;
      const saved = performance.now();
      fs.writeFileSync(file, `${original}\n${marker}\n`);
      await page.getByText(marker).waitFor({timeout: 120_000});
      editSeconds.push((performance.now() - saved) / 1000);
    }
    return {coldStartSeconds, editSeconds, pluginSeconds: pluginTimes(log), log};
  } finally {
    fs.writeFileSync(file, original);
    await page.close();
    if (server.pid) process.kill(-server.pid);
  }
}
