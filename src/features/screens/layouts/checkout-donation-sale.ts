import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, text} from '../figures/svg';
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

export default function checkoutDonationSale(k: Kit) {
  const heading = checkoutHeading(k);
  const parts = [heading.svg];
  const top = heading.bottom + GAP;

  const payment = paymentCard(k, RIGHT, top);
  const donationY = payment.bottom + GAP;
  const donationH = 118;
  const productH = donationY + donationH - top;
  parts.push(
    basicsCard(k, {
      y: top,
      h: productH,
      title: 'Product',
      kind: 'Sale',
      name: 'Logo design consultation',
      description: 'One hour, by video',
    }),
  );
  parts.push(
    currencyAndAmount(k, {
      x: LEFT + 16,
      y: top + 44 + STEP * 3,
      w: INNER,
      currency: 'EUR',
      amountLabel: 'Price',
      amount: '25.00',
    }).svg,
  );
  parts.push(k.field('Stock', {x: LEFT + 16, y: top + 44 + STEP * 4, w: 160, value: 'Unlimited', hint: true}).svg);

  parts.push(payment.svg);
  parts.push(p.card({x: RIGHT, y: donationY, w: COL_W, h: donationH, tone: 'neutral'}));
  parts.push(text(RIGHT + 16, donationY + 26, 'For a donation, in place of Price:', {fill: color.secondary}));
  parts.push(
    k.multiSelect('Suggested amounts', {
      x: RIGHT + 16,
      y: donationY + 40,
      w: INNER,
      chips: ['5.00 EUR', '10.00 EUR', '25.00 EUR'],
    }).svg,
  );

  const after = afterPaymentAndCreate(k, top + productH + GAP);
  parts.push(after.svg);
  return {body: parts.join('\n'), bottom: Math.max(after.bottom, CONTENT.y)};
}
