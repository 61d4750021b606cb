import {formLimits} from '../../../data/checkoutSettings';
import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';

const tron = getNetwork('tron');
const [tronStablecoin] = tokensOf(tron);
const GAP = 20;
const STEP = 72;

export default function planForm(k: Kit) {
  const heading = k.heading('New plan', [], 'Recurring billing › New plan');
  const parts = [heading.svg];
  const top = heading.bottom + GAP;
  const colW = (CONTENT.w - GAP) / 2;
  const inner = colW - 32;
  const left = CONTENT.x;
  const right = CONTENT.x + colW + GAP;
  const half = (inner - 24) / 2;

  const planH = 44 + STEP * 3 + 58 + 20;
  parts.push(p.card({x: left, y: top, w: colW, h: planH, title: 'Plan'}));
  parts.push(k.field('Name', {x: left + 16, y: top + 44, w: inner, value: 'Members'}).svg);
  parts.push(
    k.field('Description', {x: left + 16, y: top + 44 + STEP, w: inner, value: 'Monthly membership', hint: true}).svg,
  );
  // A plan charged by allowance is priced in the stablecoin it charges (the brief, 2026-11-27).
  parts.push(
    k.select('Currency', {
      x: left + 16,
      y: top + 44 + STEP * 2,
      w: half,
      value: `${tronStablecoin.symbol} · ${tron.name}`,
    }).svg,
  );
  parts.push(k.field('Price', {x: left + 16 + half + 24, y: top + 44 + STEP * 2, w: half, value: '12.00'}).svg);
  parts.push(k.select('Interval', {x: left + 16, y: top + 44 + STEP * 3, w: half, value: 'month'}).svg);
  parts.push(k.field('Every', {x: left + 16 + half + 24, y: top + 44 + STEP * 3, w: half, value: '1'}).svg);

  parts.push(p.card({x: right, y: top, w: colW, h: planH, title: 'Collection'}));
  parts.push(
    k.multiSelect('Accepted assets', {
      x: right + 16,
      y: top + 44,
      w: inner,
      chips: [`${tronStablecoin.symbol} · ${tron.name}`],
    }).svg,
  );
  parts.push(
    k.field('Charge reminder', {
      x: right + 16,
      y: top + 44 + STEP,
      w: 160,
      value: String(formLimits.planReminderDaysDefault),
      suffix: 'days',
    }).svg,
  );
  parts.push(
    k.field('Retries', {
      x: right + 16,
      y: top + 44 + STEP * 2,
      w: 160,
      value: String(formLimits.planRetryAttemptsDefault),
    }).svg,
  );
  parts.push(
    p.message({
      x: right + 16,
      y: top + 44 + STEP * 3,
      w: inner,
      tone: 'attention',
      lines: ['Allowance charges need auto-sign', "on the merchant's settlement wallet."],
    }).svg,
  );

  const create = k.button('Create plan', {x: left, y: top + planH + GAP, variant: 'primary'});
  parts.push(create.svg);
  return {body: parts.join('\n'), bottom: create.bottom};
}
