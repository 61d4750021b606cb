import {autoSignOperationKinds, autoSignOperations, confirmation, limits} from '../../../data/product';
import {screenLabels} from '../../../data/app';
import type {Screen} from '../types';

const boundByDestinations = autoSignOperationKinds.filter((kind) => kind.boundByDestinations).map((kind) => kind.label);
const waits = `waits as ${confirmation.label} on Home`;

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
      does: `The kinds of operation Coinloom may run from this wallet without asking you, when started through the API or on a schedule. Any other such operation ${waits}.`,
      values: `Any of: ${autoSignOperations.join(', ')}.`,
      wrong:
        'Tick only what runs from this wallet unattended. Operations you start in the app are confirmed by you as you start them.',
    },
    {
      label: 'Limit per operation',
      kind: 'field',
      does: `The most one unattended operation may move. A larger one ${waits}.`,
      values:
        'An amount greater than zero of the asset shown beside the field. Each asset the policy lets move has its own pair of limits; an asset without them never moves unattended.',
      wrong: 'Set it just above your largest expected operation: it is the most a single mistake can cost.',
    },
    {
      label: 'Daily limit',
      kind: 'field',
      does: `The most all unattended operations of the wallet may move in one day. Past it, operations wait as ${confirmation.label}.`,
      values: 'An amount of the same asset, at least as large as the limit per operation.',
      wrong: `Too low, and operations wait and expire after ${limits.confirmationWindowHours} hours unconfirmed (a subscription charge then counts as a failed attempt); too high, and a fault moves more before you notice.`,
    },
    {
      label: 'Allowed destinations',
      kind: 'list',
      does: `The addresses ${boundByDestinations.join(' and ').toLowerCase()} may pay without asking you; one to any other address ${waits}. Refunds go back to the payer and swaps stay in the wallet, so destinations do not bound them.`,
      values: `Entries of your withdrawal address allowlist (managed through the API, separate from the address book), each usable ${limits.newWithdrawalAddressDelayHours} hours after it was added.`,
      wrong:
        'Pick only entries you control or have checked with the receiver: they receive funds without you confirming each transfer.',
    },
    {
      label: 'Add destination',
      kind: 'button',
      does: `Adds an allowlist entry to Allowed destinations. An entry added to the allowlist less than ${limits.newWithdrawalAddressDelayHours} hours ago cannot be paid yet.`,
    },
    {
      label: 'Allowed networks',
      kind: 'select',
      does: `The networks unattended operations may run on. An operation on another network ${waits}.`,
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
      does: `Ends the policy at once. From then on, every operation started through the API or on a schedule ${waits}.`,
      wrong: `Charges, auto-swaps and scheduled batches then wait for you and expire after ${limits.confirmationWindowHours} hours unconfirmed.`,
    },
  ],
  states: {
    empty: `A wallet without a policy shows a short explanation and ${screenLabels.turnOnAutoSign}, which opens this form with nothing ticked.`,
    loading: 'The form shows grey bars until the policy arrives.',
    error: 'If a save fails, the previous policy stays in force and the form says why.',
  },
} as const satisfies Screen;
