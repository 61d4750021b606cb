import fs from 'node:fs';
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';
import {expect} from './fixtures';

/** WCAG 2.2 A and AA, and axe's best practices: what every page and dialog is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The oldest axe-core whose rules the suite relies on. */
const MIN_AXE_VERSION = [4, 14];

function atLeast(version: string, minimum: number[]): boolean {
  const parts = version.split('.').map(Number);
  const index = minimum.findIndex((part, i) => parts[i] !== part);
  return index === -1 || parts[index] > minimum[index];
}

/**
 * The rules whose outcome turns on the colour mode: the other rules read the page's structure, the same in
 * both modes. A second visit in the other mode needs only these.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core's browser build (650 kB), read once per worker. */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = {axe: {run: (context: unknown, options: RunOptions) => Promise<AxeResults>}};

/**
 * Runs axe-core in the page itself, with the script put into each frame once per page load. The wrapper
 * `@axe-core/playwright` evaluated the whole script twice on every run: four times per route in
 * every-route.spec.ts, about 0.4 s of the browser's time each on the 2-core machines, more than axe's own rules
 * take on most pages. Axe then asks each frame of the page in turn (the frames are the site's own, checked below).
 */
async function runAxe(page: Page, runOnly: RunOptions['runOnly'], include?: string): Promise<AxeResults> {
  // Axe in the page reaches only frames of the page's own origin. The site has none from other origins; one
  // added later must not be skipped unseen.
  const foreignFrames = page
    .frames()
    .filter((frame) => !frame.url().startsWith('about:') && new URL(frame.url()).origin !== new URL(page.url()).origin);
  expect(
    foreignFrames.map((frame) => frame.url()),
    'frames from other origins, which axe in the page skips',
  ).toEqual([]);
  for (const frame of page.frames()) {
    // Not `'axe' in window`, which an element with the id "axe" would also make true.
    if (await frame.evaluate(() => typeof (window as unknown as Partial<AxeWindow>).axe?.run === 'function')) continue;
    await frame.evaluate(AXE_SOURCE);
  }
  return page.evaluate(
    ({include, runOnly}) =>
      // Only the violations come back in full, not the thousands of passing nodes a large page has, which the
      // tests never read and which cost about a quarter of axe's time.
      (window as unknown as AxeWindow).axe.run(include ? {include: [include]} : document, {
        runOnly,
        resultTypes: ['violations'],
      }),
    {include, runOnly},
  );
}

/** Runs axe on the page as it is now (or on the part `include` selects) and fails on any violation. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  await expectNoViolations(page, {type: 'tag', values: AXE_TAGS}, include);
}

/** Runs only the colour rules on the whole page as it is now, and fails on any violation. */
export async function expectNoColourViolations(page: Page): Promise<void> {
  await expectNoViolations(page, {type: 'rule', values: COLOUR_RULES});
}

async function expectNoViolations(
  page: Page,
  runOnly: {type: 'tag' | 'rule'; values: string[]},
  include?: string,
): Promise<void> {
  const results = await runAxe(page, runOnly, include);
  // The rules axe ran, whatever their outcome (with `resultTypes`, the outcomes other than violations still list
  // each rule, with one node): every rule asked for by name, or for tags, WCAG 2.2's target-size among them.
  const ran = new Set(
    [results.violations, results.passes, results.incomplete, results.inapplicable].flat().map((rule) => rule.id),
  );
  const expected = runOnly.type === 'rule' ? runOnly.values : ['target-size'];
  expect(
    expected.filter((rule) => !ran.has(rule)),
    'rules asked for that axe did not run',
  ).toEqual([]);
  // Rules such as label-content-name-mismatch (WCAG 2.5.3) run only from axe-core 4.14.
  expect(atLeast(results.testEngine.version, MIN_AXE_VERSION), `axe-core ${results.testEngine.version}`).toBe(true);
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(violations).toEqual([]);
}
