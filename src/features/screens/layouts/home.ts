import {confirmationPanel} from '../../../data/app';
import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, text} from '../figures/svg';

const tron = getNetwork('tron');
const [tronStablecoin] = tokensOf(tron);
const ethereum = getNetwork('ethereum');

export default function home(k: Kit) {
  const heading = k.heading('Home', ['New wallet', 'New checkout']);
  const parts = [heading.svg];
  const half = (CONTENT.w - 20) / 2;
  const rowY = heading.bottom + 24;

  parts.push(k.card('Total balance', {x: CONTENT.x, y: rowY, w: half, h: 112}));
  parts.push(text(CONTENT.x + 16, rowY + 64, '≈ 5,630.00 USD', {size: 16, weight: 600}));
  parts.push(text(CONTENT.x + 16, rowY + 90, 'Across 2 wallets, at current rates', {fill: color.secondary}));

  const attentionX = CONTENT.x + half + 20;
  parts.push(k.card('Needs attention', {x: attentionX, y: rowY, w: half, h: 112}));
  const underpaid = p.badge(attentionX + 16, rowY + 44, 'underpaid', 'attention');
  parts.push(underpaid.svg, text(attentionX + 16 + underpaid.w + 10, rowY + 61, '1 payment waits for a decision'));
  const late = p.badge(attentionX + 16, rowY + 76, 'late deposit', 'attention');
  parts.push(late.svg, text(attentionX + 16 + late.w + 10, rowY + 93, '1 arrived after expiry'));

  const confirmY = rowY + 112 + 24;
  const confirmH = 168;
  parts.push(k.card(confirmationPanel.panel, {x: CONTENT.x, y: confirmY, w: CONTENT.w, h: confirmH}));
  parts.push(
    text(CONTENT.x + 16, confirmY + 62, `Withdrawal · 300.00 ${tronStablecoin.symbol} · Settlement wallet → Supplier`, {
      weight: 600,
    }),
    text(CONTENT.x + 16, confirmY + 84, 'Started through the API, outside the auto-sign policy · expires in 23 h', {
      fill: color.secondary,
    }),
  );
  const codeW = 200;
  const code = k.field(confirmationPanel.code, {
    x: CONTENT.x + 16,
    y: confirmY + 100,
    w: codeW,
    value: '6 digits',
    hint: true,
  });
  const buttonsY = code.bottom - 36;
  const decline = p.buttonWidth(confirmationPanel.decline);
  const confirm = p.buttonWidth(confirmationPanel.confirm);
  parts.push(
    code.svg,
    k.button(confirmationPanel.decline, {x: CONTENT.x + CONTENT.w - 16 - confirm - 12 - decline, y: buttonsY}).svg,
    k.button(confirmationPanel.confirm, {x: CONTENT.x + CONTENT.w - 16 - confirm, y: buttonsY, variant: 'primary'}).svg,
  );

  const secondY = confirmY + confirmH + 24;
  const walletsW = 264;
  parts.push(k.card('Your wallets', {x: CONTENT.x, y: secondY, w: walletsW, h: 188}));
  [
    ['Settlement', '≈ 1,250.00 USD'],
    ['Savings', '≈ 4,380.00 USD'],
  ].forEach(([name, total], index) => {
    const y = secondY + 64 + index * 56;
    parts.push(text(CONTENT.x + 16, y, name, {weight: 600}));
    parts.push(text(CONTENT.x + 16, y + 22, total, {fill: color.secondary}));
  });

  const payments = k.table('Recent payments', {
    x: CONTENT.x + walletsW + 20,
    y: secondY,
    columns: [
      {header: 'Checkout', w: 150},
      {header: 'Amount', w: 150},
      {header: 'Status', w: 120},
    ],
    rows: [
      ['Logo design', `25.00 ${tronStablecoin.symbol}`, {badge: 'paid', tone: 'done'}],
      ['Consultation', `0.0100 ${ethereum.native.symbol}`, {badge: 'pending', tone: 'brand'}],
      ['Donations', `12.00 ${tron.native.symbol}`, {badge: 'underpaid', tone: 'attention'}],
    ],
  });
  parts.push(payments.svg);
  return {body: parts.join('\n'), bottom: Math.max(payments.bottom, secondY + 188)};
}
