import type {Screen} from '../types';

export const swapForm = {
  id: 'swap-form',
  name: 'New swap',
  frame: 'app',
  nav: 'Swap',
  page: 'functional/swap/create-new-swap.mdx',
  figureTitle: 'The New swap form: what you give, what you receive and the maximum slippage',
  controls: [
    {
      label: 'From wallet',
      kind: 'select',
      does: 'The wallet that pays and receives. What you get back arrives in the same wallet.',
      values: 'One of your wallets.',
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
      does: 'The network of the asset you give. The form shows the balance available on it.',
      values: 'A network on which the wallet holds the asset.',
    },
    {
      label: 'Amount',
      kind: 'field',
      does: 'How much of the asset you give.',
      values: 'A decimal up to the available balance, and at least the smallest amount the pair allows.',
      wrong: "Keep some of the network's native coin aside: the swap's network fees are paid in it.",
    },
    {
      label: 'To asset',
      kind: 'select',
      does: 'The asset you want.',
      values: 'An asset Coinloom swaps into from the asset you give.',
    },
    {
      label: 'To network',
      kind: 'select',
      does: 'The network you receive on. It can be the network you give on, or another one: the route then includes a bridge.',
      values: 'A network that carries the asset you want.',
      wrong:
        'You receive on this network only. Choose the one you will use the funds on, so that you do not need a second swap.',
    },
    {
      label: 'Maximum slippage',
      kind: 'field',
      does: 'How far a cross-network swap may fill below the quote. It sets the minimum you receive; a swap on one network fills at the quoted amount.',
      values: 'A percentage greater than zero.',
      wrong:
        'Too tight, and cross-network swaps fail with slippage_exceeded when markets move; too loose, and you accept a worse rate than you meant to.',
    },
    {
      label: 'Get quote',
      kind: 'button',
      does: 'Asks for a quote and opens the quote summary. Nothing moves and nothing is reserved yet.',
      wrong:
        'Refused when the amount is above the balance or below the minimum for the pair, or when the pair is not offered.',
    },
  ],
  states: {
    loading: "The lists of assets and networks fill in once the wallet's balances load.",
    error:
      'A field with a problem turns red and says what is wrong, such as an amount below the minimum for the pair. Get quote stays off until every field is valid.',
  },
} as const satisfies Screen;
