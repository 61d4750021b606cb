import {appHeader, confirmationPanel, lateDepositActions} from '../../../data/app';
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
      does: 'Opens the checkout form for the merchant in the header.',
      values: "A checkout kind, then that kind's settings.",
      wrong: `Its payments settle into that merchant's settlement wallet: check the ${appHeader.merchantSwitcher} switcher first.`,
      opens: 'checkout-donation-sale',
    },
    {
      label: 'New wallet',
      kind: 'button',
      does: 'Opens the wallet form.',
      values: 'A wallet name.',
      wrong:
        'Write the recovery phrase on paper when the form shows it: without it, a deleted wallet cannot be recovered.',
      opens: 'wallet-create',
    },
    {
      label: 'Total balance',
      kind: 'card',
      does: 'All your wallets in this environment, in the display currency set in Profile.',
      wrong: `An estimate at current rates, not a sendable amount. With ${appHeader.sandboxSwitch} on, it counts valueless test coins.`,
    },
    {
      label: 'Your wallets',
      kind: 'list',
      does: "Each wallet's total; select one to open it on Wallets.",
      opens: 'wallets',
    },
    {
      label: 'Needs attention',
      kind: 'card',
      does: `Payments awaiting your decision (underpaid, or with a ${lateDepositActions.label.toLowerCase()} after they expired or failed) and auto-swaps held back by maximum slippage. Select a payment to open its record under Checkouts.`,
      wrong: `Items stay until you act: an underpaid payment needs a top-up link or refund; a late deposit, ${lateDepositActions.accept} or ${lateDepositActions.refund}. A waiting auto-swap stays until a new quote lets it run or you dismiss it on the merchant's Waiting swaps.`,
      opens: 'checkouts',
    },
    {
      label: confirmationPanel.panel,
      kind: 'list',
      does: `Withdrawals, refunds, multisend batches, NFT transfers, swaps and subscription charges started through the API or on a schedule, and auto-swaps, outside the wallet's auto-sign policy; refunds to an address the payer did not give, and the token deliveries of sale token checkouts, with kind, amount, wallet, destination and time left.`,
      values: `Status ${confirmation.status}.`,
      wrong: `Unconfirmed after ${limits.confirmationWindowHours} hours, an operation becomes ${confirmation.expiredStatus} and nothing is sent; an expired subscription charge counts as a failed attempt.`,
    },
    {
      label: confirmationPanel.code,
      kind: 'field',
      does: `The code from your authenticator app, which ${confirmationPanel.confirm} needs to send the operation.`,
      values: 'Six digits.',
    },
    {
      label: confirmationPanel.confirm,
      kind: 'button',
      does: `Sends the operation. A swap runs at a new quote, taken as you confirm, which holds for ${limits.swapQuoteValiditySeconds} seconds, so the swap is not refused for price.`,
    },
    {
      label: confirmationPanel.decline,
      kind: 'button',
      does: `Cancels the operation: it becomes ${confirmation.declinedStatus} and nothing is sent.`,
    },
    {
      label: 'Recent payments',
      kind: 'table',
      does: "The merchant's newest payments: checkout, amount, asset, network and status. Select one to open it.",
      values: `Statuses: ${paymentStatuses.map((status) => status.id).join(', ')}.`,
      wrong:
        'Pending unusually long? It awaits confirmations: check the status page. Never ask the payer to send again; a second transfer adds to the same payment.',
    },
  ],
  states: {
    empty: 'Total balance shows zero, Your wallets offers New wallet, and Recent payments is empty.',
    loading: 'Cards show grey bars until their figures arrive; navigation and header work at once.',
    error: 'A failing card offers to try again; others keep working. If failures persist, check the status page.',
  },
} as const satisfies Screen;
