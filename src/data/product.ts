/**
 * Facts about Coinloom that pages, components and the site config read.
 * Coinloom is fictional: every fact here comes from the product brief, and no
 * page states one of these values in its own words.
 */

export const product = {
  name: 'Coinloom',
  slug: 'coinloom',
  /** The product version the docs describe ("docs version label" of the specification). */
  version: '4.8.1',
  /** The blog post that carries this version's release notes. */
  releaseNotesPath: '/blog/long-blog-post/',
} as const;

export const urls = {
  app: 'https://app.coinloom.example',
  checkoutPattern: 'https://pay.coinloom.example/c/{checkoutId}',
  apiLive: 'https://api.coinloom.example/v1',
  apiSandbox: 'https://sandbox-api.coinloom.example/v1',
  status: 'https://status.coinloom.example',
  docs: 'https://docs.coinloom.example',
} as const;

/** Where readers reach the people behind the docs. On the reserved `.example` domain, like every Coinloom address. */
export const contacts = {
  /** Reports about the docs themselves: a broken link, a wrong fact, an unclear page. */
  docsTeam: 'docs@coinloom.example',
} as const;

/** Numbers that the product enforces. Pages interpolate these; they never retype them. */
export const limits = {
  /** A fiat price is converted at a rate held for this long once the payer picks an asset. */
  fiatRateLockMinutes: 15,
  /** A swap quote can be accepted for this long. */
  swapQuoteValiditySeconds: 30,
  /** Default under- and overpayment tolerance a merchant can change. */
  paymentTolerancePercentDefault: 0.5,
  /** Recipients in one multisend batch. */
  multisendMaxRecipients: 500,
  /** A repeated Idempotency-Key within this window returns the first result. */
  idempotencyWindowHours: 24,
  /** Signed requests further than this from server time are refused. */
  requestTimestampToleranceSeconds: 300,
  /** A callback counts as acknowledged on a 2xx answer within this time. */
  callbackAckTimeoutSeconds: 10,
  /** Unacknowledged callbacks are retried with backoff for this long. */
  callbackRetryHours: 72,
  /** A newly allow-listed withdrawal address can be used after this delay. */
  newWithdrawalAddressDelayHours: 24,
  /** Lengths of the BIP-39 recovery phrase a wallet can have. */
  mnemonicWordCounts: [12, 24],
} as const;

export type PaymentStatus = {
  id: string;
  meaning: string;
  /** A final status does not change again on its own. */
  final: boolean;
};

/** Payment statuses in the order a payment meets them. */
export const paymentStatuses = [
  {id: 'created', meaning: 'The payment exists and has a deposit address; nothing has been sent yet.', final: false},
  {id: 'pending', meaning: 'A transaction is seen on chain and is waiting for confirmations.', final: false},
  {id: 'paid', meaning: 'The amount arrived within tolerance and has enough confirmations.', final: true},
  {
    id: 'underpaid',
    meaning:
      'Less than the amount due arrived, beyond the tolerance; the merchant decides between a top-up link and a refund.',
    final: false,
  },
  {
    id: 'overpaid',
    meaning:
      'More than the amount due arrived, beyond the tolerance; the merchant decides whether to refund the difference.',
    final: false,
  },
  {id: 'expired', meaning: 'Nothing arrived before the payment window closed.', final: true},
  {id: 'failed', meaning: 'The transaction was dropped or reverted on chain.', final: true},
  {id: 'refunded', meaning: 'The funds went back to the payer.', final: true},
] as const satisfies readonly PaymentStatus[];

export type CheckoutKind = {id: string; label: string; summary: string};

export const checkoutKinds = [
  {id: 'donation', label: 'Donation', summary: 'The payer chooses the amount; you can suggest amounts.'},
  {id: 'sale', label: 'Sale', summary: 'A fixed price for one product or service.'},
  {id: 'cart', label: 'Cart', summary: 'Several line items with quantities and a total.'},
  {
    id: 'sale_token',
    label: 'Sale token',
    summary: 'The buyer pays crypto and receives your own token at a fixed rate.',
  },
] as const satisfies readonly CheckoutKind[];

export const apiKeyScopes = [
  {id: 'read', grants: 'Read any resource of the merchant.'},
  {id: 'payments', grants: 'Create checkouts, invoices and refunds.'},
  {id: 'payouts', grants: 'Create withdrawals and multisend batches.'},
  {id: 'wallets', grants: 'Manage wallets, deposit addresses and auto-sign policies.'},
] as const;

/** Type prefixes of resource ids. */
export const idPrefixes = {
  checkout: 'chk_',
  invoice: 'inv_',
  payment: 'pay_',
  wallet: 'wal_',
  merchant: 'mer_',
  subscription: 'sub_',
  plan: 'pln_',
  swap: 'swp_',
  withdrawal: 'wdr_',
  multisend: 'msd_',
} as const;

export const callbackEventTypes = [
  'payment.pending',
  'payment.paid',
  'payment.underpaid',
  'payment.overpaid',
  'payment.expired',
  'invoice.paid',
  'subscription.charged',
  'subscription.past_due',
  'multisend.completed',
  'swap.completed',
  'withdrawal.completed',
  'withdrawal.failed',
] as const;

export type Fee = {
  name: string;
  /** When the fee arises. */
  when: string;
  paidBy: string;
  /** Where the exact amount appears before or after it is paid. */
  shown: string;
};

/**
 * Every fee a reader meets, and who pays it. The brief gives fees no numbers,
 * so none appears here or on any page: the amount is always shown in the app.
 */
export const fees = [
  {
    name: 'Network fee on a payment',
    when: 'The payer sends crypto to the deposit address.',
    paidBy: 'The payer',
    shown: "In the payer's own wallet, when they send.",
  },
  {
    name: 'Network fee on a sweep',
    when: 'Coinloom moves a paid payment from its deposit address into the settlement wallet. For a token, this includes the native coin sent first to cover the transfer: gas on EVM networks, energy and bandwidth on Tron, rent on Solana.',
    paidBy: 'The merchant',
    shown: "On the payment's record, in the network's native coin.",
  },
  {
    name: 'Network fee on a recurring-billing charge',
    when: "Coinloom collects a period's charge from a subscriber's token allowance (EVM networks and Tron), in a transaction the merchant's settlement wallet sends.",
    paidBy: 'The merchant',
    shown: "On the charge's payment record, in the network's native coin.",
  },
  {
    name: 'Network fee on a send, withdrawal or multisend',
    when: 'You move crypto out of a Coinloom wallet, including the on-chain leg of a fiat withdrawal.',
    paidBy: 'Whoever starts the transfer',
    shown: 'On the review screen, before you confirm.',
  },
  {
    name: 'Swap fee',
    when: 'You swap one asset for another, by hand or through auto-swap.',
    paidBy: 'Whoever swaps',
    shown: 'In the quote, with the rate, the route and the minimum you receive.',
  },
  {
    name: 'Off-ramp partner fee',
    when: 'You withdraw to a bank account or card through the licensed off-ramp partner.',
    paidBy: 'Whoever withdraws',
    shown: 'On the review screen, with the rate and the estimated arrival, before you confirm.',
  },
] as const satisfies readonly Fee[];

/**
 * How the sandbox relates to live. Like a separate account: nothing made in
 * one exists in the other, and it runs on each network's sandbox test network.
 */
export const sandbox = {
  /** Merchants, wallets, checkouts, invoices and API keys made in the sandbox stay there. */
  objectsCarryOverToLive: false,
  /** Sandbox and live API keys are different keys. */
  separateApiKeys: true,
  /** Test coins have no value, so fiat withdrawals do not run in the sandbox. */
  fiatWithdrawals: false,
} as const;

/** What a signature is needed for: Coinloom signs only on the owner's confirmation, or under auto-sign for these. */
export const autoSignOperations = ['auto-swap', 'recurring-billing charges', 'scheduled multisend'] as const;
