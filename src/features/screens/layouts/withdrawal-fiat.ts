import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, text} from '../figures/svg';

const tron = getNetwork('tron');
const [usdt] = tokensOf(tron);
const GAP = 20;
const STEP = 72;

export default function withdrawalFiat(k: Kit) {
  const heading = k.heading('Withdrawal', []);
  const parts = [heading.svg];
  const tabs = p.tabs({
    x: CONTENT.x,
    y: heading.bottom + 4,
    w: CONTENT.w,
    active: 1,
    items: [{label: 'To an address'}, {label: 'To a bank account or card'}],
  });
  parts.push(tabs.svg);

  const top = tabs.bottom + GAP;
  const formW = 430;
  const inner = formW - 32;
  const half = (inner - 24) / 2;
  const x = CONTENT.x + 16;
  const cardAt = parts.length;
  parts.push(k.select('Currency', {x, y: top + 20, w: half, value: 'EUR'}).svg);
  parts.push(k.select('From wallet', {x: x + half + 24, y: top + 20, w: half, value: 'Settlement'}).svg);
  parts.push(k.select('Asset', {x, y: top + 20 + STEP, w: half, value: usdt.symbol}).svg);
  parts.push(k.select('Network', {x: x + half + 24, y: top + 20 + STEP, w: half, value: tron.name}).svg);
  const amount = k.field('Amount', {
    x,
    y: top + 20 + STEP * 2,
    w: inner,
    value: '500.00',
    suffix: usdt.symbol,
    help: `Available: 1,000.00 ${usdt.symbol}. Network fee in ${tron.native.symbol}.`,
  });
  parts.push(amount.svg);
  const payout = k.select('Payout method', {x, y: amount.bottom + 14, w: inner, value: 'Bank account'});
  parts.push(payout.svg);
  const review = k.button('Review', {x, y: payout.bottom + 20, variant: 'primary'});
  parts.push(review.svg);
  const formH = review.bottom + 20 - top;
  parts.splice(cardAt, 0, p.card({x: CONTENT.x, y: top, w: formW, h: formH}));

  // What Review shows before you confirm; the partner's amounts change between withdrawals.
  const sideX = CONTENT.x + formW + GAP;
  const sideW = CONTENT.w - formW - GAP;
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
  return {body: parts.join('\n'), bottom: top + formH};
}
