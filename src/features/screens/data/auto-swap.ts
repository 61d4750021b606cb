import type {Screen} from '../types';

export const autoSwap = {
  id: 'auto-swap',
  name: 'Auto-swap',
  frame: 'app',
  nav: 'Merchants',
  page: 'functional/merchants/auto-swap.mdx',
  figureTitle: 'The auto-swap rules of a merchant, with the form for a new rule',
  controls: [
    {
      label: 'New rule',
      kind: 'button',
      does: 'Opens the form for a new auto-swap rule of this merchant.',
    },
    {
      label: 'Rules',
      kind: 'table',
      does: "The merchant's rules: the assets they convert, the settlement asset, the maximum slippage, and whether swaps are waiting.",
      values: 'Read only.',
    },
    {
      label: 'Edit',
      kind: 'link',
      does: 'Opens a rule in the form to change it.',
      wrong: 'A change applies to payments paid from then on.',
    },
    {
      label: 'Assets in',
      kind: 'select',
      does: 'The incoming assets, each on its network, that the rule converts.',
      values: "One or more of the merchant's accepted assets. The settlement asset itself is not offered.",
      wrong: 'An accepted asset missing here is kept as it arrives, unconverted.',
    },
    {
      label: 'Settlement asset',
      kind: 'select',
      does: 'The one asset, on one network, that the rule converts into.',
      values: 'An asset on a network that Coinloom swaps into.',
      wrong:
        'The converted funds arrive on that network only. Choose the network you plan to withdraw or pay out on, so you do not need a second swap.',
    },
    {
      label: 'Maximum slippage',
      kind: 'field',
      does: "The most the swap's rate may fall short of the quoted rate. A swap that would exceed it waits instead of converting at a worse rate.",
      values: 'A percentage greater than zero.',
      wrong:
        'Too tight, and swaps wait often when markets move; too loose, and you accept worse rates without noticing.',
    },
    {
      label: 'Save rule',
      kind: 'button',
      does: 'Saves the rule. It applies to payments of the chosen assets that are paid from then on.',
    },
    {
      label: 'Delete rule',
      kind: 'button',
      does: 'Deletes the rule. Payments paid afterwards stay in the asset they arrived in.',
    },
    {
      label: 'Waiting swaps',
      kind: 'table',
      does: 'Swaps held back because the quote was beyond the maximum slippage: the payment, the amount and asset, and since when.',
      values: 'Read only.',
      wrong:
        "A waiting swap leaves the funds in the incoming asset, so their value moves with that asset's market until the swap runs.",
    },
  ],
  states: {
    empty:
      'A merchant with no rules shows a short explanation and New rule. Payments then stay in the asset they arrived in.',
    loading: 'The tables show grey rows until the rules arrive.',
    error: 'If a rule cannot be saved, the previous rules stay in force and the form says why.',
  },
} as const satisfies Screen;
