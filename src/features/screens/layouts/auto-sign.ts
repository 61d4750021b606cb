import {autoSignOperationKinds} from '../../../data/product';
import {getNetwork, tokensOf} from '../../../data/networks';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, text} from '../figures/svg';

const tron = getNetwork('tron');
const ethereum = getNetwork('ethereum');
const [tronStablecoin] = tokensOf(tron);
const usdc = tokensOf(ethereum).find((asset) => asset.symbol === 'USDC') ?? tronStablecoin;

export default function autoSign(k: Kit) {
  const heading = k.heading('Auto-sign', [{label: 'Revoke auto-sign', variant: 'danger'}], 'Wallets › Settlement');
  const parts = [heading.svg];
  const status = p.badge(CONTENT.x + p.textWidth('Auto-sign', 16, 600) + 16, CONTENT.y + 7, 'On', 'done');
  parts.push(status.svg);
  const top = heading.bottom + 20;
  const gap = 20;
  const colW = (CONTENT.w - gap) / 2;
  const left = CONTENT.x;
  const right = CONTENT.x + colW + gap;

  const operationsH = 52 + autoSignOperationKinds.length * 32;
  parts.push(k.card('Operations', {x: left, y: top, w: colW, h: operationsH}));
  autoSignOperationKinds.forEach((operation, index) => {
    parts.push(p.checkbox({x: left + 16, y: top + 42 + index * 32, label: operation.label, checked: true}).svg);
  });

  parts.push(k.card('Allowed destinations', {x: right, y: top, w: colW, h: 196}));
  [
    ['Exchange deposit', ethereum.name],
    ['Payroll', tron.name],
  ].forEach(([label, network], index) => {
    const y = top + 58 + index * 44;
    parts.push(text(right + 16, y, label, {weight: 600}));
    parts.push(text(right + colW - 16, y, network, {fill: color.secondary, anchor: 'end'}));
    parts.push(p.redacted(right + 16, y + 16, 180));
  });
  parts.push(k.button('Add destination', {x: right + 16, y: top + 144}).svg);

  const networks = k.multiSelect('Allowed networks', {
    x: right,
    y: top + 196 + gap,
    w: colW,
    chips: [tron.name, ethereum.name],
  });
  parts.push(networks.svg);
  parts.push(
    text(right, networks.bottom + 28, 'Operations you start in the app', {fill: color.secondary}),
    text(right, networks.bottom + 48, 'always ask you to confirm.', {fill: color.secondary}),
  );

  const limitsY = Math.max(top + operationsH, networks.bottom + 48) + gap;
  const limitColumns = [
    {header: 'Asset and network', w: 240},
    {header: 'Limit per operation', w: 216},
    {header: 'Daily limit', w: CONTENT.w - 32 - 456},
  ];
  const limitsTable = p.table({
    x: left + 16,
    y: limitsY + 44,
    columns: limitColumns,
    rows: [
      [`${tronStablecoin.symbol} · ${tron.name}`, '500.00', '2,000.00'],
      [`${usdc.symbol} · ${ethereum.name}`, '500.00', '2,000.00'],
    ],
  });
  // Each column is a control: its header and its values.
  let columnX = left + 16;
  const columnCallouts = limitColumns.map((column) => {
    const callout = p.callout(k.n(column.header), columnX + column.w - 18, limitsY + 64, {
      x: columnX,
      y: limitsY + 44,
      w: column.w,
      h: limitsTable.bottom - limitsY - 44,
    });
    columnX += column.w;
    return callout;
  });
  const addLimit = k.button('Add limit', {x: left + 16, y: limitsTable.bottom + 16});
  const limitsH = addLimit.bottom + 16 - limitsY;
  parts.push(p.card({x: left, y: limitsY, w: CONTENT.w, h: limitsH, title: 'Limits'}));
  parts.push(limitsTable.svg, ...columnCallouts, addLimit.svg);

  const save = k.button('Save policy', {x: left, y: limitsY + limitsH + gap, variant: 'primary'});
  parts.push(save.svg);
  return {body: parts.join('\n'), bottom: save.bottom};
}
