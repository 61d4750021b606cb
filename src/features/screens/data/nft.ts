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
      does: "Shows the selected wallet's address on the network you choose, with a QR code, to give to whoever sends you an NFT.",
      values: `A network that carries NFTs: an EVM network, ${solana.name} or ${ton.name}.`,
      wrong:
        'The sender must send on the network you chose. An NFT sent on another network does not arrive in this wallet.',
    },
    {
      label: 'Wallet',
      kind: 'select',
      does: 'The wallet whose NFTs the screen shows.',
      values: 'One of your wallets.',
    },
    {
      label: 'Network',
      kind: 'select',
      does: 'Shows only the NFTs on one network.',
      values: 'All networks, or one network.',
    },
    {
      label: 'Your NFTs',
      kind: 'list',
      does: "The wallet's NFTs, newest first: image, name, collection and network. Select one to open its details.",
      values: 'Read only. An ERC-1155 card shows how many copies the wallet holds.',
      wrong:
        "A received NFT appears once its network has confirmed the transfer. An image that does not load is the collection's problem, not the NFT's.",
    },
    {
      label: send,
      kind: 'button',
      does: 'Opens the send form for the open NFT.',
    },
    {
      label: 'Address',
      kind: 'field',
      does: "Where the NFT goes: an address on the NFT's network, or an entry of your address book.",
      values: 'An address valid on the network of the NFT.',
      wrong:
        'Coinloom checks the format, not the owner. An NFT sent to the wrong address, or to an exchange that does not support it, is lost.',
    },
    {
      label: 'Memo',
      kind: 'field',
      does: `A memo, tag or comment, for a receiver that needs one, such as a custodial account on ${ton.name}.`,
      values: 'Optional text.',
    },
    {
      label: 'Amount',
      kind: 'field',
      does: 'How many copies to send.',
      values: 'ERC-1155 only: a whole number up to the copies held. Every other NFT is sent whole.',
    },
    {
      label: 'Review',
      kind: 'button',
      does: 'Shows the NFT, the network, the address, the memo and the network fee. Confirm there with the code from your authenticator app.',
      wrong: 'A confirmed transfer cannot be reversed. Check the network and the address before you confirm.',
    },
  ],
  states: {
    empty:
      'A wallet with no NFTs shows a short explanation and Receive. Coinloom does not mint NFTs: they arrive from other addresses.',
    loading: 'Cards show grey boxes where the images go until the images arrive.',
    error:
      'An NFT whose image or name cannot load is still listed, with its collection, network and token id; it can be sent as usual.',
  },
} as const satisfies Screen;
