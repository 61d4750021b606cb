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
      does: "Your account's address, to sign up, log in and get a password reset link.",
      values: 'An address you can open now.',
      wrong:
        'A typo means the verification e-mail never arrives: compare the address on Check your e-mail before you Resend e-mail.',
      group: 'Sign up and log in',
    },
    {
      label: 'Password',
      kind: 'field',
      does: 'What you sign up and log in with.',
      values: 'One you use nowhere else; a password manager can keep it.',
      wrong: 'Forgot it? Use Forgot password? to reset it by e-mail.',
      group: 'Sign up and log in',
    },
    {
      label: 'Create account',
      kind: 'button',
      does: 'Creates the account and sends a verification e-mail.',
      group: 'Sign up and log in',
    },
    {
      label: 'Log in',
      kind: 'button',
      does: 'Checks e-mail and password, then asks for an authentication code if two-factor authentication is on.',
      wrong: 'Refused? Check Caps Lock and that you use the address you signed up with.',
      group: 'Sign up and log in',
    },
    {
      label: 'Sign up',
      kind: 'link',
      does: 'On the log-in page: opens sign-up.',
      group: 'Sign up and log in',
    },
    {
      label: 'Resend e-mail',
      kind: 'button',
      does: 'Resends the verification e-mail to the address shown.',
      wrong: 'Nothing arrives? Check spam, and the address for a typo.',
      group: 'Verification and two-factor',
    },
    {
      label: 'Authentication code',
      kind: 'field',
      does: 'Asked after your password when two-factor authentication is on.',
      values: 'The current Coinloom code in your authenticator app.',
      wrong:
        "Refused? It is old, or the phone's clock is wrong: wait for the next code and set the clock to automatic.",
      group: 'Verification and two-factor',
    },
    {
      label: 'Verify',
      kind: 'button',
      does: 'Checks the code and logs you in.',
      group: 'Verification and two-factor',
    },
    {
      label: 'Forgot password?',
      kind: 'link',
      does: 'On the log-in page: opens the page that sends a reset link.',
      group: 'Recovery',
    },
    {
      label: 'Send reset link',
      kind: 'button',
      does: 'E-mails a link to the page where you choose a new password.',
      wrong: "It goes only to the account's address; without that mailbox, you cannot reset by e-mail.",
      group: 'Recovery',
    },
    {
      label: 'New password',
      kind: 'field',
      does: 'Replaces the old one.',
      values: 'One you use nowhere else.',
      group: 'Recovery',
    },
    {
      label: 'Save password',
      kind: 'button',
      does: 'Saves it; then log in with it, plus a code if two-factor authentication is on.',
      group: 'Recovery',
    },
  ],
  states: {
    loading: 'A selected button shows it is working until Coinloom answers; press it once.',
    error:
      'A wrong field shows why in red; the form keeps what you typed. If the page cannot reach Coinloom, check the status page.',
  },
} as const satisfies Screen;
