import type {Browser, Page} from '@playwright/test';
import {DOM_BUDGETS} from '../../scripts/lib/budgets.mjs';
import {SAMPLE_PAGES} from '../../scripts/lib/page-weight.mjs';
import {REFERENCE_ROUTE, apiGuides, operationIds} from './api-pages';
import {expect, hydrated, test} from './fixtures';

/**
 * The API pages' layout (issue 14), against the markup contract of the API
 * components: each operation is a `[data-api-operation="<operationId>"]` block
 * with its title (`[data-api-title]`) and, where it has samples, its samples
 * (`[data-api-samples]`, language tabs). A reader sees the first sample without
 * scrolling far past the title, beside the details on a wide screen and right
 * under the title on a phone; the pages stay small enough to load fast; and a
 * tab answers a click at once, even on a slow phone.
 */

const guides = apiGuides();

const DESKTOP = {width: 1280, height: 800};
const PHONE = {width: 390, height: 844};

/** The most the first sample may start below its operation's title, in CSS pixels: one screen. */
const SAMPLES_WITHIN = 800;

/** Where an operation's parts are, in document coordinates, measured by `measureOperations`. */
type OperationBox = {
  id: string;
  hasTitle: boolean;
  hasSamples: boolean;
  titleTop: number;
  titleBottom: number;
  titleLeft: number;
  samplesTop: number;
  samplesLeft: number;
  /** A table lies after the title and before the samples in document order. */
  tableBetween: boolean;
};

/** Opens a page and waits for its load event and hydration. */
async function load(page: Page, path: string): Promise<void> {
  await page.goto(path, {waitUntil: 'load'});
  await hydrated(page);
}

/** Scrolls the whole page a screen at a time, so anything rendered only when seen is rendered. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => window.requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Every operation block on the page, measured with its top in the middle of
 * the screen: there a sticky samples box sits where the page puts it, not
 * where scrolling pushes it. Waits up to a second for the samples of the
 * operations named in `expectSamples`, in case they render once seen.
 */
async function measureOperations(page: Page, expectSamples: readonly string[]): Promise<OperationBox[]> {
  return page.evaluate(async (expected) => {
    const frame = () => new Promise((resolve) => window.requestAnimationFrame(resolve));
    const boxes: OperationBox[] = [];
    for (const operation of document.querySelectorAll('[data-api-operation]')) {
      const id = operation.getAttribute('data-api-operation') ?? '';
      window.scrollTo(0, operation.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2);
      await frame();
      await frame();
      const started = performance.now();
      while (
        !operation.querySelector('[data-api-samples]') &&
        expected.includes(id) &&
        performance.now() - started < 1000
      ) {
        await frame();
      }
      const title = operation.querySelector('[data-api-title]');
      const samples = operation.querySelector('[data-api-samples]');
      const titleBox = title?.getBoundingClientRect();
      const samplesBox = samples?.getBoundingClientRect();
      const tableBetween =
        Boolean(title && samples) &&
        [...document.getElementsByTagName('table')].some(
          (table) =>
            !title?.contains(table) &&
            Boolean(title && title.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING) &&
            Boolean(samples && table.compareDocumentPosition(samples) & Node.DOCUMENT_POSITION_FOLLOWING),
        );
      boxes.push({
        id,
        hasTitle: Boolean(title),
        hasSamples: Boolean(samples),
        titleTop: Math.round((titleBox?.top ?? 0) + window.scrollY),
        titleBottom: Math.round((titleBox?.bottom ?? 0) + window.scrollY),
        titleLeft: Math.round(titleBox?.left ?? 0),
        samplesTop: Math.round((samplesBox?.top ?? 0) + window.scrollY),
        samplesLeft: Math.round(samplesBox?.left ?? 0),
        tableBetween,
      });
    }
    return boxes;
  }, expectSamples);
}

/** The operations whose samples start more than a screen below their title, with the gap. */
function samplesTooFar(boxes: OperationBox[]): string[] {
  return boxes
    .filter((box) => box.hasTitle && box.hasSamples && box.samplesTop - box.titleTop > SAMPLES_WITHIN)
    .map((box) => `${box.id}: ${box.samplesTop - box.titleTop} px below its title`);
}

/** Checks the blocks of a guide against what its source places: each endpoint a block with a title, samples where the page shows them. */
function expectGuideBlocks(boxes: OperationBox[], guide: (typeof guides)[number]): void {
  const rendered = boxes.map((box) => box.id);
  expect
    .soft(
      guide.endpoints.filter((id) => !rendered.includes(id)),
      'endpoints the page places that are not operation blocks',
    )
    .toEqual([]);
  expect
    .soft(
      boxes.filter((box) => !box.hasTitle).map((box) => box.id),
      'blocks without [data-api-title]',
    )
    .toEqual([]);
  expect
    .soft(
      guide.withSamples.filter((id) => !boxes.some((box) => box.id === id && box.hasSamples)),
      'operations whose samples the page shows outside their block',
    )
    .toEqual([]);
}

test.describe('API pages: DOM size at first load', () => {
  async function elementCount(page: Page, path: string): Promise<number> {
    await load(page, path);
    return page.evaluate(() => document.getElementsByTagName('*').length);
  }

  for (const {route} of guides) {
    test(`${route} has at most ${DOM_BUDGETS.apiGuide} elements`, async ({page}) => {
      const count = await elementCount(page, route);
      test.info().annotations.push({type: 'elements', description: String(count)});
      expect(count).toBeLessThanOrEqual(DOM_BUDGETS.apiGuide);
    });
  }

  test(`the reference has at most ${DOM_BUDGETS.apiReference} elements`, async ({page}) => {
    test.setTimeout(120_000);
    const count = await elementCount(page, REFERENCE_ROUTE);
    test.info().annotations.push({type: 'elements', description: String(count)});
    expect(count).toBeLessThanOrEqual(DOM_BUDGETS.apiReference);
  });
});

for (const [name, screen] of [
  ['1280 × 800', {viewport: DESKTOP}],
  ['a 390 × 844 phone', {viewport: PHONE, isMobile: true, hasTouch: true}],
] as const) {
  test.describe(`API pages on ${name}: the first sample within a screen of its title`, () => {
    test.use(screen);
    const onPhone = screen.viewport === PHONE;

    for (const guide of guides) {
      test(`${guide.route}`, async ({page}) => {
        await load(page, guide.route);
        const boxes = await measureOperations(page, guide.withSamples);
        expectGuideBlocks(boxes, guide);
        expect.soft(samplesTooFar(boxes), `samples more than ${SAMPLES_WITHIN} px below their title`).toEqual([]);
        if (onPhone) {
          // One column: the samples come right after the title, before any table of the details.
          expect
            .soft(
              boxes
                .filter(
                  (box) => box.hasTitle && box.hasSamples && (box.samplesTop < box.titleBottom || box.tableBetween),
                )
                .map((box) => `${box.id}: ${box.tableBetween ? 'a table comes first' : 'samples above the title'}`),
              'samples that do not follow their title directly',
            )
            .toEqual([]);
        }
      });
    }

    test('the reference: every operation has samples', async ({page}) => {
      test.setTimeout(180_000);
      await load(page, REFERENCE_ROUTE);
      await scrollThrough(page);
      const boxes = await measureOperations(page, operationIds);
      const blocks = boxes.map((box) => box.id);
      expect
        .soft(
          operationIds.filter((id) => !blocks.includes(id)),
          'operations without a block',
        )
        .toEqual([]);
      expect
        .soft(
          boxes.filter((box) => !box.hasTitle).map((box) => box.id),
          'blocks without a title',
        )
        .toEqual([]);
      expect
        .soft(
          boxes.filter((box) => !box.hasSamples).map((box) => box.id),
          'blocks without samples',
        )
        .toEqual([]);
      expect.soft(samplesTooFar(boxes), `samples more than ${SAMPLES_WITHIN} px below their title`).toEqual([]);
    });
  });
}

test.describe('an API guide on 1280 × 800: two columns', () => {
  test.use({viewport: DESKTOP});

  test('the samples sit beside the details and stay in view while the reader scrolls through them', async ({page}) => {
    await load(page, SAMPLE_PAGES.apiGuide);
    const operation = page
      .locator('[data-api-operation]')
      .filter({has: page.locator('[data-api-samples]')})
      .first();
    const title = operation.locator('[data-api-title]').first();
    const samples = operation.locator('[data-api-samples]').first();
    await expect(operation, 'an operation block with samples').toBeAttached();
    await operation.scrollIntoViewIfNeeded();
    const [titleBox, samplesBox] = [await title.boundingBox(), await samples.boundingBox()];
    expect(titleBox && samplesBox, 'title and samples have boxes').toBeTruthy();
    // Beside, not below: the samples start well to the right of where the title starts.
    expect(samplesBox?.x ?? 0, 'left edge of the samples').toBeGreaterThan((titleBox?.x ?? 0) + 300);

    // Halfway through the operation the samples box is still on screen.
    await operation.evaluate((element) => {
      const box = element.getBoundingClientRect();
      window.scrollTo(0, box.top + window.scrollY + box.height / 2 - window.innerHeight / 2);
    });
    await expect
      .poll(async () => Math.round((await samples.boundingBox())?.y ?? -1), {
        message: 'top of the samples, halfway through the operation',
      })
      .toBeGreaterThanOrEqual(0);
    expect((await samples.boundingBox())?.y ?? DESKTOP.height).toBeLessThan(DESKTOP.height);
  });
});

/** What the page recorded about the first click on the first samples' Node.js tab (see `recordTabResponse`). */
type TabTiming = {
  loadEventEnd: number;
  clickAt: number | null;
  selectedAt: number | null;
  hitTab: boolean | null;
  selectedBefore: boolean | null;
};

/** Installed before the page's own scripts: notes the click, and when the Node.js tab becomes selected and shows its panel. */
function recordTabResponse(): void {
  type Recorder = {
    clickAt: number | null;
    selectedAt: number | null;
    hitTab: boolean | null;
    selectedBefore: boolean | null;
  };
  const timing: Recorder = {clickAt: null, selectedAt: null, hitTab: null, selectedBefore: null};
  (window as unknown as {tabTiming: Recorder}).tabTiming = timing;
  const nodeTab = () =>
    [...(document.querySelector('[data-api-samples]')?.querySelectorAll('[role="tab"]') ?? [])].find(
      (tab) => tab.textContent?.trim() === 'Node.js',
    );
  const shows = (tab: Element) => {
    const samples = tab.closest('[data-api-samples]');
    const tabs = [...(samples?.querySelectorAll('[role="tab"]') ?? [])];
    const panel = samples?.querySelectorAll('[role="tabpanel"]')[tabs.indexOf(tab)];
    return (
      tab.getAttribute('aria-selected') === 'true' &&
      panel instanceof HTMLElement &&
      !panel.hidden &&
      panel.checkVisibility()
    );
  };
  // The press starts the clock: its time is when the browser took it, however long the busy page took to
  // handle it, and the click that follows (on release) waits for the page.
  window.addEventListener(
    'pointerdown',
    (event) => {
      const tab = nodeTab();
      if (timing.clickAt === null) {
        timing.clickAt = event.timeStamp;
        timing.selectedBefore = Boolean(tab && shows(tab));
      }
    },
    {capture: true},
  );
  window.addEventListener(
    'click',
    (event) => {
      const tab = nodeTab();
      if (timing.hitTab === null) {
        timing.hitTab = Boolean(tab && event.target instanceof Node && tab.contains(event.target));
      }
    },
    {capture: true},
  );
  // The reader's click, at the load event: queued behind whatever the page has queued by then, as an input
  // would be. Dispatched by the page itself, because a click sent by the test arrives a few hundred
  // milliseconds late on a busy machine, and that delay is the test's, not the page's.
  window.addEventListener('load', () => {
    window.setTimeout(() => {
      const tab = nodeTab();
      if (!tab) return;
      const init = {bubbles: true, cancelable: true, composed: true, button: 0};
      tab.dispatchEvent(new PointerEvent('pointerdown', {...init, isPrimary: true}));
      tab.dispatchEvent(new MouseEvent('mousedown', init));
      tab.dispatchEvent(new PointerEvent('pointerup', {...init, isPrimary: true}));
      tab.dispatchEvent(new MouseEvent('mouseup', init));
      tab.dispatchEvent(new MouseEvent('click', init));
    }, 0);
  });
  new MutationObserver(() => {
    const tab = nodeTab();
    if (timing.clickAt !== null && timing.selectedAt === null && tab && shows(tab)) {
      timing.selectedAt = performance.now();
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-selected', 'hidden'],
  });
}

/**
 * One cold visit to the checkout guide on a CPU slowed four times: the reader
 * has the samples in front of them when the page finishes loading and clicks
 * Node.js at once. Returns what the page recorded, in its own clock.
 */
async function timeTabClick(browser: Browser, baseURL: string): Promise<TabTiming> {
  const context = await browser.newContext({viewport: DESKTOP});
  try {
    await context.addInitScript(recordTabResponse);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(`${baseURL}${SAMPLE_PAGES.apiGuide}`, {waitUntil: 'load'});
    await page
      .waitForFunction(() => (window as unknown as {tabTiming: TabTiming}).tabTiming.selectedAt !== null, null, {
        timeout: 3000,
      })
      .catch(() => undefined);
    return await page.evaluate(() => ({
      ...(window as unknown as {tabTiming: TabTiming}).tabTiming,
      loadEventEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
  } finally {
    await context.close();
  }
}

test.describe('API samples: language tabs', () => {
  /** How soon after the load event a clicked tab must show its panel, with the CPU slowed four times. */
  const RESPONSE_MS = 300;

  /**
   * The median of three cold visits, each timed in the page against its own
   * load event: one run on a shared machine is noise, and Playwright's one
   * retry on CI would only let the faster of two runs pass.
   */
  test(`a tab clicked as the page loads shows its panel within ${RESPONSE_MS} ms of the load event (CPU ÷ 4)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const responses: number[] = [];
    const pressed: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const timing = await timeTabClick(browser, baseURL ?? '');
      expect(timing.clickAt, 'the click reached the page').not.toBeNull();
      expect(timing.hitTab, 'the click reached the Node.js tab').toBe(true);
      expect(timing.selectedBefore, 'Node.js was not already selected').toBe(false);
      // Timed from the load event, not from the click: a click that came late, because the page or the
      // machine was busy, can only make a run slower, never let a slow page pass.
      responses.push(timing.selectedAt === null ? Infinity : timing.selectedAt - timing.loadEventEnd);
      pressed.push((timing.clickAt ?? 0) - timing.loadEventEnd);
    }
    const median = [...responses].sort((a, b) => a - b)[1];
    const runs = responses.map((ms, run) => `${Math.round(ms)} (pressed at ${Math.round(pressed[run])})`).join(', ');
    test.info().annotations.push({type: 'ms after load', description: runs});
    expect(median, `ms from the load event to the selected tab; runs: ${runs}`).toBeLessThanOrEqual(RESPONSE_MS);
  });
});

test.describe('API samples: a tab chosen before the page hydrates', () => {
  test('shows in every sample set of its group, and the hydrated tabs keep it and take the next click', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({viewport: DESKTOP});
    try {
      // Clicks the Node.js tab of the first set as soon as the page has loaded, before React has hydrated it
      // (on the first visit only: the reload below checks what the page remembered).
      await context.addInitScript(() => {
        if (sessionStorage.getItem('clicked-early')) return;
        sessionStorage.setItem('clicked-early', 'yes');
        window.addEventListener('load', () => {
          const tab = [...(document.querySelector('[data-api-samples]')?.querySelectorAll('[role="tab"]') ?? [])].find(
            (element) => element.textContent?.trim() === 'Node.js',
          );
          (window as unknown as {hydratedAtClick: string | null}).hydratedAtClick =
            document.documentElement.getAttribute('data-has-hydrated');
          tab?.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
        });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.goto(`${baseURL}${SAMPLE_PAGES.apiGuide}`, {waitUntil: 'load'});
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
      expect(
        await page.evaluate(() => (window as unknown as {hydratedAtClick: string | null}).hydratedAtClick),
      ).not.toBe('true');
      const sets = page.locator('[data-api-samples]');
      const count = await sets.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index += 1) {
        await expect(sets.nth(index).getByRole('tab', {name: 'Node.js'})).toHaveAttribute('aria-selected', 'true');
      }
      // React now owns the tabs: the next click works, and the choice is remembered for the next page.
      const first = sets.first();
      await first.getByRole('tab', {name: 'Python'}).click();
      await expect(sets.last().getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
      await expect(first.getByRole('tabpanel').filter({visible: true})).toHaveCount(1);
      await page.reload({waitUntil: 'load'});
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await expect(page.locator('[data-api-samples]').first().getByRole('tab', {name: 'Python'})).toHaveAttribute(
        'aria-selected',
        'true',
      );
    } finally {
      await context.close();
    }
  });
});
