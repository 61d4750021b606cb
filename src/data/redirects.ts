/**
 * Old addresses and where their pages live now, each a route with its trailing slash. The build publishes
 * each move twice, both from this list (src/features/hosting):
 * - a 301 in the host's `_redirects` file;
 * - a page at the old address that sends readers on with a meta refresh, for hosts that do not read
 *   `_redirects`.
 */
export const redirects = {
  '/functional/wallets/autosign/': '/functional/wallets/auto-sign/',
} as const satisfies Record<string, string>;
