import type {Locator, Page} from '@playwright/test';
import {expectNoAxeViolations} from './axe';
import {expect, open, test} from './fixtures';
import {PHONE, phoneOptions, tablesOf} from './phone-layout';

test.use(phoneOptions);

/** One page of each kind whose drawer a reader opens: a guide, an API guide, a blog post. */
const DRAWER_PAGES = [
  {path: '/quickstart/overview/', category: 'Accept payments', link: 'Accept donations'},
  {path: '/for-developers/api/using-api-for-checkout/', category: 'Wallets', link: 'Movement of funds'},
  {path: '/blog/welcome/', category: null, link: 'What changes for merchants on 27 November'},
] as const;

/** A category's control: its own label when it has no page, else the caret beside its link. */
function categoryToggle(drawer: Locator, category: string): Locator {
  return drawer.getByRole('button', {name: new RegExp(`^(${category}|Expand sidebar category '${category}')$`)});
}

const drawerOf = (page: Page) => page.locator('.navbar-sidebar');

/** The drawer's box, which must be the whole height of the screen, from its top. */
async function expectFullHeight(drawer: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box && {top: Math.round(box.y), height: Math.round(box.height)};
    })
    .toEqual({top: 0, height: PHONE.height});
}

async function openDrawer(page: Page): Promise<Locator> {
  await page.getByRole('button', {name: 'Toggle navigation bar'}).tap();
  const drawer = drawerOf(page);
  await expect(drawer).toBeVisible();
  await expectFullHeight(drawer);
  return drawer;
}

test.describe('the navigation drawer on a phone', () => {
  test('keeps the version badge a badge, not a full-width pill', async ({page}) => {
    await open(page, '/quickstart/overview/');
    const drawer = await openDrawer(page);
    // The drawer's first panel is the navbar's menu, where the version badge sits.
    await drawer.getByRole('button', {name: '← Back to main menu'}).tap();
    const badge = drawer.locator('a.navbar__version');
    await expect(badge).toBeVisible();
    const box = await badge.boundingBox();
    expect(box?.width ?? PHONE.width).toBeLessThan(120);
  });

  for (const {path, category, link} of DRAWER_PAGES) {
    test(`${path}: opens to the full height of the screen and shows the menu`, async ({page}) => {
      await open(page, path);
      const drawer = await openDrawer(page);
      const menuLink = drawer.getByRole('link', {name: link, exact: true});
      if (category) {
        // A collapsed category opens on a tap, and the drawer stays as it was.
        await expect(menuLink).toBeHidden();
        await categoryToggle(drawer, category).tap();
        await expect(menuLink).toBeVisible();
        await expect(drawer).toBeVisible();
        await expectFullHeight(drawer);
      }
      await expect(menuLink).toBeInViewport();
    });

    test(`${path}: a tap on a page link goes there and closes the drawer`, async ({page}) => {
      await open(page, path);
      const drawer = await openDrawer(page);
      if (category) await categoryToggle(drawer, category).tap();
      const target = drawer.getByRole('link', {name: link, exact: true});
      const href = await target.getAttribute('href');
      await target.tap();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
    });
  }

  test('a keyboard reader who tabs into the hidden navbar gets it back, and its drawer opens in full', async ({
    page,
  }) => {
    await open(page, '/what-is-coinloom/general-concepts-about-coinloom/');
    // Halfway down, with room to scroll on whatever the page's length; then a second, small scroll down, which
    // gives the theme a direction and hides the navbar. Each is its own move, as a reader's are: both in one
    // frame make one scroll event from the top, which the theme does not count as scrolling down (the
    // cause of a failure on a busy machine).
    const halfway = await page.evaluate(() => (document.documentElement.scrollHeight - window.innerHeight) / 2);
    await scrollAndSettle(page, halfway);
    await scrollAndSettle(page, halfway + 200);
    const navbar = page.locator('nav.navbar');
    await expect.poll(() => navbar.evaluate((nav) => nav.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
    const readingPosition = await page.evaluate(() => window.scrollY);

    // Focus sits just before the navbar in tab order (the announcement's close button), without scrolling;
    // the next Tab moves it into the hidden navbar.
    await page
      .getByRole('button', {name: 'Close'})
      .evaluate((button: HTMLElement) => button.focus({preventScroll: true}));
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect.poll(() => navbar.evaluate((nav) => nav.getBoundingClientRect().top)).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(readingPosition);

    await page.keyboard.press('Enter');
    const drawer = drawerOf(page);
    await expect(drawer).toBeVisible();
    await expectFullHeight(drawer);
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });
});

test.describe('tables on a phone', () => {
  for (const path of ['/what-is-coinloom/specification/', '/payments/cart/']) {
    test(`${path}: every table reads without sideways scrolling, each value under its column's name`, async ({
      page,
    }) => {
      await open(page, path);
      const tables = await tablesOf(page);
      expect(tables.length).toBeGreaterThan(2);
      for (const [index, table] of tables.entries()) {
        const name = `table ${index + 1} (${table.headers.join(' | ')})`;
        expect(table.overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(1);
        expect(table.stacked, name).toBe(table.headers.length >= 3);
        if (!table.stacked) continue;
        for (const row of table.rows) {
          row.forEach((cell, column) => {
            // Each value takes the card's width, not a column a few words wide.
            if (cell.text) expect(cell.widthShare, `${name}: ${cell.text}`).toBeGreaterThan(0.85);
            // The first cell titles the card; every other value carries its column's name.
            if (column > 0) expect(cell.label, `${name}: ${cell.text}`).toBe(JSON.stringify(table.headers[column]));
          });
        }
      }
    });
  }

  for (const [mode, page] of [
    ['light', 'rgb(255, 255, 255)'],
    ['dark', 'rgb(22, 24, 29)'],
  ] as const) {
    test(`a small tablet keeps the columns, and a table that scrolls has edge shadows for a cue (${mode})`, async ({
      page: tab,
    }) => {
      await tab.emulateMedia({colorScheme: mode});
      await tab.setViewportSize({width: 700, height: 900});
      await open(tab, '/payments/cart/');
      await expect(tab.locator('article table[data-stack] thead').first()).toBeVisible();
      const scrollers = tab.locator('article :is([role="region"]:has(> table), table:not([role="region"] > table))');
      expect(await scrollers.count()).toBeGreaterThan(2);
      const backgrounds = await scrollers.evaluateAll((els) =>
        els.map((el) => ({
          image: getComputedStyle(el).backgroundImage,
          attachment: getComputedStyle(el).backgroundAttachment,
        })),
      );
      for (const {image, attachment} of backgrounds) {
        // Two covers that move with the content (`local`) over two shadows fixed to the edges (`scroll`);
        // the covers are the page's own opaque colour, so a shadow shows only where columns are hidden.
        expect(attachment).toBe('local, local, scroll, scroll');
        expect(image.startsWith(`linear-gradient(to right, ${page} 30%`), image).toBe(true);
      }
    });
  }
});

test.describe('type on a phone', () => {
  const samples = {
    'a guide': '/quickstart/receive-payment-for-business/',
    'an API guide': '/for-developers/api/using-api-for-checkout/',
    'a blog post': '/blog/mdx-blog-post/',
  };
  for (const [kind, path] of Object.entries(samples)) {
    test(`${kind}: headings step down to the width of the screen`, async ({page}) => {
      await open(page, path);
      await expect(page.locator('article h1').first()).toHaveCSS('font-size', '26px');
      await expect(page.locator('article h2').first()).toHaveCSS('font-size', '21px');
    });
  }

  test('the desktop keeps its large headings', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await open(page, samples['a guide']);
    await expect(page.locator('article h1').first()).toHaveCSS('font-size', '48px');
    await expect(page.locator('article h2').first()).toHaveCSS('font-size', '32px');
  });
});

/**
 * Scrolls the window to `top` and waits until the browser has dispatched the scroll event and painted the
 * next frame, so that the theme's scroll listener has seen this move on its own.
 */
async function scrollAndSettle(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), {once: true});
        window.scrollTo(0, top);
      }),
    top,
  );
}

test.describe('the top of a doc page on a phone', () => {
  /** A guide, a network guide, the API reference and the landing page. */
  const PAGES = [
    '/quickstart/send-payment/',
    '/for-developers/interaction-with-crypto-networks/working-with-the-bitcoin-network/',
    '/for-developers/specification/',
    '/',
  ];
  /** How far down the screen the page's title may start (px), under the announcement bar and once it is closed. */
  const TITLE_TOP_MAX = {withBar: 200, withoutBar: 165};
  /** The smallest tap target WCAG 2.2 AA allows (2.5.8), which axe's target-size checks. */
  const MIN_TARGET = 24;

  for (const path of PAGES) {
    test(`${path}: the title starts within ${TITLE_TOP_MAX.withBar} px, ${TITLE_TOP_MAX.withoutBar} px once the bar is closed`, async ({
      page,
    }) => {
      await open(page, path);
      const titleTop = () => page.getByRole('heading', {level: 1}).evaluate((h1) => h1.getBoundingClientRect().top);
      expect(await titleTop()).toBeLessThan(TITLE_TOP_MAX.withBar);
      await page.getByRole('button', {name: 'Close'}).tap();
      await expect(page.locator('.theme-announcement-bar')).toBeHidden();
      expect(await titleTop()).toBeLessThan(TITLE_TOP_MAX.withoutBar);

      // Copy page and View as Markdown share the breadcrumbs' first line, as targets a finger can hit.
      const crumbs = await page.getByRole('navigation', {name: 'Breadcrumbs'}).boundingBox();
      for (const action of [
        page.getByRole('button', {name: 'Copy page'}),
        page.getByRole('link', {name: 'View as Markdown'}),
      ]) {
        const box = await action.boundingBox();
        if (!crumbs || !box) throw new Error(`${path}: no breadcrumbs or no actions`);
        expect(box.y).toBeLessThan(crumbs.y + crumbs.height / 2);
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(MIN_TARGET);
      }
      // The row as a whole: the crumbs' targets too, and the names the icons keep.
      await expectNoAxeViolations(page, 'article > :first-child');
    });
  }
});

test.describe('keyboard hints', () => {
  const homeHint = (page: Page) => page.getByText('on any page to search');
  const searchButton = (page: Page) =>
    page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search'});

  /** Opens search from the navbar and waits for results, with the footer that carries the dialog's key hints. */
  async function searchFor(page: Page, query: string): Promise<Locator> {
    await searchButton(page).click();
    const dialog = page.getByRole('dialog', {name: 'Search the docs'});
    await dialog.getByRole('combobox').fill(query);
    await expect(dialog.getByRole('link', {name: /^See all \d+ results$/})).toBeVisible();
    return dialog.getByText('to move');
  }

  for (const [device, viewport] of [
    ['a touch phone', PHONE],
    ['a touch tablet held sideways', {width: 1280, height: 800}],
  ] as const) {
    test(`${device} shows none: on the landing page, on the search button, in the search dialog`, async ({page}) => {
      await page.setViewportSize(viewport);
      await open(page, '/');
      await expect(homeHint(page)).toBeAttached();
      await expect(homeHint(page)).toBeHidden();
      await expect(searchButton(page).locator('kbd').first()).toBeHidden();
      await expect(await searchFor(page, 'wallet')).toBeHidden();
    });
  }

  test('a desktop with a mouse shows them all', async ({browser}) => {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}, hasTouch: false, isMobile: false});
    const page = await context.newPage();
    await open(page, '/');
    await expect(homeHint(page)).toBeVisible();
    await expect(searchButton(page).locator('kbd').first()).toBeVisible();
    await expect(await searchFor(page, 'wallet')).toBeVisible();
    await context.close();
  });
});
