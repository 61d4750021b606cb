/**
 * Controls of the payment forms, built from the settings in checkoutSettings.ts,
 * so that a form's figure, its controls table and the feature references
 * (/payments/…) name and describe each setting the same way.
 */
import {checkoutKinds, limits, urls} from '../../data/product';
import {checkoutSettings, type Setting} from '../../data/checkoutSettings';
import {appHeader} from '../../data/app';
import {getNetwork, tokensOf} from '../../data/networks';
import type {ControlKind, ScreenControl} from './types';

const tron = getNetwork('tron');
const [tronStablecoin] = tokensOf(tron);

/** A setting's allowed values followed by what applies when you leave it empty. */
export function valuesOf(setting: Setting): string {
  return setting.default === 'Required'
    ? `${setting.values}. Required.`
    : `${setting.values}. Default: ${setting.default}.`;
}

/** A control of a form whose label, meaning and values come from a setting. */
export function settingControl(
  setting: Setting,
  kind: ControlKind,
  extra: {wrong?: string; group?: string} = {},
): ScreenControl {
  return {label: setting.label, kind, does: setting.does, values: valuesOf(setting), ...extra};
}

/** The form of each checkout kind, by the kind's id. */
const checkoutForms: Record<(typeof checkoutKinds)[number]['id'], string> = {
  donation: 'checkout-donation-sale',
  sale: 'checkout-donation-sale',
  cart: 'checkout-cart',
  sale_token: 'checkout-sale-token',
};

/** The kind of a checkout, shown at the top of each checkout form. */
export const kindControl: ScreenControl = {
  label: 'Kind',
  kind: 'select',
  does: 'The kind of checkout, chosen from New checkout on the Checkouts screen. It decides which settings the form shows.',
  values: checkoutKinds.map((kind) => kind.label).join(', '),
  parts: checkoutKinds.map((kind) => ({label: kind.label, opens: checkoutForms[kind.id]})),
  wrong: 'The kind cannot change once the checkout exists: to switch, create a new checkout and archive the old one.',
};

/** The unit of a form's amounts, beside its price. */
export const currencyControl: ScreenControl = {
  label: 'Currency',
  kind: 'select',
  does: 'The unit of every amount on the form: a fiat currency, or one asset on one network.',
  values: `A fiat currency code such as EUR, or an asset with its network, such as ${tronStablecoin.symbol} on ${tron.name}.`,
  wrong:
    'An amount in an asset can be paid in that asset on that network only. To let payers choose, use a fiat currency.',
};

const s = checkoutSettings.sale;

/** The settings every checkout kind has after its own, in form order. */
export const closingControls: readonly ScreenControl[] = [
  settingControl(s.acceptedAssets, 'select', {
    wrong: "The list offers only the merchant's accepted assets. To offer another, add it to the merchant first.",
  }),
  settingControl(s.paymentWindow, 'field', {
    wrong: `A price in fiat ignores this field and always uses the ${limits.fiatRateLockMinutes}-minute rate lock.`,
  }),
  settingControl(s.payerEmail, 'select', {
    wrong:
      'Required adds a step before the deposit address, and some payers leave there. Ask only if you need to contact them.',
  }),
  settingControl(s.successMessage, 'field', {wrong: 'Payers never see it while a Success URL is set.'}),
  settingControl(s.successUrl, 'field', {
    wrong:
      'Reaching this address proves nothing: deliver only once the amount due has arrived (the payment is paid or overpaid), on its record or its callback.',
  }),
  settingControl(s.cancelUrl, 'field'),
];

/** The button at the end of every checkout form. */
export const createCheckoutControl: ScreenControl = {
  label: 'Create',
  kind: 'button',
  does: `Creates the checkout and its link, of the form ${urls.checkoutPattern}. The checkout is listed on Checkouts and takes payments at once.`,
  wrong: `A checkout exists only in the environment you made it in: one made with ${appHeader.sandboxSwitch} on is not in live.`,
};
