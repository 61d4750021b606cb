import {appHeader} from '../../../data/app';
import type {Screen} from '../types';

export const merchants = {
  id: 'merchants',
  name: 'Merchants',
  frame: 'app',
  nav: 'Merchants',
  page: 'functional/merchants/index.mdx',
  figureTitle: 'The Merchants screen',
  controls: [
    {
      label: 'New merchant',
      kind: 'button',
      does: 'Opens an empty merchant form.',
      wrong: `The merchant exists only in the current environment: one made with ${appHeader.sandboxSwitch} on is not in live.`,
      opens: 'merchant-settings',
    },
    {
      label: 'Your merchants',
      kind: 'table',
      does: 'Logo and name, settlement wallet, accepted assets, and whether auto-swap rules are active.',
    },
    {
      label: 'Edit',
      kind: 'link',
      does: "Opens the merchant's settings.",
      opens: 'merchant-settings',
    },
    {
      label: 'Auto-swap',
      kind: 'link',
      does: "Opens the merchant's auto-swap rules.",
      opens: 'auto-swap',
    },
  ],
  states: {
    empty: 'A short explanation and New merchant instead of the table.',
    loading: 'Grey rows until your merchants arrive.',
    error: 'If the list cannot load, try again; if it persists, check the status page.',
  },
} as const satisfies Screen;
