import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';

const GAP = 20;
const COL_W = (CONTENT.w - GAP) / 2;

/** Profile's tabs, shared with the API keys figure. */
export function profileTabs(k: Kit, active: 0 | 1, y: number) {
  return k.tabs({
    x: CONTENT.x,
    y,
    w: CONTENT.w,
    active,
    items: [
      {label: 'Account', control: active === 0},
      {label: 'API keys', control: active === 0},
    ],
  });
}

export default function profile(k: Kit) {
  const heading = k.heading('Profile');
  const tabs = profileTabs(k, 0, heading.bottom + 4);
  const parts = [heading.svg, tabs.svg];
  const top = tabs.bottom + 20;
  const left = CONTENT.x;
  const right = CONTENT.x + COL_W + GAP;
  const inner = COL_W - 32;

  parts.push(p.card({x: left, y: top, w: COL_W, h: 250, title: 'Personal details'}));
  parts.push(k.field('Name', {x: left + 16, y: top + 44, w: inner, redactedWidth: 120}).svg);
  parts.push(k.field('E-mail', {x: left + 16, y: top + 116, w: inner, redactedWidth: 180}).svg);
  parts.push(k.button('Save details', {x: left + 16, y: top + 196}).svg);

  const notificationsY = top + 250 + GAP;
  parts.push(p.card({x: left, y: notificationsY, w: COL_W, h: 170, title: 'Notifications'}));
  parts.push(k.toggle('Payment e-mails', {x: left + 16, y: notificationsY + 44, on: true}).svg);
  parts.push(k.toggle('Withdrawal e-mails', {x: left + 16, y: notificationsY + 82, on: true}).svg);
  parts.push(k.toggle('Sign-in e-mails', {x: left + 16, y: notificationsY + 120, on: true}).svg);

  parts.push(p.card({x: right, y: top, w: COL_W, h: 140, title: 'Security'}));
  parts.push(k.button('Change password', {x: right + 16, y: top + 44}).svg);
  parts.push(k.toggle('Two-factor authentication', {x: right + 16, y: top + 92, on: true}).svg);

  const sessions = k.table('Sessions', {
    x: right,
    y: top + 140 + GAP,
    columns: [
      {header: 'Browser', w: 180},
      {header: 'Last active', w: COL_W - 180},
    ],
    rows: [
      ['This browser', {badge: 'Now', tone: 'done'}],
      ['Firefox on a laptop', {muted: '2 days ago'}],
    ],
  });
  parts.push(sessions.svg);
  const logOut = k.button('Log out other sessions', {x: right, y: sessions.bottom + 12});
  parts.push(logOut.svg);
  const currency = k.select('Display currency', {x: right, y: logOut.bottom + 20, w: COL_W, value: 'USD'});
  parts.push(currency.svg);

  return {body: parts.join('\n'), bottom: Math.max(currency.bottom, notificationsY + 170)};
}
