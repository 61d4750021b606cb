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
      values: `The quote you get from the form is valid for ${limits.swapQuoteValiditySeconds} seconds.`,
    },
    {
      label: 'Wallet',
      kind: 'select',
      does: 'The wallet whose balances and swaps the screen shows. A swap pays from and into the same wallet.',
      values: 'One of your wallets.',
    },
    {
      label: 'Balances',
      kind: 'table',
      does: "The wallet's balances, one row per asset on each network, with the amount available to swap.",
      values: 'Read only.',
      wrong:
        "Swaps pay their network fees in each network's native coin. A wallet with none on a network cannot swap there.",
    },
    {
      label: swapAction,
      kind: 'link',
      does: "Opens the swap form with this row's asset and network as what you give.",
    },
    {
      label: 'Recent swaps',
      kind: 'table',
      does: "The wallet's latest swaps, made by hand or by auto-swap, with what was given and received and the status.",
      values: `Statuses: pending, completed, failed; ${confirmation.status}, then ${confirmation.expiredStatus} or ${confirmation.declinedStatus}, for one started outside the auto-sign policy.`,
    },
    {
      label: 'Swap history',
      kind: 'link',
      does: 'Opens every swap of your wallets, with filters and the details of each.',
    },
  ],
  states: {
    empty:
      'A wallet with no balance shows a short explanation instead of Balances: replenish it first. With no swaps yet, Recent swaps is empty.',
    loading: 'Balances show grey bars until they arrive.',
    error: 'If balances cannot load, New swap stays off until they do. Your funds are not affected: they are on chain.',
  },
} as const satisfies Screen;
