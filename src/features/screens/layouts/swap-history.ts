import {idPrefixes} from '../../../data/product';
import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, text} from '../figures/svg';

const tron = getNetwork('tron');
const ethereum = getNetwork('ethereum');
const bitcoin = getNetwork('bitcoin');
const [tronStablecoin] = tokensOf(tron);
const usdc = tokensOf(ethereum).find((asset) => asset.symbol === 'USDC') ?? tronStablecoin;
const usdt = tronStablecoin.symbol;
const GAP = 20;

export default function swapHistory(k: Kit) {
  const heading = k.heading('Swap history', [], 'Swap › History');
  const parts = [heading.svg];
  const filterY = heading.bottom + GAP;
  parts.push(k.select('Wallet', {x: CONTENT.x, y: filterY, w: 220, value: 'All wallets'}).svg);
  parts.push(k.select('Status', {x: CONTENT.x + 244, y: filterY, w: 200, value: 'All'}).svg);
  parts.push(k.select('Source', {x: CONTENT.x + 468, y: filterY, w: 200, value: 'All'}).svg);

  const swaps = k.table('Swaps', {
    x: CONTENT.x,
    y: filterY + 58 + GAP,
    columns: [
      {header: 'When', w: 110},
      {header: 'You gave', w: 180},
      {header: 'You received', w: 160},
      {header: 'Source', w: 110},
      {header: 'Status', w: CONTENT.w - 560},
    ],
    rows: [
      [
        'Just now',
        `0.0100 ${bitcoin.native.symbol}`,
        {muted: `≥ 640.00 ${usdt}`},
        'Manual',
        {badge: 'pending', tone: 'brand'},
      ],
      [{strong: 'Today'}, `100.00 ${usdc.symbol}`, `99.58 ${usdt}`, 'Manual', {badge: 'completed', tone: 'done'}],
      [
        'Yesterday',
        `0.2500 ${ethereum.native.symbol}`,
        `612.10 ${usdt}`,
        'Auto-swap',
        {badge: 'completed', tone: 'done'},
      ],
      ['Last week', `50.00 ${usdt}`, {muted: 'Returned'}, 'Manual', {badge: 'failed', tone: 'attention'}],
    ],
  });
  parts.push(swaps.svg);

  const cardY = swaps.bottom + 24;
  const facts: readonly [string, string][] = [
    ['Id', `${idPrefixes.swap}8Ra4Tn6DxQ`],
    ['Gave', `100.00 ${usdc.symbol} on ${ethereum.name}`],
    ['Quoted', `99.62 ${usdt} on ${tron.name}`],
    ['Minimum received', `99.12 ${usdt} on ${tron.name}`],
    ['Received', `99.58 ${usdt} on ${tron.name}`],
    ['Fee', `0.30 ${usdc.symbol}`],
    ['Route', `Swap on ${ethereum.name}, then bridge to ${tron.name}`],
  ];
  const cardH = 52 + facts.length * 28 + 44;
  parts.push(k.card('Swap details', {x: CONTENT.x, y: cardY, w: CONTENT.w, h: cardH}));
  facts.forEach(([name, value], index) => {
    const y = cardY + 64 + index * 28;
    parts.push(text(CONTENT.x + 16, y, name, {fill: color.secondary}));
    parts.push(text(CONTENT.x + 200, y, value));
  });
  const txY = cardY + 64 + facts.length * 28;
  parts.push(text(CONTENT.x + 16, txY, 'Transactions', {fill: color.secondary}));
  parts.push(p.redacted(CONTENT.x + 200, txY - 5, 180));
  return {body: parts.join('\n'), bottom: cardY + cardH};
}
