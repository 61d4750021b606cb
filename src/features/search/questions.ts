/**
 * Questions readers bring to search, each with the page that answers it.
 * The ranking test (tests/e2e/search-ranking.spec.ts) requires that page
 * among the first three results, and reports how many come first. The
 * questions were chosen from what merchants, developers and wallet users
 * ask, and the answers by reading the pages: never to suit the engine. A
 * question that fails is a ranking problem to fix, not a question to drop.
 */
export type RankingQuestion = {
  reader: 'merchant' | 'developer' | 'wallet user';
  query: string;
  /** The route of the page that answers it. */
  answer: string;
  /** The answer must come first, not only among the first three. */
  first?: true;
};

const NETWORK_GUIDES = '/for-developers/interaction-with-crypto-networks';

export const RANKING_QUESTIONS: readonly RankingQuestion[] = [
  // The four searches the issue reported, and the header it could not find.
  {reader: 'merchant', query: 'fees', answer: '/what-is-coinloom/specification/'},
  {
    reader: 'developer',
    query: 'ethereum confirmations',
    answer: `${NETWORK_GUIDES}/working-with-the-ethereum-network/`,
  },
  {reader: 'developer', query: 'idempotency key', answer: '/for-developers/api/api-architecture/'},
  {
    reader: 'wallet user',
    query: 'export mnemonic phrase',
    answer: '/multi-wallet/wallet-overview/mnemonic-phrase-export/',
  },
  {reader: 'developer', query: 'X-Coinloom-Signature', answer: '/for-developers/api/api-architecture/'},

  // Merchants.
  {reader: 'merchant', query: 'accept donations', answer: '/accept-crypto/accepting-donations/'},
  {reader: 'merchant', query: 'subscription payments', answer: '/accept-crypto/recurly-payments/'},
  {reader: 'merchant', query: 'woocommerce plugin install', answer: '/payments/woo-commerce-plugin/'},
  {reader: 'merchant', query: 'invoice due date reminders', answer: '/payments/creating-branded-crypto-invoices/'},
  {reader: 'merchant', query: 'payment link qr code', answer: '/integration/share-link/'},
  {reader: 'merchant', query: 'embed checkout iframe', answer: '/integration/iframe/'},
  {reader: 'merchant', query: 'pay with coinloom button', answer: '/integration/add-button/'},
  {
    reader: 'merchant',
    query: 'customer underpaid',
    answer: '/what-is-coinloom/cryptocurrency-payments-through-coinloom/',
  },
  {reader: 'merchant', query: 'cash out to bank account', answer: '/quickstart/withdrawal-crypto-to-fiat/'},
  {reader: 'merchant', query: 'payroll payouts', answer: '/payments/multisend/'},
  {reader: 'merchant', query: 'status page incident', answer: '/status-page/'},
  {reader: 'merchant', query: 'auto-swap rules', answer: '/functional/merchants/auto-swap/'},
  {reader: 'merchant', query: 'create a merchant', answer: '/functional/merchants/how-to-create-a-merchant/'},
  {reader: 'merchant', query: 'supported browsers', answer: '/what-is-coinloom/specification/'},
  {reader: 'merchant', query: 'sell tokens', answer: '/payments/sale-token/'},

  // Developers.
  {reader: 'developer', query: 'rate limits', answer: '/for-developers/api/api-architecture/'},
  {reader: 'developer', query: 'callback retries', answer: '/for-developers/callbacks/'},
  {reader: 'developer', query: 'verify callback signature', answer: '/for-developers/callbacks/'},
  {reader: 'developer', query: 'verifyCallback', answer: '/for-developers/callbacks/'},
  {reader: 'developer', query: 'sandbox environment', answer: '/for-developers/general-concepts-about-coinloom/'},
  {reader: 'developer', query: 'create checkout api', answer: '/for-developers/api/using-api-for-checkout/'},
  {reader: 'developer', query: 'bitcoin confirmations', answer: `${NETWORK_GUIDES}/working-with-the-bitcoin-network/`},
  {reader: 'developer', query: 'solana address format', answer: `${NETWORK_GUIDES}/working-with-the-solana-network/`},
  {reader: 'developer', query: 'estimate network fee', answer: '/for-developers/api/using-api-for-external-calls/'},
  {
    reader: 'developer',
    query: 'sweep deposit address',
    answer: '/for-developers/api/using-api-for-wallet/movement-of-funds-upon-withdrawal/',
  },
  {reader: 'developer', query: 'go-live checklist', answer: '/for-developers/api/integration-in-your-system/'},
  {reader: 'developer', query: 'swap quote api', answer: '/for-developers/api/using-api-for-swap/'},
  {reader: 'developer', query: 'payment status', answer: '/for-developers/cryptocurrency-payments-through-coinloom/'},

  // Wallet users.
  {reader: 'wallet user', query: 'export private key', answer: '/multi-wallet/wallet-overview/private-key-export/'},
  {reader: 'wallet user', query: 'import wallet', answer: '/multi-wallet/wallet-overview/import/'},
  {reader: 'wallet user', query: 'delete wallet', answer: '/multi-wallet/wallet-overview/delete/'},
  {reader: 'wallet user', query: 'send tokens to a friend', answer: '/p2p/sending-receiving-tokens/'},
  {reader: 'wallet user', query: 'two-factor authentication', answer: '/functional/registration-login/'},
  {reader: 'wallet user', query: 'address book', answer: '/functional/address-book/'},
  {reader: 'wallet user', query: 'swap history', answer: '/functional/swap/swap-history/'},
  {reader: 'wallet user', query: 'top up wallet', answer: '/multi-wallet/wallet-overview/replenish/'},
  // The rules decided later: each has one home that search must find first.
  {
    reader: 'merchant',
    query: 'payment arrived after it expired',
    answer: '/what-is-coinloom/cryptocurrency-payments-through-coinloom/',
  },
  {reader: 'merchant', query: 'processing fee', answer: '/what-is-coinloom/specification/'},
  {reader: 'wallet user', query: 'awaiting confirmation', answer: '/functional/wallets/auto-sign/'},
  {reader: 'developer', query: 'reconcile missed events', answer: '/for-developers/api/integration-in-your-system/'},
  {reader: 'developer', query: 'late deposit api', answer: '/for-developers/cryptocurrency-payments-through-coinloom/'},

  // Issue 25: readers' words the site does not use, and a query whose words no page has all of.
  {reader: 'developer', query: 'verify webhook signature', answer: '/for-developers/callbacks/'},
  {reader: 'developer', query: 'webhooks', answer: '/for-developers/callbacks/'},
  {reader: 'developer', query: 'webhook retry', answer: '/for-developers/callbacks/'},
  {reader: 'merchant', query: 'woocommerce plugin setup', answer: '/payments/woo-commerce-plugin/'},
  {reader: 'merchant', query: 'test mode', answer: '/functional/header/'},
  {reader: 'merchant', query: 'woocommerce plugin configuration steps', answer: '/payments/woo-commerce-plugin/'},
  // A post is found when it is what the reader asks for, though guides come first for tasks.
  {reader: 'merchant', query: 'release notes', answer: '/blog/long-blog-post/'},
  // Issue 25: asked as people who never read the site would ask.
  {reader: 'wallet user', query: 'how do I get paid in USDT', answer: '/p2p/sending-receiving-tokens/'},
  {
    reader: 'merchant',
    query: 'refund a customer',
    answer: '/what-is-coinloom/cryptocurrency-payments-through-coinloom/',
  },
  {
    reader: 'merchant',
    query: 'what happens if customer pays too little',
    answer: '/what-is-coinloom/cryptocurrency-payments-through-coinloom/',
  },
  {reader: 'developer', query: 'rotate api key', answer: '/functional/profile/'},
  {reader: 'wallet user', query: 'transaction stuck pending', answer: '/quickstart/send-payment/'},
  {
    reader: 'merchant',
    query: 'customer payment still pending',
    answer: '/what-is-coinloom/cryptocurrency-payments-through-coinloom/',
  },
  {reader: 'wallet user', query: 'backup seed phrase', answer: '/multi-wallet/wallet-overview/mnemonic-phrase-export/'},
  {reader: 'wallet user', query: 'whitelist withdrawal address', answer: '/functional/address-book/'},
  {reader: 'wallet user', query: 'who pays the gas fees', answer: '/what-is-coinloom/specification/'},
  {reader: 'merchant', query: 'pay many people at once', answer: '/multisend/'},
  {reader: 'merchant', query: 'is coinloom down', answer: '/status-page/'},
  {reader: 'developer', query: 'too many requests error', answer: '/for-developers/api/api-architecture/'},
  {reader: 'wallet user', query: 'lost my phone with the 2fa app', answer: '/functional/profile/'},
  {reader: 'merchant', query: 'accept bitcoin on my website', answer: '/integration/'},
  {
    reader: 'merchant',
    query: 'convert payments to stablecoin automatically',
    answer: '/functional/merchants/auto-swap/',
  },
  {reader: 'merchant', query: 'send an invoice to a client', answer: '/creating-branded-crypto-invoice/'},
  {reader: 'wallet user', query: 'sent crypto on the wrong network', answer: '/p2p/sending-receiving-tokens/'},
  {reader: 'merchant', query: 'cancel a subscription', answer: '/accept-crypto/recurly-payments/'},
  {reader: 'wallet user', query: 'forgot password', answer: '/functional/registration-login/'},
  {reader: 'merchant', query: 'convert crypto to euros', answer: '/quickstart/withdrawal-crypto-to-fiat/'},
  {reader: 'merchant', query: 'kyc', answer: '/quickstart/withdrawal-crypto-to-fiat/'},
  {reader: 'developer', query: 'api credentials', answer: '/functional/profile/'},
  {reader: 'developer', query: 'test webhooks locally', answer: '/for-developers/callbacks/'},
  {reader: 'merchant', query: 'pay freelancers in crypto', answer: '/p2p/sending-receiving-tokens/'},
  {reader: 'developer', query: 'api rate limit', answer: '/for-developers/api/api-architecture/'},
  {reader: 'developer', query: 'where do I find my api key', answer: '/functional/profile/'},
  {reader: 'wallet user', query: 'where are my keys', answer: '/multi-wallet/wallet-overview/private-key-export/'},
  {reader: 'merchant', query: 'withdraw my earnings to my bank', answer: '/quickstart/withdrawal-crypto-to-fiat/'},
  {reader: 'developer', query: 'test payments without real money', answer: '/quickstart/receive-payment-for-business/'},
  // Payouts through the API are batches: the multisend API (one payout to one address is a withdrawal).
  {reader: 'developer', query: 'payout api', answer: '/for-developers/api/using-api-for-multisend/'},
  // Issue 34: the words side by side in a heading ("Respect rate limits") beat the same words apart or in passing.
  {reader: 'developer', query: 'rate limit', answer: '/for-developers/api/api-architecture/', first: true},
  {
    reader: 'developer',
    query: 'test mode keys',
    answer: '/for-developers/api/integration-in-your-system/',
    first: true,
  },
  // Checkouts do not expire, payments do: the passage that says so comes first.
  {
    reader: 'merchant',
    query: 'checkout expired error',
    answer: '/what-is-coinloom/cryptocurrency-payments-through-coinloom/',
    first: true,
  },
  {
    reader: 'merchant',
    query: 'checkout expired',
    answer: '/what-is-coinloom/cryptocurrency-payments-through-coinloom/',
    first: true,
  },
];
