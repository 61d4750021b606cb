import {walletActions} from '../../../data/app';
import {limits} from '../../../data/product';
import type {Screen, ScreenControl} from '../types';

const [receive, send, swap, withdraw] = walletActions;

const actions: readonly ScreenControl[] = [
  {
    label: receive,
    kind: 'button',
    does: "Shows the wallet's address for the asset and network you choose, with a QR code, to give to whoever pays you.",
    values: 'An asset and its network.',
    wrong:
      'The sender must use the network you chose. The same asset sent on another network does not arrive in this balance.',
    group: 'Wallet card',
  },
  {
    label: send,
    kind: 'button',
    does: 'Opens the send form: asset, network, address or address book entry, memo, amount, then Review and Confirm with an authentication code.',
    values: "An amount up to the available balance, plus the network fee in the network's native coin.",
    wrong: 'A confirmed send cannot be reversed. A wrong network or address loses the funds.',
    group: 'Wallet card',
  },
  {
    label: swap,
    kind: 'button',
    does: 'Opens a swap with this wallet as the source. The quote shows the rate, the fee, the minimum received and the route.',
    values: `A quote is valid for ${limits.swapQuoteValiditySeconds} seconds.`,
    wrong: 'An expired quote cannot be accepted: ask for a new one and read it again before you accept.',
    group: 'Wallet card',
  },
  {
    label: withdraw,
    kind: 'button',
    does: 'Opens a withdrawal from this wallet: to a bank account or card through the off-ramp, or to an external address.',
    wrong: 'A fiat withdrawal needs an identity check first and does not run in the sandbox.',
    group: 'Wallet card',
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
        'Write the recovery phrase on paper when the form shows it. Whoever has it controls the wallet, and without it a deleted wallet is gone.',
      group: 'Screen',
    },
    {
      label: 'Import wallet',
      kind: 'button',
      does: 'Adds a wallet you already have, from its recovery phrase or a private key.',
      values: `A recovery phrase of ${limits.mnemonicWordCounts.join(' or ')} words, or a private key.`,
      wrong: 'Type a recovery phrase only here, in the app, never on another site or in a message.',
      group: 'Screen',
    },
    ...actions,
    {
      label: 'Transactions',
      kind: 'link',
      does: 'Opens the wallet with its balances per asset and network and its transactions, pending ones first.',
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
      does: "Opens the wallet's auto-sign policy. The card shows Auto-sign on while a policy is active.",
      group: 'Wallet menu',
    },
    {
      label: 'Export mnemonic',
      kind: 'link',
      does: "Shows the wallet's recovery phrase after your password and an authentication code.",
      wrong:
        'Anyone who sees the phrase can take every asset in the wallet, on every network. Export it only to write it on paper, alone.',
      group: 'Wallet menu',
    },
    {
      label: 'Export private key',
      kind: 'link',
      does: 'Shows the private key of one address of the wallet after your password and an authentication code.',
      wrong: 'Anyone who has the key can take the funds at that address. Never paste it into a site or a message.',
      group: 'Wallet menu',
    },
    {
      label: 'Delete wallet',
      kind: 'link',
      does: 'Removes the wallet from your account. The funds stay on chain.',
      wrong: 'Only the recovery phrase brings the wallet back. Without a copy of it, the funds are lost to you.',
      group: 'Wallet menu',
    },
  ],
  states: {
    empty: 'An account with no wallets sees New wallet and Import wallet and a short explanation instead of cards.',
    loading: 'Cards show their names first and grey bars where the balances go, until the balances arrive.',
    error:
      'A card whose balance cannot load says so; its funds are not affected, because they are on chain. Check the status page if it persists.',
  },
} as const satisfies Screen;
