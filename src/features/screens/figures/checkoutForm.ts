/** Parts the checkout forms share: the heading, the payment settings and the settings for after payment. */
import {formLimits} from '../../../data/checkoutSettings';
import {screenLabels} from '../../../data/app';
import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from './frame';
import type {Kit} from './kit';
import * as p from './primitives';

const tron = getNetwork('tron');
const [tronStablecoin] = tokensOf(tron);
const ethereum = getNetwork('ethereum');

export const GAP = 20;
export const COL_W = (CONTENT.w - GAP) / 2;
export const INNER = COL_W - 32;
export const LEFT = CONTENT.x;
export const RIGHT = CONTENT.x + COL_W + GAP;
/** From one field's top to the next one's. */
export const STEP = 72;

export function checkoutHeading(k: Kit): p.Drawn {
  return k.heading('New checkout', [], 'Checkouts › New checkout');
}

/**
 * The left-hand card every checkout form opens with: its title, then Kind,
 * Name and Description. The caller adds its own fields below, from STEP * 3.
 */
export function basicsCard(
  k: Kit,
  options: {y: number; h: number; title: string; kind: string; name: string; description: string},
): string {
  const {y, h, title} = options;
  return [
    p.card({x: LEFT, y, w: COL_W, h, title}),
    k.select('Kind', {x: LEFT + 16, y: y + 44, w: INNER, value: options.kind}).svg,
    k.field('Name', {x: LEFT + 16, y: y + 44 + STEP, w: INNER, value: options.name}).svg,
    k.field('Description', {x: LEFT + 16, y: y + 44 + STEP * 2, w: INNER, value: options.description, hint: true}).svg,
  ].join('\n');
}

/** A currency select with the amount field beside it. */
export function currencyAndAmount(
  k: Kit,
  options: {x: number; y: number; w: number; currency: string; amountLabel: string; amount: string},
): p.Drawn {
  const currencyW = 120;
  const currency = k.select('Currency', {x: options.x, y: options.y, w: currencyW, value: options.currency});
  const amount = k.field(options.amountLabel, {
    x: options.x + currencyW + 24,
    y: options.y,
    w: options.w - currencyW - 24,
    value: options.amount,
  });
  return {svg: `${currency.svg}\n${amount.svg}`, bottom: amount.bottom};
}

/** The card with Accepted assets, Payment window and Ask for e-mail. */
export function paymentCard(k: Kit, x: number, y: number): p.Drawn {
  const h = 44 + STEP * 2 + 24 + 58 + 20;
  const parts = [p.card({x, y, w: COL_W, h, title: 'Payment'})];
  parts.push(
    k.multiSelect('Accepted assets', {
      x: x + 16,
      y: y + 44,
      w: INNER,
      chips: [`${tronStablecoin.symbol} · ${tron.name}`, `${ethereum.native.symbol} · ${ethereum.name}`],
    }).svg,
  );
  parts.push(
    k.field('Payment window', {
      x: x + 16,
      y: y + 44 + STEP,
      w: 160,
      value: String(formLimits.paymentWindowDefaultMinutes),
      suffix: 'minutes',
      help: 'For a price in crypto',
    }).svg,
  );
  parts.push(k.select('Ask for e-mail', {x: x + 16, y: y + 44 + STEP * 2 + 24, w: 160, value: 'Off'}).svg);
  return {svg: parts.join('\n'), bottom: y + h};
}

/** The full-width card with Thank-you message, Success URL and Cancel URL, then Create. */
export function afterPaymentAndCreate(k: Kit, y: number): p.Drawn {
  const h = 44 + STEP + 58 + 20;
  const parts = [p.card({x: LEFT, y, w: CONTENT.w, h, title: screenLabels.checkoutAfterPayment})];
  parts.push(k.field('Thank-you message', {x: LEFT + 16, y: y + 44, w: INNER, value: 'Thank you!', hint: true}).svg);
  parts.push(k.field('Success URL', {x: RIGHT + 16, y: y + 44, w: INNER, value: 'https://', hint: true}).svg);
  parts.push(k.field('Cancel URL', {x: LEFT + 16, y: y + 44 + STEP, w: INNER, value: 'https://', hint: true}).svg);
  const create = k.button('Create', {x: LEFT, y: y + h + GAP, variant: 'primary'});
  parts.push(create.svg);
  return {svg: parts.join('\n'), bottom: create.bottom};
}
