/**
 * What a merchant pastes to bring a Coinloom checkout into their own site,
 * written from the facts in src/data/payButton.ts: the checkout link, the
 * "Pay with Coinloom" button, the iframe with its listener script, the popup
 * script and an example content security policy.
 *
 * /integration/add-button/ renders the live button from buttonSnippet() next to
 * a code block of the same string; /integration/iframe/ shows the iframe
 * snippet and the listener. tests/e2e/pay-button.spec.ts checks that the live
 * button is the code block, and runs the two scripts in a browser against a
 * stand-in checkout page.
 */
import {urls} from '../../data/product';
import {
  amountPattern,
  buttonEventPrefix,
  buttonLabels,
  buttonSizes,
  buttonThemes,
  checkoutOrigin,
  frameElementId,
  frameHeights,
  frameMinWidthPx,
  framePermissions,
  frameSandbox,
  frameStatusElementId,
  messageSource,
  modeAttribute,
  pageStatuses,
  policyDirectives,
  popupFeatures,
  type ButtonOptions,
} from '../../data/payButton';

/** The hosted checkout page of a checkout, with the query parameters given. */
export function checkoutUrl(checkoutId: string, query: Readonly<Record<string, string>> = {}): string {
  const url = urls.checkoutPattern.replace('{checkoutId}', encodeURIComponent(checkoutId));
  const search = new URLSearchParams(query).toString();
  return search ? `${url}?${search}` : url;
}

const fontStack = "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";

/** The CSS declarations of a button, in the order the snippet writes them. */
export function buttonDeclarations(theme: ButtonOptions['theme'], size: ButtonOptions['size']): string[] {
  const colours = buttonThemes[theme];
  const box = buttonSizes[size];
  return [
    'display:inline-flex',
    'align-items:center',
    'gap:8px',
    'box-sizing:border-box',
    `min-height:${box.minHeightPx}px`,
    `padding:${box.paddingYPx}px ${box.paddingXPx}px`,
    `border:1px solid ${colours.border}`,
    'border-radius:8px',
    `background:${colours.background}`,
    `color:${colours.text}`,
    `font:600 ${box.fontPx}px/1.25 ${fontStack}`,
    'text-decoration:none',
  ];
}

/** The class the stylesheet variant uses instead of a style attribute. */
export const buttonClassName = 'coinloom-pay-button';

/** The button's styles as a rule for your own stylesheet, for a policy that refuses style attributes. */
export function buttonStylesheet(theme: ButtonOptions['theme'], size: ButtonOptions['size']): string {
  const declarations = buttonDeclarations(theme, size).map((declaration) => `  ${declaration.replace(':', ': ')};`);
  return [`.${buttonClassName} {`, ...declarations, '}'].join('\n');
}

/** The Coinloom mark: a coin crossed by two threads. Decorative, so hidden from screen readers. */
function mark(px: number): string {
  return (
    `<svg aria-hidden="true" width="${px}" height="${px}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">` +
    '<circle cx="12" cy="12" r="9"></circle>' +
    '<path d="M7.5 9.5c3-2.5 6-2.5 9 0M7.5 14.5c3 2.5 6 2.5 9 0"></path>' +
    '</svg>'
  );
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The snippet a merchant pastes: a link to the checkout page that looks like a
 * button. It needs no script. The browser serialises the element it parses from
 * this string back to the same string, which is what lets the page and its
 * test compare the live button with the code block character for character.
 */
export function buttonSnippet(options: ButtonOptions, stylesIn: 'attribute' | 'class' = 'attribute'): string {
  const query: Record<string, string> = amountPattern.test(options.amount) ? {amount: options.amount} : {};
  const attributes = [
    `href="${escapeAttribute(checkoutUrl(options.checkoutId, query))}"`,
    ...(options.mode === 'popup' ? [`${modeAttribute}="popup"`] : []),
    stylesIn === 'attribute'
      ? `style="${buttonDeclarations(options.theme, options.size).join(';')}"`
      : `class="${buttonClassName}"`,
  ];
  return [
    `<a ${attributes.join(' ')}>`,
    `  ${mark(buttonSizes[options.size].iconPx)}`,
    `  ${buttonLabels[options.label].text}`,
    '</a>',
  ].join('\n');
}

/** The iframe snippet, with an element for status text and the listener script loaded from your own site. */
export function iframeSnippet(checkoutId: string, orderUrl: string, scriptPath: string): string {
  return [
    '<iframe',
    `  id="${frameElementId}"`,
    `  src="${escapeAttribute(checkoutUrl(checkoutId))}"`,
    '  title="Pay with Coinloom"',
    `  sandbox="${frameSandbox.map((entry) => entry.token).join(' ')}"`,
    `  allow="${framePermissions.map((entry) => entry.token).join('; ')}"`,
    `  data-order-url="${escapeAttribute(orderUrl)}"`,
    `  style="display:block;width:100%;min-width:${frameMinWidthPx}px;height:${frameHeights.initialPx}px;border:0"></iframe>`,
    `<p id="${frameStatusElementId}" role="status"></p>`,
    `<script type="module" src="${escapeAttribute(scriptPath)}"></script>`,
  ].join('\n');
}

type PageStatus = (typeof pageStatuses)[number];

/**
 * The statuses in which the amount due has arrived, so the order is delivered: `paid`, and `overpaid`, which is
 * final too (the excess is the merchant's to keep or refund, never a reason to hold the order).
 */
export const deliveredStatuses = ['paid', 'overpaid'] as const satisfies readonly PageStatus[];

/** What the listener writes under the frame for each status the page reports. */
export const frameStatusText: Record<PageStatus, string> = {
  pending: 'Payment seen on the network. Waiting for confirmations.',
  paid: 'Payment received. Opening your order.',
  underpaid: 'Less than the amount due arrived. We will contact you about the rest.',
  overpaid: 'Payment received, more than the amount due. Opening your order.',
  expired: 'The time to pay ran out. Pick an asset again to get a new amount.',
  failed:
    'The network dropped the transaction, so nothing arrived. Pick an asset again to get a new amount and address.',
};

const deliveredList = `[${deliveredStatuses.map((status) => `'${status}'`).join(', ')}]`;

const messageGuard = `  const message = event.data;
  if (typeof message !== 'object' || message === null || message.source !== '${messageSource}') return;`;

/** The script beside the iframe: sizes the frame to its content and follows the payment. */
export const frameListenerScript = `// checkout-frame.js: sizes the Coinloom checkout frame and follows its payment.
const CHECKOUT_ORIGIN = '${checkoutOrigin}';
const frame = document.getElementById('${frameElementId}');
const statusLine = document.getElementById('${frameStatusElementId}');
// The amount due has arrived: the order is delivered on either status.
const DELIVERED = ${deliveredList};
const statusText = {
${Object.entries(frameStatusText)
  .map(([status, text]) => `  ${status}: '${text.replace(/'/g, "\\'")}',`)
  .join('\n')}
};

window.addEventListener('message', (event) => {
  // Accept messages from Coinloom's checkout pages only, and from this frame only.
  if (event.origin !== CHECKOUT_ORIGIN || event.source !== frame.contentWindow) return;
${messageGuard}

  if (message.type === 'resize' && Number.isInteger(message.height)) {
    const height = Math.min(Math.max(message.height, ${frameHeights.minPx}), ${frameHeights.maxPx});
    frame.style.height = \`\${height}px\`;
  }
  if (message.type === 'payment_status') {
    statusLine.textContent = statusText[message.status] ?? '';
    if (DELIVERED.includes(message.status)) {
      // A hint, not proof. The order page asks your server, which marks the order
      // paid only after a verified payment.paid or payment.overpaid callback.
      window.location.assign(frame.dataset.orderUrl);
    }
  }
});
`;

/** The optional script that opens marked buttons in a popup and passes the page's messages on as DOM events. */
export const popupScript = `// coinloom-popup.js: opens buttons marked ${modeAttribute}="popup" in a popup window
// and dispatches the checkout page's messages as events on the button.
const CHECKOUT_ORIGIN = '${checkoutOrigin}';
const buttonsByPopup = new Map();

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('a[${modeAttribute}="popup"]') : null;
  // Leave other links, and clicks that ask for a new tab or window, to the browser.
  if (!button || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const popup = window.open(button.href, 'coinloom-checkout', '${popupFeatures}');
  if (!popup) return; // Blocked: the link opens in this tab instead.
  event.preventDefault();
  buttonsByPopup.set(popup, button);
});

window.addEventListener('message', (event) => {
  const button = buttonsByPopup.get(event.source);
  // Accept messages from Coinloom's checkout pages only, and from a popup this script opened only.
  if (event.origin !== CHECKOUT_ORIGIN || !button) return;
${messageGuard}
  button.dispatchEvent(new CustomEvent('${buttonEventPrefix}' + message.type, {bubbles: true, detail: message}));
});
`;

/** How a page uses the events the popup script dispatches. */
export const popupUsageScript = `// After coinloom-popup.js: react to the payment on your own page.
// The amount due has arrived: the order is delivered on either status.
const DELIVERED = ${deliveredList};
document.addEventListener('${buttonEventPrefix}payment_status', (event) => {
  if (DELIVERED.includes(event.detail.status)) {
    // A hint, not proof: your server confirms the payment from its
    // payment.paid or payment.overpaid callback.
    window.location.assign('/orders/1042/');
  }
});
`;

/** A whole policy for a page with the button and the iframe, built from the directives above. */
export const examplePolicy = [
  "default-src 'self'",
  ...policyDirectives.map((entry) => `${entry.directive} ${entry.value}`),
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');
