import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {networks} from './src/data/networks';
import {anchors, referencePath, referenceSectionTitles, referenceSections} from './src/features/api/anchors';
import {operationsByTag} from './src/features/api/openapi';

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

function generatedIndex(
  label: string,
  slug: string,
  description: string,
  items: Items,
  {collapsed}: {collapsed?: boolean} = {},
): SidebarItemConfig {
  return {
    type: 'category',
    label,
    link: {type: 'generated-index', slug, title: label, description},
    items,
    ...(collapsed === undefined ? {} : {collapsed}),
  };
}

/** A doc's one-sentence front matter description, which its page already carries for search and SEO. */
function descriptionOf(docId: string): string | undefined {
  const text = fs.readFileSync(path.join(__dirname, 'docs', `${docId}.mdx`), 'utf8');
  return /^description: (.+)$/m.exec(text.slice(0, text.indexOf('\n---', 3)))?.[1].replace(/^["']|["']$/g, '');
}

/**
 * A task whose main page is `overviewDoc`. On a generated index, its card
 * shows that page's description rather than a count of what sits under it.
 */
function withOverview(label: string, overviewDoc: string, items: Items): SidebarItemConfig {
  return {
    type: 'category',
    label,
    description: descriptionOf(overviewDoc),
    link: {type: 'doc', id: overviewDoc},
    items,
  };
}

/**
 * A second way to a screen reference that App screens files under its screen: a link, since a doc may sit in a
 * sidebar once. The page keeps its place there (breadcrumbs, previous and next); the card shows its description.
 */
function screenLink(label: string, docId: string, route: string): SidebarItemConfig {
  return {type: 'link', label, href: route, description: descriptionOf(docId)};
}

/**
 * One entry per task. A task with several pages is a category whose link is
 * its main page; its other pages sit under it, labelled by what they add, and
 * the main page links to each of them (tests/unit/sidebars.test.ts checks both).
 */
const docs: Items = [
  'intro',
  withOverview('Quickstart', 'quickstart/overview', [
    'quickstart/receive-payment-for-business',
    'quickstart/send-payment',
    'quickstart/withdrawal-crypto-to-fiat',
  ]),
  withOverview('What is Coinloom', 'what-is-coinloom/index', [
    'what-is-coinloom/cryptocurrency-payments-through-coinloom',
    'what-is-coinloom/general-concepts-about-coinloom',
    'what-is-coinloom/coinloom-system-components-architecture',
    'what-is-coinloom/specification',
    'what-is-coinloom/tech-stack',
  ]),
  generatedIndex(
    'Accept payments',
    '/category/payments',
    'Take crypto for donations, sales, carts, token sales, invoices and subscriptions, each from its own guide.',
    [
      withOverview('Accept donations', 'accept-crypto/accepting-donations', ['payments/donation-and-sale']),
      withOverview('Sell a product or service', 'accept-crypto/selling-product-or-service', [
        'payments/selling-product-or-service',
      ]),
      'payments/cart',
      'payments/sale-token',
      withOverview('Create a branded invoice', 'creating-branded-crypto-invoice', [
        'payments/creating-branded-crypto-invoices',
      ]),
      withOverview('Subscriptions', 'accept-crypto/recurly-payments', ['functional/recurring-billing']),
      'payments/woo-commerce-plugin',
    ],
  ),
  withOverview('Integrations', 'integration/index', [
    'integration/share-link',
    'integration/add-button',
    'integration/iframe',
    'integration/api-integration',
  ]),
  withOverview('Pay many recipients', 'multisend', [
    'payments/multisend',
    'functional/multisend',
    'multi-wallet/wallet-overview/multisend',
  ]),
  withOverview('Swap assets', 'swap', [
    withOverview('The Swap screen', 'functional/swap/index', [
      'functional/swap/create-new-swap',
      'functional/swap/summary',
      'functional/swap/swap-history',
    ]),
  ]),
  generatedIndex('Wallets', '/category/wallets', 'Hold, receive, send and protect assets across several wallets.', [
    'multi-wallet/wallet-overview/index',
    'multi-wallet/wallet-overview/create',
    'multi-wallet/wallet-overview/import',
    'multi-wallet/wallet-overview/replenish',
    withOverview('Withdraw from a wallet', 'multi-wallet/wallet-overview/withdrawal', ['functional/withdrawal']),
    'p2p/sending-receiving-tokens',
    screenLink('Auto-sign settings', 'functional/wallets/auto-sign', '/functional/wallets/auto-sign/'),
    'multi-wallet/wallet-overview/mnemonic-phrase-export',
    'multi-wallet/wallet-overview/private-key-export',
    'multi-wallet/wallet-overview/delete',
  ]),
  generatedIndex(
    'App screens',
    '/category/functional',
    'The Coinloom web app, one screen at a time: every control, what it does and what goes wrong. Four screens sit under their task instead: Multisend under Pay many recipients, Swap under Swap assets, Recurring billing under Accept payments › Subscriptions, and Withdrawal under Wallets › Withdraw from a wallet.',
    [
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
      'functional/nft',
    ],
  ),
  'status-page',
];

/**
 * The API reference, one page, with every tag and operation of the description under it: a way to reach
 * any endpoint from the sidebar (and the phone's drawer) wherever the reader is on that long page.
 */
function apiReference(): SidebarItemConfig {
  return {
    type: 'category',
    label: 'API reference',
    description: descriptionOf('for-developers/specification'),
    link: {type: 'doc', id: 'for-developers/specification'},
    items: [
      ...operationsByTag().map(({tag, operations}): SidebarItemConfig => ({
        type: 'category',
        label: tag.name,
        items: operations.map(({operation}): SidebarItemConfig => ({
          type: 'link',
          label: operation.summary,
          href: `${referencePath}#${anchors.operation(operation.operationId)}`,
        })),
      })),
      // The reference's parts after the operations that readers come back to, labelled with their headings.
      ...Object.entries(referenceSectionTitles).map(([key, title]): SidebarItemConfig => ({
        type: 'link',
        label: title,
        href: `${referencePath}#${referenceSections[key as keyof typeof referenceSectionTitles]}`,
      })),
    ],
  };
}

/**
 * Everything a developer uses, under the developers' home (docs/for-developers/index.mdx, at
 * `/category/api/`), which the navbar's Developers item opens: a first signed call, then a card for each part.
 */
const developers: Items = [
  {
    type: 'category',
    label: 'Developers',
    link: {type: 'doc', id: 'for-developers/index'},
    collapsed: false,
    items: [
      'for-developers/general-concepts-about-coinloom',
      'for-developers/cryptocurrency-payments-through-coinloom',
      'for-developers/coinloom-system-components-architecture',
      'for-developers/tech-stack',
      {
        type: 'category',
        label: 'API guides',
        description: 'A guide to each area of the Coinloom REST API, from signing requests to going live.',
        items: [
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
        ],
      },
      'for-developers/callbacks',
      apiReference(),
      'for-developers/woo-commerce-plugin',
      {
        type: 'category',
        label: 'Networks',
        description: 'What each of the fifteen networks means for your integration.',
        items: networks.map(
          (network) => `for-developers/interaction-with-crypto-networks/working-with-the-${network.id}-network`,
        ),
      },
    ],
  },
];

const sidebars = {docs, developers} satisfies SidebarsConfig;

export default sidebars;
