// @ts-check
/** How long a cold production build takes: the median of several, each after `docusaurus clear`. */
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {median} from './numbers.mjs';

/**
 * Builds the site `count` times from clean, printing each build's seconds.
 *
 * @param {string} root the site's folder
 * @param {number} count
 */
export function timeBuilds(root, count) {
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
