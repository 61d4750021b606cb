import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';

const tron = getNetwork('tron');
const ethereum = getNetwork('ethereum');
const [tronStablecoin] = tokensOf(tron);
const usdc = tokensOf(ethereum).find((asset) => asset.symbol === 'USDC') ?? tronStablecoin;
const GAP = 20;
const STEP = 72;

export default function swapForm(k: Kit) {
  const heading = k.heading('New swap', [], 'Swap › New swap');
  const parts = [heading.svg];
  const top = heading.bottom + GAP;
  const formW = 440;
  const inner = formW - 32;
  const half = (inner - 24) / 2;
  const x = CONTENT.x + 16;

  const giveH = 44 + STEP * 2 + 58 + 24 + 20;
  parts.push(p.card({x: CONTENT.x, y: top, w: formW, h: giveH, title: 'You give'}));
  parts.push(k.select('From wallet', {x, y: top + 44, w: inner, value: 'Settlement'}).svg);
  parts.push(k.select('From asset', {x, y: top + 44 + STEP, w: half, value: usdc.symbol}).svg);
  parts.push(k.select('From network', {x: x + half + 24, y: top + 44 + STEP, w: half, value: ethereum.name}).svg);
  parts.push(
    k.field('Amount', {
      x,
      y: top + 44 + STEP * 2,
      w: inner,
      value: '100.00',
      suffix: usdc.symbol,
      help: `Available: 1,000.00 ${usdc.symbol}`,
    }).svg,
  );

  const getY = top + giveH + GAP;
  const getH = 44 + 58 + 20;
  parts.push(p.card({x: CONTENT.x, y: getY, w: formW, h: getH, title: 'You receive'}));
  parts.push(k.select('To asset', {x, y: getY + 44, w: half, value: tronStablecoin.symbol}).svg);
  parts.push(k.select('To network', {x: x + half + 24, y: getY + 44, w: half, value: tron.name}).svg);

  const slippage = k.field('Maximum slippage', {x: CONTENT.x, y: getY + getH + GAP, w: 200, value: '0.5', suffix: '%'});
  parts.push(slippage.svg);
  const quote = k.button('Get quote', {x: CONTENT.x, y: slippage.bottom + 24, variant: 'primary'});
  parts.push(quote.svg);

  const noteX = CONTENT.x + formW + GAP;
  parts.push(
    p.message({
      x: noteX,
      y: getY,
      w: CONTENT.w - formW - GAP,
      tone: 'attention',
      lines: [
        'Check the network',
        `${tronStablecoin.symbol} on ${tron.name} and on`,
        `${ethereum.name} are separate`,
        'balances. You receive on',
        'the network you choose.',
      ],
    }).svg,
  );
  return {body: parts.join('\n'), bottom: quote.bottom};
}
