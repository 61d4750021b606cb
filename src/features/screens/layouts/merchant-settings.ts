import {limits} from '../../../data/product';
import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, rect, text} from '../figures/svg';

const tron = getNetwork('tron');
const [tronStablecoin] = tokensOf(tron);
const ethereum = getNetwork('ethereum');

export default function merchantSettings(k: Kit) {
  const heading = k.heading('New merchant', [], 'Merchants › New merchant');
  const parts = [heading.svg];
  const gap = 20;
  const colW = (CONTENT.w - gap) / 2;
  const inner = colW - 32;
  const left = CONTENT.x;
  const right = CONTENT.x + colW + gap;
  const top = heading.bottom + 20;

  parts.push(p.card({x: left, y: top, w: colW, h: 336, title: 'Brand'}));
  parts.push(k.field('Name', {x: left + 16, y: top + 44, w: inner, value: 'Main shop', hint: true}).svg);
  parts.push(k.upload('Logo', {x: left + 16, y: top + 116, w: inner, prompt: 'Choose an image'}).svg);
  parts.push(k.field('Brand colour', {x: left + 44, y: top + 188, w: inner - 28, value: '#1d4ed8'}).svg);
  parts.push(rect(left + 16, top + 188 + 30, 20, 20, {rx: 5, fill: color.brand}));
  parts.push(k.field('Website', {x: left + 16, y: top + 260, w: inner, value: 'https://', hint: true}).svg);

  parts.push(p.card({x: right, y: top, w: colW, h: 336, title: 'Payments'}));
  parts.push(k.select('Settlement wallet', {x: right + 16, y: top + 44, w: inner, value: 'Settlement'}).svg);
  parts.push(
    k.multiSelect('Accepted assets and networks', {
      x: right + 16,
      y: top + 116,
      w: inner,
      chips: [`${tronStablecoin.symbol} · ${tron.name}`, `${ethereum.native.symbol} · ${ethereum.name}`],
    }).svg,
  );
  parts.push(
    k.field('Payment tolerance', {
      x: right + 16,
      y: top + 188,
      w: inner,
      value: String(limits.paymentTolerancePercentDefault),
      suffix: '%',
    }).svg,
  );

  const devY = top + 336 + gap;
  const devH = 176;
  parts.push(p.card({x: left, y: devY, w: CONTENT.w, h: devH, title: 'Developers'}));
  parts.push(k.field('Callback URL', {x: left + 16, y: devY + 44, w: inner, value: 'https://', hint: true}).svg);
  parts.push(k.field('Callback secret', {x: right + 16, y: devY + 44, w: inner, redactedWidth: 160}).svg);
  parts.push(k.button('Regenerate secret', {x: right + 16, y: devY + 124}).svg);

  const footerY = devY + devH + gap;
  const create = k.button('Create', {x: left, y: footerY, variant: 'primary'});
  parts.push(create.svg);
  const noteX = left + create.w + 32;
  parts.push(text(noteX, footerY + 23, 'When you edit a merchant:', {fill: color.secondary}));
  parts.push(k.button('Save changes', {x: noteX + p.textWidth('When you edit a merchant:') + 8, y: footerY}).svg);
  return {body: parts.join('\n'), bottom: footerY + 36};
}
