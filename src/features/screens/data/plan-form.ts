import {planSettings} from '../../../data/checkoutSettings';
import {currencyControl, settingControl} from '../setting-controls';
import {getNetwork} from '../../../data/networks';
import type {Screen} from '../types';

const p = planSettings;

export const planForm = {
  id: 'plan-form',
  name: 'New plan',
  frame: 'app',
  nav: 'Recurring billing',
  page: 'functional/recurring-billing.mdx',
  figureTitle: 'The plan form of the Recurring billing screen',
  controls: [
    settingControl(p.name, 'field'),
    settingControl(p.description, 'field'),
    {
      ...currencyControl,
      does: 'The unit of the price: a fiat currency, converted at each charge, or one asset on one network.',
    },
    settingControl(p.price, 'field', {
      wrong: 'The price cannot change once the plan exists. Check it before you create the plan.',
    }),
    settingControl(p.interval, 'select'),
    settingControl(p.intervalCount, 'field', {wrong: 'Like the price, the period cannot change once the plan exists.'}),
    settingControl(p.acceptedAssets, 'select', {
      wrong: `A plan with no stablecoin on an EVM network or ${getNetwork('tron').name} bills every period by invoice, and subscribers must pay each one by hand.`,
    }),
    settingControl(p.reminderDays, 'field'),
    settingControl(p.retryAttempts, 'field', {
      wrong:
        'Too few retries cancel subscribers who were only short for a day; too many keep chasing one who has left.',
    }),
    {
      label: 'Create plan',
      kind: 'button',
      does: 'Creates the plan and lists it under Plans, ready for subscribers.',
    },
  ],
  states: {
    loading: "Accepted assets fills in once the merchant's accepted assets load.",
    error: 'A field with a problem turns red and says what is wrong. Nothing is created until every field is valid.',
  },
} as const satisfies Screen;
