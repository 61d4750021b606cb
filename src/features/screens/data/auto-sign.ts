import {autoSignOperationKinds, autoSignOperations, confirmation, limits} from '../../../data/product';
import {screenLabels} from '../../../data/app';
import {getNetwork, tokensOf} from '../../../data/networks';
import type {Screen} from '../types';

/** The kinds bound by destinations, in running text: "withdrawals, multisend batches and NFT transfers". */
const boundByDestinations = autoSignOperationKinds
  .filter((kind) => kind.boundByDestinations)
  .map((kind) => kind.label.replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase()))
  .join(', ')
  .replace(/, ([^,]*)$/, ' and $1');
const waits = `waits as ${confirmation.label} on Home`;
const tron = getNetwork('tron');
const [tronStablecoin] = tokensOf(tron);

export const autoSign = {
  id: 'auto-sign',
  name: 'Auto-sign',
  frame: 'app',
  nav: 'Wallets',
  over: 'wallets',
  page: 'functional/wallets/auto-sign.mdx',
  figureTitle: 'The auto-sign settings of a wallet',
  controls: [
    {
      label: 'Operations',
      kind: 'checkbox',
      does: `What may run from this wallet without you when started through the API or on a schedule. Any other such operation ${waits}.`,
      values: `Any of: ${autoSignOperations.join(', ')}.`,
      wrong: 'Tick only what must run unattended; what you start in the app you confirm as you start it.',
      parts: autoSignOperationKinds.map((kind) => ({label: kind.label})),
    },
    {
      label: 'Asset and network',
      kind: 'select',
      does: "The asset, on its network, that the row's limits bound. An asset without a row never moves unattended.",
      values: `An asset Coinloom supports on that network, such as ${tronStablecoin.symbol} on ${tron.name}; one row per asset and network.`,
      group: 'Limits',
    },
    {
      label: 'Limit per operation',
      kind: 'field',
      does: `The most one unattended operation may move in the row's asset; a larger one ${waits}.`,
      values: 'An amount above zero.',
      wrong: 'Set it just above your largest expected operation: it caps what one mistake costs.',
      group: 'Limits',
    },
    {
      label: 'Daily limit',
      kind: 'field',
      does: `The most the wallet's unattended operations may move in a day in the row's asset; past it, they wait as ${confirmation.label}.`,
      values: 'An amount of the same asset, at least its limit per operation.',
      wrong: `Too low, and operations wait for you; too high, and a fault moves more before you notice.`,
      group: 'Limits',
    },
    {
      label: 'Add limit',
      kind: 'button',
      does: 'Adds a row of limits for another asset and network.',
      group: 'Limits',
    },
    {
      label: 'Allowed destinations',
      kind: 'list',
      does: `The addresses ${boundByDestinations} may pay without you; one to another allowlist entry ${waits}, and an API withdrawal or NFT transfer to an address off the allowlist is refused. Refunds go only to the refund address the payer gave, and swaps stay in the wallet, so these do not bound them.`,
      values: `Entries of the merchant's withdrawal address allowlist (address-book entries with Allow withdrawals, or added through the API), each usable ${limits.newWithdrawalAddressDelayHours} hours after it was added.`,
      wrong: 'Pick only addresses you control or have checked: they are paid without your confirmation.',
    },
    {
      label: 'Add destination',
      kind: 'button',
      does: "Adds an allowlist entry to Allowed destinations. It offers the entries of the merchant selected in the header; to add another merchant's entries, switch the header first.",
    },
    {
      label: 'Allowed networks',
      kind: 'select',
      does: `Where unattended operations may run; on another network, an operation ${waits}.`,
      values: 'One or more supported networks.',
    },
    {
      label: 'Save policy',
      kind: 'button',
      does: 'Saves after your authentication code; applies from the next operation.',
    },
    {
      label: 'Revoke auto-sign',
      kind: 'button',
      does: `Ends the policy at once: every operation started through the API or on a schedule then ${waits}.`,
      wrong: `Charges, auto-swaps and scheduled batches then expire if unconfirmed for ${limits.confirmationWindowHours} hours; an expired charge counts as a failed attempt.`,
    },
  ],
  states: {
    empty: `A short explanation and ${screenLabels.turnOnAutoSign}, which opens this form with nothing ticked.`,
    loading: 'Grey bars until the policy arrives.',
    error: 'If a save fails, the previous policy stays in force and the form says why.',
  },
} as const satisfies Screen;
