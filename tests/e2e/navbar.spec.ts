import type {Page} from '@playwright/test';
import {product} from '../../src/data/product';
import {expect, open, test} from './fixtures';

const LONG_PAGE = '/what-is-coinloom/general-concepts-about-coinloom/';

/** Scrolls down the way a reader does: in steps, not one jump from the top. */
async function scrollDown(page: Page): Promise<void> {
  await page.mouse.move(640, 400);
  for (let step = 0; step < 5; step += 1) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(50);
  }
}

/** How far the navbar's bottom edge is below the top of the viewport (≤ 0 when hidden). */
async function navbarBottom(page: Page): Promise<number> {
  return page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);
}

test.describe('navbar', () => {
  test('hides when the reader scrolls down and comes back when they scroll up', async ({page}) => {
    await open(page, LONG_PAGE);
    expect(await navbarBottom(page)).toBeGreaterThan(0);
    await scrollDown(page);
    await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);
  });

  test('comes back when keyboard focus enters it while hidden, without moving the page', async ({page}) => {
    await open(page, LONG_PAGE);
    await scrollDown(page);
    await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
    const readingPosition = await page.evaluate(() => window.scrollY);
    // The search shortcut opens the search dialog; closing it puts focus back on the navbar's search button.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.getByRole('dialog', {name: 'Search the docs'})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search'})).toBeFocused();
    await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);
    // Focus must not scroll the page to reach a hidden navbar: the reader keeps their place.
    expect(await page.evaluate(() => window.scrollY)).toBe(readingPosition);
  });

  test('shows the product version, linking to its release notes, named by what it shows', async ({page}) => {
    await open(page, '/');
    const version = page.getByRole('navigation', {name: 'Main'}).locator('a.navbar__version');
    await expect(version).toHaveText(`v${product.version}`);
    await expect(version).toHaveAttribute('href', product.releaseNotesPath);
    // Label in name (WCAG 2.5.3): a voice-control user says "click v4.8.1", so the name starts with it.
    await expect(version).toHaveAccessibleName(`v${product.version} release notes`);
  });

  test("marks one item active at a time, and Developers opens the developers' home", async ({page}) => {
    const active = () =>
      page
        .getByRole('navigation', {name: 'Main'})
        .locator('.navbar__items:not(.navbar__items--right) a.navbar__link--active')
        .allTextContents();
    await open(page, '/for-developers/specification/');
    expect(await active()).toEqual(['API']);
    await open(page, '/for-developers/callbacks/');
    expect(await active()).toEqual(['Developers']);
    await open(page, '/quickstart/overview/');
    expect(await active()).toEqual(['Guides']);
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Developers', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Build with the Coinloom API');
    // The home offers every part of the developers' docs.
    for (const part of ['General concepts', 'API guides', 'Callbacks', 'API reference', 'Networks']) {
      await expect(
        page
          .locator('article')
          .getByRole('link', {name: new RegExp(part)})
          .first(),
      ).toBeVisible();
    }
    expect(await active()).toEqual(['Developers']);
  });

  test('offers English, and only English, in the language menu', async ({page}) => {
    await open(page, '/quickstart/overview/');
    const menu = page.locator('.navbar__items--right .dropdown').filter({hasText: 'English'});
    await menu.hover();
    const options = menu.locator('.dropdown__menu a');
    await expect(options).toHaveText(['English']);
    await expect(options.first()).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('layout at the mobile breakpoint', () => {
  test('996 px wide: the sidebar moves into the drawer', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await open(page, '/quickstart/overview/');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', {name: 'Send a payment'})).toBeVisible();
  });

  test('997 px wide: the sidebar sits beside the page and there is no drawer toggle', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await open(page, '/quickstart/overview/');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });

  test('turned from 996 to 997 px wide, the sidebar and the table of contents come beside the page, and work', async ({
    page,
  }) => {
    // At 996 px they are left unhydrated as the page loads (src/components/DesktopOnly), and rendered on the turn.
    await page.setViewportSize({width: 996, height: 800});
    await open(page, '/quickstart/overview/');
    // Removed by the theme once hydrated, not only hidden.
    await expect(page.locator('.theme-doc-sidebar-container nav, .theme-doc-toc-desktop')).toHaveCount(0);
    await page.setViewportSize({width: 997, height: 800});
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar).toBeVisible();
    // A folded category opens on a click: the sidebar is live.
    const caret = sidebar.getByRole('button', {name: "Expand sidebar category 'Accept payments'"});
    await caret.click();
    await expect(sidebar.getByRole('button', {name: "Collapse sidebar category 'Accept payments'"})).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc).toBeVisible();
    await toc.getByRole('link', {name: 'Cash out crypto to fiat'}).click();
    await expect(page).toHaveURL(/#cash-out-crypto-to-fiat$/);
  });

  test('the drawer takes keyboard focus, keeps it, and closes on Escape', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await open(page, '/quickstart/overview/');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('route announcer', () => {
  test('tells assistive technology which page a client-side navigation opened', async ({page}) => {
    await open(page, '/');
    const announcer = page.getByTestId('route-announcer');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(announcer).toHaveText('');
    await page.getByRole('main').getByRole('link', {name: 'quickstart overview'}).click();
    await expect(announcer).toHaveText('Quickstart overview');
  });
});
