import {appHeader, lateDepositActions} from '../../../data/app';
import {checkoutSettings} from '../../../data/checkoutSettings';
import {checkoutKinds, idPrefixes, paymentStatuses, urls} from '../../../data/product';
import type {Screen} from '../types';

const tokenSettings = checkoutSettings.sale_token;

export const checkouts = {
  id: 'checkouts',
  name: 'Checkouts',
  frame: 'app',
  nav: 'Checkouts',
  page: 'functional/checkouts/index.mdx',
  figureTitle:
    'The Checkouts screen with its filters, the list of checkouts, the payments of one checkout and the list of invoices',
  controls: [
    {
      label: 'New checkout',
      kind: 'button',
      does: 'Asks for the kind, then opens its form.',
      values: checkoutKinds.map((kind) => kind.label).join(', '),
      wrong: `It belongs to the merchant in the header's ${appHeader.merchantSwitcher} switcher and the environment ${appHeader.sandboxSwitch} shows: check both first.`,
      group: 'List',
      opens: 'checkout-donation-sale',
    },
    {
      label: 'New invoice',
      kind: 'button',
      does: 'Opens the invoice form: a branded bill to one customer, with line items, due date and reminders, e-mailed with a payment link and PDF.',
      wrong: 'Like a checkout, it belongs to the merchant and environment the header shows.',
      group: 'List',
      opens: 'invoice-form',
    },
    {
      label: 'Search',
      kind: 'field',
      does: 'Finds checkouts by name or id.',
      values: `Part of a name, or an id that starts with ${idPrefixes.checkout}`,
      group: 'List',
    },
    {
      label: 'Kind',
      kind: 'select',
      does: 'Filters by kind.',
      values: ['All kinds', ...checkoutKinds.map((kind) => kind.label)].join(', '),
      group: 'List',
    },
    {
      label: 'Status',
      kind: 'select',
      does: 'Active checkouts take payments; archived ones are closed for good.',
      values: 'Active, Archived',
      wrong: 'A missing checkout may be archived, or under another merchant or environment.',
      group: 'List',
    },
    {
      label: 'Your checkouts',
      kind: 'table',
      does: 'Newest first: name, kind, price, number of payments and status. Select one to open it below.',
      group: 'List',
    },
    {
      label: 'Copy link',
      kind: 'link',
      does: `Copies the checkout's page address (${urls.checkoutPattern}) to share or put on your site.`,
      group: 'List',
    },
    {
      label: 'Download QR code',
      kind: 'link',
      does: "Saves a QR code of the checkout's page address as an image, for print or a screen.",
      wrong:
        "It leads to the checkout page, never to a deposit address: share this one, not the QR code a payer's page shows.",
      group: 'Checkout',
    },
    {
      label: 'Edit',
      kind: 'button',
      does: `Changes any setting but the kind and, on a sale token, its token settings: ${[
        tokenSettings.tokenSymbol,
        tokenSettings.tokenNetwork,
        tokenSettings.tokenContract,
        tokenSettings.tokensPerUnit,
        tokenSettings.inventoryWallet,
      ]
        .map((setting) => setting.label)
        .join(', ')}. To sell on other terms, create a new checkout.`,
      wrong: 'Applies to payments started afterwards; a payer already shown a deposit address pays what they saw.',
      group: 'Checkout',
    },
    {
      label: 'Archive',
      kind: 'button',
      does: 'Closes the checkout to new payments; its page says so. Payments already created run to the end of their window.',
      wrong: 'Cannot be undone: to sell again, create a new checkout.',
      group: 'Checkout',
    },
    {
      label: 'Payments',
      kind: 'table',
      does: `Payments of the open checkout or invoice, newest first: id, amount and asset, status and time. Select one for its deposit address, the payer's refund address, transactions and confirmations, Coinloom's fee, and actions: refund; top-up link (underpaid only); ${lateDepositActions.accept} or ${lateDepositActions.refund} on a ${lateDepositActions.label.toLowerCase()}.`,
      values: `Statuses: ${paymentStatuses.map((status) => status.id).join(', ')}.`,
      wrong: `Underpaid payments, and expired or failed ones with a ${lateDepositActions.label.toLowerCase()}, wait for your decision, also under Needs attention on Home. An overpaid payment needs none: deliver.`,
      group: 'Checkout',
    },
    {
      label: 'Your invoices',
      kind: 'table',
      does: 'Newest first: number, customer, total, due date and status. An open invoice past its due date is marked overdue and can still be paid.',
      values: `Statuses: draft, open, paid, void. Ids start with ${idPrefixes.invoice}.`,
      group: 'Invoices',
    },
    {
      label: 'Send',
      kind: 'button',
      does: 'E-mails a draft to the customer with its payment link and PDF, and starts the reminders; on an open invoice, sends the e-mail again.',
      wrong:
        'No invoice can be edited, draft or sent: check the draft and its PDF first, and to correct one, void it and create a new one.',
      group: 'Invoices',
    },
    {
      label: 'Void',
      kind: 'button',
      does: 'Cancels a draft or open invoice: its link stops taking payments and reminders stop.',
      wrong: 'Cannot be undone, and a paid invoice cannot be voided: refund its payment from View payments instead.',
      group: 'Invoices',
    },
    {
      label: 'PDF',
      kind: 'link',
      does: 'Opens the invoice as the customer receives it: your branding, number, due date, line items, total, memo and payment link.',
      group: 'Invoices',
    },
    {
      label: 'View payments',
      kind: 'link',
      does: "Opens the invoice's payments in Payments, in place of a checkout's, with the same records and actions, refund included.",
      group: 'Invoices',
    },
  ],
  states: {
    empty: 'A short explanation and New checkout instead of the list.',
    loading: 'Grey rows until the list and payments arrive.',
    error: `If the list cannot load, try again; checkout pages keep taking payments. If it persists, check ${urls.status}.`,
  },
} as const satisfies Screen;
