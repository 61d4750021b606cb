import type {Screen} from '../types';

export const swapForm = {
  id: 'swap-form',
  name: 'New swap',
  frame: 'app',
  nav: 'Swap',
  over: 'swap',
  page: 'functional/swap/create-new-swap.mdx',
  figureTitle: 'The New swap form: what you give, what you receive and the maximum slippage',
  controls: [
    {
      label: 'From wallet',
      kind: 'select',
      does: 'The wallet that pays and receives.',
    },
    {
      label: 'From asset',
      kind: 'select',
      does: 'The asset you give.',
      values: 'An asset the wallet holds.',
    },
    {
      label: 'From network',
      kind: 'select',
      does: 'Its network; the form shows the balance there.',
      values: 'A network where the wallet holds the asset.',
    },
    {
      label: 'Amount',
      kind: 'field',
      does: 'How much you give.',
      values: "Up to the available balance, and at least the pair's minimum.",
      wrong: "Keep some of the network's native coin for the swap's network fees.",
    },
    {
      label: 'To asset',
      kind: 'select',
      does: 'The asset you want.',
      values: 'An asset Coinloom swaps into from the one you give.',
    },
    {
      label: 'To network',
      kind: 'select',
      does: 'The network you receive on; if another than you give on, the route includes a bridge.',
      values: 'A network that carries the asset.',
      wrong: 'Choose the one you will use the funds on, to avoid a second swap.',
    },
    {
      label: 'Maximum slippage',
      kind: 'field',
      does: 'How far a cross-network swap may fill below the quote; sets the minimum received. A same-network swap fills at the quoted amount.',
      values: 'A percentage above zero.',
      wrong: 'Too tight, and cross-network swaps fail with slippage_exceeded; too loose, and you accept a worse rate.',
    },
    {
      label: 'Get quote',
      kind: 'button',
      does: 'Opens the quote summary; nothing moves or is reserved yet.',
      wrong:
        "Refused above the balance, below the pair's minimum, for a pair not offered, or without the native coin for the network fees.",
      opens: 'swap-summary',
    },
  ],
  states: {
    loading: "Assets and networks fill in once the wallet's balances load.",
    error: 'Invalid fields turn red and say why; Get quote stays off until all are valid.',
  },
} as const satisfies Screen;
