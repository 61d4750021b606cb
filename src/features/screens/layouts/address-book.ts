import {getNetwork} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';

const tron = getNetwork('tron');
const ton = getNetwork('ton');
const ethereum = getNetwork('ethereum');

export default function addressBook(k: Kit) {
  const heading = k.heading('Address book', ['Add address']);
  const parts = [heading.svg];
  const search = k.field('Search', {x: CONTENT.x, y: heading.bottom + 12, w: 300, value: 'Label', hint: true});
  parts.push(search.svg);

  const actionsX = CONTENT.x + 560;
  const savedTable = k.table('Saved addresses', {
    x: CONTENT.x,
    y: search.bottom + 20,
    columns: [
      {header: 'Label', w: 145},
      {header: 'Network', w: 95},
      {header: 'Address', w: 115},
      {header: 'Memo or tag', w: 100},
      {header: 'Allowed by', w: 105},
      {header: '', w: CONTENT.w - 560},
    ],
    rows: [
      ['Supplier', tron.name, {redacted: 90}, {muted: 'None'}, {badge: 'Main shop', tone: 'done'}, ''],
      ['Exchange deposit', ton.name, {redacted: 90}, {redacted: 60}, {muted: 'None'}, ''],
      ['Contractor', ethereum.name, {redacted: 90}, {muted: 'None'}, {muted: 'None'}, ''],
    ],
  });
  parts.push(savedTable.svg);
  const firstRowBaseline = savedTable.bottom - 3 * 40 + 25;
  parts.push(k.link('Edit', {x: actionsX + 12, y: firstRowBaseline}).svg);
  parts.push(k.link('Delete', {x: actionsX + 76, y: firstRowBaseline}).svg);
  for (const row of [1, 2]) {
    parts.push(p.link({x: actionsX + 12, y: firstRowBaseline + row * 40, label: 'Edit'}).svg);
    parts.push(p.link({x: actionsX + 76, y: firstRowBaseline + row * 40, label: 'Delete'}).svg);
  }

  const formY = savedTable.bottom + 24;
  const formH = 304;
  const half = (CONTENT.w - 32 - 20) / 2;
  parts.push(p.card({x: CONTENT.x, y: formY, w: CONTENT.w, h: formH, title: 'New address'}));
  parts.push(k.field('Label', {x: CONTENT.x + 16, y: formY + 44, w: half, value: 'Supplier', hint: true}).svg);
  parts.push(k.select('Network', {x: CONTENT.x + 16 + half + 20, y: formY + 44, w: half, value: tron.name}).svg);
  parts.push(k.field('Address', {x: CONTENT.x + 16, y: formY + 116, w: half, redactedWidth: 200}).svg);
  parts.push(
    k.field('Memo or tag', {x: CONTENT.x + 16 + half + 20, y: formY + 116, w: half, value: 'Optional', hint: true}).svg,
  );
  parts.push(k.checkbox('Allow withdrawals', {x: CONTENT.x + 16, y: formY + 196, checked: true}).svg);
  parts.push(
    k.field('Authentication code', {
      x: CONTENT.x + 16 + half + 20,
      y: formY + 182,
      w: half,
      value: '6 digits',
      hint: true,
    }).svg,
  );
  parts.push(k.button('Save address', {x: CONTENT.x + 16, y: formY + 254, variant: 'primary'}).svg);

  return {body: parts.join('\n'), bottom: formY + formH};
}
