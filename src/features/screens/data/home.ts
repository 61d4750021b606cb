import {confirmationPanel, lateDepositActions} from '../../../data/app';
import {confirmation, limits, paymentStatuses} from '../../../data/product';
import type {Screen} from '../types';

export const home = {
  id: 'home',
  name: 'Home',
  frame: 'app',
  nav: 'Home',
  page: 'functional/home.mdx',
  figureTitle: 'The Home screen',
  controls: [
    {
      label: 'New checkout',
      kind: 'button',
      does: 'Opens the form for a new checkout, the same form as on Checkouts, for the merchant selected in the header.',
      values: "A checkout kind, then that kind's settings.",
      wrong:
        "The checkout belongs to the merchant in the header's Merchant switcher, and its payments settle into that merchant's settlement wallet. Check the switcher first.",
    },
    {
      label: 'New wallet',
      kind: 'button',
      does: 'Opens the form that creates a wallet, the same form as on Wallets.',
      values: 'A wallet name.',
      wrong:
        "The form shows the new wallet's recovery phrase once you create it. Without a copy of it, a deleted wallet cannot be recovered.",
    },
    {
      label: 'Total balance',
      kind: 'card',
      does: 'Adds up every wallet of the account in the environment you are in, converted to your display currency.',
      values: 'Read only. The currency is the display currency you choose in Profile.',
      wrong:
        'It is an estimate at current rates, not an amount you can send: what each wallet can send is on Wallets. With Sandbox on, it counts test coins, which have no value.',
    },
    {
      label: 'Your wallets',
      kind: 'list',
      does: "Lists your wallets with each one's total. Selecting one opens it on Wallets.",
      values: 'Read only.',
    },
    {
      label: 'Needs attention',
      kind: 'card',
      does: `Collects payments that wait for your decision: underpaid, overpaid, and those with a ${lateDepositActions.label.toLowerCase()} (money that arrived after they expired or failed); and auto-swaps held back by their maximum slippage. Selecting an item opens it.`,
      values: 'Read only. Empty when nothing waits.',
      wrong:
        'An item stays here until you act on it: an underpaid payment waits for a top-up link or a refund, a late deposit for Accept or Refund.',
    },
    {
      label: confirmationPanel.panel,
      kind: 'list',
      does: `Lists money going out that waits for you: withdrawals, refunds, multisend batches, swaps and subscription charges started through the API or on a schedule that fall outside the wallet's auto-sign policy. Each shows its kind, amount, wallet and time left.`,
      values: `Read only. Status ${confirmation.status}. Empty when nothing waits.`,
      wrong: `An operation left unconfirmed for ${limits.confirmationWindowHours} hours becomes ${confirmation.expiredStatus} and nothing is sent; an expired subscription charge counts as a failed attempt.`,
    },
    {
      label: confirmationPanel.confirm,
      kind: 'button',
      does: 'Confirms the operation, which is then sent.',
    },
    {
      label: confirmationPanel.decline,
      kind: 'button',
      does: `Cancels the operation: it becomes ${confirmation.declinedStatus} and nothing is sent.`,
    },
    {
      label: 'Recent payments',
      kind: 'table',
      does: 'Shows the newest payments of the selected merchant: checkout, amount, asset, network and status. Selecting a row opens the payment under its checkout.',
      values: `Statuses: ${paymentStatuses.map((status) => status.id).join(', ')}.`,
      wrong:
        'A payment that stays pending longer than its network usually takes is waiting for confirmations: check the status page. Never ask the payer to send again; a second transfer adds to the same payment.',
    },
  ],
  states: {
    empty:
      'A new account has no wallets and no payments: Total balance shows zero, Your wallets offers New wallet, and Recent payments says there are none.',
    loading: 'Each card shows grey bars until its figures arrive; the navigation and the header work at once.',
    error:
      'A card that cannot load says so and offers to try again; the other cards keep working. If cards keep failing, check the status page for an incident.',
  },
} as const satisfies Screen;
