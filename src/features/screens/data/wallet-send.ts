import {walletActions} from '../../../data/app';
import type {Screen} from '../types';

const [, send] = walletActions;

/** The dialog that the Send action of a wallet's card opens: the form, then its review. */
export const walletSend = {
  id: 'wallet-send',
  name: 'Send',
  frame: 'app',
  nav: 'Wallets',
  over: 'wallets',
  page: 'functional/wallets/index.mdx',
  figureTitle: `The ${send} dialog of a wallet card: the form, and its review before the transfer is sent`,
  controls: [
    {
      label: 'Asset',
      kind: 'select',
      does: 'What you send.',
      values: 'An asset the wallet holds.',
      group: 'Form',
    },
    {
      label: 'Network',
      kind: 'select',
      does: 'The network the transfer goes out on; the form shows the balance there.',
      values: 'A network where the wallet holds the asset.',
      wrong: 'Use the network the recipient named: funds sent on another never reach them and cannot be reversed.',
      group: 'Form',
    },
    {
      label: 'Address',
      kind: 'field',
      does: "Paste the recipient's address, or pick an address book entry, which also fills in network and memo.",
      values: 'Valid on the chosen network.',
      wrong:
        'Coinloom checks the format, not the owner: compare the start, the end and a middle group with the request.',
      group: 'Form',
    },
    {
      label: 'Memo',
      kind: 'field',
      does: "Only for an address that needs one, such as an exchange's deposit address that many customers share.",
      values: 'Optional.',
      wrong:
        'Without it, the exchange cannot credit the deposit to the right account on its own: its support can, given the transaction hash.',
      group: 'Form',
    },
    {
      label: 'Amount',
      kind: 'field',
      does: "What the recipient receives, in the asset's units; the network fee comes on top, in the native coin.",
      values: 'Up to the available balance.',
      group: 'Form',
    },
    {
      label: 'Review',
      kind: 'button',
      does: 'Shows asset, network, address, memo, amount and network fee before anything is sent.',
      group: 'Form',
    },
    {
      label: 'Authentication code',
      kind: 'field',
      does: 'The code your authenticator app shows, which signs the transfer.',
      group: 'Review',
    },
    {
      label: 'Confirm',
      kind: 'button',
      does: 'Sends the transfer.',
      wrong: 'A confirmed send cannot be reversed: check the review first.',
      group: 'Review',
    },
  ],
  states: {
    loading: 'Grey bars until the balances arrive.',
    error:
      'A send that fails says why, and its amount stays in the wallet. If the dialog cannot load, check the status page.',
  },
} as const satisfies Screen;
