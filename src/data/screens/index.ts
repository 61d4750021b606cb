/**
 * Every documented screen of the web app, by id. A screen's data feeds both
 * its figure (scripts/figures) and its controls table (ScreenControls), so
 * the two cannot disagree. To add a screen, see scripts/figures/README.md.
 */
import {addressBook} from './address-book';
import {apiKeys} from './api-keys';
import {autoSign} from './auto-sign';
import {autoSwap} from './auto-swap';
import {header} from './header';
import {home} from './home';
import {merchantSettings} from './merchant-settings';
import {merchants} from './merchants';
import {profile} from './profile';
import {registrationLogin} from './registration-login';
import type {Screen} from './types';
import {wallets} from './wallets';
import {checkouts} from './checkouts';
import {checkoutDonationSale} from './checkout-donation-sale';
import {checkoutCart} from './checkout-cart';
import {checkoutSaleToken} from './checkout-sale-token';
import {recurringBilling} from './recurring-billing';
import {planForm} from './plan-form';
import {multisend} from './multisend';
import {nft} from './nft';
import {withdrawal} from './withdrawal';
import {swap} from './swap';
import {swapForm} from './swap-form';
import {swapSummary} from './swap-summary';
import {swapHistory} from './swap-history';

export const screens = {
  home,
  header,
  'registration-login': registrationLogin,
  profile,
  'api-keys': apiKeys,
  'address-book': addressBook,
  wallets,
  'auto-sign': autoSign,
  merchants,
  'merchant-settings': merchantSettings,
  'auto-swap': autoSwap,
  checkouts,
  'checkout-donation-sale': checkoutDonationSale,
  'checkout-cart': checkoutCart,
  'checkout-sale-token': checkoutSaleToken,
  'recurring-billing': recurringBilling,
  'plan-form': planForm,
  multisend,
  nft,
  withdrawal,
  swap,
  'swap-form': swapForm,
  'swap-summary': swapSummary,
  'swap-history': swapHistory,
} as const satisfies Record<string, Screen>;

export type ScreenId = keyof typeof screens;

export const screenIds = Object.keys(screens) as ScreenId[];

export function getScreen(id: ScreenId): Screen {
  return screens[id];
}

export type {ControlKind, Screen, ScreenControl, ScreenStates} from './types';
