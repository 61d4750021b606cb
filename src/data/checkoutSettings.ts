/**
 * The settings of Coinloom's payment forms: for each checkout kind, and for
 * invoices, recurring-billing plans and multisend batches. The feature
 * references (/payments/…) and the app-screen guides (/functional/…) show these
 * labels, values and defaults, so that both say the same thing.
 *
 * `apiField` is the field's name in the API request body, exactly as in
 * static/openapi.yaml (dotted for a nested field). A setting without one is set
 * in the web app only; a setting with `apiOnly` has no field on the app's form.
 */
import {limits, type checkoutKinds} from './product';

export type Setting = {
  /** The label on the web app's form, or the name of an API-only field. */
  label: string;
  /** The snake_case field in the API request body, where the API has one. */
  apiField?: string;
  /** The field exists in the API only, not on the app's form. */
  apiOnly?: true;
  /** What the setting does, in one or two sentences. */
  does: string;
  /** The values it accepts. */
  values: string;
  /** What applies when you leave it unset, or 'Required' when it must be set. */
  default: string;
};

export type CheckoutKindId = (typeof checkoutKinds)[number]['id'];

/** The numbers the payment forms enforce beyond those in product.ts. Pages interpolate these. */
export const formLimits = {
  /** Characters in the name of a checkout, line item, plan or invoice customer. */
  nameMaxChars: 200,
  /** Characters in a description or an invoice memo. */
  descriptionMaxChars: 1000,
  /** Suggested amounts a donation checkout offers, at most. */
  suggestedAmountsMax: 6,
  /** Line items in one cart checkout or one invoice, at most. */
  lineItemsMax: 100,
  /** Units in one line item, at most. */
  lineItemQuantityMax: 10000,
  /** Reminder days an invoice can have, at most. */
  invoiceRemindersMax: 5,
  /** Keys of metadata on a checkout, invoice or subscription, at most. */
  metadataKeysMax: 20,
  /** How long a payment at a crypto price waits for the payer's transaction unless you change it. */
  paymentWindowDefaultMinutes: 60,
  /** The longest payment window for a crypto price: one day. */
  paymentWindowMaxMinutes: 1440,
  /** Days before each allowance charge that the subscriber is reminded unless you change it, and at most. */
  planReminderDaysDefault: 3,
  planReminderDaysMax: 14,
  /**
   * Retries: the further tries after a charge first fails, one day apart, before a past-due subscription is
   * cancelled, by default and at most. Retries 3 means up to four attempts in all.
   */
  planRetryAttemptsDefault: 3,
  planRetryAttemptsMax: 7,
  /** Characters in a multisend recipient's memo, its reference, and the batch's note. */
  memoMaxChars: 120,
  referenceMaxChars: 100,
  noteMaxChars: 500,
} as const;

const f = formLimits;

const name = {
  label: 'Name',
  apiField: 'name',
  does: 'The title at the top of the payment page, and the name of the checkout in the web app.',
  values: `Text, up to ${f.nameMaxChars} characters`,
  default: 'Required',
} as const satisfies Setting;

const description = {
  label: 'Description',
  apiField: 'description',
  does: 'A short text under the name that tells the payer what they are paying for.',
  values: `Text, up to ${f.descriptionMaxChars} characters`,
  default: 'None',
} as const satisfies Setting;

const acceptedAssets = {
  label: 'Accepted assets',
  apiField: 'accepted_assets',
  does: 'The assets and networks the payer can choose from. A price in crypto can be paid in its own asset only.',
  values: "One or more of the merchant's accepted assets, each an asset on a network",
  default: "All of the merchant's accepted assets",
} as const satisfies Setting;

const paymentWindow = {
  label: 'Payment window',
  does: "How long a payment at a crypto price waits for the payer's transaction after the payer picks an asset. A price in fiat always uses the rate lock instead.",
  values: `${limits.fiatRateLockMinutes} to ${f.paymentWindowMaxMinutes} minutes`,
  default: `${f.paymentWindowDefaultMinutes} minutes; for a price in fiat, the ${limits.fiatRateLockMinutes}-minute rate lock`,
} as const satisfies Setting;

const payerEmail = {
  label: 'Ask for e-mail',
  does: "Asks the payer for an e-mail address before showing the deposit address, and keeps it on the payment's record.",
  values: 'Off, optional or required',
  default: 'Off',
} as const satisfies Setting;

const successMessage = {
  label: 'Thank-you message',
  does: 'The text the page shows once the payment is paid, when no success URL is set.',
  values: 'Text, up to 500 characters',
  default: 'A standard thank-you line with the amount received',
} as const satisfies Setting;

const successUrl = {
  label: 'Success URL',
  apiField: 'success_url',
  does: 'Where the page sends the payer after a successful payment. A courtesy for the payer, never proof of payment.',
  values: 'An https address',
  default: 'None: the payer stays on the page and sees the thank-you message',
} as const satisfies Setting;

const cancelUrl = {
  label: 'Cancel URL',
  apiField: 'cancel_url',
  does: 'Where the page sends a payer who leaves without paying.',
  values: 'An https address',
  default: 'None',
} as const satisfies Setting;

const metadata = {
  label: 'Metadata',
  apiField: 'metadata',
  apiOnly: true,
  does: 'Your own key-value pairs, such as an order number. Never shown to the payer; copied onto each payment.',
  values: `Up to ${f.metadataKeysMax} keys, each value a string of up to 500 characters`,
  default: 'None',
} as const satisfies Setting;

const price = {
  label: 'Price',
  apiField: 'price',
  does: 'What one purchase costs. A fiat price is converted into the asset the payer picks, at a rate held by the rate lock. A crypto price is paid in that asset only.',
  values: 'An amount of a fiat currency (ISO 4217 code such as EUR), or an amount of one asset on one network',
  default: 'Required',
} as const satisfies Setting;

/** The Currency select beside a checkout form's amounts: app only, since in the API each amount names its unit. */
const currency = {
  label: 'Currency',
  does: 'The unit of the price: a fiat currency, or one asset on one network. In the API, the price names it.',
  values: 'A fiat currency code such as EUR, or an asset with its network',
  default: 'Required',
} as const satisfies Setting;

/** Settings that every checkout kind has after its own, in form order. */
const closingSettings = {
  acceptedAssets,
  paymentWindow,
  payerEmail,
  successMessage,
  successUrl,
  cancelUrl,
  metadata,
} as const;

/** The settings of each checkout kind, in the order the form shows them. */
export const checkoutSettings = {
  donation: {
    name,
    description,
    currency: {
      ...currency,
      does: 'The unit of the suggested amounts: a fiat currency, or one asset on one network. In the API, each suggested amount names it.',
      default: 'None: without suggested amounts, the donor picks an asset',
    },
    suggestedAmounts: {
      label: 'Suggested amounts',
      apiField: 'suggested_amounts',
      does: 'One-tap amounts on the page. The donor can always type another amount instead. All suggested amounts use one fiat currency or one asset, which sets the unit donors give in.',
      values: `Up to ${f.suggestedAmountsMax} amounts, each in fiat or in crypto`,
      default: 'None: the donor picks an asset, then types an amount of it',
    },
    ...closingSettings,
  },
  sale: {
    name,
    description,
    currency,
    price,
    stock: {
      label: 'Stock',
      does: 'How many units you can sell, one per payment. At zero, the page shows the product as sold out.',
      values: 'A whole number from 0',
      default: 'None: unlimited',
    },
    ...closingSettings,
  },
  cart: {
    name,
    description,
    currency: {
      ...currency,
      does: "The unit of every line item's price, and so of the total. In the API, each line item's unit_price names it.",
    },
    lineItems: {
      label: 'Line items',
      apiField: 'line_items',
      does: 'What the payer is buying, one row per product, each with the fields in the line item table. Their total is the price.',
      values: `1 to ${f.lineItemsMax} items, all priced in one fiat currency or one asset`,
      default: 'Required',
    },
    ...closingSettings,
  },
  sale_token: {
    name,
    description,
    currency,
    price: {
      ...price,
      does: 'What one purchase costs. The buyer receives the price times the tokens per unit.',
    },
    tokenSymbol: {
      label: 'Token symbol',
      apiField: 'token.symbol',
      does: 'Your token as the buyer sees it on the page.',
      values: '2 to 12 letters and digits',
      default: 'Required',
    },
    tokenNetwork: {
      label: 'Token network',
      apiField: 'token.network',
      does: 'The network your token lives on, and on which buyers receive it.',
      values: 'A network id',
      default: 'Required',
    },
    tokenContract: {
      label: 'Token contract',
      apiField: 'token.contract_address',
      does: "Your token's contract address on the token network (its mint on Solana, its jetton master on TON). It tells your token apart from any other with the same symbol.",
      values: 'An address on the token network',
      default: 'Required',
    },
    tokensPerUnit: {
      label: 'Tokens per unit',
      apiField: 'token.tokens_per_unit',
      does: 'The fixed rate: how many tokens the buyer receives for each whole unit of the price.',
      values: 'A decimal greater than 0, such as 4',
      default: 'Required',
    },
    inventoryWallet: {
      label: 'Inventory wallet',
      apiField: 'token.wallet_id',
      does: 'The wallet that holds the tokens for sale and sends them to buyers. Deposit the tokens into it before you open the sale.',
      values: "One of your wallets, holding the token and some of its network's native coin",
      default: 'Required',
    },
    saleCap: {
      label: 'Sale cap',
      does: 'The most tokens the checkout sells in total. Once it is reached, the page shows the sale as ended.',
      values: 'An amount of tokens',
      default: "None: the inventory wallet's balance is the limit",
    },
    ...closingSettings,
  },
} as const satisfies Record<CheckoutKindId, Record<string, Setting>>;

/** The fields of one line item, in a cart checkout or an invoice. */
export const lineItemFields = {
  name: {
    label: 'Item name',
    apiField: 'name',
    does: 'What the item is, as the payer sees it on the page, the invoice and the PDF.',
    values: `Text, up to ${f.nameMaxChars} characters`,
    default: 'Required',
  },
  description: {
    label: 'Item description',
    apiField: 'description',
    does: 'More detail under the name, such as a size or a period of service.',
    values: 'Text, up to 500 characters',
    default: 'None',
  },
  quantity: {
    label: 'Quantity',
    apiField: 'quantity',
    does: 'How many units. The line total is the unit price times the quantity.',
    values: `A whole number from 1 to ${f.lineItemQuantityMax}`,
    default: 'Required',
  },
  unitPrice: {
    label: 'Unit price',
    apiField: 'unit_price',
    does: 'The price of one unit. Every line item uses the same fiat currency or the same asset.',
    values: 'An amount in fiat or in crypto, 0 or more',
    default: 'Required',
  },
} as const satisfies Record<string, Setting>;

/** The settings of a branded invoice, in form order. Logo and brand colour come from the merchant. */
export const invoiceSettings = {
  customerName: {
    label: 'Customer name',
    apiField: 'customer.name',
    does: 'The person or company billed, printed on the invoice and the PDF.',
    values: `Text, 1 to ${f.nameMaxChars} characters`,
    default: 'Required',
  },
  customerEmail: {
    label: 'Customer e-mail',
    apiField: 'customer.email',
    does: 'Where Coinloom sends the invoice and its reminders.',
    values: 'An e-mail address',
    default: 'Required',
  },
  currency: {
    label: 'Currency',
    does: "The unit of every line item's price, and so of the invoice's total. In the API, each line item's unit_price names it.",
    values: 'A fiat currency code such as EUR, or an asset with its network',
    default: 'Required',
  },
  lineItems: {
    label: 'Line items',
    apiField: 'line_items',
    does: "What you bill for, one row per item. Their currency is the invoice's currency, and their sum is its total.",
    values: `1 to ${f.lineItemsMax} items, all priced in one fiat currency or one asset`,
    default: 'Required',
  },
  dueDate: {
    label: 'Due date',
    apiField: 'due_date',
    does: 'The date the customer should pay by. Reminders count back from it.',
    values: 'A date',
    default: 'Required',
  },
  reminders: {
    label: 'Reminders',
    apiField: 'reminder_days_before_due',
    does: 'The days before the due date on which Coinloom e-mails the customer the payment link again, while the invoice is unpaid.',
    values: `Up to ${f.invoiceRemindersMax} numbers of days; none sends no reminder`,
    default: 'None',
  },
  memo: {
    label: 'Memo',
    apiField: 'memo',
    does: 'A note printed on the invoice, such as payment terms or a tax number.',
    values: `Text, up to ${f.descriptionMaxChars} characters`,
    default: 'None',
  },
  acceptedAssets,
  metadata,
} as const satisfies Record<string, Setting>;

/** The settings of a recurring-billing plan, in form order. */
export const planSettings = {
  name: {
    label: 'Name',
    apiField: 'name',
    does: 'The plan as subscribers see it, in e-mails and on invoices.',
    values: `Text, up to ${f.nameMaxChars} characters`,
    default: 'Required',
  },
  description: {
    label: 'Description',
    apiField: 'description',
    does: 'A short text shown to subscribers.',
    values: `Text, up to ${f.descriptionMaxChars} characters`,
    default: 'None',
  },
  price: {
    label: 'Price',
    apiField: 'price',
    does: 'What each period costs. A plan charged by allowance is priced in the stablecoin it charges, because the subscriber approves an allowance in that asset; a fiat price belongs to a plan billed by invoice.',
    values:
      'An amount of a stablecoin on an EVM network or Tron, charged by allowance; or an amount of a fiat currency or another asset, billed by invoice',
    default: 'Required',
  },
  interval: {
    label: 'Interval',
    apiField: 'interval',
    does: 'The unit of one billing period.',
    values: 'day, week, month or year',
    default: 'Required',
  },
  intervalCount: {
    label: 'Every',
    apiField: 'interval_count',
    does: 'How many intervals one period lasts: 3 with month bills every quarter.',
    values: '1 to 12',
    default: '1',
  },
  acceptedAssets: {
    ...acceptedAssets,
    does: "The assets subscribers can pay with. The stablecoin of an allowance plan's price is charged through an allowance; every other asset is billed by invoice.",
  },
  reminderDays: {
    label: 'Charge reminder',
    does: 'How many days before each allowance charge Coinloom e-mails the subscriber the amount and the date.',
    values: `0 to ${f.planReminderDaysMax} days; 0 sends no reminder`,
    default: `${f.planReminderDaysDefault} days`,
  },
  retryAttempts: {
    label: 'Retries',
    does: "How many more times a charge is tried after it first fails, one day apart, while the subscription is past due; when they are spent, the subscription is cancelled. Retries 3 means up to four attempts in all. For a plan billed by invoice, each day a period's invoice stays unpaid after its due date counts as one try; when they are spent, the invoice is voided and the subscription cancelled.",
    values: `1 to ${f.planRetryAttemptsMax}`,
    default: `${f.planRetryAttemptsDefault}`,
  },
} as const satisfies Record<string, Setting>;

/** The settings of a multisend batch, in form order. */
export const multisendSettings = {
  wallet: {
    label: 'From wallet',
    apiField: 'wallet_id',
    does: 'The wallet that pays every recipient and every network fee of the batch.',
    values: 'One of your wallets',
    default: 'Required',
  },
  asset: {
    label: 'Asset and network',
    apiField: 'asset, network',
    does: 'What every recipient receives. A batch pays one asset on one network.',
    values: 'An asset on a network, held by the wallet',
    default: 'Required',
  },
  recipients: {
    label: 'Recipients',
    apiField: 'recipients',
    does: 'Who gets paid and how much: a CSV upload or rows typed in the form, with the fields in the recipient table.',
    values: `1 to ${limits.multisendMaxRecipients} recipients`,
    default: 'Required',
  },
  scheduledAt: {
    label: 'Send at',
    apiField: 'scheduled_at',
    does: "Runs the batch later, signed under the wallet's auto-sign policy instead of on your confirmation.",
    values: 'A date and time in the future',
    default: 'None: the batch runs when you confirm it',
  },
  note: {
    label: 'Note',
    apiField: 'note',
    does: 'Your note for the batch, such as the payroll month, kept on its record.',
    values: `Text, up to ${f.noteMaxChars} characters`,
    default: 'None',
  },
} as const satisfies Record<string, Setting>;

/** The fields of one multisend recipient: `apiField` is both the API field and the CSV file's column name. */
export const multisendRecipientFields = {
  address: {
    label: 'Address',
    apiField: 'address',
    does: "The recipient's address on the batch's network, checked against the network's format.",
    values: 'An address of that network',
    default: 'Required',
  },
  amount: {
    label: 'Amount',
    apiField: 'amount',
    does: "What the recipient receives, in the asset's whole units. The batch's network fees are paid on top, never taken from it.",
    values: 'A decimal such as 250.00, greater than 0',
    default: 'Required',
  },
  memo: {
    label: 'Memo',
    apiField: 'memo',
    does: 'A memo, tag or comment for recipients who need one, such as an exchange deposit on TON.',
    values: `Text, up to ${f.memoMaxChars} characters`,
    default: 'None',
  },
  reference: {
    label: 'Reference',
    apiField: 'reference',
    does: "Your reference for the row, such as an employee number or an invoice number, returned with the recipient's status. Never sent on chain.",
    values: `Text, up to ${f.referenceMaxChars} characters`,
    default: 'None',
  },
} as const satisfies Record<string, Setting>;

/** Every settings table a page can show, by the id pages pass to SettingsTable. */
export const settingsTables = {
  ...checkoutSettings,
  line_item: lineItemFields,
  invoice: invoiceSettings,
  plan: planSettings,
  multisend: multisendSettings,
  multisend_recipient: multisendRecipientFields,
} as const satisfies Record<string, Record<string, Setting>>;

export type SettingsTableId = keyof typeof settingsTables;
