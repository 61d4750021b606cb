import type {Page} from '@playwright/test';
import type {ApiGuide} from './api-pages';
import {expect} from './fixtures';

/**
 * The API pages as a developer reads them (issue 24), against the markup the build writes
 * (src/features/api/render): each operation is a `[data-api-operation]` block under a heading of its own, with
 * the description's first paragraph, `.api-op-request`, `.api-op-samples` (language tabs, `[data-api-samples]`,
 * then the example response) and `.api-op-response`. every-route.spec.ts checks each API guide's layout with
 * `expectGuideLayout` on its one visit, at 1280 px and on a 390 × 844 phone; api-layout.spec.ts checks the rest.
 */

/** The most the samples may start below their operation's heading on a wide screen, in CSS pixels. */
const SAMPLES_WITHIN = 400;

/** The most the first request sample's code may start below its operation's heading on a phone: about a screen. */
export const PHONE_SAMPLE_WITHIN = 900;

type OperationFacts = {
  id: string;
  heading: {id: string; level: string; text: string} | null;
  headingTop: number;
  request: {top: number; left: number};
  samples: {top: number; left: number};
  /** The code of the request sample shown first. */
  sample: {top: number};
  response: {top: number};
  /** The example responses: how many, how many sit in the samples column, and how many show their code. */
  examples: {count: number; inSamples: number; shown: number; opened: number};
};

/** Every operation block with the heading before it and where its parts are, in document coordinates. */
export function operations(page: Page): Promise<OperationFacts[]> {
  return page.evaluate(() => {
    const box = (element: Element | null) => {
      const rect = element?.getBoundingClientRect();
      return {top: Math.round((rect?.top ?? 0) + window.scrollY), left: Math.round(rect?.left ?? 0)};
    };
    return [...document.querySelectorAll('[data-api-operation]')].map((operation) => {
      // The heading is the page's own, just before the operation's HTML (or adopted from the section it opens).
      let node = operation.closest('.api-html')?.previousElementSibling ?? null;
      while (node && !/^H[2-6]$/.test(node.tagName)) node = node.previousElementSibling;
      return {
        id: operation.getAttribute('data-api-operation') ?? '',
        heading: node
          ? {id: node.id, level: node.tagName, text: node.textContent?.replace(/\u200b/g, '').trim() ?? ''}
          : null,
        headingTop: box(node).top,
        request: box(operation.querySelector('.api-op-request')),
        samples: box(operation.querySelector('.api-op-samples')),
        sample: box(operation.querySelector('[data-api-samples] [role="tabpanel"]:not([hidden]) pre')),
        response: box(operation.querySelector('.api-op-response')),
        examples: (() => {
          const all = [...operation.querySelectorAll('details.api-example')].filter((example) =>
            example.querySelector('.api-code-title')?.textContent?.startsWith('Example response'),
          );
          return {
            count: all.length,
            inSamples: all.filter((example) => example.closest('.api-op-samples')).length,
            shown: all.filter((example) => example.querySelector('pre')?.checkVisibility()).length,
            opened: all.filter((example) => (example as HTMLDetailsElement).open).length,
          };
        })(),
      };
    });
  });
}

/** Tables, code and the page itself: what would hide part of itself behind a sideways scroll. */
function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.slice(0, 40) ?? '';
    for (const table of document.querySelectorAll('article table')) {
      const scroller = table.closest('[role="region"]') ?? table;
      if (scroller.scrollWidth > scroller.clientWidth + 1) found.push(`table: ${name(scroller)}`);
    }
    for (const code of document.querySelectorAll('article .api-samples pre')) {
      if (code.checkVisibility() && code.scrollWidth > code.clientWidth + 1) found.push(`sample: ${name(code)}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page scrolls sideways');
    return found;
  });
}

/** The ids of the headings the table of contents lists (the phone's folds open first). */
async function tableOfContents(page: Page, onPhone: boolean): Promise<string[]> {
  const toc = page.locator(onPhone ? '.theme-doc-toc-mobile' : '.theme-doc-toc-desktop');
  if (onPhone) await toc.getByRole('button', {name: 'On this page'}).click();
  await expect(toc.locator('a').first()).toBeVisible();
  return toc
    .locator('a')
    .evaluateAll((links) => links.map((link) => decodeURIComponent((link as HTMLAnchorElement).hash.slice(1))));
}

/**
 * An API guide's layout on the screen the page has now: every operation it places, under a heading the table of
 * contents lists, its samples beside the request (1280 px) or within a screen of the heading before the request
 * (a phone), its example responses under the samples, compact field rows, and nothing cut off. Its failures are
 * soft: the visit's other checks (axe, the phone's fit) still run. every-route.spec.ts checks 1280 px as the page
 * loads, with the parts out of sight still skipped, and the phone after its other checks have laid every part out
 * and turned the page to the phone's width. On a phone it opens the table of contents' fold, so it comes last.
 */
export async function expectGuideLayout(page: Page, guide: ApiGuide, onPhone: boolean): Promise<void> {
  const blocks = await operations(page);
  expect
    .soft(blocks.map((block) => block.id).sort(), 'the operations the page places')
    .toEqual([...guide.endpoints].sort());

  const toc = await tableOfContents(page, onPhone);
  for (const block of blocks) {
    expect.soft(block.heading, `${block.id}: a heading before it`).not.toBeNull();
    expect.soft(block.heading?.level, `${block.id}: its heading's level`).toMatch(/^H[23]$/);
    expect.soft(toc, `${block.id}: its heading in the table of contents`).toContain(block.heading?.id);
    expect
      .soft(block.examples.inSamples, `${block.id}: its example responses under the samples`)
      .toBe(block.examples.count);
    expect.soft(block.examples.opened, `${block.id}: nothing opened`).toBe(0);
    // Folded under the request sample on a phone; beside the request, shown without unfolding.
    expect.soft(block.examples.shown, `${block.id}: example responses shown`).toBe(onPhone ? 0 : block.examples.count);
    if (onPhone) {
      // What it does, then the samples within about a screen, then the request, the responses and errors.
      expect
        .soft(block.samples.top, `${block.id}: the samples come after its heading`)
        .toBeGreaterThan(block.headingTop);
      expect
        .soft(block.sample.top - block.headingTop, `${block.id}: the first request sample within a screen`)
        .toBeLessThanOrEqual(PHONE_SAMPLE_WITHIN);
      expect
        .soft(block.request.top, `${block.id}: the request comes after the samples`)
        .toBeGreaterThan(block.samples.top);
      expect
        .soft(block.response.top, `${block.id}: the responses come after the request`)
        .toBeGreaterThan(block.request.top);
    } else {
      // Two columns: the samples beside the request, starting near the heading.
      expect
        .soft(block.samples.left, `${block.id}: samples beside the request`)
        .toBeGreaterThan(block.request.left + 250);
      expect
        .soft(block.samples.top - block.headingTop, `${block.id}: samples near the heading`)
        .toBeLessThanOrEqual(SAMPLES_WITHIN);
    }
  }

  // Compact fields: the name, type and Required badge on a line (a long type may take a second), the rows short.
  if (!blocks.length) return;
  // A row's head is its name, type and badge (render/rows.ts): from the top of the first to the bottom of the last.
  const heads = await page.locator('.api-op .api-field').evaluateAll((rows) =>
    rows
      .filter((row) => row.checkVisibility())
      .map((row) => {
        const boxes = [
          ...row.querySelectorAll(':scope > :first-child, :scope > .api-field-type, :scope > .api-badge'),
        ].map((part) => part.getBoundingClientRect());
        return Math.max(...boxes.map((box) => box.bottom)) - Math.min(...boxes.map((box) => box.top));
      }),
  );
  const lineHeight = await page.evaluate(() =>
    parseFloat(getComputedStyle(document.querySelector('article p') ?? document.body).lineHeight),
  );
  expect.soft(heads.length, 'field rows').toBeGreaterThan(0);
  expect
    .soft(Math.max(...heads), 'the tallest field name line')
    .toBeLessThanOrEqual(lineHeight * (onPhone ? 3.2 : 2.2));
  const rows = await page
    .locator('.api-op-request .api-field')
    .evaluateAll((elements) =>
      elements.filter((element) => element.checkVisibility()).map((element) => element.getBoundingClientRect().height),
    );
  const median = [...rows].sort((a, b) => a - b)[Math.floor(rows.length / 2)];
  // A field was a card of about 250 px at 1280 (name, "Type", "Required: Optional", "Description").
  expect.soft(median, 'the median field row, in px').toBeLessThanOrEqual(onPhone ? 240 : 160);
  expect.soft(await clipped(page), 'cut off').toEqual([]);
  await expect.soft(page.locator('.api-op table'), 'fields as rows, not tables').toHaveCount(0);
}
