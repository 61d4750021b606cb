import {appHeader} from '../../../data/app';
import {limits} from '../../../data/product';
import type {Screen} from '../types';

export const merchantSettings = {
  id: 'merchant-settings',
  name: 'Merchant form',
  frame: 'app',
  nav: 'Merchants',
  over: 'merchants',
  page: 'functional/merchants/index.mdx',
  figureTitle: 'The merchant form',
  controls: [
    {
      label: 'Name',
      kind: 'field',
      does: 'The business name on checkout pages and invoices.',
      values: 'Your business or brand name.',
      group: 'Brand',
    },
    {
      label: 'Logo',
      kind: 'upload',
      does: 'The image on checkout pages and invoices.',
      values: 'An image file.',
      group: 'Brand',
    },
    {
      label: 'Brand colour',
      kind: 'field',
      does: 'Colours buttons and accents on checkout pages and invoices.',
      values: 'A colour from the picker, or a hex code.',
      wrong: 'A very light colour makes the pay button hard to read: check a checkout page.',
      group: 'Brand',
    },
    {
      label: 'Website',
      kind: 'field',
      does: 'Shown to payers.',
      values: 'A full address starting with https://.',
      group: 'Brand',
    },
    {
      label: 'Settlement wallet',
      kind: 'select',
      does: "Where paid payments are swept; the merchant's withdrawals spend from it.",
      values: 'One of your wallets in this environment.',
      wrong: 'Payments go to the wallet set when they are swept. Choose one whose recovery phrase you hold offline.',
      group: 'Payments',
    },
    {
      label: 'Accepted assets and networks',
      kind: 'select',
      does: "The only assets, each on a network, payers can use on the merchant's checkouts.",
      values: 'One or more supported assets on their networks.',
      wrong: 'Select only assets you are ready to receive and use.',
      group: 'Payments',
    },
    {
      label: 'Payment tolerance',
      kind: 'field',
      does: 'How far the amount received may differ from the amount due and still count as paid.',
      values: `A percentage of the amount due; ${limits.paymentTolerancePercentDefault}% by default.`,
      wrong:
        'Beyond it, a payment is underpaid, which waits for you, or overpaid, which is final. Too wide, and you accept short payments unnoticed.',
      group: 'Payments',
    },
    {
      label: 'Callback URL',
      kind: 'field',
      does: 'Where your server receives callbacks, such as payment.paid.',
      values: 'An https address; optional without callbacks.',
      wrong: 'Without a timely 2xx answer, Coinloom retries for a while, then stops, and your records fall behind.',
      group: 'Developers',
    },
    {
      label: 'Callback secret',
      kind: 'field',
      does: 'Signs each callback; your server checks the Coinloom-Signature header with it.',
      values: "Read only. Copy it into your server's configuration.",
      wrong: 'Anyone with it can forge callbacks your server trusts: keep it on the server.',
      group: 'Developers',
    },
    {
      label: 'Regenerate secret',
      kind: 'button',
      does: 'Replaces the callback secret.',
      wrong: 'A server still on the old secret then rejects every callback: update it at once.',
      group: 'Developers',
    },
    {
      label: 'Create',
      kind: 'button',
      does: `Creates the merchant, listed on Merchants and in the header's ${appHeader.merchantSwitcher} switcher.`,
      group: 'Buttons',
    },
    {
      label: 'Save changes',
      kind: 'button',
      does: 'Replaces Create when you edit a merchant.',
      group: 'Buttons',
    },
  ],
  states: {
    loading: 'When editing, grey bars until the settings arrive.',
    error: 'Each wrong field shows why; nothing is saved until all are right, and the form keeps what you typed.',
  },
} as const satisfies Screen;
