import {walletActions} from '../../../data/app';
import type {Screen} from '../types';

const [receive] = walletActions;

/** The dialog that the Receive action of a wallet's card opens: the wallet's address for one asset on one network. */
export const walletReceive = {
  id: 'wallet-receive',
  name: 'Receive',
  frame: 'app',
  nav: 'Wallets',
  over: 'wallets',
  page: 'functional/wallets/index.mdx',
  figureTitle: `The ${receive} dialog of a wallet card: the wallet's address for one asset on one network, with its QR code`,
  controls: [
    {
      label: 'Asset',
      kind: 'select',
      does: 'What you expect to receive.',
      values: 'Any asset Coinloom supports on the network.',
      group: 'Dialog',
    },
    {
      label: 'Network',
      kind: 'select',
      does: "The network the sender will use; the address shown is the wallet's on that network.",
      wrong: 'The sender must use this network: on another, the asset does not arrive here.',
      group: 'Dialog',
    },
    {
      label: 'Address',
      kind: 'field',
      does: "The wallet's address on the network, read-only. It needs no memo, tag or comment: it is this wallet's alone.",
      wrong: 'Give the network with the address: many networks share one address format.',
      group: 'Dialog',
    },
    {
      label: 'Copy address',
      kind: 'button',
      does: "Copies the address, to paste into a message or the sender's app.",
      group: 'Dialog',
    },
    {
      label: 'QR code',
      kind: 'card',
      does: "The address as a QR code, for the sender's app to scan.",
      group: 'Dialog',
    },
    {
      label: 'Done',
      kind: 'button',
      does: 'Closes the dialog; deposits appear under Transactions on the card.',
      group: 'Dialog',
    },
  ],
  states: {
    loading: 'A grey square until the address and its QR code arrive.',
    error: 'If the address cannot load, the dialog says so and shows none: never use an address from elsewhere.',
  },
} as const satisfies Screen;
