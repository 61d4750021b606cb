/**
 * The rules of ../shared/product-brief.md that a sentence can break, each as a check that reads meaning rather
 * than one wording: `topic` finds every sentence on the rule's subject, whatever its words, and `breaks` says
 * whether it says what the brief forbids (or leaves out what it requires). Each rule carries the mistakes it
 * must catch (at least three phrasings) and correct statements it must pass (at least two, on topic):
 * tests/unit/rules.test.ts proves both, then holds every sentence of the pages, the API description, the data
 * files and the figures to every rule that applies to them.
 */
import {networks} from '../../src/data/networks';
import {product} from '../../src/data/product';
import type {Sentence} from './sentences';

/** A sentence as the checks read it: lower case, plain quotes, no emphasis marks; code keeps its backticks. */
export function plain(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑–—]/g, '-')
    .replace(/\*\*?|__/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .trim();
}

/** What a check sees of one sentence. */
export type Reading = {
  /** The sentence, `plain`. */
  text: string;
  /** The sentence as written (case kept), for the few checks where case tells a setting from a verb. */
  original: string;
  /** Every sentence of its paragraph, list item or table row, `plain`. */
  paragraph: string;
  /** The paragraph as written. */
  paragraphOriginal: string;
  /** Every sentence of its block (a whole list, a table, a figure), `plain`. */
  block: string;
  /** Where it is, such as `docs/intro.mdx:12`. */
  where: string;
  source: Sentence['source'];
};

export type Rule = {
  id: string;
  /** What the brief requires, in one line; the test's name. */
  rule: string;
  /** Where the rule is stated in the brief. */
  brief: string;
  /** Which texts the rule applies to; all of them when absent. */
  sources?: readonly Sentence['source'][];
  /** Is the sentence on the rule's subject? */
  topic: (reading: Reading) => boolean;
  /** Does a sentence on the subject break the rule? */
  breaks: (reading: Reading) => boolean;
  /** Phrasings of the mistake the check must catch: at least three. */
  mistakes: readonly string[];
  /** Correct statements on the subject the check must pass: at least two. */
  correct: readonly string[];
};

/** What a check sees of a sentence the sentence reader found. */
export function readingOfSentence(sentence: Sentence): Reading {
  return {
    text: plain(sentence.text),
    original: sentence.text,
    paragraph: plain(sentence.paragraph),
    paragraphOriginal: sentence.paragraph,
    block: plain(sentence.block),
    where: sentence.where,
    source: sentence.source,
  };
}

/** A reading of a sentence written for a test, alone in its paragraph. */
export function readingOf(text: string, where = 'probe', source: Sentence['source'] = 'page'): Reading {
  const value = plain(text);
  return {text: value, original: text, paragraph: value, paragraphOriginal: text, block: value, where, source};
}

/** A pattern of whole words: `words('deliver', 'ship')` is /\b(?:deliver|ship)\b/. */
const words = (...alternatives: string[]) => new RegExp(`\\b(?:${alternatives.join('|')})\\b`);

// Vocabulary shared by several rules.
const negation = /\b(?:no|not|never|none|neither|nor|without|cannot|can't|doesn't|don't|isn't|aren't|won't|nothing)\b/;
const fiatAmount =
  /\b\d[\d,]*(?:\.\d+)? ?(?:usd|eur|gbp|chf|jpy)\b|[$€£] ?\d|\b(?:usd|eur|gbp) ?\d|\b(?:us )?dollars?\b|\beuros?\b/;
const memoWord =
  /\bmemos?\b|\bdestination tags?\b|\b(?:the|its|a|their|your|any|no|deposit) tags?\b|\btags?\b(?=[^.]*\bmemo)|\bcomments?\b/;
/** A fiat price: an amount in a fiat currency, fiat named as the unit, or a figure's currency field showing one. */
const fiat = (text: string) =>
  fiatAmount.test(text.replace(/`/g, '')) ||
  /\bfiat (?:price|prices|amount|amounts|currency|currencies)\b|\bpriced in fiat\b|\b(?:in|priced in|price in|currency) (?:usd|eur|gbp)\b/.test(
    text,
  ) ||
  /^(?:usd|eur|gbp)$/.test(text);

const fulfilVerb = words(
  'deliver(?:s|ed|ing)?',
  'fulfil(?:l|s|ls|led|ling|ment)?',
  'fulfill(?:s|ed|ing|ment)?',
  'ship(?:s|ped|ping)?',
  'releases? (?:the )?(?:goods|order|product|tokens)',
  'hand(?:s|ed)? over',
  'grants? access',
  'sends? the (?:goods|product|order|tokens)',
);
/** `paid` as the payment's status, not the verb of "whoever paid". */
const paidStatus =
  /`paid`|\bpayment\.paid\b|\b(?:is|are|be|was|were|becomes?|became|shows?|showing|reads?|read as|reported|reports?(?: the payment)?|on|as|when|once|until|marked|reaches?|reached)\s+(?:it\s+|the payment\s+)?paid\b|\bpaid (?:payments?|orders?|status|callbacks?)\b/;
const condition = /\b(?:on|when|whenever|after|only|until|the moment|as soon as|if|before)\b|\bonce\b(?=\s+\w)/;
const aboutMessages =
  /\b(?:callbacks?|events?|webhooks?|e-?mails?|messages?|notifications?|reminders?)\b[^.]{0,25}\bdeliver|\bdeliver\w*\s+(?:the\s+|each\s+|every\s+)?(?:callbacks?|events?|webhooks?|e-?mails?|messages?)\b/;

const autoSign = /\bauto-?sign\w*|\bunattended\b|\b(?:the|its|a|wallet's) (?:auto-sign )?polic(?:y|ies)\b/;
const allowlist = /\ballowlist\w*|\ballowed destinations?\b|\bapproved addresses\b|\baddresses you approved\b/;

const refundWord = /\brefund(?:s|ed|ing)?\b/;

const cashOut =
  /\bcash(?:-| )?outs?\b|\bcashes? out\b|\bfiat (?:withdrawals?|payouts?)\b|\bwithdraw(?:al|als|ing|s)? (?:crypto )?to (?:fiat|a bank|your bank|a card|your card)\b|\boff-?ramp\b|\bto a bank account or card\b|\bwithdraw to fiat\b|\b(?:each|every|all|the) quickstarts?\b|\bquickstarts take\b/;
const shortTime =
  /\b(?:\d+|ten|five|fifteen|twenty|thirty|a few|few|some|a couple of)\s*-?\s*(?:min|mins|minutes)\b|\bwithin minutes\b|\bin minutes\b|\binstant(?:ly)?\b|\bimmediately\b|\bright away\b|\bin seconds\b/;

const countWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const countOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : countWords.indexOf(word));

/** "Retries 3 means up to four attempts": the attempts in all are the setting's retries plus the first try. */
function attemptsInAllMatchRetries(text: string): boolean {
  const stated = /\bretries (\w+) means? up to (\w+) attempts\b/.exec(text);
  return stated !== null && countOf(stated[1]) >= 0 && countOf(stated[2]) === countOf(stated[1]) + 1;
}

/** The clauses of a sentence: what its semicolons and colons separate. */
const clauses = (text: string) => text.split(/;|:(?= )/);

/** A decision the merchant must take: to decide, act, review, resolve or choose. */
const decisionWord =
  /\bdecide\b(?! when| whether)|\bdecisions?\b|\bwaits? for (?:you|your)\b|\bneeds? (?:no |your )?(?:action|attention|review)\b|\bresolve\b|\bchoose\b/;

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

const polkadotWords = /\bpolkadot\b|\bkusama\b|\bdot\b|\bksm\b|\basset hub\b/;

/** The product version, as pages write it. */
const version = new RegExp(`\\b${product.version.replace(/\./g, '\\.')}\\b`);

export const rules: readonly Rule[] = [
  {
    id: 'fulfil-on-overpaid',
    rule: 'every sentence that says when to deliver or fulfil allows overpaid: overpaid is final and delivers',
    brief: '2026-11-27, Overpaid is final',
    topic: ({text}) =>
      fulfilVerb.test(text) && paidStatus.test(text) && condition.test(text) && !aboutMessages.test(text),
    breaks: ({text}) => !/\boverpaid\b|amount due (?:has )?(?:arrived|been paid)|paid or over/.test(text),
    mistakes: [
      'Fulfil on `paid` only.',
      'Deliver when a payment is paid, never while it is pending.',
      'Handle callbacks: show progress on payment.pending, and ship the order only on payment.paid.',
      'Let your server release the goods the moment the payment reads as paid.',
      'Wait for `paid` before you hand over the product.',
    ],
    correct: [
      'Fulfil an order on `paid` or `overpaid`, never on `pending`.',
      'Deliver once the amount due has arrived: when the payment is paid or overpaid.',
      'Ship when payment.paid or payment.overpaid arrives.',
    ],
  },
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
    id: 'auto-sign-not-only-allowlist',
    rule: 'no sentence says that everything auto-sign pays goes only to the allowlist',
    brief: '2026-11-27, Where refunds go; Auto-sign in the model',
    topic: ({text}) => autoSign.test(text) && allowlist.test(text),
    breaks: ({text}) =>
      /\b(?:everything|anything|all|every|whatever|any)\b(?: (?:money|payment|payments|operation|operations|transfer|transfers|funds))?(?: that| which)? (?:auto-?sign|the (?:auto-sign )?policy|a policy)(?: \w+)? (?:pays|sends|signs|moves|runs|pay|send)\b/.test(
        text,
      ) ||
      /\ball (?:payments|operations|transfers|money|funds|payouts)\s+(?:under|through|by|made by|signed by|sent by|that run under)\s+(?:the\s+)?auto-?sign/.test(
        text,
      ) ||
      /\bauto-?sign\w*\s+(?:only ever|can only|will only|only)\s+(?:pays?|sends?|signs?)\s+(?:to\s+)?(?:addresses|the allowlist|allowlisted|entries)/.test(
        text,
      ),
    mistakes: [
      'Withdrawals and NFT transfers through the API, and anything auto-sign pays, go only to addresses on your withdrawal address allowlist.',
      'The allowlist limits API withdrawals, and everything auto-sign pays, to addresses you approved.',
      'All payments under auto-sign go to allowlisted addresses only.',
      'Auto-sign only sends to addresses on the withdrawal allowlist.',
    ],
    correct: [
      'Under auto-sign, withdrawals, multisend batches and NFT transfers go only to the policy’s allowed destinations, picked from the allowlist.',
      'A refund under auto-sign goes to the refund address the payer gave, which needs no allowlist entry.',
    ],
  },
  {
    id: 'refund-to-payer-address',
    rule: 'a refund goes to the refund address the payer gave',
    brief: '2026-11-27, Where refunds go',
    topic: ({text}) =>
      refundWord.test(text) && /\baddress\w*|\bwallet\b|\bback\b|\breturns? to\b|\bgoes to\b|\bcame from\b/.test(text),
    breaks: ({text}) =>
      (/\b(?:sending|sender's|originating|source|paying|payer's own|original) (?:address|wallet)\b|\baddress (?:it|the (?:payment|funds|money|transfer)) (?:came|was sent) from\b|\bwhere (?:it|the money|the funds|the payment) came from\b|\bback to the (?:sender|payer|buyer|customer)(?:'s)? (?:wallet|address)\b|\bthe address that (?:paid|sent)\b|\bany address you (?:name|choose|like)\b/.test(
        text,
      ) ||
        (/\bask (?:the payer |the buyer |the customer |them |the donor )?for (?:an|a|their|another) (?:refund )?(?:address|wallet)\b/.test(
          text,
        ) &&
          !/\b(?:gave|gives) none\b|\bno refund address\b|\bwaits?\b/.test(text))) &&
      !/\brefund address\b(?![^.;]*\bask)|\bthe payer gave\b/.test(text),
    mistakes: [
      'A refund is sent back to the address the payment came from.',
      "Ask for an address on the payment's network and refund the payment to it; you pay its network fee.",
      'Refunds return the money to the sender’s wallet.',
      'Coinloom refunds to the originating address of the transfer.',
      'The refund goes back to the payer’s wallet, where the funds came from.',
    ],
    correct: [
      'A refund goes to the refund address the payer gave for that payment.',
      'Leave address out: the refund goes to the payment’s refund_address, the one the payer gave.',
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
    id: 'no-memo-for-deposits',
    rule: 'no Coinloom deposit address needs a memo, tag or comment: every payment and wallet deposit has its own address',
    brief: '2026-11-28, Memos',
    topic: ({text}) =>
      memoWord.test(text) &&
      /\bdeposit(?:s|_address| address(?:es)?)?\b|\bto receive\b|\breceiv(?:e|es|ing) (?:into|crypto|funds|money|a payment|payments|deposits|tokens|the (?:asset|funds|money))\b|\breceiving address\b|\breplenish\w*|\bthe payment\b|\b(?:a|the) payer\b|\bpays? (?:a|the|your) (?:checkout|invoice)\b|\bcheckout(?:'s| page)\b|\bcoinloom (?:wallet|address)\b|\bthe sender\b|\bsender's app\b/.test(
        text,
      ) &&
      // Sending out to someone else's address, such as an exchange's, is where a memo belongs.
      !/\bexchange\w*|\brecipients?\b|\breceivers?\b|\bdestinations?\b|\bwithdraw\w*|\bsend(?:s|ing)? (?:to|out|from coinloom)\b|\baddress book\b|\bpay(?:s|ing)? out\b|\bpayouts?\b|\bcustodial\b|\bthe recipient\b|\bshared (?:deposit )?address|\binvoices?\b|\bpdf\b/.test(
        text,
      ),
    breaks: ({text}) =>
      !/\b(?:no|never|none|without)\b[^.]*\bmemo|\bmemo\w*[^.]*\b(?:not|never) (?:needed|required)\b|\bneeds? (?:no|none)\b|\bdoes(?: not|n't) need\b|\bleave (?:its|the) memo\b[^.]*\bempty\b/.test(
        text,
      ) || /\b(?:most|usually|some|often|rarely|mostly)\b/.test(text),
    mistakes: [
      'Copy the address, and any memo or tag shown under it, or let the sender scan the QR code.',
      'Your wallet’s address is yours alone, so most deposits need no memo.',
      'The payment returns deposit_address, plus a memo on networks that need one.',
      'On TON, a payer must add the checkout’s comment to the transfer.',
    ],
    correct: [
      'No Coinloom deposit address needs a memo, tag or comment: every payment and every wallet deposit has its own address.',
      'A Coinloom wallet needs no memo to receive, because each address is the wallet’s alone.',
      "Leave its memo, tag or comment field empty: a Coinloom wallet's address is that wallet's alone, on every network, and needs none.",
    ],
  },
  {
    id: 'multisend-not-from-wallet-card',
    rule: "multisend starts on the Multisend screen or through the API, never from a wallet card: a card's actions are Receive, Send, Swap and Withdraw",
    brief: '2026-11-28, Multisend',
    topic: ({text}) =>
      /\bmultisend\w*|\bbatch\w*|\bpay many\b/.test(text) &&
      /\bwallet(?:'s)? cards?\b|\bon (?:its|the|a|each) card\b|\bcard's\b|\bwallet menu\b|\bwallet actions?\b|\bcard actions?\b|\bmore menu\b|\bmore on (?:a|the|its) (?:wallet'?s? )?card\b/.test(
        text,
      ),
    breaks: ({text}) =>
      !/\b(?:not|never|no|only)\b|\bmultisend screen\b|\bstarts? on\b|\breceive, send, swap and withdraw\b/.test(text),
    mistakes: [
      'Select Multisend on the wallet’s card.',
      'Start a batch from the More menu of a wallet card.',
      'Each wallet card offers Receive, Send, Multisend and Withdraw.',
    ],
    correct: [
      'Multisend starts on the Multisend screen, not on a wallet card.',
      'A wallet card’s actions are Receive, Send, Swap and Withdraw only: a batch starts on the Multisend screen.',
    ],
  },
  {
    id: 'address-book-account-allowlist-merchant',
    rule: 'the address book belongs to the account, the withdrawal allowlist to a merchant (the one selected in the header)',
    brief: '2026-11-28, Whose allowlist',
    topic: ({text}) =>
      /\baddress book\b|\ballowlist\w*|\ballow withdrawals\b/.test(text) &&
      /\bbelongs?\b|\bowned\b|\bowns?\b|\bmerchant's\b|\baccount's\b|\bper (?:merchant|account)\b|\beach merchant\b|\bevery merchant\b|\ball (?:of )?your merchants\b|\bshared\b|\byour account\b|\bthe account\b|\bthe merchant\b|\bmerchants\b/.test(
        text,
      ),
    breaks: ({text}) =>
      /\baddress book\b(?:(?!\ballowlist)[^.;])*\b(?:belongs? to (?:a|the|each|every|your) merchant|is (?:kept )?per merchant|of (?:the|each|a) merchant)\b|\b(?:merchant's|each merchant's|every merchant's) address book\b|\beach merchant has (?:its|an) (?:own )?address book\b/.test(
        text,
      ) ||
      /\ballowlist\b[^.;]*\b(?:belongs? to (?:your|the) account|is (?:kept )?per account|shared (?:by|across|between) (?:all )?(?:your )?merchants|of (?:all|every|each of) your merchants|for all (?:your )?merchants)\b|\b(?:account's|your account's) (?:withdrawal )?(?:address )?allowlist\b|\bone allowlist (?:per|for the|for your) account\b/.test(
        text,
      ) ||
      /\ballow withdrawals\b[^.;]*\b(?:every|all (?:of )?your|each of your) merchants?\b/.test(text),
    mistakes: [
      'Each merchant has its own address book.',
      'The withdrawal allowlist belongs to your account and is shared by all your merchants.',
      'Allow withdrawals adds the address to the allowlist of every merchant you own.',
      "Your account's withdrawal allowlist limits where API withdrawals go.",
    ],
    correct: [
      'The address book belongs to your account; the withdrawal allowlist belongs to a merchant.',
      'Allow withdrawals adds the entry to the allowlist of the merchant selected in the header, and the entry shows which merchants allow it.',
      'Allow withdrawals on an address book entry puts it on the allowlist of the merchant selected in the header, the same list the API manages.',
    ],
  },
  {
    id: 'first-cash-out-waits',
    rule: 'the first cash-out waits for an identity review, usually within one business day: no flat minutes promise',
    brief: '2026-11-28, Cashing out to fiat',
    topic: ({text}) => cashOut.test(text) && shortTime.test(text),
    breaks: ({text}) =>
      !/\bof your own (?:work|part)\b|\bidentity (?:review|check)\b|\bfirst\b[^.]*\b(?:waits|review|business day)|\bbusiness days?\b|\bonce (?:you are |your identity is )?verified\b|\bafter (?:that|the first|your first|verification)\b|\blater (?:ones|cash-?outs)\b/.test(
        text,
      ) ||
      /\bbank (?:transfer|account)s?\b[^.;]*\b(?:arrives?|lands?|reaches?|credited|paid)\b[^.;]*\b(?:within|in) (?:a few )?minutes\b/.test(
        text,
      ),
    mistakes: [
      'Withdraw to fiat · Everyone · 10 min',
      'Each quickstart takes you from a new Coinloom account to one finished task in about ten minutes.',
      'A cash-out reaches your bank account or card within minutes.',
      'Fiat withdrawals are paid out instantly.',
    ],
    correct: [
      'The first cash-out waits for an identity review, usually within one business day; after that, a cash-out is sent within minutes.',
      'Once you are verified, a cash-out is sent within minutes and arrives as its payout method allows: a bank transfer in one to two business days, a card within minutes.',
      'Each quickstart takes you from a new Coinloom account to one finished task, with about ten minutes of your own work.',
    ],
  },
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
    id: 'awaiting-confirmation-24h',
    rule: 'an outgoing operation outside the auto-sign policy waits in awaiting_confirmation and expires unconfirmed after 24 hours',
    brief: '2026-11-24, Who confirms money going out; 2026-11-27, NFTs going out',
    topic: ({text}) =>
      /\bawaiting[_ ]confirmation\b|\bwait(?:s|ing)? for (?:your|the owner's|the owner|a person's|someone's|manual|its owner's) (?:confirmation|approval)\b|\boutside (?:the|its|the wallet's|a) (?:auto-sign )?policy\b|\bunconfirmed\b|\bneeds? (?:your|the owner's) (?:confirmation|approval)\b/.test(
        text,
      ),
    breaks: ({text}) =>
      /`?\b(?:pending_approval|pending_confirmation|requires_confirmation|waiting_confirmation|needs_confirmation|awaiting_approval|awaiting_owner|on_hold)\b`?/.test(
        text,
      ) ||
      /\b(?:never expires?|no time limit|indefinitely|for as long as it takes|without a deadline)\b/.test(text) ||
      (/\bexpir\w*|\blapses?\b|\btimes? out\b|\bunconfirmed\b|\bcancell?ed after\b/.test(text) &&
        [
          ...text.matchAll(
            /\b(?:after|for|within)\s+(\d+|one|two|three|seven|a)\s*-?\s*(hours?|h|days?|weeks?|minutes?)\b/g,
          ),
        ].some(
          ([, count, unit]) =>
            !((count === '24' && /^h/.test(unit)) || (/^(?:one|a|1)$/.test(count) && /^day/.test(unit))),
        )),
    mistakes: [
      'Outside the policy, the withdrawal waits in `pending_approval` until you confirm it.',
      'An operation awaiting confirmation expires after 48 hours.',
      'Outside the auto-sign policy, a refund waits for your confirmation indefinitely.',
      'An unconfirmed NFT transfer is cancelled after 7 days.',
    ],
    correct: [
      'Outside the policy, the operation waits in awaiting_confirmation and expires unconfirmed after 24 hours.',
      'A charge that waits for the owner’s confirmation shows awaiting_confirmation until the owner confirms it, and expires after 24 hours.',
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
    id: 'waiting-swap-quoted-again',
    rule: 'a swap that waits for confirmation is quoted again when the owner confirms, and the new quote holds for 30 seconds',
    brief: '2026-11-27, Swap quotes, continued',
    topic: ({text}) =>
      /\bswaps?\b/.test(text) && /\bquot\w*/.test(text) && /\bconfirm\w*|\bwaits?\b|\bawaiting\b/.test(text),
    breaks: ({text}) =>
      /\b(?:keeps?|holds?|uses?|at|fills? at|runs? at) (?:its|the) (?:original|first|old|earlier|initial) (?:quote|rate)\b|\bthe quote (?:it was given|from when it was created)\b|\bnot (?:re-?quoted|quoted again)\b|\bwithout a new quote\b/.test(
        text,
      ),
    mistakes: [
      'A swap that waits for your confirmation keeps its original quote.',
      'When you confirm it on Home, the swap runs at the first quote, however long it waited.',
      'A waiting swap is not quoted again when you confirm it.',
    ],
    correct: [
      'A swap that waits for confirmation is quoted again when the owner confirms, and the new quote holds for 30 seconds.',
      'Confirm sends the operation; a swap is quoted again first.',
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
    id: 'evm-chain-ids-differ',
    rule: "each EVM network has its own chain id: none shares Ethereum's",
    brief: 'networks.md (chain ids); issue 37, public facts',
    topic: ({text}) =>
      /\bchain[ -]?ids?\b/.test(text) &&
      /\bshare\w*|\bsame\b|\bidentical\b|\bin common\b|\bethereum's\b|\breuse\w*/.test(text),
    breaks: ({text}) =>
      (/\b(?:share|shares|sharing|use|uses|reuse|reuses|have|has)\b[^.;]*\bethereum's\b[^.;]*\bchain[ -]?ids?\b/.test(
        text,
      ) ||
        /\b(?:share|shares|sharing)\b[^.;]*\bchain[ -]?ids?\b/.test(text) ||
        /\b(?:same|identical|one|common) chain[ -]?ids?\b/.test(text) ||
        /\bchain[ -]?ids?\b[^.;]*\b(?:shared|the same|identical|in common)\b/.test(text)) &&
      !/\b(?:not|never|own|different|unique|differs?|distinct|apart|each has|separate)\b/.test(text),
    mistakes: [
      "The other 8 EVM networks Coinloom supports share Ethereum's addresses, chain ids and gas model.",
      'All EVM networks use the same chain id.',
      "Arbitrum uses Ethereum's chain id.",
    ],
    correct: [
      'Each EVM network has its own chain id; they share the address format, not the chain id.',
      'opBNB has the same 0x addresses but its own chain id.',
    ],
  },
  {
    id: 'bitcoin-test-addresses',
    rule: 'tb1 is not the only form of a Bitcoin test-network address (m, n and 2 are too)',
    brief: 'networks.md (Bitcoin); issue 37, public facts',
    topic: ({text}) =>
      /\btb1\w*/.test(text) && /\baddress(?:es)?\b/.test(text) && /\btest\w*|\bsignet\b|\bsandbox\b/.test(text),
    breaks: ({text}) =>
      /\b(?:start|starts|begin|begins|always start|always begin)\s+with\s+`?tb1\w*`?|\b(?:only|all|every)\b[^.;]*\btb1|\btb1\w*`? (?:addresses )?only\b|\bare tb1\b|\bis a tb1\b/.test(
        text,
      ) &&
      !/\bdeposit address|\b(?:m|n|2)\b(?:…|\.\.\.|,| or)|\blegacy\b|\bp2sh\b|\bp2pkh\b|\bsegwit\b|\bbech32m?\b|\bsuch as\b|\bfor example\b|\be\.g\.|\bsome\b|\bmost\b|\bcoinloom's\b/.test(
        text,
      ),
    mistakes: [
      'Test network addresses start with tb1 and are never valid on the main network.',
      'A Bitcoin test address starts with tb1.',
      'Every testnet address is a tb1 address.',
    ],
    correct: [
      'Test-network addresses start with tb1, m, n or 2, and are never valid on the main network.',
      'The sandbox runs Bitcoin on testnet4, with tb1q deposit addresses.',
    ],
  },
  {
    id: 'exchange-deposit-without-memo',
    rule: 'a deposit that lacks its memo reaches the exchange, which cannot credit it on its own; its support usually can',
    brief: 'issue 37, public facts; 2026-11-28, Memos',
    topic: ({text}) =>
      memoWord.test(text) &&
      /\bexchange\w*|\bcustodial\b|\bshared (?:deposit )?address/.test(text) &&
      /\bwithout\b|\bmissing\b|\blacks?\b|\blacking\b|\bforget\w*|\bomit\w*|\bno (?:memo|tag|comment)\b|\bwrong\b|\bleft out\b/.test(
        text,
      ),
    breaks: ({text}) =>
      /\b(?:lost|gone|forever|bounces?|bounced|rejects?|rejected|refuses?|refused|sent back|returned automatically|never (?:be )?(?:credited|arrives?|reach\w*|recovered)|never (?:your|the receiver's|their) account|cannot be recovered|is burned|disappears?)\b/.test(
        text,
      ) &&
      !/\bsupport\b|\bask the exchange\b|\bcontact the exchange\b|\bonly the exchange can\b|\bon its own\b|\bautomatically\b/.test(
        text,
      ),
    mistakes: [
      'On TON, an exchange deposit without its comment can reach the exchange but never your account there.',
      'A deposit to an exchange that lacks its memo is lost for good.',
      'Without the tag, the exchange rejects the transfer and sends it back.',
    ],
    correct: [
      'Without its memo, a deposit reaches the exchange but is not credited to your account automatically: ask the exchange’s support, with the transaction hash.',
      'Without the memo, the exchange cannot credit the deposit on its own; its support can, given the transaction hash.',
    ],
  },
  {
    id: 'overpaid-needs-no-decision',
    rule: 'an overpaid payment never waits for a decision: keeping the excess needs no action',
    brief: '2026-11-27, Overpaid is final',
    topic: ({text}) => /\boverpaid\b|\boverpayments?\b/.test(text) && decisionWord.test(text),
    // Clause by clause: "`paid` and `overpaid`, fulfil; `underpaid`, decide" gives the decision to underpaid alone.
    // The decision belongs to the status named nearest before it in its clause ("`underpaid`, which waits for you,
    // or `overpaid`, which you deliver"), or, with none before, nearest after ("Decide what to do with an overpaid").
    breaks: ({text}) =>
      clauses(text).some((clause) => {
        if (
          /\bfinal\b|\bno (?:decision|action)\b|\bneeds? (?:no|none)\b|\bwithout (?:a )?decision\b|\bnot listed\b|\bno longer lists?\b|\bif you choose\b|\bonly if you\b/.test(
            clause,
          )
        ) {
          return false;
        }
        const decision = new RegExp(decisionWord.source, 'g');
        return [...clause.matchAll(decision)].some((match) => {
          const before = [...clause.slice(0, match.index).matchAll(/\b(underpaid|overpaid|overpayments?)\b/g)].at(
            -1,
          )?.[1];
          const after = /\b(underpaid|overpaid|overpayments?)\b/.exec(clause.slice(match.index))?.[1];
          return /^over/.test(before ?? after ?? '');
        });
      }),
    mistakes: [
      'An `underpaid` or `overpaid` payment waits for your decision; nothing happens to it on its own.',
      'Decide what to do with an overpaid payment before you deliver.',
      'An overpaid payment needs your action: refund the excess or accept it.',
    ],
    correct: [
      'An overpaid payment is final: keeping the excess needs no action.',
      'Deliver an overpaid payment, and refund the excess only if you choose.',
      'Needs attention on Home no longer lists overpaid payments.',
    ],
  },
  {
    id: 'overpaid-refund-stays-overpaid',
    rule: 'refunding the excess of an overpaid payment records a refund and leaves it overpaid',
    brief: '2026-11-27, Overpaid is final',
    topic: ({text}) =>
      /\boverpaid\b/.test(text) && refundWord.test(text) && /\bexcess\b|\bdifference\b|\bextra\b/.test(text),
    breaks: ({text}) =>
      text
        .split(/;/)
        .some(
          (clause) =>
            /\bexcess\b|\bdifference\b|\bextra\b/.test(clause) &&
            /\b(?:becomes?|turns?(?: into)?|changes? to|moves? to|is then|goes to|makes? (?:it|the payment))\s+`?(?:refunded|paid)\b/.test(
              clause,
            ) &&
            !/\b(?:stays?|leaves?|remains?|keeps?)\b[^.;]*\boverpaid\b/.test(clause),
        ),
    mistakes: [
      'Refunding the excess of an overpaid payment makes it `paid`.',
      'Once you refund the difference, the overpaid payment becomes refunded.',
      'After a refund of the extra, the overpaid payment changes to paid.',
    ],
    correct: [
      'Refunding the excess records a refund on the payment and leaves it overpaid.',
      'A refund of the excess of an overpaid payment keeps it overpaid.',
    ],
  },
  {
    id: 'sale-token-delivers-on-amount-due',
    rule: 'a sale token delivers once the amount due has arrived, never only after an exact refund',
    brief: '2026-11-27, Overpaid is final',
    topic: ({text}) =>
      /\bsale[ _]tokens?\b|\btokens?\b|\bpackages?\b|\bdelivery (?:batch|queue)\b|\bthe queue\b/.test(text) &&
      /\brefund\w*/.test(text) &&
      /\boverpaid\b|\bexcess\b|\bdifference\b|\bexact\w*/.test(text),
    breaks: ({text}) =>
      /\b(?:after|once|when|until|only if|unless) (?:you )?refund\w*\b|\brefund\w* exactly\b|\bexact refund\b/.test(
        text,
      ) && !/\bif you choose\b|\bonly if you choose\b|\bnever (?:waits|needs)\b/.test(text),
    mistakes: [
      'An overpaid one joins the queue after you refund exactly the difference.',
      'Tokens for an overpaid payment wait until you refund the excess.',
      'A sale token checkout delivers an overpaid payment only after an exact refund.',
    ],
    correct: [
      'An overpaid payment’s package is delivered at once; refund the excess if you choose.',
      'A sale token delivers once the amount due has arrived, paid or overpaid, and you refund the excess only if you choose.',
    ],
  },
  {
    id: 'allowlist-in-the-web-app',
    rule: 'the withdrawal allowlist is managed in the web app as well as through the API',
    brief: '2026-11-27, The withdrawal allowlist',
    topic: ({text}) => /\ballowlist\b/.test(text) && /\bapi\b|\bweb app\b|\bthe app\b/.test(text),
    breaks: ({text}) =>
      /\b(?:only|solely|exclusively) (?:through|via|with|in|by) the api\b|\bapi[- ]only\b|\bmanaged (?:only )?(?:through|via) the api\b|\b(?:cannot|can't|not) (?:be )?(?:managed|edited|changed|added|kept|seen) in the (?:web )?app\b|\bnot in the (?:web )?app\b/.test(
        text,
      ) && !/\baddress book\b|\ballow withdrawals\b|\bweb app\b[^.;]*\bas well\b|\bas well as\b/.test(text),
    mistakes: [
      'The withdrawal address allowlist is a separate list, managed through the API.',
      'You can change the allowlist only through the API.',
      'The allowlist cannot be edited in the web app.',
    ],
    correct: [
      'The withdrawal allowlist is managed in the web app, as an address book entry marked Allow withdrawals, as well as through the API.',
      'Add an entry to the allowlist in the address book or through the API.',
    ],
  },
  {
    id: 'quote-never-refused-for-price',
    rule: 'within its 30 seconds a quote is never refused for price; only a cross-network swap may fill below it, down to the minimum received',
    brief: '2026-11-24 and 2026-11-27, Swap quotes',
    topic: ({text}) =>
      /\bquotes?\b|\bswaps?\b/.test(text) &&
      /\b(?:refused|rejected|declined|fails?|failed|cancell?ed)\b/.test(text) &&
      /\bprice\b|\bmarket\b|\bmoved?\b|\brate\b|\bslippage|\bbelow\b/.test(text),
    breaks: ({text}) =>
      (/\bmarket (?:has )?(?:already )?moved\b|\b(?:moved|moves) (?:past|beyond|against)\b|\bprice (?:has )?(?:changed|moved)\b|\brate (?:has )?(?:changed|moved)\b/.test(
        text,
      ) ||
        /\b(?:refused|rejected|declined)\b[^.;]*\b(?:price|rate|market)\b/.test(text)) &&
      !/\bnever\b|\bnot\b|\bcross-?network\b|\bacross networks\b|\bminimum received\b|\bslippage_exceeded\b|\bexpired\b/.test(
        text,
      ),
    mistakes: [
      'If the market has already moved past the minimum when you accept, the swap is refused.',
      'Accept fast: a quote is rejected when the price changes within its validity.',
      'A same-network swap fails if the rate has moved since the quote.',
    ],
    correct: [
      'Within its 30 seconds a quote is never refused for price: a same-network swap fills at the quoted amount.',
      'A cross-network swap may fill below the quote, down to its minimum received, and otherwise fails with slippage_exceeded and returns the funds.',
    ],
  },
  {
    id: 'one-key-per-network',
    rule: 'one recovery phrase derives a key and an address per network; only the EVM networks share one address',
    brief: 'the model (Wallet); networks.md (address formats)',
    topic: ({text}) =>
      /\bsame (?:private )?keys?\b|\bone (?:private )?key\b|\bsame address(?:es)?\b|\bone address\b/.test(text) &&
      /\b(?:on|for|across) (?:each|every|all)\b[^.;]*\bnetworks?\b|\b(?:each|every|all) (?:supported )?networks?\b/.test(
        text,
      ),
    breaks: ({text}) => !/\bevm\b|\bnot\b|\bnever\b|\bdiffer\w*|\bown\b/.test(text),
    mistakes: [
      'From it, the wallet always derives the same private key and address on each of the 15 supported networks.',
      'One private key signs for every network the wallet holds.',
      'Your wallet has the same address on all networks.',
    ],
    correct: [
      'On the EVM networks a wallet has the same address on each network; elsewhere every network has its own.',
      'The phrase derives a key on each network, and each network has its own address format; only the EVM networks share one address.',
    ],
  },
  {
    id: 'patch-not-idempotent-by-nature',
    rule: 'PATCH is not idempotent by nature',
    brief: 'the API (Idempotency)',
    topic: ({text}) => /\bpatch\b/.test(text) && /\bidempoten\w*/.test(text),
    breaks: ({text}) =>
      /\bpatch`?\b[^.;]*\b(?:is|are)\b(?: \w+)? idempotent\b|\bidempotent by nature\b[^.;]*\bpatch\b|\bpatch\b[^.;]*\bidempotent by nature\b/.test(
        text,
      ) && !/\bpatch`?\b[^.;]*\b(?:is not|isn't|are not|not)\b/.test(text),
    mistakes: [
      '`GET`, `PUT`, `DELETE` and `PATCH` are idempotent by nature and take no key.',
      'PATCH is idempotent, so it needs no key.',
      'A PATCH request is always idempotent.',
    ],
    correct: [
      '`GET`, `PUT` and `DELETE` are idempotent by nature; `PATCH` is not, so it takes an Idempotency-Key.',
      'PATCH is not idempotent by nature.',
    ],
  },
  {
    id: 'second-transfer-same-payment',
    rule: 'every transfer to a payment’s deposit address before it ends adds to the same payment: a second transfer never makes a second payment',
    brief: '2026-11-24, More money to the same address',
    topic: ({text}) =>
      /\b(?:second|another|further|more|extra|later|new)\b[^.;]*\b(?:transfers?|deposits?|payments?|sends?|money|funds)\b|\b(?:every|each|any) (?:transfer|deposit)\b|\b(?:money|funds|crypto|transfers?) (?:sent|arriving|that arrives?) (?:later|again)\b/.test(
        text,
      ) &&
      /\bsame (?:deposit )?address\b|\bthat address\b|\bthe address\b/.test(text) &&
      !/\bnew (?:deposit )?address\b/.test(text),
    breaks: ({text}) =>
      /\b(?:creates?|makes?|opens?|starts?|counts? as|becomes?|is treated as) (?:a )?(?:new|second|separate|fresh) payment\b/.test(
        text,
      ) && !/\b(?:never|not|no)\b/.test(text),
    mistakes: [
      'A second transfer to the same deposit address creates a new payment.',
      'Each further deposit to the address counts as a separate payment.',
      'Money sent later to the same address starts a fresh payment.',
    ],
    correct: [
      'A second transfer to the same deposit address adds to the same payment; it never makes a second payment.',
      'Every transfer to the address before the payment ends adds to the same payment.',
    ],
  },
  {
    id: 'late-deposit-never-lost',
    rule: 'a transfer that reaches a payment after it expired or failed is never lost: it is recorded as a late deposit to accept or refund',
    brief: '2026-11-24, Money that arrives late',
    topic: ({text}) =>
      /\b(?:transfers?|money|funds|deposits?|payments?|crypto)\b/.test(text) &&
      (/\b(?:after|once|late|too late)\b[^.;]*\b(?:expired?|expires|failed|window (?:closes|closed|ends))\b|\blate deposits?\b/.test(
        text,
      ) ||
        /\b(?:reaches?|reached|sent to|arrives? (?:at|on|to)) an? (?:expired|failed)\b/.test(text)),
    breaks: ({text}) =>
      /\b(?:is|are|gets?|becomes?) (?:lost|gone|forfeited|unrecoverable)\b|\bcannot be recovered\b|\bbounces? back\b|\bis returned automatically\b|\bignored\b/.test(
        text,
      ) && !/\b(?:never|not|no)\b/.test(text),
    mistakes: [
      'A transfer that arrives after the payment expired is lost.',
      'Money sent once the window closes cannot be recovered.',
      'Crypto that reaches an expired payment is ignored.',
    ],
    correct: [
      'A transfer that reaches a payment after it expired is never lost: it is recorded as a late deposit.',
      'A late deposit waits for you to accept or refund it.',
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
  {
    id: 'woo-one-backwards-move',
    rule: 'accepting a late deposit moves a WooCommerce order from Cancelled to Processing: the one backwards move the plugin makes',
    brief: '2026-11-27, A late deposit on a WooCommerce order',
    topic: ({text}) => /\bbackwards?\b|\bforwards?\b/.test(text) && /\borders?\b|\bplugin\b|\bwoocommerce\b/.test(text),
    breaks: ({text}) =>
      /\bnever (?:moves?|goes|sends?|sets?|takes?)\b[^.;]*\bbackwards?\b|\bno backwards? moves?\b|\bonly (?:ever )?moves?\b[^.;]*\bforwards?\b|\bcannot go backwards?\b/.test(
        text,
      ) && !/\blate deposit\b|\bexcept\b|\bcancelled to processing\b/.test(text),
    mistakes: [
      'The plugin never moves an order backwards.',
      'There is no backwards move: a cancelled order stays cancelled.',
      'An order only ever moves forwards, whatever arrives later.',
    ],
    correct: [
      'Accepting a late deposit moves the order from Cancelled to Processing: the one backwards move the plugin makes.',
      'The plugin never moves an order backwards, except when you accept a late deposit on a cancelled order.',
    ],
  },
  {
    id: 'release-in-two-steps',
    rule: 'version 4.8.1 shipped in two steps (24 and 27 November 2026): a post that says what it changed names its step',
    brief: '2026-11-28, Version 4.8.1',
    sources: ['page'],
    topic: ({text, where}) =>
      where.startsWith('blog/') &&
      version.test(text) &&
      /\b(?:settles?|changes?|changed|brings?|introduces?|adds?|shipped|ships|released|came out|rolled out|went live|is out)\b/.test(
        text,
      ),
    breaks: ({text}) => !/\bsteps?\b|\bboth\b|\bpart\b|\b24 and 27 november\b|\brelease notes\b/.test(text),
    mistakes: [
      'Coinloom 4.8.1 settles five questions the product used to leave open.',
      'Coinloom 4.8.1 settles how four more kinds of money going out behave through the API.',
      '4.8.1 shipped on 27 November.',
    ],
    correct: [
      '4.8.1 shipped in two steps, on 24 and 27 November 2026; the release notes list both.',
      'The second step of 4.8.1, on 27 November, settles how NFTs go out.',
    ],
  },
];

/** The sentences that break a rule, each as `where: sentence`. */
export function findings(rule: Rule, readings: readonly Reading[]): string[] {
  const found = new Set<string>();
  for (const reading of readings) {
    if (rule.sources && !rule.sources.includes(reading.source)) continue;
    if (rule.topic(reading) && rule.breaks(reading)) {
      found.add(
        `${reading.where}: ${reading.original.length > 220 ? `${reading.original.slice(0, 217)}…` : reading.original}`,
      );
    }
  }
  return [...found];
}
