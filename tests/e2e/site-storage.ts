import {expect, type Page} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The suffix Docusaurus adds to its local-storage keys under the v4 future
 * flags (for example `theme-d38`), read from the build's generated metadata.
 */
function storageNamespace(): string {
  const file = path.resolve(__dirname, '../../.docusaurus/site-storage.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {namespace: string}).namespace;
}

export const storageKeys = {
  theme: `theme${storageNamespace()}`,
  announcementId: `docusaurus.announcement.id${storageNamespace()}`,
  announcementDismissed: `docusaurus.announcement.dismiss${storageNamespace()}`,
};

/** Makes the page open in a colour mode, as a reader who chose it with the switch. */
export async function chooseColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKeys.theme, mode]);
}

/**
 * Switches the page to a colour mode with the navbar's switch, as a reader does (it cycles system → light → dark).
 * The page then runs as for a reader who asked for reduced motion, for the rest of the test: every colour
 * transition of the theme and the site takes Infima's `--ifm-transition-fast`, which that makes 0 ms, so the
 * colours checked next are the mode's own, even in a part whose styles are first computed after the switch (an
 * API part skipped by `content-visibility`). Transitions that still run are waited for.
 */
export async function switchColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({reducedMotion: 'reduce'});
  const toggle = page.getByRole('button', {name: /system mode|light mode|dark mode/});
  for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== mode; i += 1) {
    await toggle.click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
