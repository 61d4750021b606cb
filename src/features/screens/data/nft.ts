import {walletActions} from '../../../data/app';
import {getNetwork} from '../../../data/networks';
import type {Screen} from '../types';

const solana = getNetwork('solana');
const ton = getNetwork('ton');

const [receive, send] = walletActions;

export const nft = {
  id: 'nft',
  name: 'NFT',
  frame: 'app',
  nav: 'NFT',
  page: 'functional/nft.mdx',
  figureTitle: 'The NFT screen with the NFTs of a wallet, one opened, and the form to send it',
  controls: [
    {
      label: receive,
      kind: 'button',
      does: "The wallet's address on the network you choose, with a QR code, for whoever sends you an NFT.",
      values: `A network where Coinloom shows NFTs: an EVM network, ${solana.name} or ${ton.name}.`,
      wrong: 'An NFT sent on another network does not appear in Coinloom.',
    },
    {
      label: 'Wallet',
      kind: 'select',
      does: 'The wallet whose NFTs are shown.',
    },
    {
      label: 'Network',
      kind: 'select',
      does: 'Filters by network.',
      values: 'All networks, or one.',
    },
    {
      label: 'Your NFTs',
      kind: 'list',
      does: 'Newest first: image, name, collection and network. Select one for details.',
      values: 'An ERC-1155 card shows the copies held.',
      wrong: "An NFT appears once its network confirms the transfer. A missing image is the collection's fault.",
    },
    {
      label: send,
      kind: 'button',
      does: 'Opens the send form for the open NFT.',
    },
    {
      label: 'Address',
      kind: 'field',
      does: "An address on the NFT's network, or an address book entry.",
      values: "Valid on the NFT's network.",
      wrong:
        'Coinloom checks the format, not the owner. An NFT sent to a wrong address, or an exchange that does not support it, is lost.',
    },
    {
      label: 'Memo',
      kind: 'field',
      does: `For a receiver that needs one, such as a custodial account on ${ton.name}.`,
      values: 'Optional.',
    },
    {
      label: 'Amount',
      kind: 'field',
      does: 'How many copies to send.',
      values: 'ERC-1155 only: a whole number up to the copies held. Other NFTs go whole.',
    },
    {
      label: 'Review',
      kind: 'button',
      does: 'Shows the NFT, network, address, memo and network fee; confirm with your authenticator code.',
      wrong: 'A confirmed transfer cannot be reversed.',
    },
  ],
  states: {
    empty: 'A short explanation and Receive. Coinloom does not mint NFTs; they arrive from other addresses.',
    loading: 'Grey boxes until the images arrive.',
    error: 'An NFT whose image or name fails still shows collection, network and token id, and can be sent.',
  },
} as const satisfies Screen;
