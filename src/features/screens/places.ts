/**
 * Every place a guide's steps can put a reader, with the labels the reader finds there and where each label leads:
 * the screens of the list (index.ts) and their dialogs and tabs, the wallet dialogs and the invoice form that have
 * no figure yet (src/data/app.ts), and the places outside the app that guides walk through (WordPress admin for
 * the plugin, the pay button builder on its docs page). The step-label test (tests/unit/app-labels.test.ts) checks
 * each bold label of a numbered step against the place that step is on; a page names a place by its id.
 */
import {appScreens, invoiceForm, lateDepositActions, screenLabels, walletDialogs, type AppScreen} from '../../data/app';
import {invoiceSettings, lineItemFields} from '../../data/checkoutSettings';
import {builderLabels, buttonLabels, buttonModes, buttonSizes, buttonThemes} from '../../data/payButton';
import {wooCommerceSettings, wordPressAdminLabels} from '../../data/wooCommerce';
import {screenIds, screens} from '.';
import type {Screen} from './types';

export type Place = {
  id: string;
  /** How a failure message names it: "the Send dialog", "WordPress admin". */
  name: string;
  /** In the signed-in app: the header and the navigation are there too. */
  app: boolean;
  /** The place it opens over, which the reader is back on once it closes. */
  over?: string;
  /** Each label the reader finds there, with the place it leads to when it leads somewhere. */
  labels: ReadonlyMap<string, string | undefined>;
};

/** The id of a wallet dialog of src/data/app.ts: `exportMnemonic` is `wallet-export-mnemonic`. */
export const walletDialogId = (key: keyof typeof walletDialogs): string =>
  `wallet-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** Labels of src/data/app.ts that are not controls of their own (a section's title, a page's title), by place. */
const screenLabelPlaces: Record<keyof typeof screenLabels, readonly string[]> = {
  checkoutAfterPayment: ['checkout-donation-sale', 'checkout-cart', 'checkout-sale-token'],
  checkEmail: ['registration-login'],
  turnOnAutoSign: ['auto-sign'],
};

function screenPlace(screen: Screen): Place {
  const labels = new Map<string, string | undefined>();
  for (const control of screen.controls) {
    labels.set(control.label, control.opens);
    if (control.group) labels.set(control.group, labels.get(control.group));
    for (const part of control.parts ?? []) labels.set(part.label, part.opens);
  }
  for (const [key, ids] of Object.entries(screenLabelPlaces)) {
    if (ids.includes(screen.id)) labels.set(screenLabels[key as keyof typeof screenLabels], undefined);
  }
  // A transfer that reached a payment late is handled on the payment's record, opened from Checkouts.
  if (screen.id === 'checkouts') {
    for (const label of Object.values(lateDepositActions)) labels.set(label, undefined);
  }
  return {
    id: screen.id,
    // A screen of the navigation is "the Wallets screen"; one that opens over another goes by its own name.
    name: screen.over === undefined ? `the ${screen.name} screen` : screen.name,
    app: screen.frame === 'app',
    over: screen.over,
    labels,
  };
}

const allScreens: readonly Screen[] = screenIds.map((id) => screens[id]);

const dialogPlaces: Place[] = (Object.keys(walletDialogs) as (keyof typeof walletDialogs)[])
  .filter((key) => key !== 'menu') // the menu's items are controls of the Wallets screen
  .map((key) => {
    const dialog: {readonly [part: string]: string | readonly string[]} = walletDialogs[key];
    const labels = Object.entries(dialog)
      .filter(([part]) => part !== 'opens')
      .flatMap(([, value]) => (typeof value === 'string' ? [value] : value));
    const id = walletDialogId(key);
    // Named after the control that opens it: "the Export mnemonic dialog".
    const opener = allScreens.flatMap((screen) => screen.controls).find((control) => control.opens === id);
    return {
      id,
      name: `the ${opener?.label ?? key} dialog`,
      app: true,
      over: 'wallets',
      labels: new Map(labels.map((label) => [label, undefined])),
    };
  });

const invoicePlace: Place = {
  id: 'invoice-form',
  name: `the ${invoiceForm.opens} form`,
  app: true,
  over: 'checkouts',
  labels: new Map(
    [
      ...Object.values(invoiceSettings).map((setting) => setting.label),
      ...Object.values(lineItemFields).map((field) => field.label),
      ...invoiceForm.actions,
    ].map((label) => [label, undefined]),
  ),
};

/** WordPress's admin, the plugin's settings page included; a menu path (A › B › C) opens what it names. */
const wordPressPlace: Place = {
  id: 'wordpress-admin',
  name: 'WordPress admin',
  app: false,
  labels: new Map(
    [...wordPressAdminLabels, ...Object.values(wooCommerceSettings).map((setting) => setting.label)].map((label) => [
      label,
      undefined,
    ]),
  ),
};

/** The builder on the Pay button page, with its preview of the button. */
const builderPlace: Place = {
  id: 'pay-button-builder',
  name: 'the pay button builder',
  app: false,
  labels: new Map(
    [
      ...Object.values(builderLabels),
      ...[buttonModes, buttonSizes, buttonThemes].flatMap((set) => Object.values(set).map((entry) => entry.label)),
      ...Object.values(buttonLabels).flatMap((entry) => [entry.label, entry.text]),
    ].map((label) => [label, undefined]),
  ),
};

export const places: ReadonlyMap<string, Place> = new Map(
  [...allScreens.map(screenPlace), ...dialogPlaces, invoicePlace, wordPressPlace, builderPlace].map((place) => [
    place.id,
    place,
  ]),
);

/** The screen a navigation item opens: the one it highlights that opens over no other. */
export function navTarget(label: AppScreen['label']): string {
  const [target, ...others] = screenIds.filter((id) => {
    const screen: Screen = screens[id];
    return screen.nav === label && screen.over === undefined;
  });
  if (target === undefined || others.length > 0) {
    throw new Error(`The navigation item ${label} must highlight exactly one screen that opens over none`);
  }
  return target;
}

/**
 * The labels on every signed-in screen, with where they lead: the navigation, and the header and its menus
 * (the header screen's controls).
 */
export const everywhere: ReadonlyMap<string, string | undefined> = new Map([
  ...screenPlace(screens.header).labels,
  ...appScreens.map((screen): [string, string] => [screen.label, navTarget(screen.label)]),
]);
