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
      does: 'Empties the form on the chosen tab for a new withdrawal.',
      group: 'Form',
    },
    {
      label: 'To an address',
      kind: 'tab',
      does: 'Sends an asset from your wallet to an external address on its network.',
      group: 'Form',
    },
    {
      label: 'To a bank account or card',
      kind: 'tab',
      does: 'Fiat through the off-ramp partner: currency, wallet, asset, amount and payout method.',
      wrong: `Needs a submitted identity check and a payout method; the first cash-out waits for the review. Does not run while ${appHeader.sandboxSwitch} is on.`,
      group: 'Form',
      opens: 'withdrawal-fiat',
    },
    {
      label: 'From wallet',
      kind: 'select',
      does: 'The wallet the funds leave; the form offers only what it holds.',
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
      does: 'The network it is sent on; the form shows the balance there.',
      values: 'A network where the wallet holds the asset.',
      wrong: 'Use the network the destination expects: funds sent on another never arrive and cannot be reversed.',
      group: 'Form',
    },
    {
      label: 'Address',
      kind: 'field',
      does: 'Paste an address, or pick an address book entry, which also fills in network and memo.',
      values: 'Valid on the chosen network.',
      wrong: `Coinloom checks the format, not the owner. A merchant's withdrawal address allowlist binds withdrawals through the API and auto-signed ones, not those you confirm here; each entry is usable ${limits.newWithdrawalAddressDelayHours} hours after it was added.`,
      group: 'Form',
    },
    {
      label: 'Memo',
      kind: 'field',
      does: 'For a destination that needs one, such as an exchange deposit.',
      values: 'Optional.',
      wrong:
        'Without it, the exchange cannot credit the deposit to the right account on its own: its support can, given the transaction hash.',
      group: 'Form',
    },
    {
      label: 'Amount',
      kind: 'field',
      does: "What the destination receives, in the asset's units; the network fee comes on top, in native coin.",
      values: 'Up to the available balance.',
      group: 'Form',
    },
    {
      label: 'Review',
      kind: 'button',
      does: 'Shows asset, network, address, memo, amount and network fee; or, for fiat, rate, fees, amount received and estimated arrival. Confirm with your authenticator code.',
      wrong: 'A confirmed crypto withdrawal cannot be reversed.',
      group: 'Form',
    },
    {
      label: 'Identity check',
      kind: 'card',
      does: 'Your identity check for fiat withdrawals and your verification level, which sets fiat limits; offers to start the check until verified.',
      values: 'Not started, in review, verified or rejected, with the reason.',
      wrong:
        'A rejection says why, usually a blurred photo, an expired document or mismatched details: fix it and resubmit.',
      group: 'Fiat',
    },
    {
      label: 'Payout methods',
      kind: 'card',
      does: 'Bank accounts and cards in your own name that fiat withdrawals pay out to.',
      group: 'Fiat',
    },
    {
      label: 'Add payout method',
      kind: 'button',
      does: 'Adds a bank account or card, with details as your bank shows them.',
      wrong: "The holder's name must match your identity document, or payouts fail.",
      group: 'Fiat',
    },
    {
      label: 'Withdrawals',
      kind: 'table',
      does: `Newest first: id, destination, amount and status. Select one for its network fee, transaction and any failure reason. API withdrawals outside the auto-sign policy show ${confirmation.status} until you confirm them on Home.`,
      values: `Statuses: ${confirmation.status}, pending, broadcast, completed, failed, and ${confirmation.expiredStatus} or ${confirmation.declinedStatus} for one never confirmed. Ids start with ${idPrefixes.withdrawal}.`,
      wrong:
        'Do not resend funds while a withdrawal is pending or broadcast: you may send twice. A first cash-out created before the identity review ends stays pending, its crypto held in the wallet and not spendable; once the review approves, it is sent. If the check is rejected, the cash-out fails and the amount is available again.',
      group: 'History',
    },
  ],
  states: {
    empty: 'A short explanation replaces the table.',
    loading: 'Grey bars until balances and tables arrive.',
    error:
      'A failed withdrawal shows why, and its amount is back in the wallet. If the screen cannot load, check the status page.',
  },
} as const satisfies Screen;
