import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';

const tron = getNetwork('tron');
const [tronStablecoin] = tokensOf(tron);
const ethereum = getNetwork('ethereum');

export default function checkouts(k: Kit) {
  const heading = k.heading('Checkouts', ['New invoice', 'New checkout']);
  const parts = [heading.svg];
  const filterY = heading.bottom + 20;
  parts.push(k.field('Search', {x: CONTENT.x, y: filterY, w: 260, value: 'Name or id', hint: true}).svg);
  parts.push(k.select('Kind', {x: CONTENT.x + 284, y: filterY, w: 180, value: 'All kinds'}).svg);
  parts.push(k.select('Status', {x: CONTENT.x + 488, y: filterY, w: 180, value: 'Active'}).svg);

  const actionsX = CONTENT.x + 604;
  const list = k.table('Your checkouts', {
    x: CONTENT.x,
    y: filterY + 58 + 20,
    columns: [
      {header: 'Name', w: 222},
      {header: 'Kind', w: 92},
      {header: 'Price', w: 114},
      {header: 'Payments', w: 84},
      {header: 'Status', w: 92},
      {header: '', w: CONTENT.w - 604},
    ],
    rows: [
      [{strong: 'Logo design consultation'}, 'Sale', '25.00 EUR', '4', {badge: 'Active', tone: 'done'}, ''],
      ['Support the podcast', 'Donation', {muted: 'Any amount'}, '12', {badge: 'Active', tone: 'done'}, ''],
      ['Order 1042', 'Cart', '42.50 EUR', '1', {badge: 'Active', tone: 'done'}, ''],
    ],
  });
  parts.push(list.svg);
  const firstBaseline = list.bottom - 3 * 40 + 25;
  parts.push(k.link('Copy link', {x: actionsX + 12, y: firstBaseline}).svg);
  for (const row of [1, 2]) {
    parts.push(p.link({x: actionsX + 12, y: firstBaseline + row * 40, label: 'Copy link'}).svg);
  }

  const cardY = list.bottom + 24;
  const cardH = 56 + 28 + 40 * 5 + 20;
  parts.push(p.card({x: CONTENT.x, y: cardY, w: CONTENT.w, h: cardH, title: 'Logo design consultation'}));
  const archiveW = p.buttonWidth('Archive');
  const archiveX = CONTENT.x + CONTENT.w - 16 - archiveW;
  parts.push(k.button('Archive', {x: archiveX, y: cardY + 12, variant: 'danger'}).svg);
  const editX = archiveX - 24 - p.buttonWidth('Edit');
  parts.push(k.button('Edit', {x: editX, y: cardY + 12}).svg);
  parts.push(k.link('Download QR code', {x: editX - 36, y: cardY + 34, anchor: 'end'}).svg);
  const usdtOnTron = `${tronStablecoin.symbol} · ${tron.name}`;
  const payments = k.table('Payments', {
    x: CONTENT.x + 16,
    y: cardY + 56,
    columns: [
      {header: 'Payment', w: 150},
      {header: 'Amount', w: 220},
      {header: 'Status', w: 130},
      {header: 'Created', w: CONTENT.w - 32 - 500},
    ],
    rows: [
      [{redacted: 100}, `26.85 ${usdtOnTron}`, {badge: 'pending', tone: 'brand'}, {muted: 'Today, 10:42'}],
      [{redacted: 100}, `26.80 ${usdtOnTron}`, {badge: 'paid', tone: 'done'}, {muted: 'Yesterday'}],
      [
        {redacted: 100},
        `0.0071 ${ethereum.native.symbol} · ${ethereum.name}`,
        {badge: 'underpaid', tone: 'attention'},
        {muted: '3 days ago'},
      ],
      [{redacted: 100}, {muted: 'Nothing arrived'}, {badge: 'expired', tone: 'neutral'}, {muted: 'Last week'}],
    ],
  });
  parts.push(payments.svg);

  const invoicesY = cardY + cardH + 24;
  const invoiceActionsX = CONTENT.x + 500;
  const invoices = k.table('Your invoices', {
    x: CONTENT.x,
    y: invoicesY,
    columns: [
      {header: 'Number', w: 120},
      {header: 'Customer', w: 140},
      {header: 'Total', w: 110},
      {header: 'Status', w: 130},
      {header: '', w: CONTENT.w - 500},
    ],
    rows: [
      ['INV-2026-0043', 'Example Studio', '480.00 EUR', {badge: 'draft', tone: 'neutral'}, ''],
      ['INV-2026-0042', 'Example Client', '1,500.00 EUR', {badge: 'open · overdue', tone: 'attention'}, ''],
      ['INV-2026-0041', 'Example Client', '300.00 EUR', {badge: 'paid', tone: 'done'}, ''],
    ],
  });
  parts.push(invoices.svg);
  const invoiceBaseline = invoices.bottom - 3 * 40 + 25;
  parts.push(k.link('PDF', {x: invoiceActionsX + 12, y: invoiceBaseline}).svg);
  for (const row of [1, 2]) {
    parts.push(p.link({x: invoiceActionsX + 12, y: invoiceBaseline + row * 40, label: 'PDF'}).svg);
  }
  const buttonX = invoiceActionsX + 80;
  parts.push(k.button('Send', {x: buttonX, y: invoiceBaseline - 21, variant: 'secondary'}).svg);
  parts.push(k.button('Void', {x: buttonX, y: invoiceBaseline + 40 - 21, variant: 'danger'}).svg);
  // A paid invoice can be neither sent nor voided: its payment, to refund, is behind View payments.
  parts.push(k.link('View payments', {x: buttonX, y: invoiceBaseline + 80}).svg);
  return {body: parts.join('\n'), bottom: invoices.bottom};
}
