import {walletActions} from '../../../data/app';
import {confirmation, limits} from '../../../data/product';
import type {Screen} from '../types';

const [, , swapAction] = walletActions;

export const swap = {
  id: 'swap',
  name: 'Swap',
  frame: 'app',
  nav: 'Swap',
  page: 'functional/swap/index.mdx',
  figureTitle: "The Swap screen with a wallet's balances and its recent swaps",
  controls: [
    {
      label: 'New swap',
      kind: 'button',
      does: 'Opens the swap form for the selected wallet.',
      values: `Its quote is valid for ${limits.swapQuoteValiditySeconds} seconds.`,
      opens: 'swap-form',
    },
    {
      label: 'Wallet',
      kind: 'select',
      does: 'The wallet shown; a swap pays from and into it.',
    },
    {
      label: 'Balances',
      kind: 'table',
      does: 'One row per asset and network, with the amount available to swap.',
      wrong: "Without the network's native coin for fees, the wallet cannot swap there.",
    },
    {
      label: swapAction,
      kind: 'link',
      does: "Opens the swap form giving this row's asset and network.",
      opens: 'swap-form',
    },
    {
      label: 'Recent swaps',
      kind: 'table',
      does: "The wallet's latest swaps, by hand or auto-swap: given, received and status.",
      values: `Statuses: pending, completed, failed; ${confirmation.status}, then ${confirmation.expiredStatus} or ${confirmation.declinedStatus}, for one started outside the auto-sign policy.`,
    },
    {
      label: 'Swap history',
      kind: 'link',
      does: 'Every swap of your wallets, with filters and details.',
      opens: 'swap-history',
    },
  ],
  states: {
    empty:
      'With no balance, a short explanation replaces Balances: replenish the wallet first. With no swaps, Recent swaps is empty.',
    loading: 'Grey bars until balances arrive.',
    error: 'If balances cannot load, New swap stays off; your funds, on chain, are unaffected.',
  },
} as const satisfies Screen;
