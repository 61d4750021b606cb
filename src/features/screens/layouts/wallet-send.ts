import {walletActions} from '../../../data/app';
import {getNetwork, tokensOf} from '../../../data/networks';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, line, text} from '../figures/svg';
import {FORM, GAP, STEP, assetAndNetwork, cardBehind, destinationToReview} from '../figures/transferForm';

const [, send] = walletActions;
const tron = getNetwork('tron');
const [usdt] = tokensOf(tron);

export default function walletSend(k: Kit) {
  const heading = k.heading(send, [], `Wallets › Settlement › ${send}`);
  const parts = [heading.svg];
  const top = heading.bottom + GAP;

  const form = parts.length;
  parts.push(assetAndNetwork(k, top + 20));
  const rest = destinationToReview(k, top + 20 + STEP, {memoHint: 'Only if the address needs one', amount: '25.00'});
  parts.push(rest.svg);
  const formBottom = cardBehind(parts, form, top, rest.bottom);

  // The review the form turns into: nothing is sent before Confirm.
  const {sideX: reviewX, sideW: reviewW} = FORM;
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
  parts.push(k.button('Confirm', {x: reviewX + 16, y: code.bottom + 24, variant: 'primary'}).svg);
  return {body: parts.join('\n'), bottom: Math.max(formBottom, top + reviewH)};
}
