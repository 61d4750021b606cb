import {appHeader} from '../../../data/app';
import {apiKeyScopes} from '../../../data/product';
import type {Screen} from '../types';

export const apiKeys = {
  id: 'api-keys',
  name: 'API keys',
  frame: 'app',
  nav: null,
  page: 'functional/profile.mdx',
  figureTitle: 'The Profile page, API keys tab',
  controls: [
    {
      label: 'Create API key',
      kind: 'button',
      does: `Opens the form for a new key of the merchant selected in the header's ${appHeader.merchantSwitcher} switcher.`,
      wrong: `The key belongs to the merchant selected at that moment, and to the environment you are in: a key made with ${appHeader.sandboxSwitch} on works only against the sandbox API.`,
    },
    {
      label: 'Your API keys',
      kind: 'table',
      does: "Lists the merchant's keys: name, key id, scopes, IP allowlist and when each was created.",
      values: 'Read only. The secret is never listed.',
    },
    {
      label: 'Revoke',
      kind: 'button',
      does: 'Turns the key off. Requests signed with it fail from then on.',
      wrong:
        'A server that still uses the key stops working at once. Put the new key on your servers before you revoke the old one.',
    },
    {
      label: 'Key name',
      kind: 'field',
      does: 'A name that tells you where the key is used.',
      values: 'Any text, for example the server or the shop that uses the key.',
    },
    {
      label: 'Scopes',
      kind: 'checkbox',
      does: 'What the key may do. A request outside its scopes is refused.',
      values: apiKeyScopes.map((scope) => `${scope.id}: ${scope.grants}`).join(' '),
      wrong:
        'Give each key only the scopes its server needs. A key with payouts or wallets can move money if it leaks.',
    },
    {
      label: 'IP allowlist',
      kind: 'field',
      does: 'Limits the key to requests from the IP addresses you list, so a copied key fails from anywhere else.',
      values: 'The public IP addresses of your servers.',
      wrong:
        "Requests from an address that is not listed are refused. Add a new server's address before you move the key to it.",
    },
    {
      label: 'Create key',
      kind: 'button',
      does: 'Creates the key and shows its key id and secret.',
    },
    {
      label: 'Copy secret',
      kind: 'button',
      does: "Copies the new key's secret, so you can store it on your server.",
      wrong:
        "Keep the secret in your server's secret store or environment, never in a browser, an app or a code repository. If it is ever exposed, revoke the key and create a new one.",
    },
  ],
  states: {
    empty: 'A merchant with no keys shows an empty table and Create API key.',
    error: 'If the key cannot be created, nothing is created and the form says why; try again.',
  },
} as const satisfies Screen;
