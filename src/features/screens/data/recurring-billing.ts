import {autoSignOperations, confirmation, idPrefixes, limits} from '../../../data/product';
import {getNetwork} from '../../../data/networks';
import type {Screen} from '../types';

const tron = getNetwork('tron');

const chargeOperation = autoSignOperations.find((operation) => operation.startsWith('recurring')) ?? '';

export const recurringBilling = {
  id: 'recurring-billing',
  name: 'Recurring billing',
  frame: 'app',
  nav: 'Recurring billing',
  page: 'functional/recurring-billing.mdx',
  figureTitle:
    'The Recurring billing screen with plans, subscriptions, one subscription opened and the new subscription form',
  controls: [
    {
      label: 'Add subscriber',
      kind: 'button',
      does: 'Opens the New subscription form, to enrol a subscriber in one of your plans.',
      group: 'Screen',
    },
    {
      label: 'New plan',
      kind: 'button',
      does: 'Opens the plan form, to create a price and an interval that subscriptions follow.',
      group: 'Screen',
    },
    {
      label: 'Plans',
      kind: 'table',
      does: "The merchant's plans: name, price, billing period, accepted assets and number of subscribers.",
      values: `Read only. Plan ids start with ${idPrefixes.plan}.`,
      wrong:
        "A plan's price and interval never change. To charge a new price, create a new plan and move subscribers to it.",
      group: 'Screen',
    },
    {
      label: 'Status',
      kind: 'select',
      does: 'Shows only the subscriptions with one status.',
      values: 'All, pending_allowance, active, past_due, cancelled',
      group: 'Screen',
    },
    {
      label: 'Subscriptions',
      kind: 'table',
      does: 'Every subscription to your plans: subscriber, plan, the asset they pay with, status and the date of the next charge or retry. Select one to open it.',
      values: `Read only. Subscription ids start with ${idPrefixes.subscription}.`,
      wrong: 'A past_due subscription is being retried; a cancelled one is charged no more.',
      group: 'Screen',
    },
    {
      label: 'Copy approval link',
      kind: 'button',
      does: 'Copies the page where a pending_allowance subscriber approves the allowance in their own wallet. Send it to them.',
      values: 'Shown while the subscription is pending_allowance.',
      wrong: 'Until the subscriber approves, nothing is charged and the subscription stays pending_allowance.',
      group: 'Subscription',
    },
    {
      label: 'Cancel subscription',
      kind: 'button',
      does: 'Stops all further charges at once. Coinloom does not refund the rest of the current period.',
      wrong:
        'Cancelling cannot be undone: the subscriber needs a new subscription to continue. The allowance stays on chain until the subscriber revokes it.',
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
      does: 'The person or company that subscribes, as their receipts and invoices show it.',
      group: 'New subscription',
    },
    {
      label: 'Subscriber e-mail',
      kind: 'field',
      does: 'Where Coinloom sends the reminders, receipts and, on invoice networks, the invoice of each period.',
      wrong:
        'A mistyped address means the subscriber never hears of a charge or an invoice. Copy it from their sign-up.',
      group: 'New subscription',
    },
    {
      label: 'Pays with',
      kind: 'select',
      does: `The asset and network the subscriber pays with. It decides how each period is collected: by allowance for stablecoins on EVM networks and ${tron.name}, by invoice for everything else.`,
      values: "One of the plan's accepted assets.",
      wrong: `Allowance charges run unattended only inside the settlement wallet's auto-sign policy (${chargeOperation}); otherwise each waits as ${confirmation.label} on Home, and one unconfirmed for ${limits.confirmationWindowHours} hours counts as a failed attempt.`,
      group: 'New subscription',
    },
    {
      label: 'Create subscription',
      kind: 'button',
      does: 'Creates the subscription: pending_allowance with an approval link on an allowance network, or active with a first invoice e-mailed elsewhere.',
      group: 'New subscription',
    },
  ],
  states: {
    empty:
      'A merchant with no plans sees a short explanation and New plan. With plans but no subscribers, the Subscriptions table is empty.',
    loading: 'The tables show grey rows until the plans and subscriptions arrive.',
    error:
      'If the lists cannot load, the screen says so and offers to try again. Charges keep running on schedule meanwhile.',
  },
} as const satisfies Screen;
