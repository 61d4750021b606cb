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
      does: 'Goes to Home.',
    },
    {
      label: appHeader.merchantSwitcher,
      kind: 'select',
      does: 'The merchant whose checkouts, recurring billing, auto-swap rules, payments and API keys the screens show.',
      values: 'Your merchants in this environment.',
      wrong: 'New items belong to the merchant selected then, and their payments settle into its settlement wallet.',
    },
    {
      label: 'New merchant',
      kind: 'link',
      does: 'At the foot of the list: opens the merchant form on Merchants.',
      opens: 'merchant-settings',
    },
    {
      label: appHeader.sandboxSwitch,
      kind: 'toggle',
      does: 'Switches every screen between live and sandbox wallets, merchants, checkouts and keys.',
      values: 'Off: live, on main chains, real value. On: sandbox, on test networks, no value.',
      wrong:
        'Nothing carries over. Never send real funds to a sandbox address. Fiat withdrawals do not run in the sandbox.',
    },
    {
      label: appHeader.notifications,
      kind: 'menu',
      does: 'Recent events, newest first, with an unread count; each operation awaiting confirmation on Home has one.',
      values: 'Profile sets which events also come by e-mail.',
    },
    {
      label: 'Mark all as read',
      kind: 'button',
      does: 'Clears the unread count; events stay listed.',
    },
    {
      label: appHeader.profileMenu,
      kind: 'menu',
      does: 'Opens your account menu.',
    },
    {
      label: 'Your profile',
      kind: 'link',
      does: 'Opens Profile, with your security settings and API keys.',
      opens: 'profile',
    },
    {
      label: appHeader.logOut,
      kind: 'link',
      does: 'Ends the session in this browser.',
      wrong:
        'Other browsers stay logged in: use Log out other sessions in Profile, for example after a shared computer.',
    },
  ],
  states: {
    empty: 'Until you create a merchant, the Merchant list holds only New merchant, and merchant screens ask for one.',
    loading: 'The Merchant switcher and Notifications fill in moments after log-in; the rest works at once.',
    error:
      'If Notifications cannot load, its panel says so; account and funds are unaffected. If it persists, check the status page.',
  },
} as const satisfies Screen;
