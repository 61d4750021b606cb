import type {Page} from '@playwright/test';
import {expect, open, test} from './fixtures';

/** The specification's constant: zoom is attached again this long after each route change. */
const REATTACH_MS = 1000;
/** The space kept around a zoomed figure (`themeConfig.zoom.config.margin`). */
const ZOOM_MARGIN = 8;
/** medium-zoom ignores a close request while its opening animation (300 ms) runs. */
const OPENING_MS = 400;

/** Waits until the zoom is attached to the page's first figure (about 1 s after the route changed). */
async function zoomReady(page: Page) {
  const figure = page.locator('article .markdown img').first();
  await expect(figure).toHaveClass(/medium-zoom-image/);
  return figure;
}

async function zoomFirstFigure(page: Page) {
  const figure = await zoomReady(page);
  await figure.scrollIntoViewIfNeeded();
  await figure.click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await expect(page.locator('img.medium-zoom-image--opened')).toBeVisible();
  await page.waitForTimeout(OPENING_MS);
  await page.keyboard.press('Escape');
  await expect(page.locator('img.medium-zoom-image--opened')).toHaveCount(0);
}

test.describe('image zoom', () => {
  test('zooms a figure on click, on a backdrop that suits each colour mode', async ({page}) => {
    await open(page, '/what-is-coinloom/');
    const figure = await zoomReady(page);
    await figure.scrollIntoViewIfNeeded();
    await figure.click();
    const overlay = page.locator('.medium-zoom-overlay');
    await expect(overlay).toHaveCSS('background-color', 'rgba(255, 255, 255, 0.96)');
    await page.waitForTimeout(OPENING_MS);
    await page.keyboard.press('Escape');
    await expect(page.locator('img.medium-zoom-image--opened')).toHaveCount(0);

    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await figure.click();
    await expect(overlay).toHaveCSS('background-color', 'rgba(24, 25, 27, 0.96)');
  });

  test('still zooms after a client-side navigation, once 1 s has passed', async ({page}) => {
    await open(page, '/what-is-coinloom/');
    await zoomFirstFigure(page);

    // Timed inside the page: from the click to the moment the new page's figure becomes zoomable.
    await page.evaluate(() => {
      const timing = {clickedAt: 0, attachedAt: 0};
      Object.assign(window, {zoomTiming: timing});
      const previous = document.querySelector('article .markdown img');
      document.addEventListener('click', () => (timing.clickedAt = performance.now()), {capture: true, once: true});
      const watch = () => {
        const figure = document.querySelector('article .markdown img');
        if (figure && figure !== previous && figure.classList.contains('medium-zoom-image')) {
          timing.attachedAt = performance.now();
          return;
        }
        requestAnimationFrame(watch);
      };
      watch();
    });
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'System components'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Coinloom system components and architecture');
    await zoomFirstFigure(page);
    const timing = await page.evaluate(
      () => (window as unknown as {zoomTiming: {clickedAt: number; attachedAt: number}}).zoomTiming,
    );
    expect(timing.attachedAt - timing.clickedAt).toBeGreaterThanOrEqual(REATTACH_MS - 50);
  });

  // Figures are SVG: a zoomed one fills the screen, less the margin, whatever its own size. A wide
  // figure grows to the screen's width; a tall one (an app screen) to its height.
  const figures = [
    {path: '/quickstart/receive-payment-for-business/', fills: 'width'},
    {path: '/functional/withdrawal/', fills: 'height'},
  ] as const;
  for (const mode of ['light', 'dark'] as const) {
    test(`a zoomed figure fills a 1280 × 800 screen, in ${mode} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await page.setViewportSize({width: 1280, height: 800});
      for (const {path, fills} of figures) {
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const figure = await zoomReady(page);
        await figure.scrollIntoViewIfNeeded();
        const inline = await figure.boundingBox();
        await figure.click();
        const zoomed = page.locator('img.medium-zoom-image--opened');
        await expect(zoomed).toBeVisible();
        await page.waitForTimeout(OPENING_MS);
        const box = await zoomed.boundingBox();
        if (!inline || !box) throw new Error(`${path}: the figure has no box`);
        const size = `${path}: ${Math.round(box.width)} × ${Math.round(box.height)} from ${Math.round(inline.width)} px wide`;
        if (fills === 'width') {
          expect(box.width, size).toBeGreaterThanOrEqual(1.3 * inline.width);
          expect(box.width, size).toBeCloseTo(1280 - 2 * ZOOM_MARGIN, 0);
        } else {
          expect(box.height, size).toBeCloseTo(800 - 2 * ZOOM_MARGIN, 0);
          expect(box.width, size).toBeGreaterThan(inline.width);
        }
        await page.keyboard.press('Escape');
        await expect(zoomed).toHaveCount(0);
      }
    });
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`on a 390 × 844 touch phone, a tapped figure fills the screen's width or height, never smaller than shown (${mode})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: {width: 390, height: 844},
        hasTouch: true,
        isMobile: true,
        colorScheme: mode,
      });
      const page = await context.newPage();
      for (const path of ['/functional/withdrawal/', '/quickstart/receive-payment-for-business/']) {
        await open(page, path);
        const figure = await zoomReady(page);
        await figure.scrollIntoViewIfNeeded();
        const inline = await figure.boundingBox();
        await figure.tap();
        const zoomed = page.locator('img.medium-zoom-image--opened');
        await expect(zoomed).toBeVisible();
        await page.waitForTimeout(OPENING_MS);
        const box = await zoomed.boundingBox();
        if (!inline || !box) throw new Error(`${path}: the figure has no box`);
        expect(box.width, path).toBeGreaterThanOrEqual(inline.width);
        const fillsWidth = Math.abs(box.width - (390 - 2 * ZOOM_MARGIN)) < 2;
        const fillsHeight = Math.abs(box.height - (844 - 2 * ZOOM_MARGIN)) < 2;
        expect(fillsWidth || fillsHeight, `${path}: ${Math.round(box.width)} × ${Math.round(box.height)}`).toBe(true);
        // The zoomed figure covers the overlay's centre; a tap on it closes the zoom as well.
        await zoomed.tap();
        await expect(zoomed).toHaveCount(0);
      }
      await context.close();
    });
  }

  test('leaves images outside page content alone', async ({page}) => {
    await open(page, '/what-is-coinloom/');
    await zoomReady(page);
    await expect(page.locator('.navbar__logo img.medium-zoom-image')).toHaveCount(0);
    await expect(page.locator('footer img.medium-zoom-image, nav img.medium-zoom-image')).toHaveCount(0);
  });
});
