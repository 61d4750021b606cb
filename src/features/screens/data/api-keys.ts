import {appHeader} from '../../../data/app';
import {apiKeyScopes} from '../../../data/product';
import type {Screen} from '../types';

export const apiKeys = {
  id: 'api-keys',
  name: 'API keys',
  frame: 'app',
  nav: null,
  over: 'profile',
  page: 'functional/profile.mdx',
  figureTitle: 'The Profile page, API keys tab',
  controls: [
    {
      label: 'Create API key',
      kind: 'button',
      does: `Opens the form for a new key of the merchant in the header's ${appHeader.merchantSwitcher} switcher.`,
      wrong: `Check the merchant first. A key made with ${appHeader.sandboxSwitch} on works only against the sandbox API.`,
    },
    {
      label: 'Your API keys',
      kind: 'table',
      does: "Each of the merchant's keys: name, key id, scopes, IP allowlist and creation time.",
      values: 'Secrets are never listed.',
    },
    {
      label: 'Revoke',
      kind: 'button',
      does: 'Turns the key off: requests signed with it fail.',
      wrong: 'Servers still using it stop at once: deploy the new key first.',
    },
    {
      label: 'Key name',
      kind: 'field',
      does: 'Where the key is used.',
      values: 'Any text, such as the server or shop.',
    },
    {
      label: 'Scopes',
      kind: 'checkbox',
      does: 'What the key may do; other requests are refused.',
      values: apiKeyScopes.map((scope) => `${scope.id}: ${scope.grants}`).join(' '),
      wrong: 'Grant only what its server needs: a leaked key with payouts or wallets can move money.',
    },
    {
      label: 'IP allowlist',
      kind: 'field',
      does: 'The only IP addresses the key works from, so a copied key fails elsewhere.',
      values: "Your servers' public IP addresses or CIDR ranges. Empty allows any address.",
      wrong:
        "The app cannot change a key's allowlist. Before moving to a new server, create a key that allows it and revoke the old one, or have the key add the new address with setIpAllowlist from its current server.",
    },
    {
      label: 'Create key',
      kind: 'button',
      does: 'Creates the key and shows its key id and secret.',
    },
    {
      label: 'Copy secret',
      kind: 'button',
      does: "Copies the new key's secret.",
      wrong:
        "Keep it in your server's secret store or environment, never in a browser, app or repository. If exposed, revoke the key.",
    },
  ],
  states: {
    empty: 'An empty table and Create API key.',
    error: 'If creation fails, nothing is created and the form says why.',
  },
} as const satisfies Screen;
