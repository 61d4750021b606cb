import {getNetwork} from '../../../data/networks';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, text} from '../figures/svg';
import {FORM, GAP, STEP, amountField, assetAndNetwork, cardBehind, withdrawalHeading} from '../figures/transferForm';

const tron = getNetwork('tron');

export default function withdrawalFiat(k: Kit) {
  const heading = withdrawalHeading(k, 1);
  const parts = [heading.svg];
  const top = heading.bottom + GAP;
  const {x, half, inner} = FORM;

  const form = parts.length;
  parts.push(k.select('Currency', {x, y: top + 20, w: half, value: 'EUR'}).svg);
  parts.push(k.select('From wallet', {x: x + half + 24, y: top + 20, w: half, value: 'Settlement'}).svg);
  parts.push(assetAndNetwork(k, top + 20 + STEP));
  const amount = amountField(k, top + 20 + STEP * 2, '500.00');
  parts.push(amount.svg);
  const payout = k.select('Payout method', {x, y: amount.bottom + 14, w: inner, value: 'Bank account'});
  parts.push(payout.svg);
  const review = k.button('Review', {x, y: payout.bottom + 20, variant: 'primary'});
  parts.push(review.svg);
  const bottom = cardBehind(parts, form, top, review.bottom);

  // What Review shows before you confirm; the partner's amounts change between withdrawals.
  const {sideX, sideW} = FORM;
  const rows = [
    'The rate',
    `The network fee, in ${tron.native.symbol}`,
    "The partner's fee",
    'What you receive, in EUR',
    'The estimated arrival',
  ];
  const estimateH = 48 + rows.length * 26 + 8;
  parts.push(p.card({x: sideX, y: top, w: sideW, h: estimateH, title: 'Review shows'}));
  rows.forEach((row, index) => {
    parts.push(text(sideX + 16, top + 68 + index * 26, row, {fill: color.secondary}));
  });
  const noteY = top + estimateH + GAP;
  parts.push(
    p.message({
      x: sideX,
      y: noteY,
      w: sideW,
      tone: 'attention',
      lines: ['Your first cash-out', 'waits for the identity', 'review, usually within', 'one business day.'],
    }).svg,
  );
  return {body: parts.join('\n'), bottom};
}
