/**
 * The facts of bringing a Coinloom checkout into a merchant's own site: the
 * query parameters the hosted checkout page reads, the button's themes, sizes,
 * labels and options, the messages the page posts to the window that framed or
 * opened it, the iframe's sandbox and permissions, and the content security
 * policy directives. Defined here, once; the snippets written from them are in
 * src/features/checkout-embed/snippets.ts.
 */
import {paymentStatuses, urls} from './product';

/** The origin of every hosted checkout page: the only value `event.origin` may have. */
export const checkoutOrigin = new URL(urls.checkoutPattern).origin;

/** The `source` field of every message a checkout page posts, which tells them apart from other messages. */
export const messageSource = 'coinloom-checkout';

/** A decimal amount as the API writes it: digits, and an optional point with up to 18 decimals. */
export const amountPattern = /^(0|[1-9][0-9]{0,29})(\.[0-9]{1,18})?$/;

export type QueryParameter = {
  name: string;
  /** The checkouts whose page reads it; every other page ignores it. */
  readBy: string;
  values: string;
  does: string;
};

/** The query parameters a hosted checkout page reads from its address. */
export const checkoutQueryParameters = [
  {
    name: 'amount',
    readBy: 'Donation checkouts with suggested amounts',
    values: 'A decimal such as 25.00, in the unit of the suggested amounts (their fiat currency or their asset)',
    does: 'Opens the page with this amount filled in. The payer can still tap a suggested amount or type another. A donation without suggested amounts ignores it, because its unit is known only once the payer picks an asset; sale, cart and sale-token checkouts ignore it, because their price is fixed.',
  },
] as const satisfies readonly QueryParameter[];

export type ButtonTheme = {
  label: string;
  background: string;
  text: string;
  border: string;
  /** Where the theme reads best. */
  use: string;
};

/** Colours of the button. Each pair of text and background has a contrast ratio of at least 4.5:1. */
export const buttonThemes = {
  blue: {
    label: 'Blue',
    background: '#1d4ed8',
    text: '#ffffff',
    border: '#1d4ed8',
    use: 'Coinloom blue with white text, for white or light pages.',
  },
  dark: {
    label: 'Dark',
    background: '#1c2333',
    text: '#ffffff',
    border: '#1c2333',
    use: 'Near-black with white text, for light pages whose own buttons are dark.',
  },
  light: {
    label: 'Light',
    background: '#ffffff',
    text: '#1c2333',
    border: '#6b7280',
    use: 'White with dark text and a grey border, for dark or coloured pages; the border keeps its edge visible on white.',
  },
} as const satisfies Record<string, ButtonTheme>;

export type ButtonSize = {
  label: string;
  fontPx: number;
  paddingYPx: number;
  paddingXPx: number;
  /** The height of the button's box; 44 px and more suits a touch screen. */
  minHeightPx: number;
  iconPx: number;
};

export const buttonSizes = {
  small: {label: 'Small', fontPx: 14, paddingYPx: 6, paddingXPx: 12, minHeightPx: 32, iconPx: 16},
  medium: {label: 'Medium', fontPx: 16, paddingYPx: 9, paddingXPx: 16, minHeightPx: 40, iconPx: 18},
  large: {label: 'Large', fontPx: 18, paddingYPx: 12, paddingXPx: 20, minHeightPx: 48, iconPx: 20},
} as const satisfies Record<string, ButtonSize>;

/** The words on the button. */
export const buttonLabels = {
  pay: {label: 'Pay', text: 'Pay with Coinloom', use: 'for sales, carts and token sales.'},
  donate: {label: 'Donate', text: 'Donate with Coinloom', use: 'for donation checkouts.'},
} as const satisfies Record<string, {label: string; text: string; use: string}>;

/** What a click does. */
export const buttonModes = {
  redirect: {
    label: 'Same tab',
    does: 'Opens the checkout page in the same tab, like any link. Needs no script.',
  },
  popup: {
    label: 'Popup',
    does: 'Opens the checkout page in a popup window over your page, and passes its messages to your page as events. Needs the popup script on your page; without it, or when the browser blocks the popup, the link opens in the same tab.',
  },
} as const satisfies Record<string, {label: string; does: string}>;

/** The attribute that marks a button for the popup script. */
export const modeAttribute = 'data-coinloom-mode';

export type ButtonOptions = {
  checkoutId: string;
  theme: keyof typeof buttonThemes;
  size: keyof typeof buttonSizes;
  label: keyof typeof buttonLabels;
  mode: keyof typeof buttonModes;
  /** The `amount` query parameter, or '' for none. Ignored unless it is a decimal amount. */
  amount: string;
};

export const defaultButtonOptions = {
  theme: 'blue',
  size: 'medium',
  label: 'pay',
  mode: 'redirect',
  amount: '',
} as const satisfies Omit<ButtonOptions, 'checkoutId'>;

export type ButtonOptionDoc = {
  name: string;
  /** Where the option lives in the snippet. */
  setIn: string;
  values: readonly {value: string; means: string}[];
  default: string;
};

/** Every option of the button, for the options table. */
export const buttonOptionDocs = [
  {
    name: 'Theme',
    setIn: 'The colours in the style attribute',
    values: Object.entries(buttonThemes).map(([value, theme]) => ({
      value,
      means: `${theme.use} Background ${theme.background}, text ${theme.text}, border ${theme.border}.`,
    })),
    default: defaultButtonOptions.theme,
  },
  {
    name: 'Size',
    setIn: 'The font size, padding and height in the style attribute',
    values: Object.entries(buttonSizes).map(([value, size]) => ({
      value,
      means: `${size.fontPx} px text, ${size.minHeightPx} px high: padding ${size.paddingYPx} px ${size.paddingXPx} px, a ${size.iconPx} px icon.`,
    })),
    default: defaultButtonOptions.size,
  },
  {
    name: 'Label',
    setIn: 'The text of the link',
    values: Object.entries(buttonLabels).map(([value, label]) => ({value, means: `"${label.text}", ${label.use}`})),
    default: defaultButtonOptions.label,
  },
  {
    name: 'Mode',
    setIn: `The ${modeAttribute} attribute, present for popup only`,
    values: Object.entries(buttonModes).map(([value, mode]) => ({value, means: mode.does})),
    default: defaultButtonOptions.mode,
  },
  {
    name: 'Amount',
    setIn: 'The amount query parameter of the link',
    values: [{value: 'a decimal, such as 25.00', means: checkoutQueryParameters[0].does}],
    default: 'none',
  },
] as const satisfies readonly ButtonOptionDoc[];

// Messages from the checkout page

export type MessageField = {name: string; type: string; description: string};

export type CheckoutMessage = {
  type: string;
  when: string;
  /** Fields besides `source`, `type` and `checkout_id`, which every message has. */
  fields: readonly MessageField[];
};

/** The statuses a checkout page reports while the payer watches it: every status but `created` and `refunded`. */
export const pageStatuses = paymentStatuses
  .map((status) => status.id)
  .filter((id) => id !== 'created' && id !== 'refunded');

/** Fields every message carries. */
export const commonMessageFields = [
  {name: 'source', type: 'string', description: `Always "${messageSource}".`},
  {name: 'type', type: 'string', description: 'Which message it is: one of the types below.'},
  {name: 'checkout_id', type: 'string', description: 'The checkout the page shows.'},
] as const satisfies readonly MessageField[];

/**
 * What a checkout page posts to the window that framed it (an iframe) or opened
 * it (a popup). Messages are hints for the payer's screen: they carry ids,
 * amounts and statuses, never a secret, and prove nothing about a payment.
 */
export const checkoutMessages = [
  {
    type: 'ready',
    when: 'The page has loaded and shows the checkout.',
    fields: [],
  },
  {
    type: 'resize',
    when: 'Inside an iframe only: once after ready, then whenever the height of the page content changes, for example when the deposit address appears.',
    fields: [{name: 'height', type: 'integer', description: "The content's height in CSS pixels."}],
  },
  {
    type: 'payment_created',
    when: 'The payer picked an asset, and the page shows the amount and the deposit address: the payment exists.',
    fields: [
      {name: 'payment_id', type: 'string', description: 'The new payment.'},
      {name: 'amount_due', type: 'object', description: 'What the payer must send: amount, asset and network.'},
      {name: 'expires_at', type: 'string', description: 'When the payment window closes, in RFC 3339 UTC.'},
    ],
  },
  {
    type: 'payment_status',
    when: "The payment's status changed while the page is open.",
    fields: [
      {name: 'payment_id', type: 'string', description: 'The payment.'},
      {name: 'status', type: 'string', description: `Its new status: ${pageStatuses.join(', ')}.`},
    ],
  },
  {
    type: 'cancel',
    when: 'The payer chose to leave the page without paying.',
    fields: [],
  },
] as const satisfies readonly CheckoutMessage[];

// The iframe

/** The iframe's height before its first resize message, and the bounds the listener keeps it within. */
export const frameHeights = {initialPx: 720, minPx: 360, maxPx: 2000} as const;

/** The narrowest column the checkout page lays out in. */
export const frameMinWidthPx = 320;

export type SandboxToken = {token: string; why: string};

/** The sandbox tokens the checkout page needs, and why; leave out every other token. */
export const frameSandbox = [
  {
    token: 'allow-scripts',
    why: 'The page runs JavaScript: it converts prices, counts down the payment window and follows the payment.',
  },
  {
    token: 'allow-same-origin',
    why: `Keeps the page on its own origin, ${checkoutOrigin}. Without it, the page runs on an opaque origin, loses its storage and cannot talk to Coinloom, and every message arrives with event.origin "null", which your origin check rightly refuses.`,
  },
  {
    token: 'allow-forms',
    why: "Lets the payer submit the page's forms, such as the e-mail address when the checkout asks for one.",
  },
  {
    token: 'allow-popups',
    why: 'Lets the links the page opens in a new tab work, such as the PDF of an invoice or the transaction on a block explorer.',
  },
  {
    token: 'allow-popups-to-escape-sandbox',
    why: 'Opens those tabs as ordinary pages, not under your sandbox.',
  },
] as const satisfies readonly SandboxToken[];

/** Permissions the frame delegates through its allow attribute. */
export const framePermissions = [
  {
    token: 'clipboard-write',
    why: "Lets the page's copy buttons put the deposit address and the amount on the payer's clipboard.",
  },
] as const satisfies readonly SandboxToken[];

export const frameElementId = 'coinloom-checkout';
export const frameStatusElementId = 'coinloom-status';

// The popup script

export const popupFeatures = 'popup,width=480,height=760';

/** The DOM events the popup script dispatches on the button: one per message type. */
export const buttonEventPrefix = 'coinloom:';

// Content security policy

export type PolicyDirective = {directive: string; value: string; why: string; neededFor: string};

/** What a merchant's content security policy needs for the button, the popup script and the iframe. */
export const policyDirectives = [
  {
    directive: 'frame-src',
    value: checkoutOrigin,
    why: 'Lets your page frame the checkout page. Without it, the frame stays empty and the console reports a violation.',
    neededFor: 'iframe',
  },
  {
    directive: 'script-src',
    value: "'self'",
    why: 'Runs checkout-frame.js or coinloom-popup.js from your own site. No Coinloom script runs on your page, so no Coinloom host belongs here.',
    neededFor: 'iframe listener and the popup script',
  },
  {
    directive: 'style-src-attr',
    value: "'unsafe-inline'",
    why: "Applies the style attribute of the button and the iframe. If your policy refuses it, both still work, but the button shows as a plain link and the frame keeps the browser's default width; move their styles into your stylesheet instead.",
    neededFor: 'button and the iframe',
  },
] as const satisfies readonly PolicyDirective[];

/** The fields of the button builder on the Pay button page, as its steps name them. */
export const builderLabels = {
  theme: 'Theme',
  size: 'Size',
  label: 'Label',
  mode: 'Mode',
  checkoutId: 'Checkout id',
  amount: 'Amount (donations)',
} as const;
