import {walletActions} from '../../../data/app';
import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, text} from '../figures/svg';

const tron = getNetwork('tron');
const [tronStablecoin] = tokensOf(tron);
const bitcoin = getNetwork('bitcoin');
const ethereum = getNetwork('ethereum');

type WalletSample = {name: string; total: string; assets: readonly [string, string][]; autoSign: boolean};

const samples: readonly WalletSample[] = [
  {
    name: 'Settlement',
    total: '≈ 1,250.00 USD',
    assets: [
      [`${tronStablecoin.symbol} · ${tron.name}`, '1,000.00'],
      [`${tron.native.symbol} · ${tron.name}`, '250.00'],
    ],
    autoSign: true,
  },
  {
    name: 'Savings',
    total: '≈ 4,380.00 USD',
    assets: [
      [`${bitcoin.native.symbol} · ${bitcoin.name}`, '0.0500'],
      [`${ethereum.native.symbol} · ${ethereum.name}`, '0.4000'],
    ],
    autoSign: false,
  },
];

const CARD_HEIGHT = 144;
const ACTION_WIDTH = 88;

/** A wallet card; only the first one carries callouts. */
function walletCard(
  k: Kit,
  sample: WalletSample,
  x: number,
  y: number,
  numbered: boolean,
): {svg: string; moreBottom: number; moreX: number} {
  const parts = [p.card({x, y, w: CONTENT.w, h: CARD_HEIGHT})];
  parts.push(text(x + 20, y + 32, sample.name, {size: 16, weight: 600}));
  if (sample.autoSign) {
    parts.push(p.badge(x + 20 + p.textWidth(sample.name, 16, 600) + 12, y + 14, 'Auto-sign on', 'done').svg);
  }
  parts.push(text(x + 20, y + 58, sample.total, {fill: color.secondary}));
  sample.assets.forEach(([asset, amount], index) => {
    parts.push(text(x + 20, y + 92 + index * 28, asset));
    parts.push(text(x + 300, y + 92 + index * 28, amount, {anchor: 'end'}));
  });

  const actionsX = x + CONTENT.w - 20 - walletActions.length * ACTION_WIDTH - (walletActions.length - 1) * 8;
  walletActions.forEach((label, index) => {
    const options = {x: actionsX + index * (ACTION_WIDTH + 8), y: y + 20, w: ACTION_WIDTH, variant: 'quiet' as const};
    parts.push(numbered ? k.button(label, options).svg : p.button({...options, label}).svg);
  });
  const moreW = p.buttonWidth('More') + 8;
  const moreX = x + CONTENT.w - 20 - moreW;
  const moreOptions = {x: moreX, y: y + 76, w: moreW, variant: 'quiet' as const};
  parts.push(numbered ? k.button('More', moreOptions).svg : p.button({...moreOptions, label: 'More'}).svg);
  const linkOptions = {x: moreX - 44, y: y + 99, anchor: 'end' as const};
  parts.push(numbered ? k.link('Transactions', linkOptions).svg : p.link({...linkOptions, label: 'Transactions'}).svg);
  return {svg: parts.join('\n'), moreBottom: y + 76 + 36, moreX};
}

export default function wallets(k: Kit) {
  const heading = k.heading('Wallets', ['Import wallet', 'New wallet']);
  const first = walletCard(k, samples[0], CONTENT.x, heading.bottom + 24, true);
  const secondY = heading.bottom + 24 + CARD_HEIGHT + 20;
  const second = walletCard(k, samples[1], CONTENT.x, secondY, false);
  const menuW = 236;
  const menu = k.menu({
    x: second.moreX + p.buttonWidth('More') + 8 - menuW,
    y: second.moreBottom + 6,
    w: menuW,
    items: [
      {label: 'Auto-sign', control: true},
      {label: 'Export mnemonic', control: true},
      {label: 'Export private key', control: true},
      {label: 'Delete wallet', control: true, danger: true},
    ],
  });
  return {body: [heading.svg, first.svg, second.svg, menu.svg].join('\n'), bottom: menu.bottom};
}
