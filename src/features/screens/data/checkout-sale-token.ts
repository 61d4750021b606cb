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
  over: 'checkouts',
  page: 'functional/checkouts/sale-token.mdx',
  figureTitle: 'The checkout form for the Sale token kind, with the price and the token being sold',
  controls: [
    kindControl,
    settingControl(token.name, 'field'),
    settingControl(token.description, 'field', {
      wrong: 'Say what the token is for and its network, so buyers bring a suitable address.',
    }),
    currencyControl,
    settingControl(token.price, 'field'),
    settingControl(token.tokenSymbol, 'field', {
      wrong: 'The symbol holders know, of the token the inventory wallet holds on the token network.',
    }),
    settingControl(token.tokenNetwork, 'select', {
      wrong: 'Buyers receive the token on this network only: where it was issued and the inventory wallet holds it.',
    }),
    settingControl(token.tokenContract, 'field', {
      wrong:
        "Copy it from your own issuance records or your token's page on the network's explorer: a token with the same symbol and another contract is not yours.",
    }),
    settingControl(token.tokensPerUnit, 'field', {
      wrong: 'Fixed once the checkout is created: for another rate, create a new checkout.',
    }),
    settingControl(token.inventoryWallet, 'select', {
      wrong: "Without the network's native coin here, deliveries cannot pay their network fee and wait.",
    }),
    settingControl(token.saleCap, 'field'),
    ...closingControls,
    createCheckoutControl,
  ],
  states: {
    loading: 'Wallets and accepted assets fill in once they load.',
    error:
      'Invalid fields turn red and say why, such as an inventory wallet without the token; nothing is created until all are valid.',
  },
} as const satisfies Screen;
