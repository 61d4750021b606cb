import type {Screen} from '../types';

export const registrationLogin = {
  id: 'registration-login',
  name: 'Sign-up and log-in',
  frame: 'signed-out',
  nav: null,
  page: 'functional/registration-login.mdx',
  figureTitle: 'The sign-up, log-in, verification, two-factor and password reset pages',
  controls: [
    {
      label: 'E-mail',
      kind: 'field',
      does: "Your account's e-mail address. You enter it to sign up, to log in and to ask for a password reset link.",
      values: 'An e-mail address you can open now.',
      wrong:
        'A mistyped address means the verification e-mail never reaches you. On the Check your e-mail page, compare the address shown with yours before you select Resend e-mail.',
      group: 'Sign up and log in',
    },
    {
      label: 'Password',
      kind: 'field',
      does: 'The password you sign up with, and then log in with.',
      values: 'A password you use nowhere else. A password manager can make and keep one for you.',
      wrong: 'Forgot it? Select Forgot password? on the log-in page and reset it from your e-mail.',
      group: 'Sign up and log in',
    },
    {
      label: 'Create account',
      kind: 'button',
      does: 'Creates the account and sends a verification e-mail to the address you entered.',
      group: 'Sign up and log in',
    },
    {
      label: 'Log in',
      kind: 'button',
      does: 'Checks your e-mail and password. With two-factor authentication on, it then asks for an authentication code.',
      wrong:
        'If the page says the details are wrong, check that Caps Lock is off and that you use the address you signed up with.',
      group: 'Sign up and log in',
    },
    {
      label: 'Sign up',
      kind: 'link',
      does: 'On the log-in page: opens the sign-up page.',
      group: 'Sign up and log in',
    },
    {
      label: 'Resend e-mail',
      kind: 'button',
      does: 'Sends the verification e-mail again, to the address the page shows.',
      wrong: 'Nothing arrives? Look in the spam folder, and check the address on the page for a typo.',
      group: 'Verification and two-factor',
    },
    {
      label: 'Authentication code',
      kind: 'field',
      does: 'Asks for the one-time code from your authenticator app after your password, once two-factor authentication is on.',
      values: 'The code your authenticator app shows for Coinloom right now.',
      wrong:
        "A code that is refused is usually an old one or comes from a phone whose clock is wrong. Wait for the next code, and set the phone's time to update automatically.",
      group: 'Verification and two-factor',
    },
    {
      label: 'Verify',
      kind: 'button',
      does: 'Checks the authentication code and finishes logging you in.',
      group: 'Verification and two-factor',
    },
    {
      label: 'Forgot password?',
      kind: 'link',
      does: 'On the log-in page: opens the page that sends a password reset link.',
      group: 'Recovery',
    },
    {
      label: 'Send reset link',
      kind: 'button',
      does: 'Sends a link to the e-mail address you entered. The link opens the page where you choose a new password.',
      wrong:
        'The link only reaches the address of the account. If you no longer have that mailbox, you cannot reset the password by e-mail.',
      group: 'Recovery',
    },
    {
      label: 'New password',
      kind: 'field',
      does: 'The password that replaces the old one.',
      values: 'A new password you use nowhere else.',
      group: 'Recovery',
    },
    {
      label: 'Save password',
      kind: 'button',
      does: 'Saves the new password. You then log in with it, and with an authentication code if two-factor authentication is on.',
      group: 'Recovery',
    },
  ],
  states: {
    loading:
      'After you select a button, it shows that it is working until Coinloom answers. Select it once: a second press does not help.',
    error:
      'A field that is wrong is marked in red with the reason under it, and the form keeps what you typed. If the whole page cannot reach Coinloom, check the status page.',
  },
} as const satisfies Screen;
