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
  page: 'functional/checkouts/donation-and-sale.mdx',
  figureTitle: 'The checkout form for the Sale kind, with the field that the Donation kind shows instead',
  controls: [
    kindControl,
    settingControl(sale.name, 'field', {
      wrong: 'Payers see it first. A name that does not match what they came for makes them hesitate.',
    }),
    settingControl(sale.description, 'field'),
    currencyControl,
    settingControl(sale.price, 'field', {
      wrong: 'Sale only. A donation has no price: the donor chooses the amount.',
    }),
    settingControl(sale.stock, 'field', {
      wrong:
        'Sale only. A unit stays reserved while a payment for it is open, and returns to stock if that payment expires.',
    }),
    settingControl(donation.suggestedAmounts, 'select', {
      wrong:
        'Donation only. A suggested amount below the smallest amount Coinloom accepts for an asset cannot be paid in that asset.',
    }),
    ...closingControls,
    createCheckoutControl,
  ],
  states: {
    loading: "The form shows the merchant's accepted assets once they load; until then, Accepted assets is empty.",
    error:
      'A field with a problem turns red and says what is wrong, such as a price below the smallest amount an accepted asset allows. Nothing is created until every field is valid.',
  },
} as const satisfies Screen;
