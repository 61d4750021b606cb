import {confirmation, idPrefixes} from '../../../data/product';
import type {Screen} from '../types';

export const swapHistory = {
  id: 'swap-history',
  name: 'Swap history',
  frame: 'app',
  nav: 'Swap',
  page: 'functional/swap/swap-history.mdx',
  figureTitle: 'The swap history with its filters, the list of swaps and the details of one swap',
  controls: [
    {
      label: 'Wallet',
      kind: 'select',
      does: 'Shows the swaps of one wallet, or of all your wallets.',
      values: 'All wallets, or one wallet.',
    },
    {
      label: 'Status',
      kind: 'select',
      does: 'Shows only the swaps with one status.',
      values: `All, pending, completed, failed, ${confirmation.status}, ${confirmation.expiredStatus}, ${confirmation.declinedStatus}`,
    },
    {
      label: 'Source',
      kind: 'select',
      does: "Separates the swaps you made by hand, the swaps your server created through the API, and the auto-swaps Coinloom made of a merchant's incoming payments.",
      values: 'All, Manual, API, Auto-swap',
    },
    {
      label: 'Swaps',
      kind: 'table',
      does: 'Every swap, newest first: when, what was given, what was received, its source and its status. Select one to open its details.',
      values: 'Read only.',
      wrong: 'A pending swap with a bridge step can take minutes. Do not swap the same funds again while it runs.',
    },
    {
      label: 'Swap details',
      kind: 'card',
      does: 'The selected swap: its id, its quoted and minimum amounts, what it delivered, the fee, the route, the transactions of each step and, if it failed, the reason.',
      values: `Read only. Swap ids start with ${idPrefixes.swap}.`,
      wrong: 'A failed swap returns what you gave to the wallet. Read the reason before you ask for a new quote.',
    },
  ],
  states: {
    empty: 'With no swaps yet, the screen shows a short explanation and a link to New swap.',
    loading: 'The table shows grey rows until the swaps arrive.',
    error: 'If the history cannot load, the screen says so and offers to try again. Your swaps are not affected.',
  },
} as const satisfies Screen;
