import {product} from '../../src/data/product';
import {expect, open, test} from './fixtures';
import {storageKeys} from './site-storage';

test.describe('announcement bar', () => {
  test('announces the release and links to its notes', async ({page}) => {
    await open(page, '/quickstart/overview/');
    const bar = page.getByRole('banner').filter({hasText: `Coinloom ${product.version} is out`});
    await expect(bar).toBeVisible();
    await bar.getByRole('link', {name: 'Read the release notes'}).click();
    await expect(page).toHaveURL(new RegExp(`${product.releaseNotesPath}$`));
    await expect(page.getByRole('heading', {level: 1})).toContainText(product.version);
  });

  test('stays dismissed across reloads and pages', async ({page}) => {
    await open(page, '/');
    const bar = page.getByRole('banner').filter({hasText: 'is out'});
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(bar).toBeHidden();
    await open(page, '/what-is-coinloom/');
    await expect(page.getByRole('banner').filter({hasText: 'is out'})).toBeHidden();
  });

  test('comes back on the first page load once a new announcement id ships', async ({page}) => {
    // The reader dismissed an earlier announcement; this build carries a new id.
    await page.addInitScript((keys) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(keys.announcementId, 'release-4.8.0');
        localStorage.setItem(keys.announcementDismissed, 'true');
        sessionStorage.setItem('seeded', 'yes');
      }
    }, storageKeys);
    await open(page, '/');
    await expect(page.getByRole('banner').filter({hasText: 'is out'})).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.announcementId)).toBe(
      `release-${product.version}`,
    );
  });
});
