import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, text} from '../figures/svg';

const tron = getNetwork('tron');
const [tronStablecoin] = tokensOf(tron);
const usdtOnTron = `${tronStablecoin.symbol} · ${tron.name}`;

export default function recurringBilling(k: Kit) {
  const heading = k.heading('Recurring billing', ['Add subscriber', 'New plan']);
  const parts = [heading.svg];

  const plans = k.table('Plans', {
    x: CONTENT.x,
    y: heading.bottom + 20,
    columns: [
      {header: 'Name', w: 180},
      {header: 'Price', w: 130},
      {header: 'Every', w: 110},
      {header: 'Accepted assets', w: 170},
      {header: 'Subscribers', w: CONTENT.w - 590},
    ],
    // Plans charged by allowance are priced in the stablecoin they charge (the brief, 2026-11-27).
    rows: [
      [{strong: 'Members'}, `12.00 ${tronStablecoin.symbol}`, '1 month', usdtOnTron, '48'],
      [{strong: 'Members yearly'}, `120.00 ${tronStablecoin.symbol}`, '1 year', usdtOnTron, '9'],
    ],
  });
  parts.push(plans.svg);

  const statusY = plans.bottom + 24;
  const status = k.select('Status', {x: CONTENT.x, y: statusY, w: 220, value: 'All'});
  parts.push(status.svg);

  const subscriptions = k.table('Subscriptions', {
    x: CONTENT.x,
    y: status.bottom + 20,
    columns: [
      {header: 'Subscriber', w: 120},
      {header: 'Plan', w: 140},
      {header: 'Pays with', w: 170},
      {header: 'Status', w: 160},
      {header: 'Next charge', w: CONTENT.w - 590},
    ],
    rows: [
      [{redacted: 90}, 'Members', usdtOnTron, {badge: 'pending_allowance', tone: 'brand'}, {muted: 'On approval'}],
      [{redacted: 90}, 'Members', usdtOnTron, {badge: 'active', tone: 'done'}, {muted: '1 May'}],
      [{redacted: 90}, 'Members yearly', usdtOnTron, {badge: 'past_due', tone: 'attention'}, {muted: 'Retry 2 May'}],
      [{redacted: 90}, 'Members', usdtOnTron, {badge: 'cancelled', tone: 'neutral'}, {muted: 'None'}],
    ],
  });
  parts.push(subscriptions.svg);

  const cardsY = subscriptions.bottom + 24;
  const colW = (CONTENT.w - 20) / 2;
  const right = CONTENT.x + colW + 20;
  const inner = colW - 32;
  const formH = 44 + 72 * 4 + 36 + 20;

  parts.push(p.card({x: CONTENT.x, y: cardsY, w: colW, h: 250, title: 'Subscription'}));
  parts.push(text(CONTENT.x + 16, cardsY + 56, `Members · 12.00 ${tronStablecoin.symbol} every month`));
  parts.push(p.badge(CONTENT.x + 16, cardsY + 70, 'pending_allowance', 'brand').svg);
  parts.push(text(CONTENT.x + 16, cardsY + 118, 'Waiting for the subscriber to', {fill: color.secondary}));
  parts.push(text(CONTENT.x + 16, cardsY + 138, 'approve the allowance.', {fill: color.secondary}));
  parts.push(k.button('Copy approval link', {x: CONTENT.x + 16, y: cardsY + 150}).svg);
  parts.push(k.button('Cancel subscription', {x: CONTENT.x + 16, y: cardsY + 198, variant: 'danger'}).svg);

  parts.push(p.card({x: right, y: cardsY, w: colW, h: formH, title: 'New subscription'}));
  parts.push(k.select('Plan', {x: right + 16, y: cardsY + 44, w: inner, value: 'Members'}).svg);
  parts.push(k.field('Subscriber name', {x: right + 16, y: cardsY + 44 + 72, w: inner, redactedWidth: 120}).svg);
  parts.push(k.field('Subscriber e-mail', {x: right + 16, y: cardsY + 44 + 144, w: inner, redactedWidth: 170}).svg);
  parts.push(k.select('Pays with', {x: right + 16, y: cardsY + 44 + 216, w: inner, value: usdtOnTron}).svg);
  parts.push(k.button('Create subscription', {x: right + 16, y: cardsY + 44 + 288, variant: 'primary'}).svg);

  // A second subscription opened, past due, to show its charges: a pending_allowance one has none yet.
  const chargesY = cardsY + formH + 24;
  const chargesH = 272;
  parts.push(p.card({x: CONTENT.x, y: chargesY, w: CONTENT.w, h: chargesH, title: 'Subscription'}));
  parts.push(text(CONTENT.x + 16, chargesY + 56, `Members yearly · 120.00 ${tronStablecoin.symbol} every year`));
  parts.push(p.badge(CONTENT.x + 16, chargesY + 70, 'past_due', 'attention').svg);
  const charges = k.table('Charges', {
    x: CONTENT.x + 16,
    y: chargesY + 104,
    columns: [
      {header: 'Date', w: 100},
      {header: 'Amount', w: 130},
      {header: 'Attempt', w: 80},
      {header: 'Status', w: 120},
      {header: 'Failure reason', w: 160},
      {header: '', w: CONTENT.w - 32 - 590},
    ],
    rows: [
      [
        '1 May 2026',
        `120.00 ${tronStablecoin.symbol}`,
        '1',
        {badge: 'failed', tone: 'attention'},
        'insufficient_funds',
        '',
      ],
      ['1 May 2025', `120.00 ${tronStablecoin.symbol}`, '1', {badge: 'completed', tone: 'done'}, {muted: 'None'}, ''],
    ],
  });
  parts.push(charges.svg);
  parts.push(k.link('Refund', {x: CONTENT.x + 16 + 602, y: charges.bottom - 40 + 25}).svg);
  return {body: parts.join('\n'), bottom: chargesY + chargesH};
}
