import {autoSignKind, confirmation, idPrefixes, limits} from '../../../data/product';
import {getNetwork} from '../../../data/networks';
import type {Screen} from '../types';

const tron = getNetwork('tron');

const chargeOperation = autoSignKind('recurring_billing').label;

export const recurringBilling = {
  id: 'recurring-billing',
  name: 'Recurring billing',
  frame: 'app',
  nav: 'Recurring billing',
  page: 'functional/recurring-billing.mdx',
  figureTitle:
    'The Recurring billing screen with plans, subscriptions, two subscriptions opened (one with its charges) and the new subscription form',
  controls: [
    {
      label: 'Add subscriber',
      kind: 'button',
      does: 'Opens the New subscription form.',
      group: 'Screen',
    },
    {
      label: 'New plan',
      kind: 'button',
      does: 'Opens the plan form: the price and interval subscriptions follow.',
      group: 'Screen',
      opens: 'plan-form',
    },
    {
      label: 'Plans',
      kind: 'table',
      does: 'Name, price, billing period, accepted assets and number of subscribers.',
      values: `Plan ids start with ${idPrefixes.plan}.`,
      wrong:
        'Price and interval never change: for a new price, create a plan and move each subscriber to it when their paid period ends, as the subscriptions guide explains.',
      group: 'Screen',
    },
    {
      label: 'Status',
      kind: 'select',
      does: 'Filters subscriptions by status.',
      values: 'All, pending_allowance, active, past_due, cancelled',
      group: 'Screen',
    },
    {
      label: 'Subscriptions',
      kind: 'table',
      does: 'Subscriber, plan, asset paid with, status and next charge or retry. Select one to open it.',
      values: `Subscription ids start with ${idPrefixes.subscription}.`,
      wrong: 'past_due is being retried; cancelled is charged no more.',
      group: 'Screen',
    },
    {
      label: 'Copy approval link',
      kind: 'button',
      does: 'Copies the page where the subscriber approves the allowance in their wallet.',
      values: 'Shown while pending_allowance.',
      wrong: 'Until they approve, nothing is charged.',
      group: 'Subscription',
    },
    {
      label: 'Cancel subscription',
      kind: 'button',
      does: 'Stops further charges at once; the current period is not refunded.',
      wrong: 'Cannot be undone. The allowance stays on chain until the subscriber revokes it.',
      group: 'Subscription',
    },
    {
      label: 'Charges',
      kind: 'table',
      does: "The subscription's charges, newest first: date, amount and asset, attempt, status and, for one that failed, the failure reason. Each retry of an allowance charge is a new row with the next attempt.",
      values: `Statuses ${confirmation.status}, pending, completed, failed, ${confirmation.expiredStatus}, ${confirmation.declinedStatus}; reasons such as allowance_revoked or insufficient_funds.`,
      wrong: `A charge that is failed, ${confirmation.expiredStatus} or ${confirmation.declinedStatus} counts as a failed attempt. A retry cannot fix allowance_revoked: the subscriber needs a new subscription.`,
      group: 'Subscription',
    },
    {
      label: 'Refund',
      kind: 'link',
      does: `Refunds a completed charge's payment, to the refund address the subscriber gave. An allowance charge has none: name the address (normally the one that paid), and the refund waits for you under ${confirmation.label} on Home. Coinloom's processing fee is not returned.`,
      values: 'Shown on completed charges.',
      wrong:
        'A sent refund cannot be reversed, and it does not stop later charges: to stop them, select Cancel subscription.',
      group: 'Subscription',
    },
    {
      label: 'Plan',
      kind: 'select',
      does: 'The plan the subscriber joins.',
      values: 'One of your plans.',
      group: 'New subscription',
    },
    {
      label: 'Subscriber name',
      kind: 'field',
      does: "The subscriber's name on receipts and invoices.",
      group: 'New subscription',
    },
    {
      label: 'Subscriber e-mail',
      kind: 'field',
      does: "Receives reminders, receipts and, when billed by invoice, each period's invoice.",
      wrong: 'A typo means the subscriber never hears of a charge: copy it from their sign-up.',
      group: 'New subscription',
    },
    {
      label: 'Pays with',
      kind: 'select',
      does: `The stablecoin the plan is priced in, on an EVM network or ${tron.name}, is collected by allowance; any other accepted asset by invoice.`,
      values: "One of the plan's accepted assets.",
      wrong: `Allowance charges run unattended only inside the settlement wallet's auto-sign policy (${chargeOperation}); otherwise each waits as ${confirmation.label} on Home, and one unconfirmed for ${limits.confirmationWindowHours} hours counts as a failed attempt.`,
      group: 'New subscription',
    },
    {
      label: 'Create subscription',
      kind: 'button',
      does: "Creates it pending_allowance with an approval link when it pays in the plan's own stablecoin, or active with a first invoice e-mailed otherwise.",
      group: 'New subscription',
    },
  ],
  states: {
    empty: 'No plans: a short explanation and New plan. No subscribers: an empty Subscriptions table.',
    loading: 'Grey rows until plans and subscriptions arrive.',
    error: 'If the lists cannot load, try again; charges keep running on schedule.',
  },
} as const satisfies Screen;
