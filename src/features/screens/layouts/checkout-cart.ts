import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import {
  GAP,
  LEFT,
  RIGHT,
  afterPaymentAndCreate,
  basicsCard,
  checkoutHeading,
  paymentCard,
} from '../figures/checkoutForm';

export default function checkoutCart(k: Kit) {
  const heading = checkoutHeading(k);
  const parts = [heading.svg];
  const top = heading.bottom + GAP;

  const payment = paymentCard(k, RIGHT, top);
  parts.push(
    basicsCard(k, {
      y: top,
      h: payment.bottom - top,
      title: 'Cart',
      kind: 'Cart',
      name: 'Order 1042',
      description: 'Your order from our shop',
    }),
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
