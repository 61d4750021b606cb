import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';

const tron = getNetwork('tron');
const [tronStablecoin] = tokensOf(tron);
const arbitrum = getNetwork('arbitrum');
const usdtOnTron = `${tronStablecoin.symbol} · ${tron.name}`;
const GAP = 20;
const STEP = 72;

export default function multisend(k: Kit) {
  const heading = k.heading('Multisend', ['New multisend']);
  const parts = [heading.svg];
  const top = heading.bottom + GAP;
  const colW = (CONTENT.w - 32 - GAP) / 2;
  const left = CONTENT.x + 16;
  const right = left + colW + GAP;

  const formH = 44 + STEP * 3 + 24 + 56 + 36 + 20;
  parts.push(p.card({x: CONTENT.x, y: top, w: CONTENT.w, h: formH, title: 'New multisend'}));
  parts.push(k.select('From wallet', {x: left, y: top + 44, w: colW, value: 'Payroll'}).svg);
  parts.push(k.select('Asset and network', {x: left, y: top + 44 + STEP, w: colW, value: usdtOnTron}).svg);
  parts.push(k.field('Send at', {x: left, y: top + 44 + STEP * 2, w: colW, value: 'When I confirm', hint: true}).svg);
  parts.push(k.upload('Recipients', {x: right, y: top + 44, w: colW, prompt: 'Choose a CSV file'}).svg);
  parts.push(k.button('Add recipient', {x: right, y: top + 44 + STEP - 6}).svg);
  parts.push(
    k.field('Note', {x: right, y: top + 44 + STEP * 2, w: colW, value: 'Affiliates, week 12', hint: true}).svg,
  );
  const check = p.message({
    x: left,
    y: top + 44 + STEP * 3,
    w: CONTENT.w - 32,
    tone: 'attention',
    lines: ['45 rows checked: 44 ready, 1 to fix', `Row 17: the address is not valid on ${tron.name}.`],
  });
  parts.push(check.svg);
  parts.push(k.button('Review', {x: left, y: check.bottom + 16, variant: 'primary'}).svg);

  const batches = k.table('Batches', {
    x: CONTENT.x,
    y: top + formH + 24,
    columns: [
      {header: 'Note', w: 190},
      {header: 'Asset', w: 180},
      {header: 'Recipients', w: 100},
      {header: 'Sent', w: 70},
      {header: 'Status', w: CONTENT.w - 540},
    ],
    rows: [
      [{strong: 'Affiliates, week 11'}, usdtOnTron, '45', '44', {badge: 'partially_failed', tone: 'attention'}],
      ['March payroll', `USDC · ${arbitrum.name}`, '120', '120', {badge: 'completed', tone: 'done'}],
      ['April payroll', `USDC · ${arbitrum.name}`, '121', '0', {badge: 'scheduled', tone: 'brand'}],
    ],
  });
  parts.push(batches.svg);

  const recipients = k.table('Batch recipients', {
    x: CONTENT.x,
    y: batches.bottom + 24,
    columns: [
      {header: 'Reference', w: 150},
      {header: 'Address', w: 150},
      {header: 'Amount', w: 130},
      {header: 'Status', w: 100},
      {header: 'Reason', w: CONTENT.w - 530},
    ],
    rows: [
      ['aff-0101', {redacted: 110}, '150.00', {badge: 'sent', tone: 'done'}, ''],
      ['aff-0102', {redacted: 110}, '82.50', {badge: 'sent', tone: 'done'}, ''],
      ['aff-0117', {redacted: 110}, '40.00', {badge: 'failed', tone: 'attention'}, {muted: 'Reverted on chain'}],
    ],
  });
  parts.push(recipients.svg);
  return {body: parts.join('\n'), bottom: recipients.bottom};
}
