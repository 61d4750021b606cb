import type {Page} from '@playwright/test';
import vectors from '../../src/features/api/samples/test-vectors.json';
import {expectNoAxeViolations} from './axe';
import {expect, open, prefetchSettled, test} from './fixtures';
import {storageKeys} from './site-storage';

const PAGE = '/for-developers/callbacks/';
/** The checker's section, which axe checks as each result shows. */
const CHECKER = 'section[aria-label="Signature checker"]';

function checker(page: Page) {
  const region = page.getByRole('region', {name: 'Signature checker'});
  return {
    region,
    secret: region.getByLabel('Callback secret'),
    header: region.getByLabel('Coinloom-Signature header'),
    body: region.getByLabel('Raw body'),
    ignoreAge: region.getByLabel(/Ignore the timestamp's age/),
    verify: region.getByRole('button', {name: 'Verify'}),
    fillExample: region.getByRole('button', {name: 'Fill with an example'}),
    result: region.getByRole('status'),
  };
}

/** Loads the example and waits until its header, signed in the page, is in place. */
async function loadExample(page: Page) {
  const form = checker(page);
  await form.fillExample.click();
  await expect(form.header).toHaveValue(/^t=\d+,v1=[0-9a-f]{64}$/);
  return form;
}

test.describe('signature checker', () => {
  test.beforeEach(async ({page}) => {
    await open(page, PAGE);
  });

  test('verifies the example', async ({page}) => {
    const form = await loadExample(page);
    await expect(form.secret).toHaveValue(vectors.callback.secret);
    await expect(form.body).toHaveValue(vectors.callback.example.rawBody);
    await form.verify.click();
    await expect(form.result).toContainText('Verified.');
  });

  test('refuses a tampered body and shows the expected signature', async ({page}) => {
    const form = await loadExample(page);
    await form.body.fill(vectors.callback.example.rawBody.replace('"99.58"', '"999.58"'));
    await form.verify.click();
    await expect(form.result).toContainText('Not verified: signature mismatch.');
    await expect(form.result).toContainText('Expected v1 for this body and secret');
    await expect(form.result.locator('code').first()).toHaveText(/^[0-9a-f]{64}$/);
  });

  test('points at a reformatted body', async ({page}) => {
    const form = await loadExample(page);
    await form.body.fill(JSON.stringify(JSON.parse(vectors.callback.example.rawBody), null, 2));
    await form.verify.click();
    await expect(form.result).toContainText('signature mismatch');
    await expect(form.result).toContainText('compact form of this JSON');
  });

  test('refuses the wrong secret', async ({page}) => {
    const form = await loadExample(page);
    await form.secret.fill('test_callback_secret_someone_else');
    await form.verify.click();
    await expect(form.result).toContainText('Not verified: signature mismatch.');
  });

  test('says when the header is malformed', async ({page}) => {
    const form = await loadExample(page);
    await form.header.fill('t=yesterday,v1=abc');
    await form.verify.click();
    await expect(form.result).toContainText('Not verified: malformed header.');
    await expect(form.header).toHaveAttribute('aria-invalid', 'true');
  });

  test('refuses an old callback unless its age is ignored', async ({page}) => {
    const form = checker(page);
    await form.secret.fill(vectors.callback.secret);
    await form.header.fill(vectors.callback.example.header);
    await form.body.fill(vectors.callback.example.rawBody);
    await form.verify.click();
    await expect(form.result).toContainText('Not verified: the timestamp is out of range.');
    await form.ignoreAge.check();
    await form.verify.click();
    await expect(form.result).toContainText('Verified.');
    await expect(form.result).toContainText('its age was not checked');
  });

  test('sends nothing over the network while it verifies', async ({page}) => {
    const form = await loadExample(page);
    // The prefetches of the pages its links lead to, which the app makes in idle time after hydration, are not the
    // checker's.
    await prefetchSettled(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    await form.verify.click();
    await expect(form.result).toContainText('Verified.');
    await form.body.fill(`${vectors.callback.example.rawBody} `);
    await form.verify.click();
    await expect(form.result).toContainText('signature mismatch');
    expect(requests).toEqual([]);
  });

  test('fits a 360 px wide screen', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    const form = await loadExample(page);
    await form.verify.click();
    await expect(form.result).toContainText('Verified.');
    const box = await form.region.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`the checker and each result pass axe in ${mode} mode`, async ({page}) => {
    test.slow();
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKeys.theme, mode]);
    await open(page, PAGE);
    const form = await loadExample(page);
    await form.verify.click();
    await expect(form.result).toContainText('Verified.');
    await expectNoAxeViolations(page, CHECKER);
    await form.secret.fill('another-secret');
    await form.verify.click();
    await expect(form.result).toContainText('signature mismatch');
    await expectNoAxeViolations(page, CHECKER);
    await form.header.fill(vectors.callback.example.header);
    await form.secret.fill(vectors.callback.secret);
    await form.verify.click();
    await expect(form.result).toContainText('out of range');
    await expectNoAxeViolations(page, CHECKER);
  });
}
