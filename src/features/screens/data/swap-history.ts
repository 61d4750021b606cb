import {confirmation, idPrefixes} from '../../../data/product';
import type {Screen} from '../types';

export const swapHistory = {
  id: 'swap-history',
  name: 'Swap history',
  frame: 'app',
  nav: 'Swap',
  over: 'swap',
  page: 'functional/swap/swap-history.mdx',
  figureTitle: 'The swap history with its filters, the list of swaps and the details of one swap',
  controls: [
    {
      label: 'Wallet',
      kind: 'select',
      does: 'Filters by wallet.',
      values: 'All wallets, or one.',
    },
    {
      label: 'Status',
      kind: 'select',
      does: 'Filters by status.',
      values: `All, pending, completed, failed, ${confirmation.status}, ${confirmation.expiredStatus}, ${confirmation.declinedStatus}`,
    },
    {
      label: 'Source',
      kind: 'select',
      does: "Filters by origin: by hand, through the API, or auto-swaps of a merchant's incoming payments.",
      values: 'All, Manual, API, Auto-swap',
    },
    {
      label: 'Swaps',
      kind: 'table',
      does: 'Newest first: when, given, received (the minimum while pending, Returned once failed), source and status. Select one for details.',
      wrong: 'A swap with a bridge step can stay pending for minutes: do not swap the same funds again.',
    },
    {
      label: 'Swap details',
      kind: 'card',
      does: "Id, quoted and minimum amounts, amount delivered, fee, route, each step's transactions and any failure reason.",
      values: `Swap ids start with ${idPrefixes.swap}.`,
      wrong: 'A failed swap returns what you gave; read the reason before a new quote.',
    },
  ],
  states: {
    empty: 'A short explanation and a link to New swap.',
    loading: 'Grey rows until swaps arrive.',
    error: 'If the history cannot load, try again; your swaps are unaffected.',
  },
} as const satisfies Screen;
