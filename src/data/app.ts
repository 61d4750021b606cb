/**
 * The Coinloom web app as the docs name it: the screens in its left-hand
 * navigation and the controls of its header. Guides write these labels in
 * bold exactly as they appear here, and the app guides document each screen.
 */

export type AppScreen = {
  /** The label in the app's navigation. */
  label: string;
  /** The button that starts the screen's main task, where it has one. */
  primaryAction?: string;
  /** The docs page that documents this screen. */
  route: string;
};

export const appScreens = [
  {label: 'Home', route: '/functional/home/'},
  {label: 'Wallets', primaryAction: 'New wallet', route: '/functional/wallets/'},
  {label: 'Merchants', primaryAction: 'New merchant', route: '/functional/merchants/'},
  {label: 'Checkouts', primaryAction: 'New checkout', route: '/functional/checkouts/'},
  {label: 'Recurring billing', primaryAction: 'New plan', route: '/functional/recurring-billing/'},
  {label: 'Multisend', primaryAction: 'New multisend', route: '/functional/multisend/'},
  {label: 'Swap', primaryAction: 'New swap', route: '/functional/swap/'},
  {label: 'Withdrawal', primaryAction: 'Withdraw', route: '/functional/withdrawal/'},
  {label: 'NFT', route: '/functional/nft/'},
  {label: 'Address book', primaryAction: 'Add address', route: '/functional/address-book/'},
] as const satisfies readonly AppScreen[];

/** Controls in the header at the top of every screen, left to right. */
export const appHeader = {
  merchantSwitcher: 'Merchant',
  sandboxSwitch: 'Sandbox',
  notifications: 'Notifications',
  profileMenu: 'Profile',
  logOut: 'Log out',
} as const;

/** Actions on a wallet's card on the Wallets screen. */
export const walletActions = ['Receive', 'Send', 'Swap', 'Withdraw'] as const;

/** Where the owner confirms money going out that is waiting for them: a panel on Home. */
export const confirmationPanel = {
  screen: 'Home',
  panel: 'Awaiting confirmation',
  code: 'Authentication code',
  confirm: 'Confirm',
  decline: 'Decline',
} as const;

/** A transfer that reached a payment after it expired or failed, on the payment's record under Checkouts. */
export const lateDepositActions = {
  label: 'Late deposit',
  accept: 'Accept',
  refund: 'Refund',
} as const;

/**
 * The dialogs that open from the Wallets screen or a wallet's card, which have
 * no screen page of their own: the labels the wallet how-tos name, in the order
 * a reader meets them.
 */
export const walletDialogs = {
  create: {opens: 'New wallet', fields: ['Name', 'Phrase length'], actions: ['Continue', 'Create']},
  import: {
    opens: 'Import wallet',
    choices: ['Recovery phrase', 'Private key'],
    fields: ['Name', 'Network'],
    actions: ['Import'],
  },
  menu: {opens: 'More', items: ['Export mnemonic', 'Export private key', 'Delete wallet']},
  exportMnemonic: {fields: ['Password', 'Authentication code'], actions: ['Show phrase', 'Done']},
  exportPrivateKey: {fields: ['Network', 'Password', 'Authentication code'], actions: ['Show key', 'Done']},
  delete: {fields: ['Authentication code'], actions: ['Delete wallet']},
} as const;

/**
 * The form that New invoice opens on Checkouts, which has no screen page of its own: its fields are the invoice
 * settings and the fields of a line item (src/data/checkoutSettings.ts), then these actions.
 */
export const invoiceForm = {opens: 'New invoice', actions: ['Create']} as const;

/** Labels on screens that are not controls of their own: a section's title, a page's title, an empty state's button. */
export const screenLabels = {
  /** The section of every checkout form that sets what the payer sees once they have paid. */
  checkoutAfterPayment: 'After payment',
  /** The page that opens after sign-up, until the e-mail address is verified. */
  checkEmail: 'Check your e-mail',
  /** The button a wallet without an auto-sign policy shows in its auto-sign settings. */
  turnOnAutoSign: 'Turn on auto-sign',
} as const;
