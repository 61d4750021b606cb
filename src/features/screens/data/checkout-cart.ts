import {checkoutSettings, formLimits} from '../../../data/checkoutSettings';
import {
  closingControls,
  createCheckoutControl,
  currencyControl,
  kindControl,
  settingControl,
} from '../setting-controls';
import type {Screen} from '../types';

const cart = checkoutSettings.cart;

export const checkoutCart = {
  id: 'checkout-cart',
  name: 'New checkout: cart',
  frame: 'app',
  nav: 'Checkouts',
  page: 'functional/checkouts/cart.mdx',
  figureTitle: 'The checkout form for the Cart kind, with two line items and their total',
  controls: [
    kindControl,
    settingControl(cart.name, 'field', {
      wrong: 'For a cart per order, put the order number in the name so you can find it later.',
    }),
    settingControl(cart.description, 'field'),
    currencyControl,
    settingControl(cart.lineItems, 'table', {
      wrong:
        'The payer cannot change items or quantities. A unit price cannot be negative: lower it to give a discount.',
    }),
    {
      label: 'Add item',
      kind: 'button',
      does: 'Adds an empty row to Line items, with an item name, an item description, a quantity and a unit price.',
      values: `Up to ${formLimits.lineItemsMax} rows, each with a quantity of 1 to ${formLimits.lineItemQuantityMax}.`,
    },
    {
      label: 'Total',
      kind: 'field',
      does: "The sum of the line totals, each the unit price times the quantity: the cart's price. Coinloom works it out as you type.",
      values: 'Read only, in the currency of the form.',
      wrong: 'Coinloom adds no tax, shipping or discount. Add shipping and tax as line items of their own.',
    },
    ...closingControls,
    createCheckoutControl,
  ],
  states: {
    loading: "The form shows the merchant's accepted assets once they load; until then, Accepted assets is empty.",
    error:
      'A row or field with a problem turns red and says what is wrong, such as a quantity out of range or a total below the smallest amount an accepted asset allows. Nothing is created until every row is valid.',
  },
} as const satisfies Screen;
