/**
 * Axe on what a per-route visit (every-route.spec.ts, on a touch screen) does not show:
 * the search dialog open with results, in both modes, and what a desktop with a mouse
 * shows (the key hints of the navbar and the home page, the sidebar, the table of
 * contents, the navbar's links and the blog's sidebar), in both modes, on one page of
 * each kind, with all of axe's rules. Every route gets axe in every-route.spec.ts: all
 * of its rules in light mode, its colour rules in dark mode.
 */
import {expectNoAxeViolations, expectNoColourViolations} from './axe';
import {expect, open, test} from './fixtures';
import {chooseColourMode, switchColourMode} from './site-storage';

for (const mode of ['light', 'dark'] as const) {
  test(`the search dialog, open with results, has no axe violations in ${mode} mode`, async ({page}) => {
    await chooseColourMode(page, mode);
    await open(page, '/quickstart/overview/');
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', {name: 'Search the docs'});
    await dialog.getByRole('combobox').fill('wallet');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await expect(dialog.locator('mark').first()).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
  });
}

/** A page of each desktop layout: the home page, a guide, a developer guide with tables, the blog, a post. */
const DESKTOP_LAYOUTS = {
  'the home page': '/',
  'a guide, with the docs sidebar and the table of contents': '/payments/cart/',
  'a developer guide, with the developers sidebar': '/for-developers/api/using-api-for-checkout/',
  'the blog list, with the blog sidebar': '/blog/',
  'a blog post': '/blog/mdx-blog-post/',
};

for (const mode of ['light', 'dark'] as const) {
  test.describe(`the desktop with a mouse in ${mode} mode`, () => {
    test.use({viewport: {width: 1280, height: 800}});
    for (const [kind, route] of Object.entries(DESKTOP_LAYOUTS)) {
      test(`${kind} (${route}) has no axe violations`, async ({page}) => {
        await chooseColourMode(page, mode);
        await open(page, route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expect(page.locator('.navbar__items a').first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}

test('the axe check fails a page that has a violation, and names the rule', async ({page}) => {
  await open(page, '/quickstart/overview/');
  await page
    .locator('article')
    .evaluate((article) => article.append(Object.assign(new Image(), {src: '/img/logo.svg'})));
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
});

test('the colour check after the switch to dark mode fails on text too faint to read there, and names the rule', async ({
  page,
}) => {
  await chooseColourMode(page, 'light');
  await open(page, '/quickstart/overview/');
  // Dark grey: plain to read on the light page, too faint on the dark one.
  await page
    .locator('article')
    .evaluate((article) =>
      article.append(Object.assign(document.createElement('p'), {textContent: 'Faint in the dark'})),
    );
  await page.locator('article > p:last-child').evaluate((p) => (p.style.color = '#3a3a3a'));
  await expectNoColourViolations(page);
  await switchColourMode(page, 'dark');
  await expect(expectNoColourViolations(page)).rejects.toThrow(/"rule": "color-contrast"/);
});
