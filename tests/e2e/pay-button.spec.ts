import type {BrowserContext, Frame, Page} from '@playwright/test';
import {
  checkoutOrigin,
  defaultButtonOptions,
  frameElementId,
  frameHeights,
  frameStatusElementId,
  messageSource,
  type ButtonOptions,
} from '../../src/data/payButton';
import {
  buttonSnippet,
  checkoutUrl,
  examplePolicy,
  frameListenerScript,
  iframeSnippet,
  popupScript,
  popupUsageScript,
} from '../../src/features/checkout-embed/snippets';
import {urls} from '../../src/data/product';
import {expect, open, test} from './fixtures';

/**
 * The "Pay with Coinloom" button page shows a live button and the snippet that
 * makes it: they must be the same markup, point at a checkout page, and change
 * together. The scripts the button and iframe pages give merchants run here
 * too, on a stand-in merchant page under the documented content security
 * policy, against a stand-in checkout page on the checkout origin.
 */
const ROUTE = '/integration/add-button/';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const checkoutUrlPattern = new RegExp(
  `^${escapeRegExp(urls.checkoutPattern).replace(escapeRegExp('{checkoutId}'), 'chk_[A-Za-z0-9]{8,32}')}(\\?amount=[0-9.]+)?$`,
);

async function liveButton(page: Page): Promise<string> {
  return page
    .getByTestId('pay-button-preview')
    .locator('a')
    .evaluate((link) => link.outerHTML);
}

async function codeBlockText(page: Page): Promise<string> {
  // A code block is highlighted, a line an element, once it nears the viewport (src/theme/CodeBlock).
  const block = page.getByTestId('pay-button-code');
  await block.scrollIntoViewIfNeeded();
  await block.locator('.token-line').first().waitFor();
  const lines = await block.locator('.token-line').allTextContents();
  return lines.join('\n');
}

async function expectButtonIsSnippet(page: Page, expected: string): Promise<void> {
  await expect.poll(() => liveButton(page)).toBe(expected);
  expect(await codeBlockText(page)).toBe(expected);
}

test.describe('the Pay with Coinloom button page', () => {
  test('renders the button from the very snippet it shows, linked to a checkout page', async ({page}) => {
    await open(page, ROUTE);
    const html = await liveButton(page);
    expect(html).toBe(await codeBlockText(page));
    const href = await page.getByTestId('pay-button-preview').locator('a').getAttribute('href');
    expect(href).toMatch(checkoutUrlPattern);
  });

  test('changes the button and the snippet together when an option changes', async ({page}) => {
    await open(page, ROUTE);
    const href = (await page.getByTestId('pay-button-preview').locator('a').getAttribute('href')) ?? '';
    const checkoutId = href.slice(href.lastIndexOf('/') + 1);
    const options: ButtonOptions = {checkoutId, ...defaultButtonOptions};
    await expectButtonIsSnippet(page, buttonSnippet(options));

    const controls = page.getByRole('form', {name: 'Button options'});
    await controls.getByRole('group', {name: 'Theme'}).getByRole('radio', {name: 'Dark'}).check();
    await expectButtonIsSnippet(page, buttonSnippet({...options, theme: 'dark'}));

    await controls.getByRole('group', {name: 'Size'}).getByRole('radio', {name: 'Large'}).check();
    await expectButtonIsSnippet(page, buttonSnippet({...options, theme: 'dark', size: 'large'}));

    await controls.getByRole('group', {name: 'Mode'}).getByRole('radio', {name: 'Popup'}).check();
    await controls.getByLabel('Amount (donations)').fill('25.00');
    const changed = {...options, theme: 'dark', size: 'large', mode: 'popup', amount: '25.00'} as const;
    await expectButtonIsSnippet(page, buttonSnippet(changed));
    expect(await page.getByTestId('pay-button-preview').locator('a').getAttribute('href')).toMatch(checkoutUrlPattern);

    await controls.getByLabel('Checkout id').fill('chk_7Ab3Cd9EfG');
    await expectButtonIsSnippet(page, buttonSnippet({...changed, checkoutId: 'chk_7Ab3Cd9EfG'}));
  });

  test('says where a click goes instead of leaving for the example checkout', async ({page}) => {
    await open(page, ROUTE);
    const link = page.getByTestId('pay-button-preview').locator('a');
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(page.getByText(`On your site, this button opens ${href}.`)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(ROUTE);
  });
});

// The merchant's side, with the scripts exactly as the pages print them.

const SHOP = 'https://shop.coinloom.example';
const CHECKOUT_ID = 'chk_8d2Kq4VfT1';

/** A checkout page stand-in: posts what the test tells it to, to the window that framed or opened it. */
const standInCheckout = `<!doctype html><html><head><title>Checkout</title></head><body><p>Checkout</p><script>
const target = window.parent !== window ? window.parent : window.opener;
window.post = (message) => target?.postMessage({source: '${messageSource}', checkout_id: '${CHECKOUT_ID}', ...message}, '*');
window.post({type: 'ready'});
</script></body></html>`;

const merchantPage = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Order 1042</title></head><body>${body}</body></html>`;

async function serveShop(context: BrowserContext, body: string): Promise<void> {
  await context.route(`${checkoutOrigin}/**`, (route) =>
    route.fulfill({contentType: 'text/html; charset=utf-8', body: standInCheckout}),
  );
  await context.route(`${SHOP}/**`, (route) => {
    const {pathname} = new URL(route.request().url());
    const scripts: Record<string, string> = {
      '/js/checkout-frame.js': frameListenerScript,
      '/js/coinloom-popup.js': popupScript,
      '/js/order-page.js': popupUsageScript,
    };
    if (scripts[pathname]) {
      return route.fulfill({contentType: 'text/javascript; charset=utf-8', body: scripts[pathname]});
    }
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: {'Content-Security-Policy': examplePolicy},
      body: pathname === '/order/' ? merchantPage(body) : merchantPage(`<h1>${pathname}</h1>`),
    });
  });
}

type StandIn = {post: (message: object) => void};

/** Makes the stand-in checkout page in a frame or popup post one message. */
async function post(checkout: Page | Frame, message: object): Promise<void> {
  await checkout.waitForFunction(() => typeof (window as unknown as Partial<StandIn>).post === 'function');
  await checkout.evaluate((m) => (window as unknown as StandIn).post(m), message);
}

function checkoutFrame(page: Page): Frame | null {
  return page.frames().find((frame) => frame.url().startsWith(`${checkoutOrigin}/`)) ?? null;
}

test.describe('the embedding scripts, on a merchant page under the documented policy', () => {
  test('the iframe listener sizes the frame, ignores forged messages and follows the payment', async ({
    page,
    context,
  }) => {
    await serveShop(context, iframeSnippet(CHECKOUT_ID, '/orders/1042/', '/js/checkout-frame.js'));
    await page.goto(`${SHOP}/order/`);
    const frameElement = page.locator(`#${frameElementId}`);
    await expect(frameElement).toHaveAttribute('src', checkoutUrl(CHECKOUT_ID));
    await expect.poll(() => checkoutFrame(page)?.url()).toBe(checkoutUrl(CHECKOUT_ID));
    const frame = checkoutFrame(page);
    if (!frame) {
      throw new Error('The checkout frame did not load.');
    }

    await post(frame, {type: 'resize', height: 900});
    await expect(frameElement).toHaveCSS('height', '900px');
    await post(frame, {type: 'resize', height: 10_000});
    await expect(frameElement).toHaveCSS('height', `${frameHeights.maxPx}px`);

    // The merchant page is not the checkout origin, so its own message changes nothing.
    await page.evaluate((source) => window.postMessage({source, type: 'resize', height: 500}, '*'), messageSource);
    await page.waitForTimeout(200);
    await expect(frameElement).toHaveCSS('height', `${frameHeights.maxPx}px`);

    await post(frame, {type: 'payment_status', payment_id: 'pay_2Xv9Nc4HsE', status: 'pending'});
    await expect(page.locator(`#${frameStatusElementId}`)).toContainText('Waiting for confirmations');

    await post(frame, {type: 'payment_status', payment_id: 'pay_2Xv9Nc4HsE', status: 'paid'});
    await page.waitForURL(`${SHOP}/orders/1042/`);
  });

  test('the popup script opens the checkout in a popup and passes its messages on as events', async ({
    page,
    context,
  }) => {
    const button = buttonSnippet({...defaultButtonOptions, checkoutId: CHECKOUT_ID, mode: 'popup'});
    const scripts = ['/js/coinloom-popup.js', '/js/order-page.js']
      .map((src) => `<script type="module" src="${src}"></script>`)
      .join('');
    await serveShop(context, `${button}${scripts}`);
    await page.goto(`${SHOP}/order/`);
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('link').click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(checkoutUrl(CHECKOUT_ID));
    expect(new URL(page.url()).pathname).toBe('/order/');

    // order-page.js leaves for the order page on a coinloom:payment_status event whose detail says paid.
    await post(popup, {type: 'payment_status', payment_id: 'pay_2Xv9Nc4HsE', status: 'paid'});
    await page.waitForURL(`${SHOP}/orders/1042/`);
  });

  test('the button is a plain link to the checkout page without the popup script', async ({page, context}) => {
    await serveShop(context, buttonSnippet({...defaultButtonOptions, checkoutId: CHECKOUT_ID, mode: 'popup'}));
    await page.goto(`${SHOP}/order/`);
    await page.getByRole('link', {name: 'Pay with Coinloom'}).click();
    await page.waitForURL(checkoutUrl(CHECKOUT_ID));
  });
});
