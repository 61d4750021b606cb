import {expect, open, SITE_SUFFIX, test} from './fixtures';

test.describe('not-found page', () => {
  for (const path of ['/no-such-page/', '/quickstart/no-such-step/', '/blog/2099/missing-post/']) {
    test(`${path} answers 404 with the not-found page`, async ({page}) => {
      expect(await open(page, path)).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      await expect(page).toHaveTitle(`Page Not Found${SITE_SUFFIX}`);
      await expect(page.getByRole('search', {name: 'Search the docs instead'}).getByRole('searchbox')).toBeVisible();
      const sections = page.getByRole('navigation', {name: 'Or start from a section'});
      await expect(sections.getByRole('link', {name: 'Quickstarts'})).toHaveAttribute('href', '/quickstart/overview/');
      await expect(sections.getByRole('link', {name: 'Docs home'})).toHaveAttribute('href', '/');
    });
  }

  test('its search box takes the reader to search results', async ({page}) => {
    await open(page, '/no-such-page/');
    const form = page.getByRole('search', {name: 'Search the docs instead'});
    await form.getByRole('searchbox').fill('underpaid');
    await form.getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(/\/search\/\?q=underpaid$/);
    await expect(page.locator('article a[href*="cryptocurrency-payments-through-coinloom"]').first()).toBeVisible();
  });
});

test.describe('URL forms ending in .html', () => {
  const route = '/quickstart/overview/';
  for (const path of [
    '/quickstart/overview/index.html',
    '/quickstart/overview.html',
    '/quickstart/overview.html?x=1#part',
  ]) {
    test(`${path} becomes ${route}`, async ({page}) => {
      await open(page, route);
      const heading = await page.getByRole('heading', {level: 1}).textContent();
      await open(page, path);
      const url = new URL(page.url());
      expect(url.pathname).toBe(route);
      expect(url.search + url.hash).toBe(new URL(path, url).search + new URL(path, url).hash);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading ?? '');
    });
  }
});
