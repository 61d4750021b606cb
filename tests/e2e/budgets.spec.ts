import {BUDGETS} from '../../scripts/lib/budgets.mjs';
import {SAMPLE_PAGES, measurePageWeight} from '../../scripts/lib/page-weight.mjs';
import {expect, test} from './fixtures';

test.describe('first-visit byte budgets (gzip)', () => {
  for (const [name, path] of Object.entries(SAMPLE_PAGES) as [keyof typeof SAMPLE_PAGES, string][]) {
    test(`${name} (${path}) stays within its budget`, async ({browser, baseURL}) => {
      const weight = await measurePageWeight(browser, `${baseURL}${path}`);
      const budget = BUDGETS[name];
      expect(weight.html, 'HTML bytes').toBeGreaterThan(0);
      expect(weight.html, 'HTML bytes').toBeLessThanOrEqual(budget.html);
      expect(weight.js, 'JavaScript bytes').toBeLessThanOrEqual(budget.js);
      expect(weight.css, 'CSS bytes').toBeLessThanOrEqual(budget.css);
    });
  }
});
