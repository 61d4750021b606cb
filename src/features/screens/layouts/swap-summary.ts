import {limits} from '../../../data/product';
import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, line, rect, text} from '../figures/svg';

const tron = getNetwork('tron');
const ethereum = getNetwork('ethereum');
const [tronStablecoin] = tokensOf(tron);
const usdc = tokensOf(ethereum).find((asset) => asset.symbol === 'USDC') ?? tronStablecoin;
const usdt = tronStablecoin.symbol;
const GAP = 20;
const ROW = 44;
/** The seconds left on the countdown in the sketch. */
const secondsLeft = Math.round((limits.swapQuoteValiditySeconds * 4) / 5);

export default function swapSummary(k: Kit) {
  const heading = k.heading('Review quote', [], 'Swap › New swap › Quote');
  const parts = [heading.svg];
  const top = heading.bottom + GAP;
  const cardW = 440;
  const labelX = CONTENT.x + 20;
  const valueX = CONTENT.x + 220;

  const rows: readonly [string, readonly string[]][] = [
    ['You give', [`100.00 ${usdc.symbol} on ${ethereum.name}`]],
    ['You receive', [`≈ 99.62 ${usdt} on ${tron.name}`]],
    ['Rate', [`1 ${usdc.symbol} = 0.9962 ${usdt}`]],
    ['Fee', [`0.30 ${usdc.symbol}`]],
    ['Minimum received', [`99.12 ${usdt} on ${tron.name}`]],
    ['Route', [`1. Swap on ${ethereum.name}`, `2. Bridge to ${tron.name}`]],
  ];
  const cardH = 20 + rows.reduce((sum, [, values]) => sum + ROW + (values.length - 1) * 22, 0) + 60;
  parts.push(p.card({x: CONTENT.x, y: top, w: cardW, h: cardH}));
  let y = top + 20;
  rows.forEach(([label, values], index) => {
    if (index > 0) {
      parts.push(line(CONTENT.x + 12, y, CONTENT.x + cardW - 12, y));
    }
    const baseline = y + 28;
    const strong = label === 'Minimum received';
    parts.push(text(labelX, baseline, label, {fill: color.secondary}));
    const rowH = ROW + (values.length - 1) * 22;
    const row = {x: CONTENT.x, y, w: cardW, h: rowH};
    parts.push(p.callout(k.n(label), labelX + p.textWidth(label) + 18, baseline - 5, row));
    values.forEach((value, line2) => {
      parts.push(text(valueX, baseline + line2 * 22, value, {weight: strong ? 600 : 400}));
    });
    y += rowH;
  });

  parts.push(line(CONTENT.x + 12, y, CONTENT.x + cardW - 12, y));
  const timerY = y + 12;
  parts.push(text(labelX, timerY + 22, 'Valid for', {fill: color.secondary}));
  parts.push(
    p.callout(k.n('Valid for'), labelX + p.textWidth('Valid for') + 18, timerY + 17, {
      x: CONTENT.x,
      y: timerY,
      w: cardW,
      h: 34,
    }),
  );
  parts.push(text(valueX, timerY + 22, `${secondsLeft} s`, {weight: 600}));
  const barX = valueX + 56;
  const barW = cardW - (barX - CONTENT.x) - 20;
  parts.push(rect(barX, timerY + 12, barW, 10, {rx: 5, fill: color.neutralFill, stroke: color.neutral}));
  parts.push(
    rect(barX, timerY + 12, (barW * secondsLeft) / limits.swapQuoteValiditySeconds, 10, {rx: 5, fill: color.brand}),
  );

  const buttonsY = top + cardH + GAP;
  const accept = k.button('Accept quote', {x: CONTENT.x, y: buttonsY, variant: 'primary'});
  parts.push(accept.svg);
  const again = k.button('Get new quote', {x: CONTENT.x + accept.w + 32, y: buttonsY});
  parts.push(again.svg);
  const linkStart = CONTENT.x + accept.w + 32 + again.w + 36;
  parts.push(k.link('Change swap', {x: linkStart + 104, y: buttonsY + 23, anchor: 'end'}).svg);

  parts.push(
    p.message({
      x: CONTENT.x + cardW + GAP,
      y: top,
      w: CONTENT.w - cardW - GAP,
      tone: 'attention',
      lines: [
        'The quote expires',
        `Accept within ${limits.swapQuoteValiditySeconds} seconds,`,
        'or get a new quote',
        'and read it again.',
      ],
    }).svg,
  );
  return {body: parts.join('\n'), bottom: accept.bottom};
}
