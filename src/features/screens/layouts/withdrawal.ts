import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, text} from '../figures/svg';

const tron = getNetwork('tron');
const [tronStablecoin] = tokensOf(tron);
const ethereum = getNetwork('ethereum');
const usdt = tronStablecoin.symbol;
const GAP = 20;
const STEP = 72;

export default function withdrawal(k: Kit) {
  const heading = k.heading('Withdrawal', ['Withdraw']);
  const parts = [heading.svg];
  const tabs = k.tabs({
    x: CONTENT.x,
    y: heading.bottom + 4,
    w: CONTENT.w,
    active: 0,
    items: [
      {label: 'To an address', control: true},
      {label: 'To a bank account or card', control: true},
    ],
  });
  parts.push(tabs.svg);

  const top = tabs.bottom + GAP;
  const formW = 430;
  const inner = formW - 32;
  const half = (inner - 24) / 2;
  const x = CONTENT.x + 16;
  const formH = 20 + STEP * 4 + 58 + 24 + 20 + 36 + 20;
  parts.push(p.card({x: CONTENT.x, y: top, w: formW, h: formH}));
  parts.push(k.select('From wallet', {x, y: top + 20, w: inner, value: 'Settlement'}).svg);
  parts.push(k.select('Asset', {x, y: top + 20 + STEP, w: half, value: usdt}).svg);
  parts.push(k.select('Network', {x: x + half + 24, y: top + 20 + STEP, w: half, value: tron.name}).svg);
  parts.push(k.field('Address', {x, y: top + 20 + STEP * 2, w: inner, redactedWidth: 220}).svg);
  parts.push(
    k.field('Memo', {x, y: top + 20 + STEP * 3, w: inner, value: 'Only if the destination asks', hint: true}).svg,
  );
  const amount = k.field('Amount', {
    x,
    y: top + 20 + STEP * 4,
    w: inner,
    value: '500.00',
    suffix: usdt,
    help: `Available: 1,000.00 ${usdt}. Network fee in ${tron.native.symbol}.`,
  });
  parts.push(amount.svg);
  parts.push(k.button('Review', {x, y: amount.bottom + 20, variant: 'primary'}).svg);

  const sideX = CONTENT.x + formW + GAP;
  const sideW = CONTENT.w - formW - GAP;
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
    y: top + formH + 24,
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
