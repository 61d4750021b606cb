import {walletActions} from '../../../data/app';
import {limits} from '../../../data/product';
import type {Screen, ScreenControl} from '../types';

const [receive, send, swap, withdraw] = walletActions;

const actions: readonly ScreenControl[] = [
  {
    label: receive,
    kind: 'button',
    does: "The wallet's address for the asset and network you choose, with a QR code.",
    values: 'An asset and its network.',
    wrong: 'The sender must use that network; on another, the asset does not arrive.',
    group: 'Wallet card',
    opens: 'wallet-receive',
  },
  {
    label: send,
    kind: 'button',
    does: 'Opens the Send dialog: asset, network, address or address book entry, memo and amount; Review, then Confirm with an authentication code.',
    values: 'Up to the available balance; the network fee comes on top, in native coin.',
    wrong: 'A confirmed send cannot be reversed; a wrong network or address loses the funds.',
    group: 'Wallet card',
    opens: 'wallet-send',
  },
  {
    label: swap,
    kind: 'button',
    does: 'Opens a swap from this wallet.',
    values: `A quote is valid for ${limits.swapQuoteValiditySeconds} seconds.`,
    wrong: 'An expired quote cannot be accepted: get a new one.',
    group: 'Wallet card',
    opens: 'swap-form',
  },
  {
    label: withdraw,
    kind: 'button',
    does: 'Opens a withdrawal from this wallet: to an external address, or to a bank account or card.',
    wrong: 'Fiat needs an identity check and does not run in the sandbox.',
    group: 'Wallet card',
    opens: 'withdrawal',
  },
];

export const wallets = {
  id: 'wallets',
  name: 'Wallets',
  frame: 'app',
  nav: 'Wallets',
  page: 'functional/wallets/index.mdx',
  figureTitle: 'The Wallets screen with two wallet cards',
  controls: [
    {
      label: 'New wallet',
      kind: 'button',
      does: `Creates a wallet with a new recovery phrase of ${limits.mnemonicWordCounts.join(' or ')} words and an address on every supported network.`,
      values: 'A wallet name.',
      wrong:
        'Write the phrase on paper when shown: whoever has it controls the wallet; without it, a deleted wallet is gone.',
      group: 'Screen',
      opens: 'wallet-create',
    },
    {
      label: 'Import wallet',
      kind: 'button',
      does: 'Adds an existing wallet from its recovery phrase or a private key.',
      values: `A recovery phrase of ${limits.mnemonicWordCounts.join(' or ')} words, or a private key.`,
      wrong: 'Type a recovery phrase only here, never on another site or in a message.',
      group: 'Screen',
      opens: 'wallet-import',
    },
    ...actions,
    {
      label: 'Transactions',
      kind: 'link',
      does: 'Balances per asset and network, and transactions, pending first.',
      group: 'Wallet card',
    },
    {
      label: 'More',
      kind: 'menu',
      does: "Opens the wallet's menu: auto-sign, exports and deletion.",
      group: 'Wallet card',
    },
    {
      label: 'Auto-sign',
      kind: 'link',
      does: "Opens the wallet's auto-sign policy; the card shows Auto-sign on while it is active.",
      group: 'Wallet menu',
      opens: 'auto-sign',
    },
    {
      label: 'Export mnemonic',
      kind: 'link',
      does: 'Shows the recovery phrase after your password and an authentication code.',
      wrong: 'Whoever sees it can take every asset in the wallet: export it only to write on paper, alone.',
      group: 'Wallet menu',
      opens: 'wallet-export-mnemonic',
    },
    {
      label: 'Export private key',
      kind: 'link',
      does: 'Shows the private key of one address after your password and an authentication code.',
      wrong: 'Whoever has it can take the funds at that address: never paste it into a site or message.',
      group: 'Wallet menu',
      opens: 'wallet-export-private-key',
    },
    {
      label: 'Delete wallet',
      kind: 'link',
      does: 'Removes the wallet from your account; funds stay on chain.',
      wrong:
        'Only its recovery phrase (or imported private key) brings it back; without it, the funds are lost to you.',
      group: 'Wallet menu',
      opens: 'wallet-delete',
    },
  ],
  states: {
    empty: 'New wallet, Import wallet and a short explanation instead of cards.',
    loading: 'Names first; grey bars until balances arrive.',
    error: 'A card whose balance fails says so; its funds, on chain, are safe. If it persists, check the status page.',
  },
} as const satisfies Screen;
