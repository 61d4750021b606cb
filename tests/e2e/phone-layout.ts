import type {Locator, Page} from '@playwright/test';

/** A phone as readers hold it: 390 × 844 CSS pixels, touch, a mobile viewport. */
export const PHONE = {width: 390, height: 844};

/** Playwright's options for a page on that phone. */
export const phoneOptions = {viewport: PHONE, hasTouch: true, isMobile: true};

/** Every table of the article, each with how far it would scroll sideways. */
export async function tablesOf(page: Page) {
  return page.locator('article table').evaluateAll((tables) =>
    tables.map((table) => {
      const scroller = table.closest('[role="region"]') ?? table;
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      const rows = [...table.querySelectorAll('tbody tr')].map((row) => {
        const rowBox = row.getBoundingClientRect();
        return [...row.children].map((cell) => ({
          text: cell.textContent ?? '',
          label: getComputedStyle(cell, '::before').content,
          widthShare: cell.getBoundingClientRect().width / rowBox.width,
        }));
      });
      return {
        headers,
        rows,
        overflow: scroller.scrollWidth - scroller.clientWidth,
        stacked: table.hasAttribute('data-stack'),
      };
    }),
  );
}

/** How many lines a heading takes: its height over its line height. */
export function linesOf(heading: Locator): Promise<number> {
  return heading.evaluate((el) => {
    const style = getComputedStyle(el);
    return Math.round(el.getBoundingClientRect().height / parseFloat(style.lineHeight));
  });
}

/**
 * What of the article's figures and diagrams is cut off: each visible image (app-screen crops included) or
 * status diagram whose box reaches past its column, or that sits in a box that scrolls sideways. The one box
 * that may scroll is a wide crop's own region, which says so and takes the keyboard; it must fit the column.
 */
export async function cutFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Every part laid out, as a reader scrolling through would have it.
    document.querySelectorAll('.api-lazy').forEach((element) => element.classList.remove('api-lazy'));
    const cut: string[] = [];
    for (const figure of document.querySelectorAll('article img, article svg.api-diagram')) {
      if (!figure.checkVisibility()) continue;
      const name =
        figure.getAttribute('alt')?.slice(0, 50) ?? figure.querySelector('title')?.textContent ?? 'a diagram';
      const column = (figure.closest('.markdown') ?? figure.closest('article'))?.getBoundingClientRect();
      // A phone crop too wide to read in the column sits in a region that says it scrolls sideways and takes
      // the keyboard (src/plugins/remarkFigures.ts): the region must fit the column, and it may scroll.
      const scroller = figure.closest('.figure-crop-scroll[role="region"][tabindex="0"]');
      const box = (scroller ?? figure).getBoundingClientRect();
      if (column && (box.left < column.left - 1 || box.right > column.right + 1)) {
        cut.push(`${name}: ${Math.round(box.width)} px in a ${Math.round(column.width)} px column`);
      }
      const start = (scroller ?? figure).parentElement;
      for (let parent = start; parent && parent.tagName !== 'ARTICLE'; parent = parent.parentElement) {
        if (parent.scrollWidth > parent.clientWidth + 1 && getComputedStyle(parent).overflowX !== 'visible') {
          cut.push(`${name}: scrolls sideways by ${parent.scrollWidth - parent.clientWidth} px`);
          break;
        }
      }
    }
    return cut;
  });
}
