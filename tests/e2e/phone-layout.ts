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
