import {appHeader, lateDepositActions} from '../../../data/app';
import {checkoutKinds, idPrefixes, paymentStatuses, urls} from '../../../data/product';
import type {Screen} from '../types';

export const checkouts = {
  id: 'checkouts',
  name: 'Checkouts',
  frame: 'app',
  nav: 'Checkouts',
  page: 'functional/checkouts/index.mdx',
  figureTitle: 'The Checkouts screen with its filters, the list of checkouts and the payments of one checkout',
  controls: [
    {
      label: 'New checkout',
      kind: 'button',
      does: 'Asks for the kind of checkout, then opens the form for that kind.',
      values: checkoutKinds.map((kind) => kind.label).join(', '),
      wrong: `The checkout belongs to the merchant selected in the header's ${appHeader.merchantSwitcher} switcher, in the environment the ${appHeader.sandboxSwitch} switch shows. Check both first.`,
      group: 'List',
    },
    {
      label: 'New invoice',
      kind: 'button',
      does: 'Opens the invoice form: a branded bill to one named customer, with line items, a due date and reminders, sent by e-mail with a payment link and a PDF.',
      wrong:
        'Like a checkout, the invoice belongs to the merchant and the environment the header shows. Check both first.',
      group: 'List',
    },
    {
      label: 'Search',
      kind: 'field',
      does: 'Finds checkouts by name or by id.',
      values: `Part of a name, or an id that starts with ${idPrefixes.checkout}`,
      group: 'List',
    },
    {
      label: 'Kind',
      kind: 'select',
      does: 'Shows only the checkouts of one kind.',
      values: ['All kinds', ...checkoutKinds.map((kind) => kind.label)].join(', '),
      group: 'List',
    },
    {
      label: 'Status',
      kind: 'select',
      does: 'Shows active checkouts, which take payments, or archived ones, which are closed for good.',
      values: 'Active, Archived',
      wrong: 'A checkout you cannot find may be archived, or belong to another merchant or environment.',
      group: 'List',
    },
    {
      label: 'Your checkouts',
      kind: 'table',
      does: 'Lists the checkouts of the selected merchant, newest first: name, kind, price, number of payments and status. Select a row to open the checkout below the list.',
      values: 'Read only.',
      group: 'List',
    },
    {
      label: 'Copy link',
      kind: 'link',
      does: `Copies the checkout's page address, of the form ${urls.checkoutPattern}, to share or to put on your site.`,
      group: 'List',
    },
    {
      label: 'Edit',
      kind: 'button',
      does: "Opens the checkout's form with its settings, to change anything but its kind.",
      wrong:
        'A change applies to payments that start after it. A payer who already sees a deposit address pays what was shown to them.',
      group: 'Checkout',
    },
    {
      label: 'Archive',
      kind: 'button',
      does: 'Closes the checkout to new payments, for good. Its page tells visitors it is closed; payments already created carry on to the end of their window.',
      wrong: 'Archiving cannot be undone. To sell again, create a new checkout.',
      group: 'Checkout',
    },
    {
      label: 'Payments',
      kind: 'table',
      does: `The open checkout's payments, newest first: id, amount and asset, status and time. Select one for its record: deposit address, transactions and confirmations, Coinloom's fee, and actions (refund; a top-up link for an underpaid payment only; ${lateDepositActions.accept} or ${lateDepositActions.refund} on a ${lateDepositActions.label.toLowerCase()}).`,
      values: `Statuses: ${paymentStatuses.map((status) => status.id).join(', ')}.`,
      wrong: `Underpaid and overpaid payments, and expired or failed ones with a ${lateDepositActions.label.toLowerCase()}, wait for your decision; they also appear under Needs attention on Home.`,
      group: 'Checkout',
    },
  ],
  states: {
    empty:
      'A merchant with no checkouts sees a short explanation and New checkout instead of the list. A checkout with no payments yet shows an empty Payments table.',
    loading: 'The list and the payments show grey rows until they arrive.',
    error: `If the list cannot load, the screen says so and offers to try again; your checkout pages keep taking payments meanwhile. Check the status page at ${urls.status} if it persists.`,
  },
} as const satisfies Screen;
