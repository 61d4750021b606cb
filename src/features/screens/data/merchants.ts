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
      does: 'Opens the merchant form, empty, to create a merchant.',
      wrong: `The merchant exists only in the environment you are in: one made with ${appHeader.sandboxSwitch} on is not in live.`,
    },
    {
      label: 'Your merchants',
      kind: 'table',
      does: 'Lists the merchants your account owns: logo and name, settlement wallet, accepted assets, and whether auto-swap rules are active.',
      values: 'Read only.',
    },
    {
      label: 'Edit',
      kind: 'link',
      does: "Opens the merchant form with the merchant's settings, to change them.",
    },
    {
      label: 'Auto-swap',
      kind: 'link',
      does: "Opens the merchant's auto-swap rules.",
    },
  ],
  states: {
    empty: 'An account with no merchants sees a short explanation and New merchant instead of the table.',
    loading: 'The table shows grey rows until your merchants arrive.',
    error: 'If the list cannot load, the screen says so and offers to try again; check the status page if it persists.',
  },
} as const satisfies Screen;
