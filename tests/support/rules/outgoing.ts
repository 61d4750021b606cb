/**
 * The brief's rules on money going out: auto-sign and the owner's confirmation, the allowlist and the address
 * book, multisend, swap quotes, and cashing out to fiat.
 */
import type {Rule} from '../reading';

const autoSign = /\bauto-?sign\w*|\bunattended\b|\b(?:the|its|a|wallet's) (?:auto-sign )?polic(?:y|ies)\b/;

const allowlist = /\ballowlist\w*|\ballowed destinations?\b|\bapproved addresses\b|\baddresses you approved\b/;

const cashOut =
  /\bcash(?:-| )?outs?\b|\bcashes? out\b|\bfiat (?:withdrawals?|payouts?)\b|\bwithdraw(?:al|als|ing|s)? (?:crypto )?to (?:fiat|a bank|your bank|a card|your card)\b|\boff-?ramp\b|\bto a bank account or card\b|\bwithdraw to fiat\b|\b(?:each|every|all|the) quickstarts?\b|\bquickstarts take\b/;

const shortTime =
  /\b(?:\d+|ten|five|fifteen|twenty|thirty|a few|few|some|a couple of)\s*-?\s*(?:min|mins|minutes)\b|\bwithin minutes\b|\bin minutes\b|\binstant(?:ly)?\b|\bimmediately\b|\bright away\b|\bin seconds\b/;

/** The rules on money going out. */
export const outgoingRules: readonly Rule[] = [
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
];
