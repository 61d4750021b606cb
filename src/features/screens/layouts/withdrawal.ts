import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, text} from '../figures/svg';
import {
  FORM,
  GAP,
  STEP,
  assetAndNetwork,
  cardBehind,
  destinationToReview,
  withdrawalHeading,
} from '../figures/transferForm';

const tron = getNetwork('tron');
const [tronStablecoin] = tokensOf(tron);
const ethereum = getNetwork('ethereum');
const usdt = tronStablecoin.symbol;

export default function withdrawal(k: Kit) {
  const heading = withdrawalHeading(k, 0);
  const parts = [heading.svg];
  const top = heading.bottom + GAP;
  const {x, inner, sideX, sideW} = FORM;

  const form = parts.length;
  parts.push(k.select('From wallet', {x, y: top + 20, w: inner, value: 'Settlement'}).svg);
  parts.push(assetAndNetwork(k, top + 20 + STEP));
  const rest = destinationToReview(k, top + 20 + STEP * 2, {
    memoHint: 'Only if the destination asks',
    amount: '500.00',
  });
  parts.push(rest.svg);
  const formBottom = cardBehind(parts, form, top, rest.bottom);

  parts.push(k.card('Identity check', {x: sideX, y: top, w: sideW, h: 150}));
  parts.push(p.badge(sideX + 16, top + 44, 'Verified', 'done').svg);
  parts.push(text(sideX + 16, top + 96, 'Fiat withdrawals are open.', {fill: color.secondary}));
  parts.push(text(sideX + 16, top + 120, 'Limits follow your level.', {fill: color.secondary}));

  const payoutY = top + 150 + GAP;
  parts.push(k.card('Payout methods', {x: sideX, y: payoutY, w: sideW, h: 150}));
  parts.push(text(sideX + 16, payoutY + 58, 'Bank account'));
  parts.push(p.redacted(sideX + 16, payoutY + 78, 140));
  parts.push(k.button('Add payout method', {x: sideX + 16, y: payoutY + 98}).svg);

  const list = k.table('Withdrawals', {
    x: CONTENT.x,
    y: formBottom + 24,
    columns: [
      {header: 'Withdrawal', w: 140},
      {header: 'Destination', w: 190},
      {header: 'Amount', w: 210},
      {header: 'Status', w: CONTENT.w - 540},
    ],
    rows: [
      [{redacted: 100}, 'Exchange deposit', `500.00 ${usdt} · ${tron.name}`, {badge: 'broadcast', tone: 'brand'}],
      [{redacted: 100}, 'Bank account', `250.00 ${usdt} · ${tron.name}`, {badge: 'completed', tone: 'done'}],
      [
        {redacted: 100},
        'Cold wallet',
        `0.5000 ${ethereum.native.symbol} · ${ethereum.name}`,
        {badge: 'completed', tone: 'done'},
      ],
    ],
  });
  parts.push(list.svg);
  return {body: parts.join('\n'), bottom: list.bottom};
}
