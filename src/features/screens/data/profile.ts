import type {Screen} from '../types';

export const profile = {
  id: 'profile',
  name: 'Profile',
  frame: 'app',
  nav: null,
  page: 'functional/profile.mdx',
  figureTitle: 'The Profile page, Account tab',
  controls: [
    {
      label: 'Account',
      kind: 'tab',
      does: 'Opens your own settings: personal details, security, sessions, notifications and display currency.',
      group: 'Tabs',
    },
    {
      label: 'API keys',
      kind: 'tab',
      does: 'Opens the API keys of the merchant selected in the header.',
      group: 'Tabs',
    },
    {
      label: 'Name',
      kind: 'field',
      does: 'Your name, as the web app shows it to you.',
      values: 'Your name.',
      group: 'Personal details',
    },
    {
      label: 'E-mail',
      kind: 'field',
      does: 'The address Coinloom writes to: verification, password reset links and the notification e-mails you choose below.',
      values: 'An e-mail address you can open.',
      wrong: 'A typo here cuts you off from reset links and notifications. Check the address before you save it.',
      group: 'Personal details',
    },
    {
      label: 'Save details',
      kind: 'button',
      does: 'Saves Name and E-mail.',
      group: 'Personal details',
    },
    {
      label: 'Change password',
      kind: 'button',
      does: 'Asks for your current password and a new one, then replaces it.',
      wrong: 'If you no longer know the current password, log out and use Forgot password? on the log-in page.',
      group: 'Security',
    },
    {
      label: 'Two-factor authentication',
      kind: 'toggle',
      does: 'Turns on two-factor authentication: you scan a QR code with your authenticator app and enter the code it shows. Coinloom then asks for a code when you log in and when you confirm a transfer.',
      values: 'On or off.',
      wrong:
        "Keep it on: without it, a stolen password is enough to log in. Save the authenticator app's backup, or move it to your new phone, before you change phones.",
      group: 'Security',
    },
    {
      label: 'Sessions',
      kind: 'table',
      does: 'Lists every browser where your account is logged in, with when it was last active. The one you are using is marked.',
      values: 'Read only.',
      wrong:
        'A session you do not recognise means someone else may know your password: log out the other sessions and change your password.',
      group: 'Sessions',
    },
    {
      label: 'Log out other sessions',
      kind: 'button',
      does: 'Ends every session except the one you are using.',
      group: 'Sessions',
    },
    {
      label: 'Payment e-mails',
      kind: 'toggle',
      does: 'Sends you an e-mail when a payment to one of your merchants changes status.',
      values: 'On or off.',
      group: 'Notifications',
    },
    {
      label: 'Withdrawal e-mails',
      kind: 'toggle',
      does: 'Sends you an e-mail when a withdrawal completes or fails.',
      values: 'On or off.',
      group: 'Notifications',
    },
    {
      label: 'Sign-in e-mails',
      kind: 'toggle',
      does: 'Sends you an e-mail each time your account logs in from a new browser.',
      values: 'On or off.',
      wrong: 'Leave it on: it is how you hear about a log-in that was not you.',
      group: 'Notifications',
    },
    {
      label: 'Display currency',
      kind: 'select',
      does: 'The fiat currency in which the app shows totals and estimates, such as Total balance on Home.',
      values: 'One of the fiat currencies the list offers.',
      wrong:
        'It changes only how values are shown to you. It does not change the price of a checkout or the amount a payer pays.',
      group: 'Display currency',
    },
  ],
  states: {
    loading: 'The fields show grey bars until your details arrive; the sessions table fills in last.',
    error: 'If a save fails, the section keeps what you typed and says why. Nothing changes until a save succeeds.',
  },
} as const satisfies Screen;
