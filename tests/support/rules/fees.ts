/** The brief's rules on fees: the network fee and what it is paid in, and Coinloom's own processing fee. */
import {negation, refundWord} from './vocabulary';
import type {Rule} from '../reading';

const polkadotWords = /\bpolkadot\b|\bkusama\b|\bdot\b|\bksm\b|\basset hub\b/;

/** The rules on network fees and Coinloom's processing fee. */
export const feeRules: readonly Rule[] = [
  {
    id: 'polkadot-fees',
    rule: 'Coinloom pays Polkadot and Kusama fees in DOT and KSM, but Asset Hub can also take sufficient assets: no sentence says fees are always or only paid in DOT or KSM',
    brief: '2026-11-28, Fees on Polkadot and Kusama',
    topic: ({text, where}) =>
      /\bfees?\b/.test(text) &&
      (polkadotWords.test(text) || /polkadot|kusama/.test(where)) &&
      (/\b(?:paid|pays?|paying|charged|taken|takes)\b[^.;]*\bin (?:dot|ksm|the native coin|its native coin|the network's native coin)\b|\bin (?:dot|ksm)\b[^.;]*\b(?:only|always)\b|\b(?:dot|ksm) (?:only|alone)\b/.test(
        text,
      ) ||
        /\b(?:hold|holds|needs?|must have|requires?)\b[^.;]*\b(?:dot|ksm)\b[^.;]*\bfees?\b/.test(text)),
    breaks: ({text}) =>
      !/\basset hub\b[^.]*\b(?:also|sufficient|usdt|tokens?)\b|\bsufficient\b|\bcoinloom pays\b|\bcoinloom's own\b|\bmay also\b|\bcan also\b/.test(
        text,
      ),
    mistakes: [
      'A transaction’s fee depends on its weight and length, and is paid in DOT, also when it moves USDT or USDC.',
      'Fees follow Polkadot’s model: a fee for the transaction’s weight and length, paid in KSM, small but never zero.',
      'On Polkadot, every transfer pays its fee in DOT only.',
      'A payer must always hold DOT to pay the network fee.',
    ],
    correct: [
      'Coinloom pays network fees on Polkadot in DOT; Asset Hub can also take fees in assets it treats as sufficient, such as USDT, which a payer’s wallet may use.',
      'Coinloom pays the fee in KSM, and a payer’s wallet may pay it in a sufficient asset on Asset Hub.',
    ],
  },
  {
    id: 'native-coin-fee-not-always',
    rule: 'a network fee is usually, not always, paid in the native coin: Asset Hub takes sufficient assets',
    brief: '2026-11-28, Fees on Polkadot and Kusama',
    topic: ({text}) => /\bfees?\b/.test(text) && /\bnative coin\b/.test(text),
    breaks: ({text}) =>
      /\b(?:always|only ever|on every network|on all networks|on any network|whatever the network|without exception|in every case|in all cases)\b/.test(
        text,
      ) &&
      !/\basset hub\b|\bsufficient\b|\b(?:one|an|the) exception\b|\bexcept\b|\busually\b|\bcoinloom pays\b/.test(text),
    mistakes: [
      'A network fee is always paid in the native coin.',
      'On every network, the fee is paid in the native coin, whatever asset moves.',
      'Fees are paid in the native coin on all networks, without exception.',
    ],
    correct: [
      'Network fees are in the native coin, with one exception: Asset Hub also takes fees in sufficient assets such as USDT.',
      'A network fee is usually paid in the native coin; on every network Coinloom pays its own fees in the native coin.',
    ],
  },
  {
    id: 'processing-fee-not-refunded',
    rule: "Coinloom's processing fee is not returned when a payment is refunded",
    brief: '2026-11-27, Where refunds go',
    topic: ({text}) => refundWord.test(text) && /\bprocessing fee\b|\bcoinloom(?:'s)? (?:own )?fee\b|\b1 ?%/.test(text),
    breaks: ({text}) =>
      (/\b(?:fee|1 ?%)\b[^.;]*\b(?:is |are |gets? |comes )?(?:returned|refunded|credited back|given back|reversed|paid back|comes back)\b/.test(
        text,
      ) ||
        /\b(?:returns?|refunds?|gives? back|credits? back|reverses?)(?: \w+){0,3} (?:the|its|coinloom's) (?:1 ?% )?(?:processing )?fee\b(?! table)|\bincluding (?:the|its|coinloom's) (?:processing )?fee\b/.test(
          text,
        )) &&
      !negation.test(text) &&
      !/\b(?:stays?|kept|keeps|remains?)\b/.test(text),
    mistakes: [
      'Coinloom returns its processing fee when you refund a payment.',
      'A full refund also gives back the 1% fee.',
      'The processing fee is refunded with the payment.',
    ],
    correct: [
      'Coinloom’s processing fee is not returned when a payment is refunded.',
      'A refund sends the payer everything that arrived; the processing fee stays charged.',
    ],
  },
  {
    id: 'no-coinloom-fee-on-sends',
    rule: 'sends, withdrawals to crypto addresses, multisend and transfers between your wallets carry no Coinloom fee, only the network fee',
    brief: "2026-11-24, Coinloom's own fee",
    topic: ({text}) =>
      /\b(?:processing fee|coinloom(?:'s)? fee|coinloom fee|1 ?%)/.test(text) &&
      /\bsends?\b|\bwithdrawals?\b|\bmultisend\b|\bbatch\w*|\btransfers? between\b/.test(text),
    breaks: ({text}) =>
      /\b(?:sends?|crypto withdrawals?|withdrawals? to (?:a )?crypto|multisend(?: batches)?|batches|transfers? between (?:your|your own) wallets)\b[^.;]*\b(?:carry|carries|cost|costs|incur|incurs|pay|pays|charged|have|has|take|takes)\b[^.;]*\b(?:processing fee|coinloom(?:'s)? fee|1 ?%)/.test(
        text,
      ) &&
      !negation.test(text) &&
      !/\bonly the network fee\b/.test(text),
    mistakes: [
      'A crypto withdrawal carries the 1% processing fee.',
      'Multisend batches cost a Coinloom fee per recipient.',
      'Sends between your own wallets are charged the processing fee.',
    ],
    correct: [
      'A crypto withdrawal carries no Coinloom fee, only the network fee.',
      'Multisend has no Coinloom fee, only the network fee.',
    ],
  },
];
