/**
 * Coinloom's addresses: its web app, checkout pages, API, status page and docs, and who answers for the docs.
 * All on the reserved `.example` domain. A module of its own because the site's shell, on every page, needs two
 * of them; `product.ts` re-exports both for pages.
 */

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
