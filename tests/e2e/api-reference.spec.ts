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

/** A table's scrolling box, by its name (role queries are slow on a page this long). */
function region(name: string): string {
  return `[role="region"][aria-label="${name}"]`;
}

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

  test('lists every tag section in the table of contents, and every section heading', async ({page}) => {
    await open(page, ROUTE);
    const toc = await page.locator('.theme-doc-toc-desktop a').evaluateAll((links) =>
      links.map((link) => ({
        target: decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash),
        text: link.textContent ?? '',
      })),
    );
    const tags = (description.tags ?? []).map((tag) => tag.name);
    expect(tags.filter((tag) => !toc.some((entry) => entry.text === tag))).toEqual([]);
    const headings = await page.locator('article h2[id]').evaluateAll((list) => list.map((h) => `#${h.id}`));
    expect(headings.length).toBeGreaterThan(tags.length);
    // The page writes its table of contents itself: it must match its headings both ways.
    const targets = toc.map((entry) => entry.target);
    expect(headings.filter((id) => !targets.includes(id))).toEqual([]);
    const ids = await page.locator('article [id]').evaluateAll((list) => list.map((element) => `#${element.id}`));
    expect(targets.filter((target) => !ids.includes(target))).toEqual([]);
  });

  test('shows an operation with its method, path, parameters, samples and examples', async ({page}) => {
    await open(page, ROUTE);
    const heading = page.locator('#op-createCheckout');
    await expect(heading).toHaveText(description.paths['/checkouts'].post?.summary ?? '');
    // Its samples and details render as the reader comes near them.
    await heading.scrollIntoViewIfNeeded();
    const section = page.locator('[data-api-operation="createCheckout"]');
    await expect(section.getByText('POST', {exact: true})).toBeVisible();
    await expect(section.locator('code', {hasText: /^\/checkouts$/})).toBeVisible();
    // A header that many operations share links to the common parameters, where it is drawn once.
    await expect(section.getByRole('link', {name: 'Idempotency-Key'})).toHaveAttribute(
      'href',
      '#parameter-IdempotencyKey',
    );
    await expect(section.locator(region('Request body fields of POST /checkouts'))).toContainText('accepted_assets');
    await expect(section.locator('[data-api-samples] [role="tabpanel"]:not([hidden])')).toContainText('curl');
    const examples = section.locator('figure', {has: page.locator('pre')});
    await expect(examples.filter({hasText: 'Example request body'}).first()).toContainText('"kind"');
    await expect(examples.filter({hasText: 'Example response (201)'})).toContainText('"chk_');
    await expect(section.locator('a[href="#error-idempotency_conflict"]')).toHaveText('idempotency_conflict');
  });

  test('links to schemas, shared parameters and error codes on the page', async ({page}) => {
    await open(page, ROUTE);
    const section = page.locator('[data-api-operation="createCheckout"]');
    await section.scrollIntoViewIfNeeded();
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

  test('renders only what is near at first, and everything on request', async ({page}) => {
    await open(page, ROUTE);
    const waiting = page.locator('[data-deferred-box="waiting"]');
    expect(await waiting.count()).toBeGreaterThan(200);
    await page.getByRole('button', {name: 'show everything'}).click();
    await expect(waiting).toHaveCount(0);
    await expect(page.locator('[data-api-operation]')).toHaveCount(
      await page.locator('[data-api-operation] [data-api-samples]').count(),
    );
    await expect(page.locator('[data-deferred-box] template')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'everything is shown'})).toBeDisabled();
  });

  test('fits a 360 px screen, everything shown: wide tables scroll inside their own box', async ({page}) => {
    await page.setViewportSize({width: 360, height: 800});
    await open(page, ROUTE);
    await page.getByRole('button', {name: 'show everything'}).click();
    await expect(page.locator('[data-deferred-box="waiting"]')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('depth on demand in the API reference', () => {
  test('folds the fields of an object written inside another under its row, and opens them on request', async ({
    page,
  }) => {
    await open(page, `${ROUTE}#schema-NetworkInfo`);
    const parent = page.locator('tr', {has: page.locator('code', {hasText: /^native$/})}).first();
    const toggle = parent.getByRole('button');
    await expect(toggle).toHaveText(/^Show \d+ fields?$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nested = page.locator('tr', {has: page.locator('code', {hasText: /^native\./})});
    await expect(nested.first()).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveText(/^Hide \d+ fields?$/);
    await expect(nested.first()).toBeVisible();
  });
});
