import {checkoutSettings} from '../../../data/checkoutSettings';
import {
  closingControls,
  createCheckoutControl,
  currencyControl,
  kindControl,
  settingControl,
} from '../setting-controls';
import type {Screen} from '../types';

const token = checkoutSettings.sale_token;

export const checkoutSaleToken = {
  id: 'checkout-sale-token',
  name: 'New checkout: sale token',
  frame: 'app',
  nav: 'Checkouts',
  page: 'functional/checkouts/sale-token.mdx',
  figureTitle: 'The checkout form for the Sale token kind, with the price and the token being sold',
  controls: [
    kindControl,
    settingControl(token.name, 'field'),
    settingControl(token.description, 'field', {
      wrong: 'Say what the token is for and on which network buyers receive it, so they bring a suitable address.',
    }),
    currencyControl,
    settingControl(token.price, 'field'),
    settingControl(token.tokenSymbol, 'field', {
      wrong:
        'It must be the symbol of the token the inventory wallet holds on the token network, as its holders know it.',
    }),
    settingControl(token.tokenNetwork, 'select', {
      wrong:
        'Buyers receive the token on this network only. Choose the network the token was issued on and the inventory wallet holds it on.',
    }),
    settingControl(token.tokensPerUnit, 'field', {
      wrong:
        'A change applies to payments that start afterwards. Payments already created keep the package they were shown.',
    }),
    settingControl(token.inventoryWallet, 'select', {
      wrong:
        "Without some of the network's native coin in this wallet, deliveries cannot pay their network fee and wait.",
    }),
    settingControl(token.saleCap, 'field'),
    ...closingControls,
    createCheckoutControl,
  ],
  states: {
    loading: "The form shows your wallets and the merchant's accepted assets once they load.",
    error:
      'A field with a problem turns red and says what is wrong, such as an inventory wallet that does not hold the token. Nothing is created until every field is valid.',
  },
} as const satisfies Screen;
