import {limits} from '../../../data/product';
import type {Screen} from '../types';

export const swapSummary = {
  id: 'swap-summary',
  name: 'Review quote',
  frame: 'app',
  nav: 'Swap',
  over: 'swap-form',
  page: 'functional/swap/summary.mdx',
  figureTitle: 'The quote summary of a swap, with its rate, fee, minimum received, route and countdown',
  controls: [
    {
      label: 'You give',
      kind: 'list',
      does: 'The amount, asset and network that leave the wallet if you accept.',
    },
    {
      label: 'You receive',
      kind: 'list',
      does: 'The amount at the quoted rate, on your chosen network.',
      values: 'Exact on one network; across networks, it can be less, down to the minimum received.',
    },
    {
      label: 'Rate',
      kind: 'list',
      does: 'Units you get per unit you give, after the fee.',
    },
    {
      label: 'Fee',
      kind: 'list',
      does: "Coinloom's swap fee, inside the rate. Network fees come on top, in native coin.",
    },
    {
      label: 'Minimum received',
      kind: 'list',
      does: 'The least a cross-network swap delivers, set by your maximum slippage; below it, the swap fails with slippage_exceeded and returns what you gave.',
    },
    {
      label: 'Route',
      kind: 'list',
      does: 'The steps in order: a swap step exchanges assets on one network; a bridge step moves an asset to another.',
      values: 'One or more steps.',
      wrong: 'A bridge waits for transactions on both networks: expect minutes.',
    },
    {
      label: 'Valid for',
      kind: 'list',
      does: `Counts down from ${limits.swapQuoteValiditySeconds} seconds; at zero the quote expires and Accept quote turns off.`,
      wrong: 'Get a new quote and reread it: rate and minimum may differ.',
    },
    {
      label: 'Accept quote',
      kind: 'button',
      does: 'Starts the swap after your authenticator code; it shows pending until its route has run.',
      wrong: 'Cannot be cancelled: check the minimum received and receiving network first.',
    },
    {
      label: 'Get new quote',
      kind: 'button',
      does: `A fresh rate for the same form, valid ${limits.swapQuoteValiditySeconds} seconds.`,
    },
    {
      label: 'Change swap',
      kind: 'link',
      does: 'Back to the form; the quote is dropped.',
      opens: 'swap-form',
    },
  ],
  states: {
    loading: 'Grey bars while the quote is made, usually a second or two.',
    error:
      'If no quote can be made right now, as during an incident on a network of the route, the summary says why and offers Change swap.',
  },
} as const satisfies Screen;
