import {appHeader} from '../../../data/app';
import {CONTENT} from '../figures/frame';
import type {Kit} from '../figures/kit';
import {color, text} from '../figures/svg';

/**
 * The header numbered, and its three menus drawn open side by side below it
 * (in the app, one opens at a time, under its control).
 */
export default function header(k: Kit) {
  k.header('logo');
  k.header('merchantSwitcher');
  k.header('sandboxSwitch');
  k.header('notifications');
  k.header('profileMenu');

  const parts = [
    text(CONTENT.x, CONTENT.y + 16, 'The header, with its three menus opened one at a time', {fill: color.secondary}),
  ];
  const top = CONTENT.y + 40;
  const gap = 20;
  const w = (CONTENT.w - 2 * gap) / 3;

  parts.push(text(CONTENT.x, top + 14, `${appHeader.merchantSwitcher} open`, {weight: 600}));
  const merchantMenu = k.menu({
    x: CONTENT.x,
    y: top + 26,
    w,
    items: [{label: 'Main shop'}, {label: 'Donations'}, {label: 'New merchant', control: true}],
  });
  parts.push(merchantMenu.svg);

  const notificationsX = CONTENT.x + w + gap;
  parts.push(text(notificationsX, top + 14, `${appHeader.notifications} open`, {weight: 600}));
  const notificationsMenu = k.menu({
    x: notificationsX,
    y: top + 26,
    w,
    items: [{label: 'Payment paid'}, {label: 'Withdrawal completed'}, {label: 'New sign-in', muted: true}],
  });
  parts.push(notificationsMenu.svg);
  parts.push(
    k.button('Mark all as read', {x: notificationsX, y: notificationsMenu.bottom + 12, w, variant: 'quiet'}).svg,
  );

  const profileX = CONTENT.x + 2 * (w + gap);
  parts.push(text(profileX, top + 14, `${appHeader.profileMenu} open`, {weight: 600}));
  const profileMenu = k.menu({
    x: profileX,
    y: top + 26,
    w,
    items: [
      {label: 'Your profile', control: true},
      {label: appHeader.logOut, control: true},
    ],
  });
  parts.push(profileMenu.svg);

  return {body: parts.join('\n'), bottom: notificationsMenu.bottom + 48};
}
