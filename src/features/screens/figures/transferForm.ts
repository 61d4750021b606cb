/**
 * Parts the forms that move money out share (the wallet card's Send and Receive dialogs, both tabs of
 * Withdrawal): a form card of one width on the left, the asset and network side by side, and the amount with
 * what is available and which coin pays the network fee. The sketches send USDT on Tron.
 */
import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from './frame';
import type {Kit} from './kit';
import * as p from './primitives';

const tron = getNetwork('tron');
const [usdt] = tokensOf(tron);

export const GAP = 20;
/** From one field's top to the next one's. */
export const STEP = 72;
/** The form card on the left, its fields inside it, and the column beside it. */
export const FORM = {
  w: 430,
  x: CONTENT.x + 16,
  inner: 430 - 32,
  half: (430 - 32 - 24) / 2,
  sideX: CONTENT.x + 430 + GAP,
  sideW: CONTENT.w - 430 - GAP,
} as const;

/** Asset and Network, side by side across the form, with the sketch's USDT on Tron. */
export function assetAndNetwork(k: Kit, y: number): string {
  return [
    k.select('Asset', {x: FORM.x, y, w: FORM.half, value: usdt.symbol}).svg,
    k.select('Network', {x: FORM.x + FORM.half + 24, y, w: FORM.half, value: tron.name}).svg,
  ].join('\n');
}

/** The amount in USDT, with the balance available and the coin that pays the network fee under it. */
export function amountField(k: Kit, y: number, value: string): p.Drawn {
  return k.field('Amount', {
    x: FORM.x,
    y,
    w: FORM.inner,
    value,
    suffix: usdt.symbol,
    help: `Available: 1,000.00 ${usdt.symbol}. Network fee in ${tron.native.symbol}.`,
  });
}

/**
 * Puts the form card behind the fields drawn since `from` (an index into `parts`), sized to reach `bottom` and a
 * margin below it, so the card grows with its fields.
 */
export function cardBehind(parts: string[], from: number, top: number, bottom: number): number {
  const h = bottom + GAP - top;
  parts.splice(from, 0, p.card({x: CONTENT.x, y: top, w: FORM.w, h}));
  return top + h;
}

/** Withdrawal's tabs, by their labels on the screen. */
export const WITHDRAWAL_TABS = ['To an address', 'To a bank account or card'] as const;

/**
 * The Withdrawal screen's heading and its two tabs, one of them open. On the screen's own sketch, Withdraw and the
 * tabs are numbered controls; on the sketch of the fiat tab they are drawn plain, being the Withdrawal screen's.
 */
export function withdrawalHeading(k: Kit, open: 0 | 1): p.Drawn {
  const own = open === 0;
  const heading = k.heading('Withdrawal', own ? ['Withdraw'] : []);
  const options = {x: CONTENT.x, y: heading.bottom + 4, w: CONTENT.w, active: open};
  const tabs = own
    ? k.tabs({...options, items: WITHDRAWAL_TABS.map((label) => ({label, control: true}))})
    : p.tabs({...options, items: WITHDRAWAL_TABS.map((label) => ({label}))});
  return {svg: `${heading.svg}\n${tabs.svg}`, bottom: tabs.bottom};
}

/**
 * Address, Memo, Amount and Review, one under the other from `y`: where the money goes, how much, then the
 * review. `memoHint` is what the empty Memo field says.
 */
export function destinationToReview(k: Kit, y: number, options: {memoHint: string; amount: string}): p.Drawn {
  const {x, inner} = FORM;
  const address = k.field('Address', {x, y, w: inner, redactedWidth: 220});
  const memo = k.field('Memo', {x, y: y + STEP, w: inner, value: options.memoHint, hint: true});
  const amount = amountField(k, y + STEP * 2, options.amount);
  const review = k.button('Review', {x, y: amount.bottom + 20, variant: 'primary'});
  return {svg: [address.svg, memo.svg, amount.svg, review.svg].join('\n'), bottom: review.bottom};
}
