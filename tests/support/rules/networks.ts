/** The brief's rules on the networks: memos, addresses, keys and chain ids. */
import type {Rule} from '../reading';

const memoWord =
  /\bmemos?\b|\bdestination tags?\b|\b(?:the|its|a|their|your|any|no|deposit) tags?\b|\btags?\b(?=[^.]*\bmemo)|\bcomments?\b/;

/** The rules on the networks. */
export const networkRules: readonly Rule[] = [
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
];
