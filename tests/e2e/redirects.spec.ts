import {redirects} from '../../src/data/routes';
import {expect, hydrated, SITE_SUFFIX, test} from './fixtures';

test.describe('redirects', () => {
  for (const [from, to] of Object.entries(redirects)) {
    test(`${from} answers 301 to ${to}, as _redirects says, keeping the query`, async ({page}) => {
      for (const pathname of [from, from.replace(/\/$/, '')]) {
        const moved = await page.request.get(pathname, {maxRedirects: 0});
        expect(moved.status(), pathname).toBe(301);
        expect(moved.headers().location, pathname).toBe(to);
      }
      // A shared link keeps what it carries: the query goes on to the new address.
      const withQuery = await page.request.get(`${from}?ref=newsletter&utm_source=a%20b`, {maxRedirects: 0});
      expect(withQuery.status()).toBe(301);
      expect(withQuery.headers().location).toBe(`${to}?ref=newsletter&utm_source=a%20b`);
    });

    test(`${from} keeps a page that sends readers to ${to}, for hosts without _redirects`, async ({page}) => {
      const aliasResponse = await page.request.get(`${from}index.html`, {maxRedirects: 0});
      expect(aliasResponse.status()).toBe(200);
      const aliasHtml = await aliasResponse.text();
      expect(aliasHtml).toContain('<meta name="robots" content="noindex"');
      expect(aliasHtml).toContain(`<link rel="canonical" href="https://docs.coinloom.example${to}"`);

      const landing = page.waitForResponse(
        (response) => new URL(response.url()).pathname === to && response.request().resourceType() === 'document',
      );
      await page.goto(`${from}index.html`);
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
