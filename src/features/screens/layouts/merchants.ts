import {appHeader} from '../../../data/app';
import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, text} from '../figures/svg';

const tron = getNetwork('tron');
const [tronStablecoin] = tokensOf(tron);
const bitcoin = getNetwork('bitcoin');

export default function merchants(k: Kit) {
  const heading = k.heading('Merchants', ['New merchant']);
  const parts = [heading.svg];
  const actionsX = CONTENT.x + 530;
  const merchantsTable = k.table('Your merchants', {
    x: CONTENT.x,
    y: heading.bottom + 20,
    columns: [
      {header: 'Name', w: 150},
      {header: 'Settlement wallet', w: 140},
      {header: 'Accepted assets', w: 140},
      {header: 'Auto-swap', w: 100},
      {header: '', w: CONTENT.w - 530},
    ],
    rows: [
      ['Main shop', 'Settlement', `${tronStablecoin.symbol} · ${tron.name}`, {badge: 'On', tone: 'done'}, ''],
      ['Donations', 'Savings', `${bitcoin.native.symbol} · ${bitcoin.name}`, {badge: 'Off', tone: 'neutral'}, ''],
    ],
  });
  parts.push(merchantsTable.svg);
  const firstBaseline = merchantsTable.bottom - 2 * 40 + 25;
  parts.push(k.link('Edit', {x: actionsX + 12, y: firstBaseline}).svg);
  parts.push(p.link({x: actionsX + 12, y: firstBaseline + 40, label: 'Edit'}).svg);
  parts.push(k.link('Auto-swap', {x: actionsX + 76, y: firstBaseline}).svg);
  parts.push(p.link({x: actionsX + 76, y: firstBaseline + 40, label: 'Auto-swap'}).svg);
  const note = text(
    CONTENT.x,
    merchantsTable.bottom + 32,
    `The merchant the other screens work for is the one selected in ${appHeader.merchantSwitcher}, in the header.`,
    {fill: color.secondary},
  );
  parts.push(note);
  return {body: parts.join('\n'), bottom: merchantsTable.bottom + 40};
}
