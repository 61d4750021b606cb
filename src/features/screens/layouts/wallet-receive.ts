import {walletActions} from '../../../data/app';
import {getNetwork, tokensOf} from '../../../data/networks';
import type {Kit} from '../figures/kit';
import {color, rect, size, text} from '../figures/svg';
import {FORM, GAP, STEP, assetAndNetwork, cardBehind} from '../figures/transferForm';

const [receive] = walletActions;
const tron = getNetwork('tron');
const [usdt] = tokensOf(tron);
/** The QR code's card, and the square in it. */
const QR_W = 220;
const QR_SIDE = 150;

export default function walletReceive(k: Kit) {
  const heading = k.heading(receive, [], `Wallets › Settlement › ${receive}`);
  const parts = [heading.svg];
  const top = heading.bottom + GAP;
  const {x, inner} = FORM;

  const form = parts.length;
  parts.push(assetAndNetwork(k, top + 20));
  const address = k.field('Address', {x, y: top + 20 + STEP, w: inner, redactedWidth: 260});
  parts.push(address.svg);
  parts.push(
    text(x, address.bottom + 22, `Send only ${usdt.symbol} on ${tron.name} to this address.`, {
      size: size.small,
      fill: color.secondary,
    }),
  );
  const copy = k.button('Copy address', {x, y: address.bottom + 40});
  parts.push(copy.svg);
  parts.push(k.button('Done', {x: x + copy.w + 12, y: address.bottom + 40, variant: 'primary'}).svg);
  // As tall as the QR code's card beside it.
  const bottom = cardBehind(parts, form, top, Math.max(copy.bottom, top + 48 + QR_SIDE));

  parts.push(k.card('QR code', {x: FORM.sideX, y: top, w: QR_W, h: bottom - top}));
  const squareX = FORM.sideX + (QR_W - QR_SIDE) / 2;
  const squareY = top + 48;
  parts.push(rect(squareX, squareY, QR_SIDE, QR_SIDE, {rx: 4, fill: color.neutralFill, stroke: color.neutral}));
  // Three finder squares mark it as a QR code; a sketch never encodes an address.
  for (const [dx, dy] of [
    [10, 10],
    [QR_SIDE - 44, 10],
    [10, QR_SIDE - 44],
  ]) {
    parts.push(rect(squareX + dx, squareY + dy, 34, 34, {rx: 2, fill: color.text}));
    parts.push(rect(squareX + dx + 7, squareY + dy + 7, 20, 20, {rx: 1, fill: color.page}));
  }
  return {body: parts.join('\n'), bottom};
}
