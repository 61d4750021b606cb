import {autoSignOperations, limits} from '../../../data/product';
import type {Screen} from '../types';

export const autoSign = {
  id: 'auto-sign',
  name: 'Auto-sign',
  frame: 'app',
  nav: 'Wallets',
  page: 'functional/wallets/auto-sign.mdx',
  figureTitle: 'The auto-sign settings of a wallet',
  controls: [
    {
      label: 'Operations',
      kind: 'checkbox',
      does: 'The operations Coinloom may sign for this wallet without asking you. Anything else from the wallet still waits for your confirmation.',
      values: `Any of: ${autoSignOperations.join(', ')}.`,
      wrong:
        'Tick only what runs from this wallet. A send you start yourself is never auto-signed, and neither is any withdrawal, in the app or through the API.',
    },
    {
      label: 'Limit per operation',
      kind: 'field',
      does: 'The most one auto-signed operation may move. A larger one is not signed automatically and waits for your confirmation.',
      values: 'An amount greater than zero, in the currency shown beside the field.',
      wrong: 'Set it just above your largest expected operation, not higher: it is the most a single mistake can cost.',
    },
    {
      label: 'Daily limit',
      kind: 'field',
      does: 'The most all auto-signed operations of the wallet may move in one day together. Past it, operations wait for your confirmation.',
      values: 'An amount at least as large as the limit per operation, in the same currency.',
      wrong:
        'Too low, and charges or swaps pile up waiting for you; too high, and a fault can move more before you notice.',
    },
    {
      label: 'Allowed destinations',
      kind: 'list',
      does: 'The recipients scheduled multisends may pay without asking you. A scheduled batch with any other recipient waits for your confirmation. Auto-swap and recurring-billing charges have no destinations.',
      values: `Entries of your withdrawal address allowlist, which you manage through the API and which is separate from the address book. Each entry is usable ${limits.newWithdrawalAddressDelayHours} hours after it was added to the allowlist.`,
      wrong:
        'Pick only entries you control or have checked with the receiver. A destination here can receive funds without you confirming each transfer.',
    },
    {
      label: 'Add destination',
      kind: 'button',
      does: `Adds an entry of your withdrawal address allowlist to Allowed destinations. An entry added to the allowlist less than ${limits.newWithdrawalAddressDelayHours} hours ago cannot be paid yet.`,
    },
    {
      label: 'Allowed networks',
      kind: 'select',
      does: 'The networks auto-signed operations may run on. An operation on another network waits for your confirmation.',
      values: 'One or more of the supported networks.',
    },
    {
      label: 'Save policy',
      kind: 'button',
      does: 'Saves the policy after your authentication code. It applies to the next operation.',
    },
    {
      label: 'Revoke auto-sign',
      kind: 'button',
      does: 'Ends the policy at once. From then on, every operation from the wallet waits for your confirmation.',
      wrong:
        'Recurring-billing charges, auto-swaps and scheduled multisends from this wallet stop until you confirm them or turn auto-sign on again.',
    },
  ],
  states: {
    empty:
      'A wallet without a policy shows a short explanation and Turn on auto-sign, which opens this form with nothing ticked.',
    loading: 'The form shows grey bars until the policy arrives.',
    error: 'If a save fails, the previous policy stays in force and the form says why.',
  },
} as const satisfies Screen;
