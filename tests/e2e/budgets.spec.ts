import {API_JS_RATIO, BUDGETS} from '../../scripts/lib/budgets.mjs';
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

test.describe('first-visit JavaScript of the API pages', () => {
  for (const name of ['apiGuide', 'apiSecurity', 'apiReference'] as const) {
    test(`${name} loads at most ${API_JS_RATIO}× the doc page's`, async ({browser, baseURL}) => {
      const doc = await measurePageWeight(browser, `${baseURL}${SAMPLE_PAGES.doc}`);
      const api = await measurePageWeight(browser, `${baseURL}${SAMPLE_PAGES[name]}`);
      test.info().annotations.push({type: 'bytes', description: `${api.js} against ${doc.js}`});
      expect(api.js).toBeLessThanOrEqual(doc.js * API_JS_RATIO);
    });
  }
});
