import {redirects, specRoutes} from '../fixtures/routes';
import {expect, open, SITE_SUFFIX, test} from './fixtures';

test.describe('every built route', () => {
  for (const route of specRoutes) {
    test(`${route} renders with its title`, async ({page}) => {
      const status = await open(page, route);
      expect(status).toBe(200);
      const title = await page.title();
      expect(title.endsWith(SITE_SUFFIX), title).toBe(true);
      expect(title.length).toBeGreaterThan(SITE_SUFFIX.length);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        // A redirect page lands on its target, which is also its canonical URL.
        `https://docs.coinloom.example${redirects[route] ?? route}`,
      );
    });
  }
});
