import {walletActions} from '../../../data/app';
import {getNetwork} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, rect, size, text} from '../figures/svg';

const [receive, send] = walletActions;
const polygon = getNetwork('polygon');
const solana = getNetwork('solana');
const ethereum = getNetwork('ethereum');

type Sample = {name: string; collection: string; network: string; copies?: string};

const samples: readonly Sample[] = [
  {name: 'Example Pass #42', collection: 'Example Passes', network: `${polygon.name} · ERC-721`},
  {name: 'Festival ticket', collection: 'Example Tickets', network: `${solana.name} · Metaplex`},
  {name: 'Member badge', collection: 'Example Badges', network: `${ethereum.name} · ERC-1155`, copies: '× 3'},
];

const GAP = 20;

export default function nft(k: Kit) {
  const heading = k.heading('NFT', [receive]);
  const parts = [heading.svg];
  const filterY = heading.bottom + GAP;
  parts.push(k.select('Wallet', {x: CONTENT.x, y: filterY, w: 240, value: 'Collectibles'}).svg);
  parts.push(k.select('Network', {x: CONTENT.x + 264, y: filterY, w: 200, value: 'All networks'}).svg);

  const gridY = filterY + 58 + GAP;
  parts.push(text(CONTENT.x, gridY + 16, 'Your NFTs', {size: size.title, weight: 600}));
  const cardW = (CONTENT.w - 2 * GAP) / 3;
  const cardH = 196;
  const cardsY = gridY + 28;
  parts.push(
    p.callout(k.n('Your NFTs'), CONTENT.x + p.textWidth('Your NFTs', size.title, 600) + 20, gridY + 11, {
      x: CONTENT.x,
      y: gridY,
      w: CONTENT.w,
      h: cardsY + cardH - gridY,
    }),
  );
  samples.forEach((sample, index) => {
    const x = CONTENT.x + index * (cardW + GAP);
    const selected = index === 0;
    parts.push(p.card({x, y: cardsY, w: cardW, h: cardH, tone: selected ? 'brand' : undefined}));
    parts.push(rect(x + 12, cardsY + 12, cardW - 24, 96, {rx: 6, fill: color.neutralFill, stroke: color.neutral}));
    parts.push(text(x + 12, cardsY + 132, sample.name, {weight: 600}));
    parts.push(text(x + 12, cardsY + 156, sample.collection, {fill: color.secondary}));
    parts.push(text(x + 12, cardsY + 180, sample.network, {fill: color.secondary}));
    if (sample.copies) {
      parts.push(
        p.badge(x + cardW - 12 - p.textWidth(sample.copies, size.small) - 18, cardsY + 20, sample.copies, 'neutral')
          .svg,
      );
    }
  });

  const detailY = cardsY + cardH + 24;
  const colW = (CONTENT.w - GAP) / 2;
  const right = CONTENT.x + colW + GAP;
  const inner = colW - 32;
  const formH = 44 + 72 * 3 + 36 + 20;

  parts.push(p.card({x: CONTENT.x, y: detailY, w: colW, h: formH, title: samples[0].name}));
  const facts: readonly [string, string][] = [
    ['Collection', samples[0].collection],
    ['Network', polygon.name],
    ['Standard', 'ERC-721'],
    ['Token id', '42'],
  ];
  facts.forEach(([name, value], index) => {
    const y = detailY + 64 + index * 30;
    parts.push(text(CONTENT.x + 16, y, name, {fill: color.secondary}));
    parts.push(text(CONTENT.x + 130, y, value));
  });
  parts.push(text(CONTENT.x + 16, detailY + 64 + 4 * 30, 'Contract', {fill: color.secondary}));
  parts.push(p.redacted(CONTENT.x + 130, detailY + 64 + 4 * 30 - 5, 150));
  parts.push(k.button(send, {x: CONTENT.x + 16, y: detailY + formH - 56, variant: 'primary'}).svg);

  parts.push(p.card({x: right, y: detailY, w: colW, h: formH, title: 'Send NFT'}));
  parts.push(k.field('Address', {x: right + 16, y: detailY + 44, w: inner, redactedWidth: 200}).svg);
  parts.push(k.field('Memo', {x: right + 16, y: detailY + 44 + 72, w: inner, value: 'Optional', hint: true}).svg);
  parts.push(k.field('Amount', {x: right + 16, y: detailY + 44 + 144, w: 140, value: '1'}).svg);
  parts.push(text(right + 172, detailY + 44 + 144 + 45, 'ERC-1155 only', {fill: color.secondary}));
  parts.push(k.button('Review', {x: right + 16, y: detailY + formH - 56, variant: 'primary'}).svg);
  return {body: parts.join('\n'), bottom: detailY + formH};
}
