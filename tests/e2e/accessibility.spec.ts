import AxeBuilder from '@axe-core/playwright';
import {specRoutes} from '../fixtures/routes';
import {expect, open, test} from './fixtures';
import {storageKeys} from './site-storage';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The oldest axe-core whose rules the suite relies on. */
const MIN_AXE_VERSION = [4, 14];

function atLeast(version: string, minimum: number[]): boolean {
  const parts = version.split('.').map(Number);
  const index = minimum.findIndex((part, i) => parts[i] !== part);
  return index === -1 || parts[index] > minimum[index];
}

/** Every route of the site, and the search page with results, gets WCAG 2.2 A/AA and axe's best practices. */
const checks: {route: string; tags: string[]}[] = [
  ...specRoutes,
  '/blog/authors/',
  '/no-such-page/',
  '/search/?q=wallet',
].map((route) => ({route, tags: [...WCAG, 'best-practice']}));

/**
 * The API reference renders the whole description once every deferred part is shown (about 30,000
 * elements): axe checks it all, and needs longer there.
 */
const largeRoutes = new Set(['/for-developers/specification/']);

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    for (const {route, tags} of checks) {
      test(`${route} has no axe violations`, async ({page}) => {
        // Axe takes minutes over the reference's tens of thousands of elements on a busy 2-core machine.
        if (largeRoutes.has(route)) test.setTimeout(600_000);
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKeys.theme, mode]);
        await open(page, route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        if (route.startsWith('/search/')) await expect(page.locator('article mark').first()).toBeVisible();
        if (largeRoutes.has(route)) {
          await page.getByRole('button', {name: 'show everything'}).click();
          await expect(page.locator('[data-deferred-box="waiting"]')).toHaveCount(0);
        }
        const results = await new AxeBuilder({page}).withTags(tags).analyze();
        // Rules such as label-content-name-mismatch (WCAG 2.5.3) run only from axe-core 4.14.
        expect(atLeast(results.testEngine.version, MIN_AXE_VERSION), `axe-core ${results.testEngine.version}`).toBe(
          true,
        );
        const violations = results.violations.map((violation) => ({
          rule: violation.id,
          nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
        }));
        expect(violations).toEqual([]);
      });
    }

    test('the search dialog, open with results, has no axe violations', async ({page}) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKeys.theme, mode]);
      await open(page, '/quickstart/overview/');
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog', {name: 'Search the docs'});
      await dialog.getByRole('combobox').fill('wallet');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      await expect(dialog.locator('mark').first()).toBeVisible();
      const results = await new AxeBuilder({page})
        .withTags([...WCAG, 'best-practice'])
        .include('dialog')
        .analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`),
      ).toEqual([]);
    });
  });
}
