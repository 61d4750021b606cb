import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {networks} from './src/data/networks';

/**
 * The information architecture of the whole site. Two sidebars:
 * - `docs`: guides for merchants and wallet users;
 * - `developers`: the API, callbacks and the network guides.
 *
 * Adding a page means writing its MDX file and giving it an entry here
 * (tests/unit/sidebars.test.ts fails on a doc that no sidebar lists).
 */

type Items = Extract<SidebarsConfig[string], unknown[]>;
type SidebarItemConfig = Items[number];

function generatedIndex(label: string, slug: string, description: string, items: Items): SidebarItemConfig {
  return {
    type: 'category',
    label,
    link: {type: 'generated-index', slug, title: label, description},
    items,
  };
}

function withOverview(label: string, overviewDoc: string, items: Items): SidebarItemConfig {
  return {type: 'category', label, link: {type: 'doc', id: overviewDoc}, items};
}

const docs: Items = [
  'intro',
  withOverview('What is Coinloom', 'what-is-coinloom/index', [
    'what-is-coinloom/cryptocurrency-payments-through-coinloom',
    'what-is-coinloom/general-concepts-about-coinloom',
    'what-is-coinloom/coinloom-system-components-architecture',
    'what-is-coinloom/specification',
    'what-is-coinloom/tech-stack',
  ]),
  withOverview('Quickstart', 'quickstart/overview', [
    'quickstart/receive-payment-for-business',
    'quickstart/send-payment',
    'quickstart/withdrawal-crypto-to-fiat',
  ]),
  {
    type: 'category',
    label: 'Accept crypto',
    items: [
      'accept-crypto/accepting-donations',
      'accept-crypto/selling-product-or-service',
      'accept-crypto/recurly-payments',
      'creating-branded-crypto-invoice',
    ],
  },
  generatedIndex('Payments', '/category/payments', 'Every payment feature with all of its settings and behaviour.', [
    'payments/donation-and-sale',
    'payments/selling-product-or-service',
    'payments/cart',
    'payments/sale-token',
    'payments/creating-branded-crypto-invoices',
    'payments/multisend',
    'payments/woo-commerce-plugin',
  ]),
  withOverview('Integration', 'integration/index', [
    'integration/share-link',
    'integration/add-button',
    'integration/iframe',
    'integration/api-integration',
  ]),
  'multisend',
  'swap',
  generatedIndex('Functional', '/category/functional', 'The Coinloom web app, one screen at a time.', [
    'functional/home',
    'functional/header',
    'functional/registration-login',
    'functional/profile',
    'functional/address-book',
    withOverview('Wallets screen', 'functional/wallets/index', ['functional/wallets/auto-sign']),
    withOverview('Merchants', 'functional/merchants/index', [
      'functional/merchants/how-to-create-a-merchant',
      'functional/merchants/how-to-edit-a-merchant',
      'functional/merchants/auto-swap',
      'functional/merchants/how-to-create-an-auto-swap',
    ]),
    withOverview('Checkouts', 'functional/checkouts/index', [
      'functional/checkouts/donation-and-sale',
      'functional/checkouts/cart',
      'functional/checkouts/sale-token',
    ]),
    'functional/recurring-billing',
    'functional/multisend',
    withOverview('Swap', 'functional/swap/index', [
      'functional/swap/create-new-swap',
      'functional/swap/summary',
      'functional/swap/swap-history',
    ]),
    'functional/withdrawal',
    'functional/nft',
  ]),
  generatedIndex('Wallets', '/category/wallets', 'Hold, receive, send and protect assets across several wallets.', [
    'multi-wallet/wallet-overview/index',
    'multi-wallet/wallet-overview/create',
    'multi-wallet/wallet-overview/import',
    'multi-wallet/wallet-overview/replenish',
    'multi-wallet/wallet-overview/withdrawal',
    'multi-wallet/wallet-overview/multisend',
    'multi-wallet/wallet-overview/mnemonic-phrase-export',
    'multi-wallet/wallet-overview/private-key-export',
    'multi-wallet/wallet-overview/delete',
    'p2p/sending-receiving-tokens',
  ]),
  'status-page',
];

const developers: Items = [
  'for-developers/general-concepts-about-coinloom',
  'for-developers/cryptocurrency-payments-through-coinloom',
  'for-developers/coinloom-system-components-architecture',
  'for-developers/tech-stack',
  generatedIndex('API', '/category/api', 'Guides to each area of the Coinloom REST API.', [
    'for-developers/api/api-architecture',
    'for-developers/api/integration-in-your-system',
    'for-developers/api/using-api-for-checkout',
    'for-developers/api/using-api-for-recurring-billing',
    withOverview('Wallets', 'for-developers/api/using-api-for-wallet/index', [
      'for-developers/api/using-api-for-wallet/movement-of-funds-upon-withdrawal',
    ]),
    'for-developers/api/using-api-for-wallet-security',
    'for-developers/api/using-api-for-multisend',
    'for-developers/api/using-api-for-swap',
    'for-developers/api/using-api-for-nft',
    'for-developers/api/using-api-for-transaction-and-currency',
    'for-developers/api/using-api-for-external-calls',
    'for-developers/api/using-api-for-register',
  ]),
  'for-developers/callbacks',
  'for-developers/specification',
  'for-developers/woo-commerce-plugin',
  {
    type: 'category',
    label: 'Networks',
    items: networks.map(
      (network) => `for-developers/interaction-with-crypto-networks/working-with-the-${network.id}-network`,
    ),
  },
];

const sidebars = {docs, developers} satisfies SidebarsConfig;

export default sidebars;
