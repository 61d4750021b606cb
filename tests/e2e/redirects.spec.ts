import {redirects} from '../fixtures/routes';
import {expect, hydrated, SITE_SUFFIX, test} from './fixtures';

test.describe('redirects', () => {
  for (const [from, to] of Object.entries(redirects)) {
    test(`${from} lands on ${to}`, async ({page}) => {
      const aliasResponse = await page.request.get(from);
      expect(aliasResponse.status()).toBe(200);
      const aliasHtml = await aliasResponse.text();
      expect(aliasHtml).toContain('<meta name="robots" content="noindex"');
      expect(aliasHtml).toContain(`<link rel="canonical" href="https://docs.coinloom.example${to}"`);

      const landing = page.waitForResponse(
        (response) => new URL(response.url()).pathname === to && response.request().resourceType() === 'document',
      );
      await page.goto(from);
      const response = await landing;
      expect(response.status()).toBe(200);
      await page.waitForURL((url) => url.pathname === to);
      await hydrated(page);
      const title = await page.title();
      expect(title.endsWith(SITE_SUFFIX), title).toBe(true);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://docs.coinloom.example${to}`);
    });
  }
});
