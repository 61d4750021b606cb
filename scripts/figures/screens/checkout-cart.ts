import {CONTENT} from '../lib/frame';
import type {Kit} from '../lib/kit';
import * as p from '../lib/primitives';
import {
  COL_W,
  GAP,
  INNER,
  LEFT,
  RIGHT,
  STEP,
  afterPaymentAndCreate,
  checkoutHeading,
  paymentCard,
} from './checkout-form';

export default function checkoutCart(k: Kit) {
  const heading = checkoutHeading(k);
  const parts = [heading.svg];
  const top = heading.bottom + GAP;

  const payment = paymentCard(k, RIGHT, top);
  parts.push(p.card({x: LEFT, y: top, w: COL_W, h: payment.bottom - top, title: 'Cart'}));
  parts.push(k.select('Kind', {x: LEFT + 16, y: top + 44, w: INNER, value: 'Cart'}).svg);
  parts.push(k.field('Name', {x: LEFT + 16, y: top + 44 + STEP, w: INNER, value: 'Order 1042'}).svg);
  parts.push(
    k.field('Description', {
      x: LEFT + 16,
      y: top + 44 + STEP * 2,
      w: INNER,
      value: 'Your order from our shop',
      hint: true,
    }).svg,
  );
  parts.push(payment.svg);

  const items = k.table('Line items', {
    x: LEFT,
    y: payment.bottom + GAP,
    columns: [
      {header: 'Item name', w: 300},
      {header: 'Quantity', w: 110},
      {header: 'Unit price', w: 140},
      {header: 'Line total', w: CONTENT.w - 550},
    ],
    rows: [
      ['Organic cotton T-shirt, size M', '2', '18.00', '36.00'],
      ['Tracked shipping', '1', '6.50', '6.50'],
    ],
  });
  parts.push(items.svg);

  const rowY = items.bottom + 16;
  const add = k.button('Add item', {x: LEFT, y: rowY + 22});
  parts.push(add.svg);
  parts.push(k.select('Currency', {x: LEFT + add.w + 40, y: rowY, w: 120, value: 'EUR'}).svg);
  const totalW = 200;
  parts.push(
    k.field('Total', {x: CONTENT.x + CONTENT.w - totalW, y: rowY, w: totalW, value: '42.50', suffix: 'EUR'}).svg,
  );

  const after = afterPaymentAndCreate(k, rowY + 58 + GAP);
  parts.push(after.svg);
  return {body: parts.join('\n'), bottom: after.bottom};
}
