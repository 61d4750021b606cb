import {appHeader} from '../../../data/app';
import type {Screen} from '../types';

export const header = {
  id: 'header',
  name: 'Header',
  frame: 'app',
  nav: null,
  page: 'functional/header.mdx',
  figureTitle: 'The app header and its menus',
  controls: [
    {
      label: 'Coinloom',
      kind: 'link',
      does: 'The logo. Takes you to Home from any screen.',
    },
    {
      label: appHeader.merchantSwitcher,
      kind: 'select',
      does: 'Chooses the merchant the screens work for. Checkouts, recurring billing, auto-swap rules, payments and API keys all belong to the merchant selected here.',
      values: 'The merchants your account owns in the environment you are in.',
      wrong:
        "Anything you create belongs to the merchant selected at that moment, and its payments settle into that merchant's settlement wallet. A merchant made in the sandbox is not listed in live, and the other way round.",
    },
    {
      label: 'New merchant',
      kind: 'link',
      does: 'At the foot of the Merchant list: opens the form for a new merchant on Merchants.',
    },
    {
      label: appHeader.sandboxSwitch,
      kind: 'toggle',
      does: "Moves you between live and the sandbox. Every screen then shows that environment's wallets, merchants, checkouts and keys.",
      values:
        "Off: live, on the networks' main chains, with real value. On: the sandbox, on test networks, with no value.",
      wrong:
        'Nothing carries over between the two: create again in live what you tried in the sandbox. Never send real funds to an address you got in the sandbox. Fiat withdrawals do not run in the sandbox.',
    },
    {
      label: appHeader.notifications,
      kind: 'menu',
      does: 'Opens the list of recent events on your account and merchants, newest first, with a count of the unread ones. Each operation waiting for your confirmation on Home has an entry.',
      values: 'Which events also reach you by e-mail is set in Profile.',
    },
    {
      label: 'Mark all as read',
      kind: 'button',
      does: 'Clears the unread count. The events stay in the list.',
    },
    {
      label: appHeader.profileMenu,
      kind: 'menu',
      does: 'Opens your account menu.',
    },
    {
      label: 'Your profile',
      kind: 'link',
      does: 'Opens Profile: your details, password, two-factor authentication, sessions, notification e-mails, display currency and API keys.',
    },
    {
      label: appHeader.logOut,
      kind: 'link',
      does: 'Ends your session in this browser and returns to the log-in page.',
      wrong:
        'Sessions in other browsers stay logged in. To end them, use Log out other sessions in Profile, for example after you used a shared computer.',
    },
  ],
  states: {
    empty:
      'Before you create a merchant, the Merchant list is empty apart from New merchant, and screens that work for a merchant ask you to create one first.',
    loading:
      'Right after you log in, the Merchant switcher and Notifications fill in within moments; the other controls work at once.',
    error:
      'If Notifications cannot load, its panel says so. Your account and funds are not affected; check the status page if it persists.',
  },
} as const satisfies Screen;
