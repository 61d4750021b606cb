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

// Addresses live in their own module, so the shell (error and not-found pages) loads them without every fact here.
export {contacts, urls} from './addresses';

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
  /** A repeated Idempotency-Key within this window returns the stored answer (2xx, or a 4xx after processing). */
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
  /** An outgoing operation waiting for the owner's confirmation expires after this long. */
  confirmationWindowHours: 24,
} as const;

/**
 * Coinloom's own fee: charged to the merchant on each payment that reaches one
 * of these statuses, as a percentage of the amount credited, deducted before it
 * lands in the settlement wallet and shown on the payment as `fee`.
 */
export const processingFee = {
  percent: 1,
  statuses: ['paid', 'underpaid', 'overpaid'],
  /** What the payments are for. */
  appliesTo: 'checkouts, invoices and subscription charges',
  /** Whether Coinloom gives the fee back when the merchant refunds the payment: it does not. */
  returnedOnRefund: false,
} as const;

/**
 * Money going out that nobody confirms as it starts (an operation created through
 * the API or run on a schedule) runs unattended only inside the wallet's auto-sign
 * policy. Outside it, it waits in this status, with this label in the app, until
 * the owner confirms or declines it on Home, or the window ends.
 */
export const confirmation = {
  status: 'awaiting_confirmation',
  label: 'Awaiting confirmation',
  /** What an operation becomes when its window ends unconfirmed: nothing was sent. */
  expiredStatus: 'expired',
  /** What a declined operation becomes: nothing was sent. */
  declinedStatus: 'cancelled',
} as const;

export type AutoSignOperation = {
  /** The kind in the API's auto-sign policy (`operations`). */
  id: string;
  /** The checkbox on the app's auto-sign settings. */
  label: string;
  /** What the kind covers. */
  covers: string;
  /** Whether the policy's allowed destinations bound it. */
  boundByDestinations: boolean;
};

/** What an auto-sign policy can let Coinloom sign without a person, in the API's order. */
export const autoSignOperationKinds = [
  {
    id: 'withdrawal',
    label: 'Withdrawals',
    covers: 'Withdrawals to crypto addresses created through the API.',
    boundByDestinations: true,
  },
  {
    id: 'refund',
    label: 'Refunds',
    covers:
      'Refunds created through the API to the refund address the payer gave; a refund to any other address waits for the owner whatever the policy says.',
    boundByDestinations: false,
  },
  {
    id: 'multisend',
    label: 'Multisend batches',
    covers:
      'Multisend batches created through the API or scheduled in the app, run at once or at their scheduled time.',
    boundByDestinations: true,
  },
  {
    id: 'nft_transfer',
    label: 'NFT transfers',
    covers: 'NFT transfers created through the API.',
    boundByDestinations: true,
  },
  {id: 'swap', label: 'Swaps', covers: 'Swaps created through the API.', boundByDestinations: false},
  {
    id: 'auto_swap',
    label: 'Auto-swap',
    covers: "Auto-swap of incoming payments into the merchant's settlement asset.",
    boundByDestinations: false,
  },
  {
    id: 'recurring_billing',
    label: 'Recurring-billing charges',
    covers: "Recurring-billing charges against subscribers' allowances.",
    boundByDestinations: false,
  },
] as const satisfies readonly AutoSignOperation[];

export type PaymentStatus = {
  id: string;
  meaning: string;
  /** A final status does not change again on its own. */
  final: boolean;
};

/** Payment statuses in the order a payment meets them. */
export const paymentStatuses = [
  {id: 'created', meaning: 'The payment exists and has a deposit address; nothing has been sent yet.', final: false},
  {
    id: 'pending',
    meaning:
      'Coinloom has seen a transaction to the deposit address on the network, in its mempool or in a block, and it waits for confirmations.',
    final: false,
  },
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
      'More than the amount due arrived, beyond the tolerance. The amount due is there, so deliver; refunding the excess leaves the payment overpaid.',
    final: true,
  },
  {
    id: 'expired',
    meaning: 'Nothing arrived before the payment window closed. A later transfer is kept as a late deposit.',
    final: true,
  },
  {
    id: 'failed',
    meaning: 'The transaction was dropped or reverted on chain. A later transfer is kept as a late deposit.',
    final: true,
  },
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
  {
    id: 'payments',
    grants:
      'Create and change checkouts, invoices, refunds, top-up links, plans and subscriptions; accept late deposits; resend events and send test ones.',
  },
  {
    id: 'payouts',
    grants: 'Create withdrawals, multisend batches and NFT transfers; add and remove withdrawal allowlist entries.',
  },
  {id: 'wallets', grants: 'Manage wallets, deposit addresses and auto-sign policies; quote and accept swaps.'},
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
  'payment.late_deposit',
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
 * Every fee a reader meets, and who pays it. Only Coinloom's processing fee has
 * a number (from `processingFee`); every other amount is shown in the app.
 */
export const fees = [
  {
    name: 'Coinloom processing fee',
    when: `A payment for a checkout, an invoice or a subscription charge becomes paid, underpaid or overpaid: ${processingFee.percent}% of the amount credited, deducted before it lands in the settlement wallet. It is not returned when you refund the payment.`,
    paidBy: 'The merchant',
    shown: "On the payment's record in the app, and as fee on the payment in the API.",
  },
  {
    name: 'Network fee on a payment',
    when: 'The payer sends crypto to the deposit address.',
    paidBy: 'The payer',
    shown: "In the payer's own wallet, when they send.",
  },
  {
    name: 'Network fee on a sweep',
    when: 'Coinloom moves a payment from its deposit address into the settlement wallet. For a token, this includes the native coin sent first to pay for the transfer: gas on EVM networks, energy and bandwidth on Tron, the transaction fee on Solana, the TON a jetton transfer carries on TON, and DOT or KSM on Asset Hub.',
    paidBy: 'The merchant',
    shown:
      "On the payment's record, with its sweep transaction, in the network's native coin; in the API, as the sweep transaction's network_fee.",
  },
  {
    name: 'Network fee on a recurring-billing charge',
    when: "Coinloom collects a period's charge from a subscriber's token allowance (EVM networks and Tron), in a transaction the merchant's settlement wallet sends.",
    paidBy: 'The merchant',
    shown: "On the charge's payment record, in the network's native coin.",
  },
  {
    name: 'Network fee on a refund',
    when: 'You refund a payment or a late deposit: the settlement wallet sends it back to the payer.',
    paidBy: 'The merchant',
    shown:
      "In the app, before you confirm the refund, in the network's native coin; in the API, as the refund transaction's network_fee.",
  },
  {
    name: 'Network fee on a send, withdrawal or multisend',
    when: 'You move crypto out of a Coinloom wallet or between your own wallets, including the on-chain leg of a fiat withdrawal. Coinloom adds no fee of its own to these.',
    paidBy: 'Whoever starts the transfer',
    shown: 'On the review screen, before you confirm.',
  },
  {
    name: 'Swap fee',
    when: "You swap one asset for another, by hand, through the API or through auto-swap. It is Coinloom's fee, quoted before you accept.",
    paidBy: 'Whoever swaps',
    shown: 'In the quote, with the rate, the route and the minimum you receive.',
  },
  {
    name: 'Network fee on a swap',
    when: "Each step of the swap's route (a swap on one network or a bridge to another) sends a transaction, whether you swap by hand, through the API or through auto-swap, which swaps from the settlement wallet. It comes on top of the swap fee.",
    paidBy: 'Whoever swaps',
    shown:
      "With the wallet's transactions once each step has run, in the native coin of each network the route touches; in the API, as the network_fee of each transaction in the swap's transaction_ids.",
  },
  {
    name: 'Off-ramp partner fee',
    when: "You withdraw to a bank account or card through the licensed off-ramp partner. It is the partner's fee, not Coinloom's.",
    paidBy: 'Whoever withdraws',
    shown: 'On the review screen, with the rate and the estimated arrival, before you confirm.',
  },
] as const satisfies readonly Fee[];

/**
 * Cashing out to fiat through the licensed partner (rules of 2026-11-28). The first cash-out waits for an
 * identity review; after that a cash-out is sent within minutes and arrives as its payout method allows.
 */
export const cashOut = {
  /** How long the identity review before the first cash-out usually takes. */
  identityReview: 'usually within one business day',
  /** After the review, how soon a cash-out leaves Coinloom. */
  sentWithin: 'within minutes',
  /** How long each payout method takes to arrive once sent. */
  arrival: {bankTransfer: 'one to two business days', card: 'within minutes'},
} as const;

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

export type AutoSignKindId = (typeof autoSignOperationKinds)[number]['id'];

/** One auto-sign kind by its API id; a page names a kind through this, never by matching its label. */
export function autoSignKind(id: AutoSignKindId): (typeof autoSignOperationKinds)[number] {
  const kind = autoSignOperationKinds.find((candidate) => candidate.id === id);
  if (!kind) {
    throw new Error(`No auto-sign kind ${id}`);
  }
  return kind;
}

/** The auto-sign kinds as the app labels them, for prose lists. */
export const autoSignOperations = autoSignOperationKinds.map((kind) => kind.label);
