import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
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
  // Every rule of the tags still runs on every node; only the violations come back in full, not the thousands of
  // passing nodes a large page has, which the test never read and which cost about a quarter of axe's time.
  // Legacy mode runs axe in the page itself. The default mode runs it per frame, then opens a blank page, loads
  // axe a second time there and merges the frames' results: about 0.85 s a call on the 2-core machines, a quarter of
  // an every-route test, for frames from other origins, which no page of the site has (checked here, so that one
  // added later is not skipped unseen).
  const foreignFrames = page
    .frames()
    .filter((frame) => !frame.url().startsWith('about:') && new URL(frame.url()).origin !== new URL(page.url()).origin);
  expect(
    foreignFrames.map((frame) => frame.url()),
    'frames from other origins, which axe in legacy mode skips',
  ).toEqual([]);
  // options() replaces every option set before it, the tags included: it comes first. Set after withTags, it had
  // left axe on its default rules, without WCAG 2.2's target-size, and the tool options below now prove the tags.
  const builder = new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
  if (runOnly.type === 'tag') builder.withTags(runOnly.values);
  else builder.withRules(runOnly.values);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.toolOptions.runOnly, 'the rules axe ran').toEqual(runOnly);
  // Rules such as label-content-name-mismatch (WCAG 2.5.3) run only from axe-core 4.14.
  expect(atLeast(results.testEngine.version, MIN_AXE_VERSION), `axe-core ${results.testEngine.version}`).toBe(true);
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(violations).toEqual([]);
}
