import {limits} from '../../../data/product';
import type {Screen} from '../types';

export const swapSummary = {
  id: 'swap-summary',
  name: 'Review quote',
  frame: 'app',
  nav: 'Swap',
  page: 'functional/swap/summary.mdx',
  figureTitle: 'The quote summary of a swap, with its rate, fee, minimum received, route and countdown',
  controls: [
    {
      label: 'You give',
      kind: 'list',
      does: 'The amount, asset and network that leave the wallet if you accept.',
      values: 'Read only.',
    },
    {
      label: 'You receive',
      kind: 'list',
      does: 'What you receive at the quoted rate, on the network you chose.',
      values:
        'Read only. Exact for a swap on one network; across networks the swap can deliver less, down to the minimum received.',
    },
    {
      label: 'Rate',
      kind: 'list',
      does: 'How much of the asset you want you get for one unit of the asset you give, after the fee.',
      values: 'Read only.',
    },
    {
      label: 'Fee',
      kind: 'list',
      does: "Coinloom's swap fee, already inside the rate. The route's network fees come on top, in native coin.",
      values: 'Read only.',
    },
    {
      label: 'Minimum received',
      kind: 'list',
      does: 'The least a cross-network swap delivers, set by your maximum slippage. If it would deliver less, it fails with slippage_exceeded and returns what you gave.',
      values: 'Read only.',
    },
    {
      label: 'Route',
      kind: 'list',
      does: 'The steps of the swap in order: a swap step exchanges assets on one network; a bridge step moves an asset to another network.',
      values: 'Read only. One or more steps.',
      wrong: 'A route with a bridge waits for transactions on both networks: plan for minutes, not seconds.',
    },
    {
      label: 'Valid for',
      kind: 'list',
      does: `The countdown of the quote, from ${limits.swapQuoteValiditySeconds} seconds. At zero the quote expires and Accept quote turns off.`,
      values: 'Read only.',
      wrong: 'An expired quote cannot be accepted. Get a new quote and read it again: its rate and minimum may differ.',
    },
    {
      label: 'Accept quote',
      kind: 'button',
      does: 'Accepts the quote and starts the swap, after the code from your authenticator app. The swap then shows pending until its route has run.',
      wrong: 'An accepted swap cannot be cancelled. Read the minimum received and the network you receive on first.',
    },
    {
      label: 'Get new quote',
      kind: 'button',
      does: `Asks again with the same form, for a fresh rate and a new countdown of ${limits.swapQuoteValiditySeconds} seconds.`,
    },
    {
      label: 'Change swap',
      kind: 'link',
      does: 'Goes back to the form to change the assets, networks, amount or slippage. The quote is dropped.',
    },
  ],
  states: {
    loading: 'The summary shows grey bars while the quote is being made, usually for a second or two.',
    error:
      'If no quote can be made, the summary says why, such as a pair that is not offered or an amount too small, and offers Change swap.',
  },
} as const satisfies Screen;
