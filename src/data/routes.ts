/**
 * The route manifest: every route of the specification, grouped by the issue
 * that builds it. A section is `landed` once its pages are in the project; the
 * sidebars, navbar and footer show only landed sections, and the tests require
 * every route of a landed section to be built and every other route to be absent.
 */

export type SectionId = 'foundation' | 'developers' | 'networks' | 'merchants' | 'app';

export type Section = {
  title: string;
  /** The issue that writes this section. */
  issue: number;
  landed: boolean;
  routes: readonly string[];
};

const routesBySection = {
  foundation: [
    '/',
    '/blog/',
    '/blog/archive/',
    '/blog/tags/',
    '/blog/tags/docusaurus/',
    '/blog/tags/facebook/',
    '/blog/tags/hello/',
    '/blog/tags/hola/',
    '/blog/first-blog-post/',
    '/blog/long-blog-post/',
    '/blog/mdx-blog-post/',
    '/blog/welcome/',
    '/quickstart/overview/',
    '/quickstart/receive-payment-for-business/',
    '/quickstart/send-payment/',
    '/quickstart/withdrawal-crypto-to-fiat/',
    '/what-is-coinloom/',
    '/what-is-coinloom/coinloom-system-components-architecture/',
    '/what-is-coinloom/cryptocurrency-payments-through-coinloom/',
    '/what-is-coinloom/general-concepts-about-coinloom/',
    '/what-is-coinloom/specification/',
    '/what-is-coinloom/tech-stack/',
  ],
  developers: [
    '/category/api/',
    '/for-developers/api/api-architecture/',
    '/for-developers/api/integration-in-your-system/',
    '/for-developers/api/using-api-for-checkout/',
    '/for-developers/api/using-api-for-external-calls/',
    '/for-developers/api/using-api-for-multisend/',
    '/for-developers/api/using-api-for-nft/',
    '/for-developers/api/using-api-for-recurring-billing/',
    '/for-developers/api/using-api-for-register/',
    '/for-developers/api/using-api-for-swap/',
    '/for-developers/api/using-api-for-transaction-and-currency/',
    '/for-developers/api/using-api-for-wallet-security/',
    '/for-developers/api/using-api-for-wallet/',
    '/for-developers/api/using-api-for-wallet/movement-of-funds-upon-withdrawal/',
    '/for-developers/callbacks/',
    '/for-developers/coinloom-system-components-architecture/',
    '/for-developers/cryptocurrency-payments-through-coinloom/',
    '/for-developers/general-concepts-about-coinloom/',
    '/for-developers/specification/',
    '/for-developers/tech-stack/',
    '/for-developers/woo-commerce-plugin/',
  ],
  networks: [
    '/for-developers/interaction-with-crypto-networks/working-with-the-arbitrum-network/',
    '/for-developers/interaction-with-crypto-networks/working-with-the-avalanche-network/',
    '/for-developers/interaction-with-crypto-networks/working-with-the-bitcoin-network/',
    '/for-developers/interaction-with-crypto-networks/working-with-the-blast-network/',
    '/for-developers/interaction-with-crypto-networks/working-with-the-bsc-network/',
    '/for-developers/interaction-with-crypto-networks/working-with-the-ethereum-network/',
    '/for-developers/interaction-with-crypto-networks/working-with-the-fantom-network/',
    '/for-developers/interaction-with-crypto-networks/working-with-the-kusama-network/',
    '/for-developers/interaction-with-crypto-networks/working-with-the-moonbeam-network/',
    '/for-developers/interaction-with-crypto-networks/working-with-the-optimism-network/',
    '/for-developers/interaction-with-crypto-networks/working-with-the-polkadot-network/',
    '/for-developers/interaction-with-crypto-networks/working-with-the-polygon-network/',
    '/for-developers/interaction-with-crypto-networks/working-with-the-solana-network/',
    '/for-developers/interaction-with-crypto-networks/working-with-the-ton-network/',
    '/for-developers/interaction-with-crypto-networks/working-with-the-tron-network/',
  ],
  merchants: [
    '/accept-crypto/accepting-donations/',
    '/accept-crypto/recurly-payments/',
    '/accept-crypto/selling-product-or-service/',
    '/category/payments/',
    '/creating-branded-crypto-invoice/',
    '/multisend/',
    '/swap/',
    '/status-page/',
    '/p2p/sending-receiving-tokens/',
    '/integration/',
    '/integration/add-button/',
    '/integration/api-integration/',
    '/integration/iframe/',
    '/integration/share-link/',
    '/payments/cart/',
    '/payments/creating-branded-crypto-invoices/',
    '/payments/donation-and-sale/',
    '/payments/multisend/',
    '/payments/sale-token/',
    '/payments/selling-product-or-service/',
    '/payments/woo-commerce-plugin/',
  ],
  app: [
    '/category/functional/',
    '/category/wallets/',
    '/functional/address-book/',
    '/functional/checkouts/',
    '/functional/checkouts/cart/',
    '/functional/checkouts/donation-and-sale/',
    '/functional/checkouts/sale-token/',
    '/functional/header/',
    '/functional/home/',
    '/functional/merchants/',
    '/functional/merchants/auto-swap/',
    '/functional/merchants/how-to-create-a-merchant/',
    '/functional/merchants/how-to-create-an-auto-swap/',
    '/functional/merchants/how-to-edit-a-merchant/',
    '/functional/multisend/',
    '/functional/nft/',
    '/functional/profile/',
    '/functional/recurring-billing/',
    '/functional/registration-login/',
    '/functional/swap/',
    '/functional/swap/create-new-swap/',
    '/functional/swap/summary/',
    '/functional/swap/swap-history/',
    '/functional/wallets/',
    '/functional/wallets/autosign/',
    '/functional/wallets/auto-sign/',
    '/functional/withdrawal/',
    '/multi-wallet/wallet-overview/',
    '/multi-wallet/wallet-overview/create/',
    '/multi-wallet/wallet-overview/delete/',
    '/multi-wallet/wallet-overview/import/',
    '/multi-wallet/wallet-overview/mnemonic-phrase-export/',
    '/multi-wallet/wallet-overview/multisend/',
    '/multi-wallet/wallet-overview/private-key-export/',
    '/multi-wallet/wallet-overview/replenish/',
    '/multi-wallet/wallet-overview/withdrawal/',
  ],
} as const satisfies Record<SectionId, readonly string[]>;

export const sections = {
  foundation: {
    title: 'Home, what is Coinloom, quickstarts and blog',
    issue: 2,
    landed: true,
    routes: routesBySection.foundation,
  },
  developers: {
    title: 'The developer section and the API reference',
    issue: 3,
    landed: true,
    routes: routesBySection.developers,
  },
  networks: {
    title: 'The fifteen network guides',
    issue: 4,
    landed: true,
    routes: routesBySection.networks,
  },
  merchants: {
    title: 'Merchant guides, payment features, integrations and root pages',
    issue: 5,
    landed: true,
    routes: routesBySection.merchants,
  },
  app: {
    title: 'Web app screens and multi-wallet how-tos',
    issue: 6,
    landed: true,
    routes: routesBySection.app,
  },
} as const satisfies Record<SectionId, Section>;

/**
 * Routes outside the specification that required plugins add, each with why
 * it is there. The build tests allow these and nothing else.
 */
export const extraRoutes = [
  {
    route: '/search/',
    why: 'The search results page (src/features/search), which the search dialog and the not-found page link to.',
  },
  {route: '/blog/authors/', why: 'The blog creates an authors list whenever blog/authors.yml declares authors.'},
] as const;

/**
 * Older addresses kept alive as static redirect pages (static/<route>/index.html),
 * each with the route it sends readers to, which is also its canonical URL.
 */
export const redirects: Readonly<Record<string, string>> = {
  '/functional/wallets/autosign/': '/functional/wallets/auto-sign/',
};

export const allRoutes: readonly string[] = Object.values(sections).flatMap((s) => s.routes);

export const builtRoutes: readonly string[] = Object.values(sections)
  .filter((s) => s.landed)
  .flatMap((s) => s.routes);

export const pendingRoutes: readonly string[] = Object.values(sections)
  .filter((s) => !s.landed)
  .flatMap((s) => s.routes);

/** Built routes that are doc pages (docs and their category indexes): not the blog, not a redirect. */
export const docRoutes: readonly string[] = builtRoutes.filter(
  (route) => !route.startsWith('/blog/') && !(route in redirects),
);

export function isLanded(section: SectionId): boolean {
  return sections[section].landed;
}

/** The developers sidebar holds the developer section and the network guides: it exists once either has landed. */
export function hasDevelopersSidebar(): boolean {
  return isLanded('developers') || isLanded('networks');
}
