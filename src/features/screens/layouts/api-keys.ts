import {appHeader} from '../../../data/app';
import {apiKeyScopes} from '../../../data/product';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, text} from '../figures/svg';
import {profileTabs} from './profile';

export default function apiKeys(k: Kit) {
  const heading = k.heading('Profile', ['Create API key']);
  const tabs = profileTabs(k, 1, heading.bottom + 4);
  const parts = [heading.svg, tabs.svg];
  parts.push(
    text(CONTENT.x, tabs.bottom + 26, `Keys of the merchant selected in ${appHeader.merchantSwitcher}`, {
      fill: color.secondary,
    }),
  );

  const keysTable = k.table('Your API keys', {
    x: CONTENT.x,
    y: tabs.bottom + 44,
    columns: [
      {header: 'Name', w: 150},
      {header: 'Key id', w: 130},
      {header: 'Scopes', w: 210},
      {header: 'IP allowlist', w: 110},
      {header: '', w: CONTENT.w - 600},
    ],
    rows: [
      ['Shop server', {redacted: 90}, 'read, payments', 'Yes', {link: 'Revoke'}],
      ['Payout job', {redacted: 90}, 'read, payouts', 'Yes', {link: 'Revoke'}],
    ],
  });
  parts.push(keysTable.svg);
  // The table draws its row links as text; the first one carries the control's callout.
  const firstRowY = keysTable.bottom - 80;
  parts.push(
    p.callout(k.n('Revoke'), CONTENT.x + 600 + 12 + p.textWidth('Revoke') + 16, firstRowY + 20, {
      x: CONTENT.x + 600,
      y: firstRowY,
      w: CONTENT.w - 600,
      h: 40,
    }),
  );

  const formY = keysTable.bottom + 24;
  const formW = 420;
  parts.push(p.card({x: CONTENT.x, y: formY, w: formW, h: 352, title: 'New API key'}));
  parts.push(
    k.field('Key name', {x: CONTENT.x + 16, y: formY + 44, w: formW - 32, value: 'Shop server', hint: true}).svg,
  );
  parts.push(text(CONTENT.x + 16, formY + 140, 'Scopes', {weight: 600}));
  const scopeRows = Math.ceil(apiKeyScopes.length / 2);
  parts.push(
    p.callout(k.n('Scopes'), CONTENT.x + 16 + p.textWidth('Scopes', 14, 600) + 22, formY + 135, {
      x: CONTENT.x + 16,
      y: formY + 124,
      w: formW - 32,
      h: 24 + scopeRows * 34,
    }),
  );
  apiKeyScopes.forEach((scope, index) => {
    const column = index % 2;
    const row = Math.floor(index / 2);
    parts.push(
      p.checkbox({x: CONTENT.x + 16 + column * 190, y: formY + 148 + row * 34, label: scope.id, checked: index < 2})
        .svg,
    );
  });
  parts.push(
    k.field('IP allowlist', {
      x: CONTENT.x + 16,
      y: formY + 228,
      w: formW - 32,
      value: "Your servers' IP addresses",
      hint: true,
    }).svg,
  );
  parts.push(k.button('Create key', {x: CONTENT.x + 16, y: formY + 302, variant: 'primary'}).svg);

  const secretX = CONTENT.x + formW + 20;
  const secretW = CONTENT.w - formW - 20;
  const secret = p.message({
    x: secretX,
    y: formY,
    w: secretW,
    tone: 'attention',
    lines: ['Your new key', 'Key id and secret, shown after', 'Create key. Store the secret', 'on your server now.'],
  });
  parts.push(secret.svg);
  parts.push(p.redacted(secretX + 14, secret.bottom + 20, 150));
  parts.push(k.button('Copy secret', {x: secretX, y: secret.bottom + 40, variant: 'primary'}).svg);

  return {body: parts.join('\n'), bottom: formY + 352};
}
