import fs from 'node:fs';
import path from 'node:path';
import {headersFor, parseHeaders} from '../../scripts/lib/host-rules.mjs';
import {buildDir} from '../support/docs';
import {expect, hydrated, open, test} from './fixtures';

/**
 * The Content-Security-Policy the build ships (`_headers`, src/features/hosting) is the one every browser
 * test runs under: the fixtures fail a test on any violation and on a page served without it. Here: the
 * policy is the shipped one, the page's own inline scripts run by their hashes, and a script the build
 * did not hash is blocked.
 */

const shippedPolicy = (page: string) =>
  headersFor(parseHeaders(fs.readFileSync(path.join(buildDir, '_headers'), 'utf8')), page)['Content-Security-Policy'];

test.describe('the Content-Security-Policy', () => {
  test("comes with every page as the build wrote it, and the pages' own inline scripts run", async ({page}) => {
    const response = await page.goto('/quickstart/overview/index.html');
    expect(response?.headers()['content-security-policy']).toBe(shippedPolicy('/quickstart/overview/index.html'));
    expect(shippedPolicy('/quickstart/overview/index.html')).toContain("script-src 'self'");
    await hydrated(page);
    // The head's script renamed /x/index.html to /x/, and the theme's script set the colour mode before paint.
    expect(new URL(page.url()).pathname).toBe('/quickstart/overview/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('blocks an inline script the build did not hash', async ({page, consoleErrors}) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as {violations: string[]}).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    await page.route('**/quickstart/overview/', async (route) => {
      const original = await route.fetch();
      const body = (await original.text()).replace('</head>', '<script>window.unhashed = true;</script></head>');
      await route.fulfill({response: original, body});
    });
    await open(page, '/quickstart/overview/');
    expect(await page.evaluate(() => 'unhashed' in window)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as {violations: string[]}).violations)).toEqual([
      'script-src-elem inline',
    ]);
    // The one console error is the browser's report of that block; the page itself works.
    expect(consoleErrors).toEqual([
      expect.stringMatching(/inline script violates the following Content Security Policy/),
    ]);
    consoleErrors.length = 0;
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});
