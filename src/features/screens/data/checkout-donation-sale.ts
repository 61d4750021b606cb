import {checkoutSettings} from '../../../data/checkoutSettings';
import {
  closingControls,
  createCheckoutControl,
  currencyControl,
  kindControl,
  settingControl,
} from '../setting-controls';
import type {Screen} from '../types';

const donation = checkoutSettings.donation;
const sale = checkoutSettings.sale;

export const checkoutDonationSale = {
  id: 'checkout-donation-sale',
  name: 'New checkout: donation or sale',
  frame: 'app',
  nav: 'Checkouts',
  over: 'checkouts',
  page: 'functional/checkouts/donation-and-sale.mdx',
  figureTitle: 'The checkout form for the Sale kind, with the field that the Donation kind shows instead',
  controls: [
    kindControl,
    settingControl(sale.name, 'field', {
      wrong: 'Payers see it first: make it match what they came for.',
    }),
    settingControl(sale.description, 'field'),
    currencyControl,
    settingControl(sale.price, 'field', {
      wrong: 'Sale only; a donor chooses the amount.',
    }),
    settingControl(sale.stock, 'field', {
      wrong: 'Sale only. A unit is reserved while its payment is open, and returns to stock if it expires.',
    }),
    settingControl(donation.suggestedAmounts, 'select', {
      wrong: "Donation only. An amount below an asset's minimum cannot be paid in that asset.",
    }),
    ...closingControls,
    createCheckoutControl,
  ],
  states: {
    loading: "Accepted assets fills in once the merchant's assets load.",
    error:
      "Invalid fields turn red and say why, such as a price below an asset's minimum; nothing is created until all are valid.",
  },
} as const satisfies Screen;
