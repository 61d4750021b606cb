import type {Page} from '@playwright/test';

/** Resolves once the page has painted `count` more frames (a task queued from a frame's animation callback runs after it is painted). */
export function paintedFrames(page: Page, count: number): Promise<void> {
  return page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const next = (left: number): void => {
          if (left === 0) resolve();
          else requestAnimationFrame(() => setTimeout(() => next(left - 1)));
        };
        next(count);
      }),
    count,
  );
}
