import {SIGNED_OUT_CONTENT} from '../figures/frame';
import {screenLabels} from '../../../data/app';
import type {Kit} from '../figures/kit';
import * as p from '../figures/primitives';
import {color, text} from '../figures/svg';

const GAP = 24;
const CARD_W = (SIGNED_OUT_CONTENT.w - 2 * GAP) / 3;
const INNER_W = CARD_W - 32;

/** The signed-out pages, side by side: each card is one page. */
export default function registrationLogin(k: Kit) {
  const {x, y} = SIGNED_OUT_CONTENT;
  const parts: string[] = [];
  const column = (index: number) => x + index * (CARD_W + GAP);
  const cardH1 = 300;
  const row2 = y + cardH1 + GAP;
  const cardH2 = 236;

  // Sign up
  let cx = column(0);
  parts.push(p.card({x: cx, y, w: CARD_W, h: cardH1, title: 'Sign up'}));
  parts.push(k.field('E-mail', {x: cx + 16, y: y + 48, w: INNER_W}).svg);
  parts.push(k.field('Password', {x: cx + 16, y: y + 120, w: INNER_W, redactedWidth: 80}).svg);
  parts.push(k.button('Create account', {x: cx + 16, y: y + 204, w: INNER_W, variant: 'primary'}).svg);

  // Log in
  cx = column(1);
  parts.push(p.card({x: cx, y, w: CARD_W, h: cardH1, title: 'Log in'}));
  parts.push(p.field({x: cx + 16, y: y + 48, w: INNER_W, label: 'E-mail'}).svg);
  parts.push(p.field({x: cx + 16, y: y + 120, w: INNER_W, label: 'Password', redactedWidth: 80}).svg);
  parts.push(k.button('Log in', {x: cx + 16, y: y + 204, w: INNER_W, variant: 'primary'}).svg);
  parts.push(k.link('Forgot password?', {x: cx + 16, y: y + 272}).svg);
  parts.push(k.link('Sign up', {x: cx + CARD_W - 48, y: y + 272, anchor: 'end'}).svg);

  // Check your e-mail
  cx = column(2);
  parts.push(p.card({x: cx, y, w: CARD_W, h: cardH1, title: screenLabels.checkEmail}));
  ['We sent a verification link to', 'the address you signed up with.', 'Open it to verify your account.'].forEach(
    (line, i) => parts.push(text(cx + 16, y + 64 + i * 22, line, {fill: color.secondary})),
  );
  parts.push(p.redacted(cx + 16, y + 144, 160));
  parts.push(k.button('Resend e-mail', {x: cx + 16, y: y + 204, w: INNER_W}).svg);

  // Two-factor authentication
  cx = column(0);
  parts.push(p.card({x: cx, y: row2, w: CARD_W, h: cardH2, title: 'Two-factor authentication'}));
  parts.push(text(cx + 16, row2 + 58, 'Enter the code from your app.', {fill: color.secondary}));
  parts.push(k.field('Authentication code', {x: cx + 16, y: row2 + 76, w: INNER_W}).svg);
  parts.push(k.button('Verify', {x: cx + 16, y: row2 + 168, w: INNER_W, variant: 'primary'}).svg);

  // Reset your password
  cx = column(1);
  parts.push(p.card({x: cx, y: row2, w: CARD_W, h: cardH2, title: 'Reset your password'}));
  parts.push(text(cx + 16, row2 + 58, 'We e-mail you a reset link.', {fill: color.secondary}));
  parts.push(p.field({x: cx + 16, y: row2 + 76, w: INNER_W, label: 'E-mail'}).svg);
  parts.push(k.button('Send reset link', {x: cx + 16, y: row2 + 168, w: INNER_W, variant: 'primary'}).svg);

  // Choose a new password
  cx = column(2);
  parts.push(p.card({x: cx, y: row2, w: CARD_W, h: cardH2, title: 'Choose a new password'}));
  parts.push(text(cx + 16, row2 + 58, 'Opened from the reset link.', {fill: color.secondary}));
  parts.push(k.field('New password', {x: cx + 16, y: row2 + 76, w: INNER_W, redactedWidth: 80}).svg);
  parts.push(k.button('Save password', {x: cx + 16, y: row2 + 168, w: INNER_W, variant: 'primary'}).svg);

  return {body: parts.join('\n'), bottom: row2 + cardH2};
}
