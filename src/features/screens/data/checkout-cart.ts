import {checkoutSettings, formLimits, lineItemFields} from '../../../data/checkoutSettings';
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
  over: 'checkouts',
  page: 'functional/checkouts/cart.mdx',
  figureTitle: 'The checkout form for the Cart kind, with two line items and their total',
  controls: [
    kindControl,
    settingControl(cart.name, 'field', {
      wrong: 'For a cart per order, name it by order number.',
    }),
    settingControl(cart.description, 'field'),
    currencyControl,
    {
      ...settingControl(cart.lineItems, 'table', {
        wrong: 'Payers cannot change items or quantities. Unit prices cannot be negative: lower one to discount.',
      }),
      parts: Object.values(lineItemFields).map((field) => ({label: field.label})),
    },
    {
      label: 'Add item',
      kind: 'button',
      does: 'Adds a row: item name, item description, quantity and unit price.',
      values: `Up to ${formLimits.lineItemsMax} rows, each with a quantity of 1 to ${formLimits.lineItemQuantityMax}.`,
    },
    {
      label: 'Total',
      kind: 'field',
      does: "The cart's price: each unit price times quantity, summed as you type.",
      values: "Read only, in the form's currency.",
      wrong: 'No tax, shipping or discount is added: add shipping and tax as line items.',
    },
    ...closingControls,
    createCheckoutControl,
  ],
  states: {
    loading: "Accepted assets fills in once the merchant's assets load.",
    error:
      "Invalid rows and fields turn red and say why, such as a quantity out of range or a total below an asset's minimum; nothing is created until all are valid.",
  },
} as const satisfies Screen;
