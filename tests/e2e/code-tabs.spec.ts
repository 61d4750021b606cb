import {expect, open, test} from './fixtures';

/** The tab list of the first set of language tabs in the article. */
const firstTabs = (page: import('@playwright/test').Page) => page.locator('article [role="tablist"]').first();

test.describe('code sample tabs', () => {
  test("remember the reader's language across pages and visits", async ({page}) => {
    await open(page, '/for-developers/api/using-api-for-checkout/');
    const tabs = firstTabs(page);
    await expect(tabs.getByRole('tab', {selected: true})).toHaveText('cURL');
    await tabs.getByRole('tab', {name: 'Python'}).click();
    await expect(tabs.getByRole('tab', {selected: true})).toHaveText('Python');

    // Another page, reached in the app: its samples open on Python too.
    await page.locator('a[href="/for-developers/callbacks/"]').first().click();
    await page.waitForURL('**/for-developers/callbacks/');
    await expect(firstTabs(page).getByRole('tab', {selected: true})).toHaveText('Python');

    // A fresh visit to a third page remembers it as well.
    await open(page, '/for-developers/api/using-api-for-swap/');
    await expect(firstTabs(page).getByRole('tab', {selected: true})).toHaveText('Python');
    await expect(page.locator('article [role="tabpanel"]:visible').first()).toContainText('coinloom_request');
    // Every set on the page shows its Python sample, built from the HTML its panel held back
    // (src/features/api/deferredPanels.ts), far down the page as well as in view.
    const shown = await page.locator('[data-api-samples]').evaluateAll((sets) =>
      sets.map((set) => {
        const panel = set.querySelector('[role="tabpanel"]:not([hidden])');
        return {language: panel?.getAttribute('data-api-panel'), code: panel?.querySelector('pre')?.textContent ?? ''};
      }),
    );
    expect(shown.length).toBeGreaterThan(1);
    for (const {language, code} of shown)
      expect({language, sample: code.includes('coinloom_request')}).toEqual({language: 'python', sample: true});
  });
});

test.describe('the theme’s tabs', () => {
  test('tie each tab to its panel, both ways, before and after a switch', async ({page}) => {
    await open(page, '/for-developers/callbacks/');
    const tabLists = page.locator('article [role="tablist"].tabs');
    expect(await tabLists.count()).toBeGreaterThan(1);
    const ties = async () =>
      page.evaluate(() =>
        [...document.querySelectorAll('article .tabs [role="tab"]')].map((tab) => {
          const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
          return {
            tab: tab.textContent,
            selected: tab.getAttribute('aria-selected'),
            panel: panel?.getAttribute('role'),
            labelledBy: panel?.getAttribute('aria-labelledby') === tab.id && tab.id !== '',
            shown: panel ? !panel.hidden : false,
          };
        }),
      );
    for (const tie of await ties()) {
      expect(tie).toEqual({...tie, panel: 'tabpanel', labelledBy: true, shown: tie.selected === 'true'});
    }
    await tabLists.first().getByRole('tab', {name: 'PHP'}).click();
    for (const tie of await ties()) {
      expect(tie).toEqual({...tie, panel: 'tabpanel', labelledBy: true, shown: tie.selected === 'true'});
    }
  });
});
