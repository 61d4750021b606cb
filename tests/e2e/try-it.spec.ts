/**
 * Try it, as a reader uses it: folded and free until opened; opened on three operations (a POST with a body in a
 * guide, a GET with a query in another, a DELETE in the reference), at 1280 px and on a 390 × 844 phone, filled in
 * as the signing samples' vectors, it shows the vector's string to sign and signature and copies a request in
 * each of the four languages that carries them; each kind of mismatch is named, every cause of one; the secret is
 * masked, the live server refuses one with a warning, a key id is checked as it is typed, Copy says Copied; it opens
 * and checks a body under a Content-Security-Policy without 'unsafe-eval'; axe passes with it open.
 */
import {createHmac} from 'node:crypto';
import type {Locator, Page} from '@playwright/test';
import vectors from '../../src/features/api/samples/test-vectors.json';
import {expectNoAxeViolations} from './axe';
import {expect, open, test} from './fixtures';
import {REFERENCE_ROUTE} from './api-pages';
import {chooseColourMode} from './site-storage';
import {urls} from '../../src/data/product';
import {postmanCollectionPath} from '../../src/features/api/anchors';

const {secret} = vectors.request;
const KEY_ID = 'key_7Hq2LmX9aBc4';
const CHECKOUT_GUIDE = '/for-developers/api/using-api-for-checkout/';

type Vector = (typeof vectors.request.vectors)[number];

/** Three operations, each with the vector it is filled in as and the values a reader types. */
const OPERATIONS: {op: string; route: string; vector: Vector; values: Record<string, string>}[] = [
  {op: 'createCheckout', route: CHECKOUT_GUIDE, vector: vectors.request.vectors[0], values: {}},
  {
    op: 'listPayments',
    route: REFERENCE_ROUTE,
    vector: vectors.request.vectors[1],
    values: {limit: '2', starting_after: 'pay_7Hq2LmX9aB'},
  },
  {
    op: 'removeWithdrawalAddress',
    route: REFERENCE_ROUTE,
    vector: vectors.request.vectors[3],
    values: {entryId: 'wla_3Nd8Fq1Zc6'},
  },
];

const LANGUAGES = ['cURL', 'Node.js', 'Python', 'PHP'];

/** The site's script policy: no 'unsafe-eval', so a script that compiles code from text throws. */
const CSP_WITHOUT_EVAL = "script-src 'self' 'wasm-unsafe-eval' 'unsafe-inline'";

/** Opens an operation's Try it control and waits for its panel. */
async function openTryIt(page: Page, op: string): Promise<Locator> {
  const control = page.locator(`details[data-api-try="${op}"]`).first();
  await control.scrollIntoViewIfNeeded();
  await control.locator('summary').click();
  const panel = control.locator(`[data-try-it-panel="${op}"]`);
  await expect(panel).toBeVisible();
  return panel;
}

/** Fills the panel as a vector's request, signed under the vectors' secret. */
async function fillAs(panel: Locator, vector: Vector, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    await panel.getByLabel(new RegExp(`^${name} `)).fill(value);
  }
  if (vector.body) await panel.getByLabel('Request body (JSON)').fill(vector.body);
  await panel.getByLabel('Key id').fill(KEY_ID);
  await panel.getByLabel('Key secret').fill(secret);
  await panel.getByLabel('Timestamp (Unix seconds)').fill(String(vector.timestamp));
}

const canonicalOf = (
  vector: Vector,
  overrides: Partial<Record<'timestamp' | 'method' | 'path' | 'body', string>> = {},
) =>
  [
    overrides.timestamp ?? vector.timestamp,
    overrides.method ?? vector.method,
    overrides.path ?? vector.pathWithQuery,
    overrides.body ?? vector.body,
  ].join('\n');

/** A signature as the reader's own server would make it, with node:crypto. */
const sign = (message: string, key = secret) => createHmac('sha256', key).update(message, 'utf8').digest('hex');

test.describe('Try it', () => {
  test('costs the page nothing until it is opened, then loads its code and the operation’s data', async ({page}) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await open(page, CHECKOUT_GUIDE);
    const control = page.locator('details[data-api-try="createCheckout"]').first();
    await expect(control).not.toHaveAttribute('open');
    await expect(control.locator('.api-try-panel')).toBeEmpty();
    expect(loaded.filter((path) => path.includes('api-try'))).toEqual([]);

    await openTryIt(page, 'createCheckout');
    expect(loaded.some((path) => /\/api-try-panel\.[0-9a-f]+\.js$/.test(path))).toBe(true);
    // Its styles come with it: the stylesheet every page loads does not carry them.
    expect(loaded.some((path) => /\/api-try-panel\.[0-9a-f]+\.css$/.test(path))).toBe(true);
    expect(
      loaded.some((path) => /\/api-try--for-developers-api-using-api-for-checkout\.[0-9a-f]+\.js$/.test(path)),
    ).toBe(true);
    await expect(control.getByText('nothing is sent to Coinloom or anywhere else')).toBeVisible();
  });

  for (const viewport of [
    {name: '1280 px', width: 1280, height: 800},
    {name: 'a 390 × 844 phone', width: 390, height: 844},
  ]) {
    test.describe(`at ${viewport.name}`, () => {
      test.use({viewport: {width: viewport.width, height: viewport.height}, hasTouch: viewport.width < 500});

      for (const {op, route, vector, values} of OPERATIONS) {
        test(`${op}: filled in as the vector “${vector.name}”, it signs as the vector and copies the request`, async ({
          page,
          context,
        }) => {
          // The reference is the largest page: typing into it takes longer on a busy machine.
          test.slow(route === REFERENCE_ROUTE);
          await context.grantPermissions(['clipboard-read', 'clipboard-write']);
          await open(page, route);
          const panel = await openTryIt(page, op);
          await fillAs(panel, vector, values);

          const canonical = panel.locator('[data-try-it-canonical]');
          await expect(canonical).toHaveText(canonicalOf(vector).replace(/\n/g, '↵\n'), {useInnerText: true});
          const headers = panel.locator('[data-try-it-code="headers"]');
          await expect(headers).toContainText(`X-Coinloom-Signature: ${vector.signature}`);
          await expect(headers).toContainText(`X-Coinloom-Timestamp: ${vector.timestamp}`);
          await expect(headers).toContainText(
            `${vector.method} https://sandbox-api.coinloom.example${vector.pathWithQuery}`,
          );

          for (const language of LANGUAGES) {
            await panel.getByRole('tab', {name: language}).click();
            await page.evaluate(() => navigator.clipboard.writeText(''));
            await panel.getByRole('button', {name: `Copy the request in ${language}`}).click();
            // The button says Copied for a moment only: what holds is the clipboard.
            await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
            const copied = await page.evaluate(() => navigator.clipboard.readText());
            expect(copied, language).toContain(vector.signature);
            expect(copied, language).toContain(KEY_ID);
            expect(copied, language).toContain(String(vector.timestamp));
            expect(copied, language).not.toContain(secret);
          }

          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
        });
      }
    });
  }

  test.describe('compares a signature of the reader’s own', () => {
    const [post] = vectors.request.vectors;

    /** The vector's body with its keys in reverse order: what the panel sends in the key-order case. */
    const reversed =
      '{"price":{"network":"tron","asset":"USDT","amount":"25.00"},"name":"Café annual pass","kind":"sale"}';
    /** The vector's body with "name" before "kind", as a reader's code may write it. */
    const nameFirst = post.body.replace(
      '"kind":"sale","name":"Café annual pass"',
      '"name":"Café annual pass","kind":"sale"',
    );

    async function compare(page: Page, theirs: {signature: string; key?: string}, panelBody?: string) {
      await open(page, CHECKOUT_GUIDE);
      const panel = await openTryIt(page, 'createCheckout');
      await fillAs(panel, post, {});
      if (panelBody) await panel.getByLabel('Request body (JSON)').fill(panelBody);
      await panel.getByLabel('Your X-Coinloom-Signature').fill(theirs.signature);
      if (theirs.key) await panel.getByLabel(/^Your X-Coinloom-Key/).fill(theirs.key);
      await panel.getByRole('button', {name: 'Compare'}).click();
      return panel;
    }

    const cases: {
      kind: string;
      what: string;
      theirs: () => {signature: string; key?: string};
      /** The body in the panel, when it is not the vector's. */
      panelBody?: string;
      says: RegExp;
      line?: string;
    }[] = [
      {
        kind: 'body',
        what: 'a body pretty-printed',
        theirs: () => ({signature: sign(canonicalOf(post, {body: JSON.stringify(JSON.parse(post.body), null, 2)}))}),
        says: /indented by two spaces/,
        line: '  "kind": "sale",',
      },
      {
        kind: 'body',
        what: 'a body encoded as Python’s json.dumps writes it',
        theirs: () => ({
          signature: sign(canonicalOf(post, {body: post.body.replace(/([,:])/g, '$1 ').replace('é', '\\u00e9')})),
        }),
        says: /json\.dumps/,
        line: 'Caf\\u00e9',
      },
      {
        kind: 'body',
        what: 'a body with its keys in another order',
        panelBody: reversed,
        theirs: () => ({signature: post.signature}),
        says: /keys in another order/,
        line: '{"kind":"sale"',
      },
      {
        kind: 'body',
        what: 'a body re-serialised with "name" before "kind"',
        theirs: () => ({signature: sign(canonicalOf(post, {body: nameFirst}))}),
        says: /re-serialised with its keys in another order \("name" before "kind"\)\. .*exact bytes the request sends/,
        line: '{"name":"Café annual pass","kind":"sale"',
      },
      {
        kind: 'path',
        what: 'a path without /v1',
        theirs: () => ({signature: sign(canonicalOf(post, {path: '/checkouts'}))}),
        says: /without the base path/,
        line: '/checkouts',
      },
      {
        kind: 'timestamp',
        what: 'a right signature with a timestamp far outside the window',
        theirs: () => ({signature: post.signature}),
        says: /timestamp_out_of_range/,
      },
      {
        kind: 'key',
        what: 'another key id',
        theirs: () => ({signature: post.signature, key: 'key_0therKey99'}),
        says: /names the key key_0therKey99/,
      },
      {
        kind: 'method',
        what: 'the method in lower case',
        theirs: () => ({signature: sign(canonicalOf(post, {method: 'post'}))}),
        says: /lower case/,
        line: 'post',
      },
    ];

    for (const {kind, what, theirs, panelBody, says, line} of cases) {
      test(`names the ${kind} for ${what}`, async ({page}) => {
        const panel = await compare(page, theirs(), panelBody);
        const verdict = panel.locator(`[data-mismatch="${kind}"]`);
        await expect(verdict).toBeVisible();
        await expect(verdict).toContainText(says);
        if (line) {
          const theirsColumn = verdict.locator('figure', {hasText: 'Signed by your code'});
          await expect(theirsColumn.locator('mark').filter({hasText: line}).first()).toBeVisible();
          await expect(verdict.locator('figure', {hasText: 'Signed here'})).toBeVisible();
        }
      });
    }

    test('says a signature made now matches', async ({page}) => {
      await open(page, CHECKOUT_GUIDE);
      const panel = await openTryIt(page, 'createCheckout');
      await fillAs(panel, post, {});
      await panel.getByRole('button', {name: 'Use the time now'}).click();
      const timestamp = await panel.getByLabel('Timestamp (Unix seconds)').inputValue();
      await panel.getByLabel('Your X-Coinloom-Signature').fill(sign(canonicalOf(post, {timestamp})));
      await panel.getByRole('button', {name: 'Compare'}).click();
      await expect(panel.locator('[data-mismatch="match"]')).toContainText('Your signature matches.');
    });

    test('names every cause: a key id that is not one, and a signature made 42 s ago', async ({page}) => {
      await open(page, CHECKOUT_GUIDE);
      const panel = await openTryIt(page, 'createCheckout');
      await fillAs(panel, post, {});
      await panel.getByRole('button', {name: 'Use the time now'}).click();
      const made = Number(await panel.getByLabel('Timestamp (Unix seconds)').inputValue()) - 42;
      await panel.getByLabel('Your X-Coinloom-Signature').fill(sign(canonicalOf(post, {timestamp: String(made)})));
      await panel.getByLabel(/^Your X-Coinloom-Key/).fill('my key');
      await panel.getByRole('button', {name: 'Compare'}).click();
      await expect(panel.locator('[data-mismatch="key"]')).toContainText('"my key" is not a key id');
      await expect(panel.locator('[data-mismatch="timestamp"]')).toContainText(
        new RegExp(`made 4\\d s ago with timestamp ${made}`),
      );
    });
  });

  test('masks the secret, with a toggle that shows it and says so', async ({page}) => {
    await open(page, CHECKOUT_GUIDE);
    const panel = await openTryIt(page, 'createCheckout');
    const secretField = panel.getByLabel('Key secret');
    await expect(secretField).toHaveAttribute('type', 'password');
    await expect(secretField).toHaveAttribute('autocomplete', 'off');
    const toggle = panel.getByRole('button', {name: 'Show the secret'});
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await secretField.fill(`${secret} `);
    await expect(secretField).toHaveAccessibleDescription(/which the mask hides/);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(secretField).toHaveAttribute('type', 'text');
    await toggle.click();
    await expect(secretField).toHaveAttribute('type', 'password');
  });

  test('with the live server chosen, warns and takes no secret', async ({page}) => {
    await open(page, CHECKOUT_GUIDE);
    const panel = await openTryIt(page, 'createCheckout');
    await fillAs(panel, vectors.request.vectors[0], {});
    await panel.getByRole('radio', {name: new RegExp(`^${urls.apiLive.replace(/[./]/g, '\\$&')}`)}).check();
    await expect(panel.getByRole('alert')).toContainText('A live key moves real funds: never paste its secret');
    const secretField = panel.getByLabel('Key secret');
    await expect(secretField).toBeDisabled();
    await expect(secretField).toHaveValue('');
    await expect(secretField).toHaveAccessibleDescription(/Live server chosen: this panel does not take a live key/);
    const headers = panel.locator('[data-try-it-code="headers"]');
    await expect(headers).toContainText('X-Coinloom-Signature: (not signed here for the live server)');
    // The sandbox key id typed above is not carried into a live request.
    await expect(headers).toContainText('X-Coinloom-Key: (your live key id: sign live requests on your server)');
    await expect(headers).not.toContainText(KEY_ID);
    await expect(panel.getByRole('button', {name: 'Compare'})).toBeDisabled();
    await panel.getByRole('radio', {name: new RegExp(`^${urls.apiSandbox.replace(/[./]/g, '\\$&')}`)}).check();
    await expect(panel.locator('[data-try-it-code="headers"]')).toContainText(
      `X-Coinloom-Signature: ${vectors.request.vectors[0].signature}`,
    );
  });

  test('says a key id that is not one under its field as it is typed', async ({page}) => {
    await open(page, CHECKOUT_GUIDE);
    const panel = await openTryIt(page, 'createCheckout');
    const keyField = panel.getByLabel('Key id');
    await keyField.fill('key_7Hq2');
    await expect(keyField).toHaveAttribute('aria-invalid', 'true');
    await expect(keyField).toHaveAccessibleDescription(/"key_7Hq2" is not a key id: one matches/);
    await expect(panel.getByText('"key_7Hq2" is not a key id')).toBeVisible();
    await keyField.fill(KEY_ID);
    await expect(keyField).not.toHaveAttribute('aria-invalid');
    await expect(panel.getByText('is not a key id')).toHaveCount(0);
  });

  test('says Copied beside a Copy button, seen and announced, then fades back', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, CHECKOUT_GUIDE);
    const panel = await openTryIt(page, 'createCheckout');
    await panel.getByRole('button', {name: 'Copy the request in cURL'}).click();
    const said = panel.getByRole('tabpanel').getByRole('status');
    await expect(said).toHaveText('Copied');
    await expect(said).toBeVisible();
    await expect(said).toHaveText('', {timeout: 5000});
    await expect(panel.getByRole('link', {name: 'Postman collection'})).toHaveAttribute('href', postmanCollectionPath);
  });

  test('checks the body against the description as the reader types', async ({page}) => {
    await open(page, CHECKOUT_GUIDE);
    const panel = await openTryIt(page, 'createCheckout');
    const body = panel.getByLabel('Request body (JSON)');
    await expect(panel.getByText('The body matches the description.')).toBeVisible();
    await body.fill(vectors.request.vectors[0].body.replace('"sale"', '"subscription"'));
    await expect(panel.getByText('The body does not match the description:')).toBeVisible();
    await expect(
      panel.getByRole('listitem').filter({hasText: 'must be one of donation, sale, cart or sale_token'}),
    ).toBeVisible();
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await body.fill('{"kind": ');
    await expect(panel.getByText(/The body is not JSON/)).toBeVisible();
  });

  test('flags a body that names a key twice, and says why it matters for the signature', async ({page}) => {
    await open(page, CHECKOUT_GUIDE);
    const panel = await openTryIt(page, 'createCheckout');
    const body = vectors.request.vectors[0].body;
    await panel.getByLabel('Request body (JSON)').fill(`${body.replace(/\}\s*$/, '')}, "kind": "donation"}`);
    await expect(panel.getByRole('listitem').filter({hasText: 'named twice in the same object'})).toContainText(
      'the signature covers the body as sent, both values included',
    );
    await expect(panel.getByLabel('Request body (JSON)')).toHaveAttribute('aria-invalid', 'true');
  });

  test('builds and signs no request for a path value that URL parsing folds into another endpoint', async ({page}) => {
    const {op, route, vector, values} = OPERATIONS[2];
    await open(page, route);
    const panel = await openTryIt(page, op);
    await fillAs(panel, vector, values);
    await expect(panel.locator('[data-try-it-canonical]')).toBeVisible();
    const field = panel.getByLabel(/^entryId /);
    for (const value of ['..', '.']) {
      await field.fill(value);
      await expect(panel.getByRole('alert')).toContainText(`No request: ${value} as entryId is read by URL parsing`);
      await expect(panel.locator('[data-try-it-canonical], [data-try-it-code]')).toHaveCount(0);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await field.fill(values.entryId);
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(panel.locator('[data-try-it-canonical]')).toContainText(vector.pathWithQuery);
  });

  test('opens and checks a body under a Content-Security-Policy without unsafe-eval', async ({page}) => {
    // The site's policy, but with 'unsafe-inline' for the hashes of its inline scripts, which only the real one has.
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: {...response.headers(), 'content-security-policy': CSP_WITHOUT_EVAL},
      });
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as {cspViolations: string[]}).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    const violations = () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);

    await open(page, CHECKOUT_GUIDE);
    const panel = await openTryIt(page, 'createCheckout');
    await expect(panel.getByText('The body matches the description.')).toBeVisible();
    await panel
      .getByLabel('Request body (JSON)')
      .fill(vectors.request.vectors[0].body.replace('"sale"', '"subscription"'));
    await expect(
      panel.getByRole('listitem').filter({hasText: 'must be one of donation, sale, cart or sale_token'}),
    ).toBeVisible();
    expect(await violations()).toEqual([]);
    // The fixture fails the test on any console error, which is where a blocked eval is reported too.
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`has no axe violations open, with a comparison, in ${mode} mode`, async ({page}) => {
      await chooseColourMode(page, mode);
      await open(page, CHECKOUT_GUIDE);
      const panel = await openTryIt(page, 'createCheckout');
      const [post] = vectors.request.vectors;
      await fillAs(panel, post, {});
      await panel.getByLabel('Your X-Coinloom-Signature').fill(sign(canonicalOf(post, {path: '/checkouts'})));
      await panel.getByRole('button', {name: 'Compare'}).click();
      await expect(panel.locator('[data-mismatch="path"]')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await panel.getByLabel(/^Your X-Coinloom-Key/).fill('my key');
      await expectNoAxeViolations(page, 'details[data-api-try="createCheckout"]');
      // With the live server chosen: the warning, and the secret refused.
      await panel.getByRole('radio', {name: new RegExp(`^${urls.apiLive.replace(/[./]/g, '\\$&')}`)}).check();
      await expect(panel.locator('[data-try-it-live]')).toBeVisible();
      await expectNoAxeViolations(page, 'details[data-api-try="createCheckout"]');
    });
  }
});
