import {walletActions} from '../../../data/app';
import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, line, text} from '../figures/svg';

const [, send] = walletActions;
const tron = getNetwork('tron');
const [usdt] = tokensOf(tron);
const GAP = 20;
const STEP = 72;

export default function walletSend(k: Kit) {
  const heading = k.heading(send, [], `Wallets › Settlement › ${send}`);
  const parts = [heading.svg];
  const top = heading.bottom + GAP;
  const formW = 430;
  const inner = formW - 32;
  const half = (inner - 24) / 2;
  const x = CONTENT.x + 16;

  const cardAt = parts.length;
  parts.push(k.select('Asset', {x, y: top + 20, w: half, value: usdt.symbol}).svg);
  parts.push(k.select('Network', {x: x + half + 24, y: top + 20, w: half, value: tron.name}).svg);
  parts.push(k.field('Address', {x, y: top + 20 + STEP, w: inner, redactedWidth: 220}).svg);
  parts.push(
    k.field('Memo', {x, y: top + 20 + STEP * 2, w: inner, value: 'Only if the address needs one', hint: true}).svg,
  );
  const amount = k.field('Amount', {
    x,
    y: top + 20 + STEP * 3,
    w: inner,
    value: '25.00',
    suffix: usdt.symbol,
    help: `Available: 1,000.00 ${usdt.symbol}. Network fee in ${tron.native.symbol}.`,
  });
  parts.push(amount.svg);
  const review = k.button('Review', {x, y: amount.bottom + 20, variant: 'primary'});
  parts.push(review.svg);
  const formH = review.bottom + 20 - top;
  parts.splice(cardAt, 0, p.card({x: CONTENT.x, y: top, w: formW, h: formH}));

  // The review the form turns into: nothing is sent before Confirm.
  const reviewX = CONTENT.x + formW + GAP;
  const reviewW = CONTENT.w - formW - GAP;
  const rows: readonly [string, string | null][] = [
    ['Asset', usdt.symbol],
    ['Network', tron.name],
    ['Address', null],
    ['Memo', 'None'],
    ['Amount', `25.00 ${usdt.symbol}`],
    ['Network fee', `In ${tron.native.symbol}`],
  ];
  const reviewH = 48 + rows.length * 30 + 16 + 58 + 24 + 36 + 20;
  parts.push(p.card({x: reviewX, y: top, w: reviewW, h: reviewH, title: 'Review'}));
  rows.forEach(([name, value], index) => {
    const y = top + 72 + index * 30;
    parts.push(text(reviewX + 16, y, name, {fill: color.secondary}));
    if (value === null) {
      parts.push(p.redacted(reviewX + 130, y - 5, 90));
    } else {
      parts.push(text(reviewX + 130, y, value));
    }
  });
  const codeY = top + 48 + rows.length * 30 + 16;
  parts.push(line(reviewX + 12, codeY - 4, reviewX + reviewW - 12, codeY - 4));
  const code = k.field('Authentication code', {
    x: reviewX + 16,
    y: codeY + 8,
    w: reviewW - 32,
    value: '6 digits',
    hint: true,
  });
  parts.push(code.svg);
  const confirm = k.button('Confirm', {x: reviewX + 16, y: code.bottom + 24, variant: 'primary'});
  parts.push(confirm.svg);
  return {body: parts.join('\n'), bottom: Math.max(top + formH, top + reviewH)};
}
