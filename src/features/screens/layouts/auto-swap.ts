import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';

const tron = getNetwork('tron');
const [tronStablecoin] = tokensOf(tron);
const ethereum = getNetwork('ethereum');
const bitcoin = getNetwork('bitcoin');
const bsc = getNetwork('bsc');

const usdtOnTron = `${tronStablecoin.symbol} · ${tron.name}`;
const ethOnEthereum = `${ethereum.native.symbol} · ${ethereum.name}`;
const btcOnBitcoin = `${bitcoin.native.symbol} · ${bitcoin.name}`;

export default function autoSwap(k: Kit) {
  const heading = k.heading('Auto-swap', ['New rule'], 'Merchants › Main shop');
  const parts = [heading.svg];
  const actionsX = CONTENT.x + 620;
  const rules = k.table('Rules', {
    x: CONTENT.x,
    y: heading.bottom + 20,
    columns: [
      {header: 'Assets in', w: 200},
      {header: 'Settlement asset', w: 160},
      {header: 'Maximum slippage', w: 150},
      {header: 'Status', w: 110},
      {header: '', w: CONTENT.w - 620},
    ],
    rows: [
      [ethOnEthereum, usdtOnTron, '1.0 %', {badge: '1 waiting', tone: 'attention'}, ''],
      [btcOnBitcoin, usdtOnTron, '0.5 %', {badge: 'Active', tone: 'done'}, ''],
    ],
  });
  parts.push(rules.svg);
  const firstBaseline = rules.bottom - 2 * 40 + 25;
  parts.push(k.link('Edit', {x: actionsX + 12, y: firstBaseline}).svg);
  parts.push(p.link({x: actionsX + 12, y: firstBaseline + 40, label: 'Edit'}).svg);

  const formY = rules.bottom + 24;
  const formW = 440;
  const formH = 320;
  const inner = formW - 32;
  parts.push(p.card({x: CONTENT.x, y: formY, w: formW, h: formH, title: 'Edit rule'}));
  parts.push(
    k.multiSelect('Assets in', {
      x: CONTENT.x + 16,
      y: formY + 44,
      w: inner,
      chips: [ethOnEthereum, `${bsc.native.symbol} · ${bsc.name}`],
    }).svg,
  );
  parts.push(k.select('Settlement asset', {x: CONTENT.x + 16, y: formY + 116, w: inner, value: usdtOnTron}).svg);
  parts.push(k.field('Maximum slippage', {x: CONTENT.x + 16, y: formY + 188, w: 160, value: '1.0', suffix: '%'}).svg);
  const save = k.button('Save rule', {x: CONTENT.x + 16, y: formY + formH - 52, variant: 'primary'});
  parts.push(save.svg);
  parts.push(k.button('Delete rule', {x: CONTENT.x + 16 + save.w + 16, y: formY + formH - 52, variant: 'danger'}).svg);

  const noteX = CONTENT.x + formW + 20;
  parts.push(
    p.message({
      x: noteX,
      y: formY,
      w: CONTENT.w - formW - 20,
      tone: 'attention',
      lines: ['Runs under auto-sign', "The settlement wallet's", 'auto-sign policy must', 'allow Auto-swap.'],
    }).svg,
  );

  const waiting = k.table('Waiting swaps', {
    x: CONTENT.x,
    y: formY + formH + 24,
    columns: [
      {header: 'Payment', w: 150},
      {header: 'Amount', w: 130},
      {header: 'Below floor', w: 200},
      {header: 'Waiting since', w: 120},
      {header: '', w: CONTENT.w - 600},
    ],
    rows: [[{redacted: 110}, `0.2500 ${ethereum.native.symbol}`, '0.6 %', {muted: '2 hours'}, '']],
  });
  parts.push(waiting.svg);
  parts.push(k.link('Dismiss', {x: CONTENT.x + 612, y: waiting.bottom - 40 + 25}).svg);
  return {body: parts.join('\n'), bottom: waiting.bottom};
}
