import {getNetwork} from '../../../data/networks';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {
  COL_W,
  GAP,
  INNER,
  LEFT,
  RIGHT,
  STEP,
  afterPaymentAndCreate,
  basicsCard,
  checkoutHeading,
  currencyAndAmount,
  paymentCard,
} from '../figures/checkoutForm';

const polygon = getNetwork('polygon');

export default function checkoutSaleToken(k: Kit) {
  const heading = checkoutHeading(k);
  const parts = [heading.svg];
  const top = heading.bottom + GAP;

  const saleH = 44 + STEP * 3 + 58 + 20;
  parts.push(
    basicsCard(k, {
      y: top,
      h: saleH,
      title: 'Sale',
      kind: 'Sale token',
      name: 'Community token round',
      description: 'Tokens for members',
    }),
  );
  parts.push(
    currencyAndAmount(k, {
      x: LEFT + 16,
      y: top + 44 + STEP * 3,
      w: INNER,
      currency: 'USD',
      amountLabel: 'Price',
      amount: '10.00',
    }).svg,
  );

  const noteY = top + 44 + STEP * 4 + 58 + 12;
  const tokenH = noteY + 80 + 20 - top;
  parts.push(p.card({x: RIGHT, y: top, w: COL_W, h: tokenH, title: 'Token'}));
  const half = (INNER - 20) / 2;
  parts.push(k.field('Token symbol', {x: RIGHT + 16, y: top + 44, w: half, value: 'MEMB'}).svg);
  parts.push(k.select('Token network', {x: RIGHT + 16 + half + 20, y: top + 44, w: half, value: polygon.name}).svg);
  parts.push(k.field('Token contract', {x: RIGHT + 16, y: top + 44 + STEP, w: INNER, redactedWidth: 260}).svg);
  parts.push(k.field('Tokens per unit', {x: RIGHT + 16, y: top + 44 + STEP * 2, w: INNER, value: '4'}).svg);
  parts.push(k.select('Inventory wallet', {x: RIGHT + 16, y: top + 44 + STEP * 3, w: INNER, value: 'Token sale'}).svg);
  parts.push(
    k.field('Sale cap', {x: RIGHT + 16, y: top + 44 + STEP * 4, w: INNER, value: '20000', suffix: 'MEMB'}).svg,
  );
  parts.push(
    p.message({
      x: RIGHT + 16,
      y: noteY,
      w: INNER,
      tone: 'attention',
      lines: ['Fund the wallet first', 'Deposit the tokens and some', "of the network's native coin."],
    }).svg,
  );

  const payment = paymentCard(k, LEFT, top + saleH + GAP);
  parts.push(payment.svg);

  const after = afterPaymentAndCreate(k, Math.max(payment.bottom, top + tokenH) + GAP);
  parts.push(after.svg);
  return {body: parts.join('\n'), bottom: after.bottom};
}
