/**
 * The Coinloom plugin for WooCommerce: what it needs, what it asks for in its
 * settings, and how it maps Coinloom payment statuses onto WooCommerce order
 * statuses. The merchant's page (/payments/woo-commerce-plugin/) and the
 * developer's page (/for-developers/woo-commerce-plugin/) both read this file.
 */

export type PluginRequirement = {
  /** What is required. */
  name: string;
  /** The oldest version the plugin supports, or the condition it needs. */
  minimum: string;
  why: string;
};

/** Coinloom's own requirements for the plugin; older versions are not supported. */
export const wooCommerceRequirements = [
  {name: 'WordPress', minimum: '6.5', why: 'The plugin is built and tested against this version and later.'},
  {name: 'WooCommerce', minimum: '9.0', why: 'The plugin is built and tested against this version and later.'},
  {name: 'PHP', minimum: '8.1', why: 'The plugin uses language features of this version.'},
  {
    name: 'HTTPS on the store',
    minimum: 'A valid TLS certificate',
    why: "The plugin's callback URL must be reachable over HTTPS, so that callbacks reach your store encrypted.",
  },
  {
    name: 'Outbound HTTPS from the server',
    minimum: 'TLS 1.2 or later',
    why: 'The plugin calls the Coinloom API from your server for every order.',
  },
] as const satisfies readonly PluginRequirement[];

export type PluginSetting = {
  /** The label in WooCommerce › Settings › Payments › Coinloom. */
  label: string;
  /** What the setting does. */
  does: string;
  /** The value a new installation starts with, where there is one. */
  default?: string;
};

/** The plugin's settings, in the order the settings page shows them. */
export const wooCommerceSettings = {
  enabled: {label: 'Enable Coinloom', does: 'Offers Coinloom as a payment method at checkout.', default: 'Off'},
  title: {
    label: 'Title',
    does: 'The name of the payment method that the buyer sees at checkout.',
    default: 'Pay with crypto',
  },
  description: {
    label: 'Description',
    does: 'The line under the title at checkout.',
    default: 'Pay with a cryptocurrency on the Coinloom payment page.',
  },
  environment: {
    label: 'Environment',
    does: 'Sandbox sends orders to the sandbox API on test networks; Live sends them to the live API.',
    default: 'Sandbox',
  },
  keyId: {label: 'API key id', does: 'The id of a Coinloom API key of the merchant that receives the payments.'},
  keySecret: {label: 'API key secret', does: 'The secret of that key; the plugin signs every request with it.'},
  callbackSecret: {
    label: 'Callback secret',
    does: "The merchant's callback secret; the plugin verifies every callback with it.",
  },
  callbackUrl: {
    label: 'Callback URL',
    does: "Read-only: the address to enter as the merchant's callback URL in the Coinloom web app.",
  },
  underpaidStatus: {
    label: 'Status for underpaid orders',
    does: 'The WooCommerce status an order takes when its payment is underpaid beyond the tolerance.',
    default: 'On hold',
  },
  debugLog: {
    label: 'Debug log',
    does: 'Writes every request, response and callback, without secrets, to the WooCommerce log.',
    default: 'Off',
  },
} as const satisfies Record<string, PluginSetting>;

/** The key scopes the plugin's API key needs: creating checkouts, and reading payments. */
export const wooCommerceKeyScopes = ['payments', 'read'] as const;

/** The checkout kind the plugin creates for each order: one price, the order total in the store's currency. */
export const wooCommerceCheckoutKind = 'sale';

export type CheckoutField = {
  /** The createCheckout field. */
  field: string;
  /** What the plugin puts in it. */
  value: string;
};

/** What the plugin sends to createCheckout for an order, besides `kind`. */
export const wooCommerceCheckoutFields = [
  {field: 'name', value: 'The order number, as the buyer sees it.'},
  {field: 'price', value: "The order total, in the store's currency."},
  {
    field: 'metadata',
    value: 'The WooCommerce order id and order key, so every payment and event leads back to the order.',
  },
  {field: 'success_url', value: "The order's order-received page."},
  {field: 'cancel_url', value: "The store's checkout page."},
  {
    field: 'Idempotency-Key (header)',
    value:
      'The order id and an attempt number. A retry after a timeout or a 5xx keeps the number and returns the same checkout; after a 4xx answer the plugin increases it, so the corrected request creates the checkout.',
  },
] as const satisfies readonly CheckoutField[];

/** What the plugin does with each callback, in order. */
export const wooCommerceCallbackSteps = [
  'Verifies the Coinloom-Signature header against the raw body with the callback secret, and answers 400 when it does not match.',
  'Answers 200 at once to every verified callback, duplicates and other event types included, so it is acknowledged in time.',
  'Stops there if it has already processed the event id, or if the event is not a payment event.',
  'Reads the payment with getPayment and updates the order from the status it returns.',
] as const;

/** The rules the plugin follows whenever it changes an order. */
export const wooCommerceOrderRules = [
  'It never moves an order backwards, with one exception: when you accept a late deposit on the payment of a cancelled order, it moves the order from Cancelled to Processing.',
  "It changes only orders paid with Coinloom, which it finds by the order id in the payment's metadata.",
  'It changes an order only while the order still has the status the plugin last set; once you move an order yourself, the plugin only adds notes.',
  "Refunds are made in Coinloom, in the web app or with refundPayment, not with WooCommerce's refund form, which sends no crypto; the plugin then marks the order refunded at its next check, under the rule above.",
] as const;

/** The path of the plugin's callback endpoint (a WordPress REST route) under the store's address. */
export const wooCommerceCallbackPath = '/wp-json/coinloom/v1/callback';

/** The source name of the plugin's entries in the WooCommerce log. */
export const wooCommerceLogSource = 'coinloom';

/**
 * How often the plugin re-reads the payments of the orders it manages, those still in the status it last
 * set (it finds them by the order's checkout with listPayments), through WooCommerce's Action Scheduler: a missed callback
 * delays an order by at most this long, and the check also catches statuses that raise no event.
 */
export const wooCommerceReconcileIntervalMinutes = 15;

export type OrderStatusMapping = {
  /** The Coinloom payment status. */
  payment: string;
  /** WooCommerce's order status slug. */
  orderStatus: string;
  /** WooCommerce's label for that status. */
  orderStatusLabel: string;
  /** What the plugin does. */
  action: string;
};

/** How the plugin moves a WooCommerce order when its Coinloom payment changes. */
export const wooCommerceStatusMap = [
  {
    payment: 'created',
    orderStatus: 'pending',
    orderStatusLabel: 'Pending payment',
    action: 'Creates the checkout and sends the buyer to its payment page; stock is held as WooCommerce holds it.',
  },
  {
    payment: 'pending',
    orderStatus: 'on-hold',
    orderStatusLabel: 'On hold',
    action: 'Adds an order note with the transaction; the order waits for confirmations. Do not ship yet.',
  },
  {
    payment: 'paid',
    orderStatus: 'processing',
    orderStatusLabel: 'Processing',
    action:
      'Marks the order paid through WooCommerce, which sets Processing, or Completed when every item is virtual and downloadable.',
  },
  {
    payment: 'underpaid',
    orderStatus: 'on-hold',
    orderStatusLabel: 'On hold',
    action:
      'Sets the status chosen in Status for underpaid orders and adds a note with the amount received; you top up or refund.',
  },
  {
    payment: 'overpaid',
    orderStatus: 'processing',
    orderStatusLabel: 'Processing',
    action:
      'Marks the order paid, as for paid, with a note of the excess: the amount due arrived. Keep the excess, or refund it in Coinloom; the payment stays overpaid either way.',
  },
  {
    payment: 'expired',
    orderStatus: 'cancelled',
    orderStatusLabel: 'Cancelled',
    action: 'Cancels the order, which returns held stock.',
  },
  {
    payment: 'failed',
    orderStatus: 'failed',
    orderStatusLabel: 'Failed',
    action: 'Marks the order failed; the buyer can pay again from their account.',
  },
  {
    payment: 'refunded',
    orderStatus: 'refunded',
    orderStatusLabel: 'Refunded',
    action:
      'Marks the order refunded once the payment that paid it is refunded in Coinloom; refunding a second payment for the same order only adds a note.',
  },
] as const satisfies readonly OrderStatusMapping[];

export type PluginHook = {
  name: string;
  kind: 'filter' | 'action';
  /** The arguments WordPress passes, in order. */
  args: readonly string[];
  does: string;
};

/** The WordPress hooks the plugin offers to developers. */
export const wooCommerceHooks = [
  {
    name: 'coinloom_wc_checkout_request',
    kind: 'filter',
    args: ['array $body', 'WC_Order $order'],
    does: 'Changes the body of the createCheckout request before the plugin sends it.',
  },
  {
    name: 'coinloom_wc_order_status',
    kind: 'filter',
    args: ['string $order_status', 'string $payment_status', 'WC_Order $order'],
    does: 'Changes the WooCommerce status the plugin sets for a payment status.',
  },
  {
    name: 'coinloom_wc_payment_updated',
    kind: 'action',
    args: ['array $payment', 'WC_Order $order'],
    does: 'Runs after the plugin has applied a payment change to an order.',
  },
] as const satisfies readonly PluginHook[];

/** WordPress's own admin labels that the plugin's install and check steps name. */
export const wordPressAdminLabels = [
  'Plugins',
  'Add New Plugin',
  'Install Now',
  'Activate',
  'WooCommerce › Settings › Payments',
  'Save changes',
  'WooCommerce › Orders',
  'WooCommerce › Status › Logs',
] as const;
