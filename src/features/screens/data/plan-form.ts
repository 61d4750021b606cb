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
  over: 'recurring-billing',
  page: 'functional/recurring-billing.mdx',
  figureTitle: 'The plan form of the Recurring billing screen',
  controls: [
    settingControl(p.name, 'field'),
    settingControl(p.description, 'field'),
    {
      ...currencyControl,
      does: 'The unit of the price: the stablecoin a plan charged by allowance collects, or a fiat currency or other asset for a plan billed by invoice.',
      wrong: `A stablecoin on an EVM network or ${getNetwork('tron').name} is charged by allowance in that stablecoin only; subscribers who pay with another accepted asset are invoiced each period.`,
    },
    settingControl(p.price, 'field', {
      wrong: 'Cannot change once the plan exists.',
    }),
    settingControl(p.interval, 'select'),
    settingControl(p.intervalCount, 'field', {wrong: 'Cannot change once the plan exists.'}),
    settingControl(p.acceptedAssets, 'select', {
      wrong: `Only the stablecoin the plan is priced in, on an EVM network or ${getNetwork('tron').name}, is charged by allowance; subscribers who pay with any other accepted asset get each period's invoice and pay it by hand.`,
    }),
    settingControl(p.reminderDays, 'field'),
    settingControl(p.retryAttempts, 'field', {
      wrong: 'Too few cancel subscribers short for a day; too many keep chasing one who has left.',
    }),
    {
      label: 'Create plan',
      kind: 'button',
      does: 'Creates the plan, listed under Plans.',
    },
  ],
  states: {
    loading: "Accepted assets fills in once the merchant's assets load.",
    error: 'Invalid fields turn red and say why; nothing is created until all are valid.',
  },
} as const satisfies Screen;
