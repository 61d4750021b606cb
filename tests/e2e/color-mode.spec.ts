import type {Page} from '@playwright/test';
import {expect, open, test} from './fixtures';
import {storageKeys, switchColourMode} from './site-storage';

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
    await switchColourMode(page, 'dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.theme)).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await open(page, '/quickstart/overview/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

/** WCAG contrast ratio of two computed `rgb()`/`rgba()` colours (opaque ones). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => {
      const c = Number(channel) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The page's own background: the root's colour, or the white canvas where the root is transparent (light mode). */
async function pageBackground(page: Page): Promise<string> {
  const root = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  return root === 'rgba(0, 0, 0, 0)' ? 'rgb(255, 255, 255)' : root;
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode colours`, () => {
    test.use({colorScheme: mode});

    test('the announcement bar takes the colours of the mode, with readable text', async ({page}) => {
      await open(page, '/quickstart/overview/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const bar = page.locator('.theme-announcement-bar');
      const colours = await bar.evaluate((el) => {
        const style = getComputedStyle(el);
        return {background: style.backgroundColor, text: style.color};
      });
      const background = await pageBackground(page);
      expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
      // It belongs to the page: dark on a dark page, light on a light one (not the theme's white on both).
      expect(contrast(colours.background, background)).toBeLessThan(1.5);
      // Its close button is a control: its icon keeps 3:1 against the bar (WCAG 1.4.11), which axe does not check.
      const close = bar.getByRole('button', {name: 'Close'});
      const icon = await close.evaluate((button) => {
        const style = getComputedStyle(button);
        return {color: style.color, opacity: Number(style.opacity)};
      });
      expect(icon.opacity).toBe(1);
      expect(contrast(icon.color, colours.background)).toBeGreaterThanOrEqual(3);
    });

    test('code blocks stand apart from the page, and their text stays readable', async ({page}) => {
      await open(page, '/for-developers/api/api-architecture/');
      const block = page.locator('.theme-code-block').first();
      const colours = await block.evaluate((el) => {
        const code = el.querySelector('pre') ?? el;
        return {
          border: getComputedStyle(el).borderTopColor,
          background: getComputedStyle(code).backgroundColor,
          text: getComputedStyle(code).color,
        };
      });
      const background = await pageBackground(page);
      expect(colours.background).not.toBe(background);
      expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
      // In dark mode a shadow does not show: the outline carries the edge, at 3:1 (WCAG 1.4.11).
      if (mode === 'dark') expect(contrast(colours.border, background)).toBeGreaterThanOrEqual(3);
    });
  });
}
