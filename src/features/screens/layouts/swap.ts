import {walletActions} from '../../../data/app';
import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';

const [, , swapAction] = walletActions;
const tron = getNetwork('tron');
const ethereum = getNetwork('ethereum');
const [tronStablecoin] = tokensOf(tron);
const usdc = tokensOf(ethereum).find((asset) => asset.symbol === 'USDC') ?? tronStablecoin;
const usdtOnTron = `${tronStablecoin.symbol} · ${tron.name}`;
const usdcOnEthereum = `${usdc.symbol} · ${ethereum.name}`;
const ethOnEthereum = `${ethereum.native.symbol} · ${ethereum.name}`;

export default function swap(k: Kit) {
  const heading = k.heading('Swap', ['New swap']);
  const parts = [heading.svg];
  const wallet = k.select('Wallet', {x: CONTENT.x, y: heading.bottom + 20, w: 260, value: 'Settlement'});
  parts.push(wallet.svg);

  const actionsX = CONTENT.x + 520;
  const balances = k.table('Balances', {
    x: CONTENT.x,
    y: wallet.bottom + 20,
    columns: [
      {header: 'Asset and network', w: 300},
      {header: 'Available', w: 220},
      {header: '', w: CONTENT.w - 520},
    ],
    rows: [
      [{strong: usdcOnEthereum}, '1,000.00', ''],
      [usdtOnTron, '250.00', ''],
      [ethOnEthereum, '0.4000', ''],
    ],
  });
  parts.push(balances.svg);
  const firstBaseline = balances.bottom - 3 * 40 + 25;
  const linkEnd = actionsX + 64;
  parts.push(k.link(swapAction, {x: linkEnd, y: firstBaseline, anchor: 'end'}).svg);
  for (const row of [1, 2]) {
    parts.push(p.link({x: linkEnd, y: firstBaseline + row * 40, label: swapAction, anchor: 'end'}).svg);
  }

  const recent = k.table('Recent swaps', {
    x: CONTENT.x,
    y: balances.bottom + 24,
    columns: [
      {header: 'You gave', w: 200},
      {header: 'You received', w: 200},
      {header: 'Status', w: 140},
      {header: 'When', w: CONTENT.w - 540},
    ],
    rows: [
      [
        `100.00 ${usdcOnEthereum}`,
        {muted: `≥ 99.12 ${tronStablecoin.symbol}`},
        {badge: 'pending', tone: 'brand'},
        {muted: 'Just now'},
      ],
      [`0.1000 ${ethOnEthereum}`, `250.40 ${usdtOnTron}`, {badge: 'completed', tone: 'done'}, {muted: 'Yesterday'}],
      [`50.00 ${usdtOnTron}`, {muted: 'Returned'}, {badge: 'failed', tone: 'attention'}, {muted: 'Last week'}],
    ],
  });
  parts.push(recent.svg);
  const more = k.link('Swap history', {x: CONTENT.x, y: recent.bottom + 28});
  parts.push(more.svg);
  return {body: parts.join('\n'), bottom: more.bottom};
}
