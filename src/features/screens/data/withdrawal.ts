import {appHeader} from '../../../data/app';
import {confirmation, idPrefixes, limits} from '../../../data/product';
import type {Screen} from '../types';

export const withdrawal = {
  id: 'withdrawal',
  name: 'Withdrawal',
  frame: 'app',
  nav: 'Withdrawal',
  page: 'functional/withdrawal.mdx',
  figureTitle:
    'The Withdrawal screen with the form to withdraw to an address, the identity check, payout methods and past withdrawals',
  controls: [
    {
      label: 'Withdraw',
      kind: 'button',
      does: 'Starts a new withdrawal: empties the form on the tab you choose.',
      group: 'Form',
    },
    {
      label: 'To an address',
      kind: 'tab',
      does: 'The crypto withdrawal: sends an asset from one of your wallets to an external address on its network.',
      group: 'Form',
    },
    {
      label: 'To a bank account or card',
      kind: 'tab',
      does: 'The fiat withdrawal through the off-ramp partner: the fiat currency, the wallet, the asset, the amount and one of your payout methods.',
      wrong: `Needs an approved identity check and a payout method first, and does not run while ${appHeader.sandboxSwitch} is on.`,
      group: 'Form',
    },
    {
      label: 'From wallet',
      kind: 'select',
      does: 'The wallet the funds leave. The form then offers only what it holds.',
      values: 'One of your wallets.',
      group: 'Form',
    },
    {
      label: 'Asset',
      kind: 'select',
      does: 'What you withdraw.',
      values: 'An asset the wallet holds.',
      group: 'Form',
    },
    {
      label: 'Network',
      kind: 'select',
      does: 'The network the withdrawal is sent on. The form shows the balance of the asset on that network.',
      values: 'A network on which the wallet holds the asset.',
      wrong:
        'Choose the network the destination expects. The same asset sent on another network never arrives, and cannot be reversed.',
      group: 'Form',
    },
    {
      label: 'Address',
      kind: 'field',
      does: 'The destination: paste an address, or choose an entry of your address book, which fills in the network and memo too.',
      values: 'An address valid on the chosen network.',
      wrong: `Coinloom checks the format, not the owner: here any address valid on the network is accepted. The withdrawal address allowlist applies only to withdrawals created through the API, which go only to its entries, each usable ${limits.newWithdrawalAddressDelayHours} hours after it was added.`,
      group: 'Form',
    },
    {
      label: 'Memo',
      kind: 'field',
      does: 'A memo, tag or comment, for a destination that needs one, such as an exchange deposit.',
      values: 'Optional text.',
      wrong: 'An exchange deposit without its memo can arrive without ever being credited to your account there.',
      group: 'Form',
    },
    {
      label: 'Amount',
      kind: 'field',
      does: "What the destination receives, in the asset's units. The network fee comes on top, in the network's native coin.",
      values: 'A decimal up to the available balance.',
      group: 'Form',
    },
    {
      label: 'Review',
      kind: 'button',
      does: 'Shows everything before it leaves: for an address, the asset, network, address, memo, amount and network fee; for a bank account or card, the rate, the fees, what you receive and the estimated arrival. Confirm there with your authenticator code.',
      wrong: 'A confirmed crypto withdrawal cannot be reversed.',
      group: 'Form',
    },
    {
      label: 'Identity check',
      kind: 'card',
      does: 'The state of your identity check for fiat withdrawals, and your verification level, which sets your fiat limits. Before you are verified, it offers to start the check.',
      values: 'Not started, in review, verified or rejected, with the reason.',
      wrong:
        'A rejected check says why: usually a blurred photo, an expired document or details that do not match it. Fix the cause and submit again.',
      group: 'Fiat',
    },
    {
      label: 'Payout methods',
      kind: 'card',
      does: 'The bank accounts and cards, in your own name, that fiat withdrawals can pay out to.',
      group: 'Fiat',
    },
    {
      label: 'Add payout method',
      kind: 'button',
      does: 'Adds a bank account or a card, with its details as your bank shows them.',
      wrong: "The account holder's name must match your identity document, or payouts fail.",
      group: 'Fiat',
    },
    {
      label: 'Withdrawals',
      kind: 'table',
      does: `Your withdrawals, newest first: id, destination, amount and status. Select one to see its network fee, its transaction and, if it failed, the reason. An API withdrawal outside the wallet's auto-sign policy shows ${confirmation.status} until you confirm it on Home.`,
      values: `Statuses: ${confirmation.status}, pending, broadcast, completed, failed, and ${confirmation.expiredStatus} or ${confirmation.declinedStatus} for one never confirmed. Ids start with ${idPrefixes.withdrawal}.`,
      wrong: 'Do not withdraw the same funds again while a withdrawal is pending or broadcast: you may send twice.',
      group: 'History',
    },
  ],
  states: {
    empty: 'With no withdrawals yet, the Withdrawals table is replaced by a short explanation.',
    loading: 'Balances in the form and the tables show grey bars until they arrive.',
    error:
      'A failed withdrawal shows its reason; its amount is back in the wallet. If the screen cannot load, check the status page before you try again.',
  },
} as const satisfies Screen;
