import type {Page} from '@playwright/test';
import {urls} from '../../src/data/product';
import {postmanCollectionPath, referencePath} from '../../src/features/api/anchors';
import {expect, open, test} from './fixtures';
import {phoneOptions} from './phone-layout';

/**
 * The developers' home (/category/api/, docs/for-developers/index.mdx), which the navbar's Developers item opens:
 * a signed first call to the sandbox, links to each part of the developer section, and its cards; and the cards of
 * every category index, which show each page's whole description.
 */

const CATEGORY_PAGES = ['/category/api/', '/category/payments/', '/category/wallets/', '/category/functional/'];

/** Each card description's text box: whether it is cut off, and how many lines it takes. */
async function cardDescriptions(page: Page) {
  return page.locator('.theme-doc-card-description').evaluateAll((descriptions) =>
    descriptions.map((description) => {
      const {lineHeight} = getComputedStyle(description);
      return {
        text: description.textContent ?? '',
        cut: description.scrollWidth > description.clientWidth + 1,
        lines: Math.round(description.getBoundingClientRect().height / parseFloat(lineHeight)),
      };
    }),
  );
}

test.describe('the developers home', () => {
  test('opens from the navbar and starts with a signed call to the sandbox', async ({page}) => {
    await open(page, '/');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Developers', exact: true}).click();
    await expect(page).toHaveURL(/\/category\/api\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Build with the Coinloom API');

    const curl = page.locator('article pre').filter({hasText: 'curl'}).first();
    await expect(curl).toBeVisible();
    await expect(curl).toContainText(`curl -sS -X GET '${urls.apiSandbox}/merchant'`);
    await expect(curl).toContainText('X-Coinloom-Signature: $SIGNATURE');
    await expect(curl).toContainText('openssl dgst -sha256 -hmac "$COINLOOM_KEY_SECRET"');
  });

  test('links each part of the developer section, and lists its pages as cards', async ({page}) => {
    await open(page, '/category/api/');
    const article = page.locator('article');
    for (const href of [
      '/for-developers/callbacks/',
      referencePath,
      `${referencePath}#error-codes`,
      `${referencePath}#op-getMerchant`,
      '/for-developers/general-concepts-about-coinloom/#choose-an-environment',
      '/functional/profile/#create-an-api-key',
    ]) {
      await expect(article.locator(`a[href="${href}"]`).first(), href).toBeAttached();
    }
    await expect(article.locator(`a[href="${postmanCollectionPath}"]`)).toHaveAttribute('download', '');
    const cards = article.locator('.theme-doc-card-title');
    await expect(cards.filter({hasText: 'API reference'})).toHaveCount(1);
    await expect(cards.filter({hasText: 'Networks'})).toHaveCount(1);
  });
});

for (const [device, options] of [
  ['1280 px', {viewport: {width: 1280, height: 800}}],
  ['a 390 px touch phone', phoneOptions],
] as const) {
  test.describe(`category cards on ${device}`, () => {
    test.use(options);

    for (const route of CATEGORY_PAGES) {
      test(`show every description whole on ${route}`, async ({page}) => {
        await open(page, route);
        const descriptions = await cardDescriptions(page);
        expect(descriptions.length, route).toBeGreaterThan(2);
        expect(descriptions.filter((description) => description.cut).map(({text}) => text)).toEqual([]);
        // The site's descriptions are a sentence each: some take more than one line, which the stock cards cut.
        expect(Math.max(...descriptions.map(({lines}) => lines)), route).toBeGreaterThan(1);
      });
    }
  });
}

test('Wallets offers auto-sign, and the page keeps its breadcrumbs under App screens', async ({page}) => {
  await open(page, '/category/wallets/');
  const link = page.locator('.theme-doc-sidebar-menu a[href="/functional/wallets/auto-sign/"]');
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(/\/functional\/wallets\/auto-sign\/$/);
  const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(breadcrumbs.getByRole('link', {name: 'App screens'})).toBeVisible();
  await expect(breadcrumbs.locator('.breadcrumbs__item--active')).toHaveText('Auto-sign');
});
