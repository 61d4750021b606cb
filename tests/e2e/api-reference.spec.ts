import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {OpenApiDocument} from '../../src/features/api/openapi';
import {expect, open, test} from './fixtures';

/**
 * The API reference page against the API description it is built from: every
 * operation, webhook, schema and error code has its anchor, once; the table of
 * contents lists the sections; an operation shows its method, path and examples.
 */
const ROUTE = '/for-developers/specification/';

const description = yaml.load(
  fs.readFileSync(path.join(__dirname, '../../static/openapi.yaml'), 'utf8'),
) as OpenApiDocument;

// The same rules as `anchors` in src/features/api/openapi.ts, written out: that module imports the YAML through the site's loader.
const expectedIds = [
  ...Object.values(description.paths).flatMap((item) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
      const operation = item[method];
      return operation ? [`op-${operation.operationId}`] : [];
    }),
  ),
  ...Object.keys(description.webhooks ?? {}).map((type) => `event-${type.replace(/\./g, '-')}`),
  ...Object.keys(description.components.schemas).map((name) => `schema-${name}`),
  ...(description.components.schemas.ErrorCode.enum ?? []).map((code) => `error-${code}`),
];

test.describe('the API reference', () => {
  // One page holds the whole API: it takes longer than most to load and query.
  test.describe.configure({timeout: 120_000});

  test('has an anchor for every operation, webhook, schema and error code, and no id twice', async ({page}) => {
    await open(page, ROUTE);
    const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates).toEqual([]);
    expect(expectedIds.filter((id) => !ids.includes(id))).toEqual([]);
  });

  test('lists every tag and operation in the table of contents, from its headings', async ({page}) => {
    await open(page, ROUTE);
    const toc = await page
      .locator('.theme-doc-toc-desktop a')
      .evaluateAll((links) =>
        links.map((link) => decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash.slice(1))),
      );
    const tags = (description.tags ?? []).map(
      (tag) =>
        `tag-${tag.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')}`,
    );
    const operations = expectedIds.filter((id) => id.startsWith('op-'));
    expect([...tags, ...operations].filter((id) => !toc.includes(id))).toEqual([]);
    const headings = await page.locator('article :is(h2, h3)[id]').evaluateAll((list) => list.map((h) => h.id));
    expect(toc.filter((id) => !headings.includes(id))).toEqual([]);
  });

  test('keeps every word in the page: no template, and find-in-page reaches the last sample and schema', async ({
    page,
  }) => {
    await open(page, ROUTE);
    await expect(page.locator('template')).toHaveCount(0);
    // Text that only the end of the page holds, far below the first screen: the last error code's advice.
    const catalogue = description.components.schemas.ErrorCode['x-error-catalog'] as Record<string, {action?: string}>;
    const advice = Object.values(catalogue)
      .map((entry) => entry.action ?? '')
      .filter(Boolean)
      .at(-1);
    const phrase = (advice ?? '')
      .replace(/[`*]/g, '')
      .split(/[.:;(]/)[0]
      .trim();
    expect(phrase.length).toBeGreaterThan(15);
    expect(
      await page.evaluate((text) => (window as unknown as {find: (text: string) => boolean}).find(text), phrase),
      phrase,
    ).toBe(true);
    expect(
      await page.evaluate(
        () => window.getSelection()?.anchorNode?.parentElement?.closest('#error-codes ~ *, .api-errors') !== null,
      ),
    ).toBe(true);
  });

  test('shows an operation with its method, path, parameters, samples and folded examples', async ({page}) => {
    await open(page, `${ROUTE}#op-createCheckout`);
    const heading = page.locator('#op-createCheckout');
    await expect(heading).toHaveText(description.paths['/checkouts'].post?.summary ?? '');
    const section = page.locator('[data-api-operation="createCheckout"]');
    await expect(section.getByText('POST', {exact: true})).toBeVisible();
    await expect(section.locator('code', {hasText: /^\/checkouts$/})).toBeVisible();
    // A header that many operations share links to the common parameters, where it is drawn once.
    await expect(section.getByRole('link', {name: 'Idempotency-Key'})).toHaveAttribute(
      'href',
      '#parameter-IdempotencyKey',
    );
    await expect(section.getByRole('list', {name: 'Request body fields of POST /checkouts'})).toContainText(
      'accepted_assets',
    );
    await expect(section.locator('[data-api-samples] [role="tabpanel"]:not([hidden])')).toContainText('curl');
    const request = section.locator('details', {hasText: 'Example request body'}).first();
    await request.locator('summary').click();
    await expect(request).toContainText('"kind"');
    // Beside the request, the example response shows unfolded under the samples.
    const response = section.locator('.api-op-samples details', {hasText: 'Example response (201)'});
    await expect(response.locator('pre')).toBeVisible();
    await expect(response).toContainText('"chk_');
    await expect(section.locator('a[href="#error-idempotency_conflict"]')).toHaveText('idempotency_conflict');
    await expect(section.locator('a[href="#common-errors"]')).toHaveCount(1);
  });

  test('links to schemas, shared parameters and error codes on the page', async ({page}) => {
    await open(page, `${ROUTE}#op-createCheckout`);
    const section = page.locator('[data-api-operation="createCheckout"]');
    await section.locator('a[href="#schema-CheckoutCreate"]').first().click();
    await expect(page).toHaveURL(/#schema-CheckoutCreate$/);
    await expect(page.locator('#schema-CheckoutCreate')).toBeInViewport();
    await section.scrollIntoViewIfNeeded();
    await section.locator('a[href="#parameter-IdempotencyKey"]').click();
    await expect(page.locator('#parameter-IdempotencyKey')).toBeInViewport();
    await section.scrollIntoViewIfNeeded();
    await section.locator('a[href="#error-idempotency_conflict"]').click();
    await expect(page).toHaveURL(/#error-idempotency_conflict$/);
    await expect(page.locator('#error-idempotency_conflict')).toBeInViewport();
  });

  test('draws each status machine as an accessible diagram', async ({page}) => {
    await open(page, `${ROUTE}#schema-PaymentStatus`);
    const diagram = page.getByRole('img', {name: /How a PaymentStatus value changes/});
    await expect(diagram).toBeVisible();
    const statuses = (description.components.schemas.PaymentStatus.enum ?? []).map(String);
    expect((await diagram.locator('text').allTextContents()).sort()).toEqual([...statuses].sort());
  });

  test('lists every tag and operation in the sidebar, under the reference', async ({page}) => {
    await open(page, '/for-developers/api/api-architecture/');
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await sidebar.getByRole('button', {name: /Expand sidebar category 'API reference'/}).click();
    await sidebar.getByRole('button', {name: 'Checkouts', exact: true}).click();
    await sidebar.getByRole('link', {name: 'Create a checkout', exact: true}).click();
    await page.waitForURL(`**${ROUTE}#op-createCheckout`);
    await expect(page.locator('#op-createCheckout')).toBeInViewport();
    await expect(page.locator('[data-api-operation="createCheckout"] [data-api-samples]')).toBeVisible();
  });

  test('fits a 360 px screen: nothing scrolls the page sideways', async ({page}) => {
    await page.setViewportSize({width: 360, height: 800});
    await open(page, ROUTE);
    // Lay every part out, as a reader scrolling the whole page would.
    await page.evaluate(() =>
      document.querySelectorAll('.api-lazy').forEach((element) => element.classList.remove('api-lazy')),
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('depth on demand in the API reference', () => {
  test('folds the fields of an object written inside another under its row, and opens them on request', async ({
    page,
  }) => {
    await open(page, `${ROUTE}#schema-NetworkInfo`);
    const schema = page.locator('section', {has: page.locator('#schema-NetworkInfo')});
    const fold = schema.locator('details', {has: page.locator('summary', {hasText: /^\d+ fields? of native$/})});
    const nested = fold.locator('.api-field-name', {hasText: /^native\./}).first();
    await expect(nested).toBeHidden();
    await fold.locator('summary').click();
    await expect(nested).toBeVisible();
  });
});
