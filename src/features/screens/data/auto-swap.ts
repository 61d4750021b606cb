import type {Screen} from '../types';

export const autoSwap = {
  id: 'auto-swap',
  name: 'Auto-swap',
  frame: 'app',
  nav: 'Merchants',
  over: 'merchants',
  page: 'functional/merchants/auto-swap.mdx',
  figureTitle: 'The auto-swap rules of a merchant, with the first rule open for editing',
  controls: [
    {
      label: 'New rule',
      kind: 'button',
      does: 'Opens the form for a new rule.',
    },
    {
      label: 'Rules',
      kind: 'table',
      does: 'Assets converted, settlement asset, maximum slippage, and whether swaps are waiting.',
    },
    {
      label: 'Edit',
      kind: 'link',
      does: 'Opens the rule in the form.',
    },
    {
      label: 'Assets in',
      kind: 'select',
      does: 'The incoming assets, each on its network, to convert.',
      values:
        "Any of the merchant's accepted assets but the settlement asset; an asset already in another rule is not offered.",
      wrong: 'An accepted asset left out stays unconverted.',
    },
    {
      label: 'Settlement asset',
      kind: 'select',
      does: 'The one asset, on one network, to convert into.',
      values: 'An asset on a network Coinloom swaps into.',
      wrong: 'Funds arrive on that network only: pick the one you withdraw or pay out on.',
    },
    {
      label: 'Maximum slippage',
      kind: 'field',
      does: "Sets each payment's floor: the minimum received of the quote taken when it is paid. A later quote that would deliver less makes its swap wait; a cross-network swap may also fill this far below its quote.",
      values: 'A percentage above zero.',
      wrong: 'Too tight, and swaps often wait; too loose, and you accept worse rates unnoticed.',
    },
    {
      label: 'Save rule',
      kind: 'button',
      does: 'Saves the rule for payments paid from then on.',
    },
    {
      label: 'Delete rule',
      kind: 'button',
      does: 'Deletes the rule; later payments stay in the asset they arrived in.',
    },
    {
      label: 'Waiting swaps',
      kind: 'table',
      does: "Swaps held back by the maximum slippage, which Coinloom quotes again: payment, amount and asset, how far the last quote fell below the payment's floor, and since when.",
      wrong:
        'Until the swap runs, the funds stay in the settlement wallet in the asset they arrived in and move with its market.',
    },
    {
      label: 'Dismiss',
      kind: 'link',
      does: 'Removes the entry from Waiting swaps and from Needs attention on Home, and stops the retries; the funds stay in the asset they arrived in.',
      wrong:
        'Dismiss converts nothing: swap the funds by hand on the Swap screen after you dismiss the entry, never before, or a new quote could convert them twice.',
    },
  ],
  states: {
    empty: 'A short explanation and New rule; payments stay in the asset they arrived in.',
    loading: 'Grey rows until the rules arrive.',
    error: 'If a save fails, the previous rules stay in force and the form says why.',
  },
} as const satisfies Screen;
