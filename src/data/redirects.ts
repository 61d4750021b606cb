/**
 * Old addresses and where their pages live now. Each old address is published twice: as a 301 in the
 * host's `_redirects` file (written at build time from this list), and as a static page in `static/` that
 * sends readers on with a meta refresh, for hosts that do not read `_redirects`.
 */
export const redirects = {
  '/functional/wallets/autosign/': '/functional/wallets/auto-sign/',
} as const satisfies Record<string, string>;
