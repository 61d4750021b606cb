import {expect, open, test} from './fixtures';
import {storageKeys} from './site-storage';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test.describe('colour mode', () => {
  test('is light by default', async ({page}) => {
    await open(page, '/');
    expect(await theme(page)).toBe('light');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.theme)).toBeNull();
  });

  test("follows the reader's system preference when they have not chosen", async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await open(page, '/');
    expect(await theme(page)).toBe('dark');
    await context.close();
  });

  test('remembers the switch across a reload and on other pages', async ({page}) => {
    await open(page, '/');
    const toggle = page.getByRole('button', {name: /system mode|light mode|dark mode/});
    // The switch cycles system → light → dark.
    for (let i = 0; i < 3 && (await theme(page)) !== 'dark'; i += 1) {
      await toggle.click();
    }
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.theme)).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await open(page, '/quickstart/overview/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
