import {limits} from '../../../data/product';
import type {Screen} from '../types';

export const addressBook = {
  id: 'address-book',
  name: 'Address book',
  frame: 'app',
  nav: 'Address book',
  page: 'functional/address-book.mdx',
  figureTitle: 'The Address book screen with the form for a new address',
  controls: [
    {
      label: 'Add address',
      kind: 'button',
      does: 'Opens the form for a new entry.',
    },
    {
      label: 'Search',
      kind: 'field',
      does: 'Filters entries by label.',
      values: 'Part of a label.',
    },
    {
      label: 'Saved addresses',
      kind: 'table',
      does: "Each entry's label, network, address and memo or tag, and which merchants allow it for withdrawals. Send forms offer entries by label. An allowlist entry added through the API is listed too, with Allow withdrawals ticked and the label the API gave it.",
    },
    {
      label: 'Edit',
      kind: 'link',
      does: 'Changes the label, network, address or memo.',
      wrong: 'Applies to later sends only.',
    },
    {
      label: 'Delete',
      kind: 'link',
      does: 'Removes the entry; past sends are unaffected.',
    },
    {
      label: 'Label',
      kind: 'field',
      does: 'The name send forms show.',
      values: 'Who and what the address is for, such as supplier and asset.',
    },
    {
      label: 'Network',
      kind: 'select',
      does: 'The network Coinloom validates the address for.',
      values: 'A supported network.',
      wrong:
        'EVM networks share one address format, so a wrong EVM network passes the check: choose the one the receiver named.',
    },
    {
      label: 'Address',
      kind: 'field',
      does: "The receiver's address, pasted from their message.",
      values: 'Valid for the chosen network.',
      wrong: "Coinloom checks the format, not the owner: compare start, end and middle with the receiver's message.",
    },
    {
      label: 'Memo or tag',
      kind: 'field',
      does: 'What the receiver needs with every transfer, if they gave one.',
      values: 'Optional; exactly as given.',
      wrong:
        "Without it, an exchange cannot credit the deposit to the receiver's account on its own: its support can, given the transaction hash.",
    },
    {
      label: 'Allow withdrawals',
      kind: 'checkbox',
      does: 'Puts the entry on the withdrawal address allowlist of the merchant selected in the header, the same list the API manages: withdrawals and NFT transfers through the API, and auto-sign destinations, may then pay it.',
      values: `Off by default. Usable ${limits.newWithdrawalAddressDelayHours} hours after you save; you are notified of every new entry.`,
      wrong:
        'Tick it only for an address you checked: an allow-listed address can be paid without you under auto-sign.',
    },
    {
      label: 'Authentication code',
      kind: 'field',
      does: 'The code from your authenticator app, asked when Allow withdrawals is ticked.',
      values: 'Six digits.',
    },
    {
      label: 'Save address',
      kind: 'button',
      does: 'Validates the address for the network and saves the entry.',
      wrong: 'Refused? Address and network do not match: check both with the receiver, not by editing characters.',
    },
  ],
  states: {
    empty: 'A short explanation and Add address.',
    loading: 'Grey rows until entries arrive.',
    error: 'If the list cannot load, try again; entries are kept. If it persists, check the status page.',
  },
} as const satisfies Screen;
