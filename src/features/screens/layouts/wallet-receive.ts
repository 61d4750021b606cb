import {walletActions} from '../../../data/app';
import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, rect, text} from '../figures/svg';

const [receive] = walletActions;
const tron = getNetwork('tron');
const [usdt] = tokensOf(tron);
const GAP = 20;
const STEP = 72;

export default function walletReceive(k: Kit) {
  const heading = k.heading(receive, [], `Wallets › Settlement › ${receive}`);
  const parts = [heading.svg];
  const top = heading.bottom + GAP;
  const formW = 430;
  const inner = formW - 32;
  const half = (inner - 24) / 2;
  const x = CONTENT.x + 16;

  const cardAt = parts.length;
  parts.push(k.select('Asset', {x, y: top + 20, w: half, value: usdt.symbol}).svg);
  parts.push(k.select('Network', {x: x + half + 24, y: top + 20, w: half, value: tron.name}).svg);
  const address = k.field('Address', {x, y: top + 20 + STEP, w: inner, redactedWidth: 260});
  parts.push(address.svg);
  parts.push(
    text(x, address.bottom + 22, `Send only ${usdt.symbol} on ${tron.name} to this address.`, {
      size: 13,
      fill: color.secondary,
    }),
  );
  const copy = k.button('Copy address', {x, y: address.bottom + 40});
  parts.push(copy.svg);
  parts.push(k.button('Done', {x: x + copy.w + 12, y: address.bottom + 40, variant: 'primary'}).svg);
  const formH = Math.max(copy.bottom + 20 - top, 48 + 150 + 20);
  parts.splice(cardAt, 0, p.card({x: CONTENT.x, y: top, w: formW, h: formH}));

  const qrX = CONTENT.x + formW + GAP;
  const qrW = 220;
  parts.push(k.card('QR code', {x: qrX, y: top, w: qrW, h: formH}));
  const side = 150;
  const squareX = qrX + (qrW - side) / 2;
  const squareY = top + 48;
  parts.push(rect(squareX, squareY, side, side, {rx: 4, fill: color.neutralFill, stroke: color.neutral}));
  // Three finder squares mark it as a QR code; a sketch never encodes an address.
  for (const [dx, dy] of [
    [10, 10],
    [side - 44, 10],
    [10, side - 44],
  ]) {
    parts.push(rect(squareX + dx, squareY + dy, 34, 34, {rx: 2, fill: color.text}));
    parts.push(rect(squareX + dx + 7, squareY + dy + 7, 20, 20, {rx: 1, fill: color.page}));
  }
  return {body: parts.join('\n'), bottom: top + formH};
}
