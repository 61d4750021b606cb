import {limits} from '../../../data/product';
import type {Screen} from '../types';

export const merchantSettings = {
  id: 'merchant-settings',
  name: 'Merchant form',
  frame: 'app',
  nav: 'Merchants',
  page: 'functional/merchants/index.mdx',
  figureTitle: 'The merchant form',
  controls: [
    {
      label: 'Name',
      kind: 'field',
      does: 'The business name payers see on checkout pages and invoices.',
      values: 'Your business or brand name.',
      group: 'Brand',
    },
    {
      label: 'Logo',
      kind: 'upload',
      does: 'The image shown on checkout pages and invoices.',
      values: 'An image file of your logo.',
      group: 'Brand',
    },
    {
      label: 'Brand colour',
      kind: 'field',
      does: 'The colour of buttons and accents on checkout pages and invoices.',
      values: 'A colour from the picker, or its hex code.',
      wrong: 'A very light colour makes the pay button hard to read. Check a checkout page after you change it.',
      group: 'Brand',
    },
    {
      label: 'Website',
      kind: 'field',
      does: "Your business's website, shown to payers.",
      values: 'A full web address starting with https://.',
      group: 'Brand',
    },
    {
      label: 'Settlement wallet',
      kind: 'select',
      does: "The wallet that paid payments are swept into. Withdrawals of the merchant's money spend from it.",
      values: 'One of your wallets in this environment.',
      wrong:
        'Payments settle into whichever wallet is chosen when they are swept. Choose a wallet whose recovery phrase you hold offline.',
      group: 'Payments',
    },
    {
      label: 'Accepted assets and networks',
      kind: 'select',
      does: "The assets, each on a network, that payers can choose on the merchant's checkouts.",
      values: 'One or more assets on their networks, from those Coinloom supports.',
      wrong:
        'Payers can pay only with what you select here. Select only assets you are ready to receive and able to use afterwards.',
      group: 'Payments',
    },
    {
      label: 'Payment tolerance',
      kind: 'field',
      does: 'How far the amount received may differ from the amount due and still count as paid.',
      values: `A percentage of the amount due; ${limits.paymentTolerancePercentDefault}% unless you change it.`,
      wrong:
        'Beyond it, a payment becomes underpaid or overpaid and waits for your decision. Too wide, and you accept short payments without noticing.',
      group: 'Payments',
    },
    {
      label: 'Callback URL',
      kind: 'field',
      does: 'The address on your server that receives callbacks, such as payment.paid.',
      values: 'An https address on your server. Optional if you do not use callbacks.',
      wrong:
        'If your server does not answer with a 2xx status in time, Coinloom retries for a while and then stops, and your records fall behind.',
      group: 'Developers',
    },
    {
      label: 'Callback secret',
      kind: 'field',
      does: 'The secret Coinloom signs each callback with. Your server checks the Coinloom-Signature header with it.',
      values: "Read only. Copy it into your server's configuration.",
      wrong: 'Anyone with the secret can forge callbacks that your server trusts. Keep it on the server only.',
      group: 'Developers',
    },
    {
      label: 'Regenerate secret',
      kind: 'button',
      does: 'Replaces the callback secret with a new one.',
      wrong:
        'From then on, callbacks are signed with the new secret, and a server still using the old one rejects them. Update the server at once.',
      group: 'Developers',
    },
    {
      label: 'Create',
      kind: 'button',
      does: "Creates the merchant. It appears on Merchants and in the header's Merchant switcher.",
      group: 'Buttons',
    },
    {
      label: 'Save changes',
      kind: 'button',
      does: 'Shown instead of Create when you edit a merchant: saves the changes.',
      group: 'Buttons',
    },
  ],
  states: {
    loading: 'When you edit a merchant, the form shows grey bars until its settings arrive.',
    error:
      'A field that is wrong is marked with the reason under it, and nothing is saved until every field is right. The form keeps what you typed.',
  },
} as const satisfies Screen;
