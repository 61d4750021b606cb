/**
 * Every documented screen of the web app, by id. A screen's data feeds both
 * its figure (figures/, drawn by layouts/<id>.ts) and its controls table (ScreenControls), so
 * the two cannot disagree. To add a screen, see README.md beside this file.
 */
import {addressBook} from './data/address-book';
import {apiKeys} from './data/api-keys';
import {autoSign} from './data/auto-sign';
import {autoSwap} from './data/auto-swap';
import {header} from './data/header';
import {home} from './data/home';
import {merchantSettings} from './data/merchant-settings';
import {merchants} from './data/merchants';
import {profile} from './data/profile';
import {registrationLogin} from './data/registration-login';
import type {Screen} from './types';
import {wallets} from './data/wallets';
import {checkouts} from './data/checkouts';
import {checkoutDonationSale} from './data/checkout-donation-sale';
import {checkoutCart} from './data/checkout-cart';
import {checkoutSaleToken} from './data/checkout-sale-token';
import {recurringBilling} from './data/recurring-billing';
import {planForm} from './data/plan-form';
import {multisend} from './data/multisend';
import {nft} from './data/nft';
import {withdrawal} from './data/withdrawal';
import {swap} from './data/swap';
import {swapForm} from './data/swap-form';
import {swapSummary} from './data/swap-summary';
import {swapHistory} from './data/swap-history';
import {walletReceive} from './data/wallet-receive';
import {walletSend} from './data/wallet-send';
import {withdrawalFiat} from './data/withdrawal-fiat';

export const screens = {
  home,
  header,
  'registration-login': registrationLogin,
  profile,
  'api-keys': apiKeys,
  'address-book': addressBook,
  wallets,
  'wallet-receive': walletReceive,
  'wallet-send': walletSend,
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
  'withdrawal-fiat': withdrawalFiat,
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
