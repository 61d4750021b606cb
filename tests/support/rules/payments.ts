/**
 * The brief's rules on money coming in: when to deliver, overpaid payments, refunds, late deposits and later
 * transfers, and the WooCommerce order that follows a payment.
 */
import {clauses, refundWord} from './vocabulary';
import type {Rule} from '../reading';

/** A pattern of whole words: `words('deliver', 'ship')` is /\b(?:deliver|ship)\b/. */
const words = (...alternatives: string[]) => new RegExp(`\\b(?:${alternatives.join('|')})\\b`);

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

/** A decision the merchant must take: to decide, act, review, resolve or choose. */
const decisionWord =
  /\bdecide\b(?! when| whether)|\bdecisions?\b|\bwaits? for (?:you|your)\b|\bneeds? (?:no |your )?(?:action|attention|review)\b|\bresolve\b|\bchoose\b/;

/** The rules on money coming in. */
export const paymentRules: readonly Rule[] = [
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
];
