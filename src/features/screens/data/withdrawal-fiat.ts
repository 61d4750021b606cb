import {appHeader} from '../../../data/app';
import {cashOut} from '../../../data/product';
import type {Screen} from '../types';

/** The Withdrawal screen's form on its To a bank account or card tab: a cash-out through the off-ramp partner. */
export const withdrawalFiat = {
  id: 'withdrawal-fiat',
  name: 'Withdrawal: to a bank account or card',
  frame: 'app',
  nav: 'Withdrawal',
  over: 'withdrawal',
  page: 'functional/withdrawal.mdx',
  figureTitle: 'The Withdrawal screen on its To a bank account or card tab, with the cash-out form and its estimate',
  controls: [
    {
      label: 'Currency',
      kind: 'select',
      does: 'The fiat currency you receive.',
      values: 'The currencies the partner pays out in your country.',
      group: 'Form',
    },
    {
      label: 'From wallet',
      kind: 'select',
      does: 'The wallet the crypto leaves; the form offers only what it holds.',
      group: 'Form',
    },
    {
      label: 'Asset',
      kind: 'select',
      does: 'What you cash out.',
      values: 'An asset the wallet holds that the partner buys.',
      group: 'Form',
    },
    {
      label: 'Network',
      kind: 'select',
      does: "The network the asset leaves on; the network fee is paid in that network's native coin.",
      group: 'Form',
    },
    {
      label: 'Amount',
      kind: 'field',
      does: 'How much of the asset you cash out, in its units; the form estimates the fiat you receive.',
      values:
        'Within the available balance and your withdrawal limits; while your identity check is in review, the limits of the first verification level, which any approved level meets.',
      group: 'Form',
    },
    {
      label: 'Payout method',
      kind: 'select',
      does: 'The bank account or card that receives the fiat: one of your payout methods.',
      wrong: 'None to choose? Add one with Add payout method first.',
      group: 'Form',
    },
    {
      label: 'Review',
      kind: 'button',
      does: "Shows the rate, the network fee, the partner's fee, the amount you receive and the estimated arrival; confirm with your authenticator code.",
      wrong: `Your first cash-out waits for the identity review, ${cashOut.identityReview}, as pending under Withdrawals with its crypto held in the wallet. Later ones are sent ${cashOut.sentWithin} and arrive as the payout method allows: a bank transfer in ${cashOut.arrival.bankTransfer}, a card ${cashOut.arrival.card}. Not available while ${appHeader.sandboxSwitch} is on.`,
      group: 'Form',
    },
  ],
  states: {
    empty: 'Until you submit your identity check and add a payout method, the tab says which is missing.',
    loading: 'Grey bars until the rate and your limits arrive.',
    error: 'If the partner cannot quote, the tab says so and nothing is sent: try again later.',
  },
} as const satisfies Screen;
