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
      does: 'Narrows the list to entries whose label contains what you type.',
      values: 'Part of a label.',
    },
    {
      label: 'Saved addresses',
      kind: 'table',
      does: 'Your entries: label, network, address and memo or tag. The send forms offer the same entries by label.',
      values: 'Read only.',
    },
    {
      label: 'Edit',
      kind: 'link',
      does: 'Opens an entry in the form to change its label, network, address or memo.',
      wrong:
        'A change applies to sends from then on. A send you already confirmed went to the address it showed at the time.',
    },
    {
      label: 'Delete',
      kind: 'link',
      does: 'Removes the entry from the address book. Past sends to it are not affected.',
    },
    {
      label: 'Label',
      kind: 'field',
      does: 'The name you pick the entry by in the send forms.',
      values: 'A name that says who and what the address is for, such as the supplier and the asset.',
    },
    {
      label: 'Network',
      kind: 'select',
      does: 'The network the address is on. Coinloom validates the address for this network.',
      values: 'One of the supported networks.',
      wrong:
        'All EVM networks share one address format, so an address on the wrong EVM network still passes the check. Choose the network the receiver named, not one whose format fits.',
    },
    {
      label: 'Address',
      kind: 'field',
      does: "The receiver's address, pasted from their own message.",
      values: 'An address valid for the chosen network.',
      wrong:
        "Coinloom refuses an address that is not valid for the network, but cannot tell whose address it is. Compare the start, the end and a middle part with the receiver's message.",
    },
    {
      label: 'Memo or tag',
      kind: 'field',
      does: 'The memo, tag or comment the receiver needs with every transfer, if they gave you one.',
      values: 'Optional. Exactly what the receiver gave you.',
      wrong:
        "Exchanges often tell customers apart by this value. Leave it out, and a deposit can reach the exchange but not the receiver's account.",
    },
    {
      label: 'Save address',
      kind: 'button',
      does: 'Validates the address for the network and saves the entry.',
      wrong:
        'If the address is refused, it does not fit the chosen network: check both with the receiver rather than editing characters.',
    },
  ],
  states: {
    empty: 'With no entries, the table is replaced by a short explanation and Add address.',
    loading: 'The table shows grey rows until your entries arrive.',
    error:
      'If the list cannot load, the screen says so and offers to try again. Your entries are kept; check the status page if it persists.',
  },
} as const satisfies Screen;
