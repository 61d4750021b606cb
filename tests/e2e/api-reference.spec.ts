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

  test('shows an operation with its method, path, parameters and examples', async ({page}) => {
    await open(page, ROUTE);
    const heading = page.locator('#op-createCheckout');
    await expect(heading).toHaveText(description.paths['/checkouts'].post?.summary ?? '');
    // The operation's heading and content share one box.
    const section = heading.locator('xpath=..');
    await expect(section.getByText('POST', {exact: true})).toBeVisible();
    await expect(section.locator('code', {hasText: /^\/checkouts$/})).toBeVisible();
    await expect(section.locator(region('Parameters of POST /checkouts'))).toContainText('Idempotency-Key');
    await expect(section.locator(region('Request body fields of POST /checkouts'))).toContainText('accepted_assets');
    const examples = section.locator('figure', {has: page.locator('pre')});
    await expect(examples.filter({hasText: 'Example request body'}).first()).toContainText('"kind"');
    await expect(examples.filter({hasText: 'Example response (201)'})).toContainText('"chk_');
    await expect(section.locator('a[href="#error-idempotency_conflict"]')).toHaveText('idempotency_conflict');
  });

  test('links to schemas and error codes on the page', async ({page}) => {
    await open(page, ROUTE);
    const section = page.locator('#op-createCheckout').locator('xpath=..');
    await section.locator('a[href="#schema-CheckoutCreate"]').first().click();
    await expect(page).toHaveURL(/#schema-CheckoutCreate$/);
    await expect(page.locator('#schema-CheckoutCreate')).toBeInViewport();
    await section.locator('a[href="#error-idempotency_conflict"]').click();
    await expect(page).toHaveURL(/#error-idempotency_conflict$/);
    await expect(page.locator('#error-idempotency_conflict')).toBeInViewport();
  });

  test('draws each status machine as an accessible diagram', async ({page}) => {
    await open(page, ROUTE);
    const diagram = page.getByRole('img', {name: /How a PaymentStatus value changes/});
    await expect(diagram).toBeVisible();
    const statuses = (description.components.schemas.PaymentStatus.enum ?? []).map(String);
    expect((await diagram.locator('text').allTextContents()).sort()).toEqual([...statuses].sort());
  });

  test('fits a 360 px screen: wide tables scroll inside their own box', async ({page}) => {
    await page.setViewportSize({width: 360, height: 800});
    await open(page, ROUTE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
