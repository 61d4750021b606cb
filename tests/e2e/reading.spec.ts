import type {Page} from '@playwright/test';
import {expect, open, test} from './fixtures';
import {PHONE, cutFigures, tablesOf} from './phone-layout';
import {chooseColourMode} from './site-storage';

/**
 * Figures, diagrams, tables and prose as readers see them (issue 25), at 1600 and 1280 px and on a
 * 390 × 844 touch phone, in light and dark mode. every-route.spec.ts checks the fit of every route at
 * 1280 px (light) and on the phone (dark); this spec takes the pages with the widest tables, an app
 * screen and a status diagram through every width in both modes, and checks what the words say.
 */

const PAGES = {
  /** The widest table: every network side by side. */
  networks: '/what-is-coinloom/specification/',
  /** An app-screen figure with eight callouts, four of them at the right edge. */
  screen: '/functional/wallets/auto-sign/',
  /** An app-screen figure with a table as wide as the screen (control 14). */
  wideControls: '/functional/withdrawal/',
  /** The withdrawal status diagram. */
  diagram: '/for-developers/api/using-api-for-wallet/movement-of-funds-upon-withdrawal/',
  /** Long prose. */
  prose: '/what-is-coinloom/cryptocurrency-payments-through-coinloom/',
};

const screens = [
  {name: '1600 px', viewport: {width: 1600, height: 900}, touch: false},
  {name: '1280 px', viewport: {width: 1280, height: 800}, touch: false},
  {name: 'a 390 × 844 phone', viewport: PHONE, touch: true},
] as const;

for (const {name, viewport, touch} of screens) {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${name}, ${mode} mode`, () => {
      test.use({viewport, hasTouch: touch, isMobile: touch});

      test('no table, figure or diagram is cut off', async ({page}) => {
        await chooseColourMode(page, mode);
        for (const path of [PAGES.networks, PAGES.screen, PAGES.diagram]) {
          await open(page, path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          for (const table of await tablesOf(page)) {
            expect(
              table.overflow,
              `${path}: the table ${table.headers.join(' | ')} scrolls sideways`,
            ).toBeLessThanOrEqual(1);
          }
          expect(await cutFigures(page), path).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
            viewport.width,
          );
        }
      });

      test('a status diagram shows whole, its labels at a readable size', async ({page}) => {
        await chooseColourMode(page, mode);
        await open(page, PAGES.diagram);
        const diagram = page.getByRole('img', {name: 'How a WithdrawalStatus value changes'}).filter({visible: true});
        await expect(diagram).toHaveCount(1);
        await diagram.scrollIntoViewIfNeeded();
        const {scale, texts, inside} = await diagram.evaluate((svg) => {
          const box = svg.getBoundingClientRect();
          const view = (svg as SVGSVGElement).viewBox.baseVal;
          const labels = [...svg.querySelectorAll('text')].map((text) => text.getBoundingClientRect());
          return {
            scale: box.width / view.width,
            texts: labels.length,
            inside: labels.every((label) => label.left >= box.left - 1 && label.right <= box.right + 1),
          };
        });
        expect(texts).toBeGreaterThan(3);
        expect(inside, 'every label inside the drawing').toBe(true);
        // 14 px labels drawn at 0.75 or more: at least 10.5 px on screen.
        expect(scale).toBeGreaterThanOrEqual(0.75);
      });
    });
  }
}

/** The drawing scale of each visible crop of the app-screen figure: its width over its view box's. */
async function cropScales(page: Page): Promise<number[]> {
  return page.locator('.figure-crops img').evaluateAll((images) =>
    images
      .filter((image) => image.checkVisibility())
      .map((image) => {
        const view = /viewBox\(([\d.]+),([\d.]+),([\d.]+),([\d.]+)\)/.exec((image as HTMLImageElement).src);
        return image.getBoundingClientRect().width / Number(view?.[3] ?? Infinity);
      }),
  );
}

test.describe('an app-screen figure', () => {
  test('on a phone shows whole, with crops around its numbers at a size that reads', async ({page}) => {
    await page.setViewportSize(PHONE);
    await open(page, PAGES.screen);
    const figure = page.locator('figure.figure').first();
    const whole = figure.locator('> p img');
    const box = await whole.boundingBox();
    expect(box && box.width).toBeLessThanOrEqual(PHONE.width);
    const scales = await cropScales(page);
    expect(scales.length).toBeGreaterThan(1);
    // The numbers are 13 units on a 22-unit disc: at 0.6 or more, 7.8 px on a 13 px disc, against 4.8 px whole.
    for (const scale of scales) expect(scale).toBeGreaterThanOrEqual(0.6);
    // Never larger than life: a narrow crop keeps its size instead of stretching across the column.
    for (const scale of scales) expect(scale).toBeLessThanOrEqual(1.01);
    const numbers = await page
      .locator('.figure-crops img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
    const shown = numbers.flatMap((alt) => [...alt.matchAll(/\d+/g)].map((match) => Number(match[0])));
    const controls = await page
      .getByRole('region', {name: /^Controls of the/})
      .locator('tbody tr')
      .count();
    expect([...new Set(shown)].sort((a, b) => a - b)).toEqual(Array.from({length: controls}, (_, index) => index + 1));
  });

  test('on a phone frames each control whole, a table across the screen too, larger than the figure', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await open(page, PAGES.wideControls);
    // The first figure of the page is the Withdrawal screen's.
    const first = page.locator('figure.figure').first();
    const whole = first.locator('> p img');
    const figure = await (await page.request.get((await whole.getAttribute('src')) ?? '')).text();
    const boxes = new Map(
      [...figure.matchAll(/data-callout="(\d+)" data-box="(\d+) (\d+) (\d+) (\d+)"/g)].map(([, n, ...box]) => [
        Number(n),
        box.map(Number),
      ]),
    );
    const wholeScale = ((await whole.boundingBox())?.width ?? 0) / 960;
    const crops = await first.locator('.figure-crops img').evaluateAll((images) =>
      images.map((image) => ({
        alt: image.getAttribute('alt') ?? '',
        view: (/viewBox\(([\d.]+),([\d.]+),([\d.]+),([\d.]+)\)/.exec((image as HTMLImageElement).src) ?? [])
          .slice(1)
          .map(Number),
        width: image.getBoundingClientRect().width,
      })),
    );
    expect(crops.length).toBeGreaterThan(1);
    for (const {alt, view, width} of crops) {
      const numbers = [...alt.matchAll(/\d+/g)].map((match) => Number(match[0]));
      expect(alt).toMatch(numbers.length === 1 ? / is$/ : / are$/);
      const [x, y, w, h] = view;
      for (const n of numbers) {
        const [left, top, boxW, boxH] = boxes.get(n) ?? [0, 0, Infinity, Infinity];
        expect(x <= left && y <= top && x + w >= left + boxW && y + h >= top + boxH, `${alt}: ${n} whole`).toBe(true);
      }
      expect(width / w, alt).toBeGreaterThan(wholeScale * 1.2);
      expect(width / w, `${alt}: reads, at 0.6 of life or more`).toBeGreaterThanOrEqual(0.6);
    }
    // The Withdrawals table is wider than the column at that scale: its crop scrolls sideways, by keyboard too.
    const table = first.getByRole('region', {name: /scrolling sideways$/});
    await expect(table).toHaveCount(1);
    const room = await table.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(room).toBeGreaterThan(0);
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('at 1280 px reads whole, without the crops', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await open(page, PAGES.screen);
    expect(await cropScales(page)).toEqual([]);
    await expect(page.locator('figure.figure figcaption').first()).toBeVisible();
  });
});

test.describe('reading comfort', () => {
  test('prose keeps about 80 characters a line at 1600 px, while tables take the width', async ({page}) => {
    await page.setViewportSize({width: 1600, height: 900});
    await open(page, PAGES.prose);
    const {perLine, proseWidth, articleWidth} = await page.evaluate(() => {
      const paragraphs = [...document.querySelectorAll('.theme-doc-markdown > p')].filter(
        (p) => (p.textContent ?? '').length > 300,
      );
      const lineHeight = parseFloat(getComputedStyle(paragraphs[0]).lineHeight);
      const counts = paragraphs.map((p) => {
        const lines = Math.round(p.getBoundingClientRect().height / lineHeight);
        return (p.textContent ?? '').length / Math.max(1, lines - 0.5);
      });
      return {
        perLine: counts.reduce((sum, count) => sum + count, 0) / counts.length,
        proseWidth: paragraphs[0].getBoundingClientRect().width,
        articleWidth: document.querySelector('.theme-doc-markdown')?.getBoundingClientRect().width ?? 0,
      };
    });
    expect(perLine).toBeGreaterThan(65);
    expect(perLine).toBeLessThanOrEqual(85);
    expect(articleWidth - proseWidth, 'room the tables and figures may use').toBeGreaterThan(200);
  });

  test('table headers and row titles start at the left', async ({page}) => {
    await open(page, PAGES.networks);
    const aligns = await page
      .locator('article table th')
      .evaluateAll((cells) => [...new Set(cells.map((cell) => getComputedStyle(cell).textAlign))]);
    expect(
      aligns.every((align) => align === 'start' || align === 'left'),
      aligns.join(', '),
    ).toBe(true);
  });
});
