/** The brief's rules on billing: plans charged by allowance, subscriptions and their retries, one-off invoices. */
import {networks} from '../../../src/data/networks';
import {clauses, negation} from './vocabulary';
import type {Rule} from '../reading';

const fiatAmount =
  /\b\d[\d,]*(?:\.\d+)? ?(?:usd|eur|gbp|chf|jpy)\b|[$€£] ?\d|\b(?:usd|eur|gbp) ?\d|\b(?:us )?dollars?\b|\beuros?\b/;

/** A fiat price: an amount in a fiat currency, fiat named as the unit, or a figure's currency field showing one. */
const fiat = (text: string) =>
  fiatAmount.test(text.replace(/`/g, '')) ||
  /\bfiat (?:price|prices|amount|amounts|currency|currencies)\b|\bpriced in fiat\b|\b(?:in|priced in|price in|currency) (?:usd|eur|gbp)\b/.test(
    text,
  ) ||
  /^(?:usd|eur|gbp)$/.test(text);

const countWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const countOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : countWords.indexOf(word));

/** "Retries 3 means up to four attempts": the attempts in all are the setting's retries plus the first try. */
function attemptsInAllMatchRetries(text: string): boolean {
  const stated = /\bretries (\w+) means? up to (\w+) attempts\b/.exec(text);
  return stated !== null && countOf(stated[1]) >= 0 && countOf(stated[2]) === countOf(stated[1]) + 1;
}

/** A clause about a one-off invoice and its due date (a subscription's invoices follow Retries instead). */
const invoiceDue = (clause: string) =>
  /\binvoices?\b/.test(clause) &&
  /\bdue date\b|\boverdue\b|\bpast (?:its|the) due\b|\bafter (?:its|the) due\b|\bdue_date\b/.test(clause) &&
  !/\bsubscri\w+|\bplans?\b|\bperiod'?s?\b|\bretr\w*|\bcharges?\b/.test(clause);

/** A stablecoin named on a network with token allowances (EVM, Tron), where a plan is charged by allowance. */
const stablecoinOnAllowanceNetwork = new RegExp(
  `\\b(?:usdt|usdc|dai|usdb|usde|pyusd)\\b[^.;]{0,12}\\bon (?:${networks
    .filter((network) => network.family === 'evm' || network.family === 'tron')
    .map((network) => network.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})\\b`,
);

/** The rules on plans, subscriptions and invoices. */
export const billingRules: readonly Rule[] = [
  {
    id: 'allowance-plan-price',
    rule: 'a plan charged by allowance is priced in the stablecoin it charges; a fiat price belongs to plans billed by invoice',
    brief: '2026-11-27, Allowance plans',
    // A price in fiat, said where the text (its block: a list of steps, a table, a figure) is about a plan that an
    // allowance pays.
    topic: ({text, block}) =>
      (fiat(text) || /\bpric(?:e|es|ed|ing)\b|\b\d[\d,]*\.\d+ ?(?:usdt|usdc|dai|usdb)\b/.test(text)) &&
      (/\ballowances?\b|\bapprov(?:e|es|ed|al)\b/.test(block) || stablecoinOnAllowanceNetwork.test(text)) &&
      /\bplans?\b|\bsubscri\w+|\bperiods?\b|\brecurring\b|\bcharges?\b/.test(block),
    breaks: ({text}) =>
      fiat(text) && !/\binvoices?\b|`invoice`/.test(text) && !(/\ballowance\b/.test(text) && negation.test(text)),
    mistakes: [
      'Choose the Currency and enter the Price of one period, such as 12.00 USD, then keep USDT on Tron in Accepted assets so the allowance can pay it.',
      'Allowance networks, fiat prices collected in stablecoins, and reminders all prevent failed charges.',
      'A 12.00 USD plan is charged each month from the subscriber’s USDT allowance.',
      'Price the plan in EUR; on Tron and the EVM networks the subscriber approves an allowance once.',
      "The example is a members' plan at `12.00` USD a month, paid mostly in USDT on Tron and USDC on Polygon PoS.",
    ],
    correct: [
      'An allowance plan is priced in the stablecoin it charges, such as 12.00 USDT, because the allowance is a token approval in that asset.',
      'A fiat price, such as 12.00 USD, belongs to plans billed by invoice, not to plans charged by allowance.',
    ],
  },
  {
    id: 'past-due-at-first-failure',
    rule: 'a subscription becomes past_due at its first failed charge, and stays so while the retries run',
    brief: '2026-11-27, Subscription charges are objects',
    topic: ({text}) => /\bpast[_ ]due\b/.test(text) && /\bretr\w*|\battempts?\b|\btries\b|\bfail\w*/.test(text),
    breaks: ({text}) =>
      !/\bfirst (?:failed )?(?:charge|attempt|failure)\b|\bfirst fail|\bstays? (?:`)?past[_ ]due(?:`)? while\b|\b(?:is|stays|remains) (?:`)?past[_ ]due(?:`)? while\b/.test(
        text,
      ) &&
      (/\b(?:retr\w*|attempts?|tries)\b[^.;]*\b(?:then|after|once|when|until|before)\b[^.;]*\bpast[_ ]due\b/.test(
        text,
      ) ||
        /\b(?:after|once|when)\b[^.;]*\b(?:retr\w*|attempts?|tries)\b[^.;]*\bpast[_ ]due\b/.test(text) ||
        /\bpast[_ ]due\b[^.;]*\b(?:after|once|when) (?:the |all |every |its )?(?:last|final|third|\d+|retries|retry|attempts?|tries|try)\b/.test(
          text,
        ) ||
        /\bpast[_ ]due\b[^.;]*\bonly (?:after|once|when)\b/.test(text)),
    mistakes: [
      'After the last retry fails, the subscription becomes past_due.',
      'Coinloom retries three times, then marks the subscription past_due.',
      'A subscription is past_due once every retry has failed.',
      'Failed charges retry, then the subscription becomes past_due, then cancelled.',
    ],
    correct: [
      'A subscription becomes past_due at its first failed charge, stays past_due while the retries run, and becomes cancelled when they are spent.',
      'The first failed charge makes the subscription past_due; when the retries are spent, it becomes cancelled.',
    ],
  },
  {
    id: 'retries-are-further-tries',
    rule: 'Retries counts the further tries after a charge first fails: Retries 3 means up to four attempts',
    brief: '2026-11-28, Retries',
    // A count of attempts said of the Retries setting (the setting's name has a capital, or is the API's field).
    topic: ({original, paragraphOriginal}) =>
      /\bRetries\b|retry_attempts|\bretry attempts\b/.test(paragraphOriginal) &&
      /\b(?:\d+|one|two|three|four|five|six|seven|as many|how many|number of)\s+(?:\w+\s+)?(?:attempts?|tries|times|charges?)\b|\b(?:attempts?|tries)\b[^.]*\b(?:in all|in total|total)\b/.test(
        original,
      ),
    breaks: ({original, text}) =>
      !/\b(?:further|more|additional|extra|again)\b|\bafter (?:it|a charge|the charge|the first)\b|\bfirst fail|\beach retry\b|\bplus the first\b/.test(
        text,
      ) &&
      !/\b(?:retries|retried|retry|retrying)\b/.test(original.replace(/\bRetries\b/g, '')) &&
      !attemptsInAllMatchRetries(text),
    mistakes: [
      'Retries: how long you chase a failed payment, 3 attempts, one day apart.',
      'With Retries set to 3, Coinloom tries the charge three times.',
      'Retries is the number of charge attempts before the subscription is cancelled.',
      'Retries 3 means three attempts in all.',
    ],
    correct: [
      'Retries is the number of further tries after a charge first fails: Retries 3 means up to four attempts in all.',
      'Coinloom retries the charge, one day apart, as many times as Retries says.',
      'Retries sets how many more times a failed charge is tried.',
      'Retries 3 means up to four attempts in all.',
    ],
  },
  {
    id: 'expired-charge-is-a-failed-attempt',
    rule: 'a subscription charge that expires unconfirmed counts as a failed attempt',
    brief: '2026-11-24, Who confirms money going out',
    topic: ({text}) =>
      /\bcharges?\b/.test(text) &&
      /\bexpir\w*|\bunconfirmed\b/.test(text) &&
      /\battempts?\b|\bcounts?\b|\bretr\w*|\bfail\w*|\bskipped\b|\bignored\b/.test(text),
    breaks: ({text}) =>
      /\b(?:does not|doesn't|do not|don't|never|is not|isn't|are not|aren't) (?:count|counts|counted)\b|\bnot (?:as )?(?:a )?failed attempt\b|\bis (?:simply )?(?:skipped|ignored|dropped)\b|\bno attempt is (?:used|counted|spent)\b|\bwithout (?:using|counting|spending) (?:a|an) (?:attempt|retry)\b/.test(
        text,
      ),
    mistakes: [
      'A subscription charge that expires unconfirmed does not count as a failed attempt.',
      'An expired charge is simply skipped, and the next period is charged as usual.',
      'A charge left unconfirmed expires without using a retry.',
    ],
    correct: [
      'A subscription charge that expires unconfirmed counts as a failed attempt.',
      'Left unconfirmed for 24 hours, the charge expires and counts as a failed attempt, which makes the subscription past_due.',
    ],
  },
  {
    id: 'invoice-payable-after-due',
    rule: 'a one-off invoice stays open and payable after its due date, until it is paid or voided',
    brief: '2026-11-27, Invoices after their due date',
    topic: ({text}) => clauses(text).some(invoiceDue),
    breaks: ({text}) =>
      clauses(text).some(
        (clause) =>
          invoiceDue(clause) &&
          /\b(?:expires?|expired|expiring|is voided|are voided|voids? (?:it|them) (?:automatically|on)|closes?|closed|cancell?ed|no longer (?:payable|be paid|accept\w*|open)|can(?:not|'t) be paid|stops? (?:accepting|working)|payable for \d+|payable (?:only )?until (?:the|its) due|link (?:stops|expires|dies))\b|\bdays?\b[^.;]*\b(?:stays?|remains?) payable\b|\bpayable for (?:\d+|a few|some) days\b/.test(
            clause,
          ) &&
          !/\b(?:does not|doesn't|do not|don't|never|is not|isn't|will not|won't)\b/.test(clause),
      ) &&
      !/\b(?:stays?|remains?) (?:`)?open|\buntil (?:it is )?paid or (?:voided|you void it)\b|\bonly marks?\b|\bstill payable\b|\bpayable after\b/.test(
        text,
      ),
    mistakes: [
      'An invoice expires on its due date.',
      'After the due date, the invoice’s payment link stops working.',
      'An overdue invoice is voided automatically and can no longer be paid.',
      'On invoice networks, an overdue invoice stays payable for 7 days.',
      'On invoice networks, the number of days an overdue invoice stays payable.',
    ],
    correct: [
      'A one-off invoice stays open and payable after its due date, until it is paid or voided.',
      'The due date only marks the invoice overdue: it is still payable.',
    ],
  },
];
