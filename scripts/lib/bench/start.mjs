// @ts-check
/** The benchmark's writer's preview: `lib/dev-start.mjs` run in Chromium, its log kept, its edits summed up. */
import {chromium} from '@playwright/test';
import {measureStart} from '../dev-start.mjs';
import {PLAYWRIGHT_LAUNCH} from './chromium.mjs';
import {median} from './numbers.mjs';
import {writeReportFile} from './report.mjs';

/** The port the cold `npm start` listens on, apart from the preview server's and the tests'. */
const START_PORT = 3231;

/** @typedef {Omit<import('../dev-start.mjs').StartMeasure, 'log'> & {editMedian: number}} StartReport */

/**
 * Times a cold `npm start` and `edits` edits, and writes the start's own timed log to reports/bench-start.log.
 *
 * @param {string} root the site's folder
 * @param {number} edits
 * @returns {Promise<StartReport>}
 */
export async function benchStart(root, edits) {
  const browser = await chromium.launch(PLAYWRIGHT_LAUNCH);
  try {
    const {log, ...start} = await measureStart({root, port: START_PORT, browser, edits});
    writeReportFile(root, 'bench-start.log', log);
    return {...start, editMedian: median(start.editSeconds)};
  } finally {
    await browser.close();
  }
}
