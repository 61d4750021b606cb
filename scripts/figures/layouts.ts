/**
 * One layout per screen of src/data/screens. The Record type makes a screen
 * without a layout a type error.
 */
import type {ScreenId} from '../../src/data/screens';
import type {Kit} from './lib/kit';
import addressBook from './screens/address-book';
import apiKeys from './screens/api-keys';
import autoSign from './screens/auto-sign';
import autoSwap from './screens/auto-swap';
import header from './screens/header';
import home from './screens/home';
import merchantSettings from './screens/merchant-settings';
import merchants from './screens/merchants';
import profile from './screens/profile';
import registrationLogin from './screens/registration-login';
import wallets from './screens/wallets';
import checkouts from './screens/checkouts';
import checkoutDonationSale from './screens/checkout-donation-sale';
import checkoutCart from './screens/checkout-cart';
import checkoutSaleToken from './screens/checkout-sale-token';
import recurringBilling from './screens/recurring-billing';
import planForm from './screens/plan-form';
import multisend from './screens/multisend';
import nft from './screens/nft';
import withdrawal from './screens/withdrawal';
import swap from './screens/swap';
import swapForm from './screens/swap-form';
import swapSummary from './screens/swap-summary';
import swapHistory from './screens/swap-history';

/** Draws a screen's content from its data; returns the SVG and the lowest y it drew at. */
export type Layout = (kit: Kit) => {body: string; bottom: number};

export const layouts: Record<ScreenId, Layout> = {
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
};
