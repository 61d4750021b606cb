/**
 * The frame every screen sketch shares: the app header (logo and the header
 * controls of src/data/app.ts) and the left navigation (its screens, the
 * current one highlighted), or, before log-in, the logo alone.
 */
import {appHeader, appScreens} from '../../../data/app';
import type {NavLabel} from '../types';
import {avatarIcon, bellIcon, callout, chevronDown} from './primitives';
import {FONT, WIDTH, color, el, escapeXml, group, line, rect, size, text, textWidth} from './svg';

export const HEADER_HEIGHT = 60;
export const SIDEBAR_WIDTH = 208;
/** Where a layout draws: the content area right of the navigation and under the header. */
export const CONTENT = {x: SIDEBAR_WIDTH + 24, y: HEADER_HEIGHT + 24, w: WIDTH - SIDEBAR_WIDTH - 48} as const;
/** The content area of the signed-out frame, which has no navigation. */
export const SIGNED_OUT_CONTENT = {x: 24, y: HEADER_HEIGHT + 24, w: WIDTH - 48} as const;

const NAV_ITEM_HEIGHT = 38;
/** The frame is never shorter than the navigation. */
export const MIN_APP_HEIGHT = HEADER_HEIGHT + 16 + appScreens.length * NAV_ITEM_HEIGHT + 24;

export type HeaderKey = 'logo' | keyof typeof appHeader;

/** Callout numbers to draw on the header's controls (only the header's own page numbers them). */
export type HeaderCallouts = Partial<Record<HeaderKey, number>>;

/** Where the logo's name ends. */
const LOGO_END = 62 + textWidth('Coinloom', size.title, 600);

function logo(callouts: HeaderCallouts): string {
  return group([
    rect(24, 16, 28, 28, {rx: 8, fill: color.brand}),
    el('path', {
      d: 'M43,24 A8,8 0 1 0 43,36',
      fill: 'none',
      stroke: color.page,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
    text(62, 36, 'Coinloom', {size: size.title, weight: 600}),
    callouts.logo === undefined
      ? ''
      : callout(callouts.logo, LOGO_END + 24, 22, {x: 24, y: 16, w: LOGO_END - 24, h: 28}),
  ]);
}

/** The header's controls, laid out from the right edge leftwards. */
function headerControls(callouts: HeaderCallouts): string {
  const parts: string[] = [];
  /** Numbers a control that reaches from `x` to `right`, where its callout sits, on the header's line. */
  const mark = (key: HeaderKey, x: number, right: number, cy: number) => {
    const n = callouts[key];
    if (n !== undefined) {
      parts.push(callout(n, right, cy, {x, y: 12, w: right - x, h: 36}));
    }
  };
  let right = WIDTH - 24;

  const profileW = 28 + 8 + textWidth(appHeader.profileMenu) + 20;
  const profileX = right - profileW;
  parts.push(avatarIcon(profileX + 14, 30));
  parts.push(text(profileX + 36, 35, appHeader.profileMenu));
  parts.push(chevronDown(right - 6, 30));
  mark('profileMenu', profileX, right, 14);
  right = profileX - 28;

  const notificationsW = 18 + 8 + textWidth(appHeader.notifications);
  const notificationsX = right - notificationsW;
  parts.push(bellIcon(notificationsX + 1, 20));
  parts.push(text(notificationsX + 26, 35, appHeader.notifications));
  mark('notifications', notificationsX, right, 14);
  right = notificationsX - 28;

  const sandboxW = 36 + 8 + textWidth(appHeader.sandboxSwitch);
  const sandboxX = right - sandboxW;
  parts.push(rect(sandboxX, 20, 36, 20, {rx: 10, fill: color.neutralFill, stroke: color.neutral}));
  parts.push(
    el('circle', {cx: sandboxX + 10, cy: 30, r: 7, fill: color.page, stroke: color.neutral, 'stroke-width': 1.5}),
  );
  parts.push(text(sandboxX + 44, 35, appHeader.sandboxSwitch));
  mark('sandboxSwitch', sandboxX, right, 14);
  right = sandboxX - 28;

  const merchantW = 168;
  const merchantX = right - merchantW;
  parts.push(rect(merchantX, 12, merchantW, 36, {rx: 8, fill: color.page, stroke: color.neutral}));
  parts.push(text(merchantX + 12, 35, appHeader.merchantSwitcher));
  parts.push(chevronDown(right - 16, 30));
  mark('merchantSwitcher', merchantX, right, 12);

  return group(parts);
}

function navigation(current: NavLabel | null, height: number): string {
  const parts = [rect(0, HEADER_HEIGHT, SIDEBAR_WIDTH, height - HEADER_HEIGHT, {fill: color.neutralFill})];
  appScreens.forEach((screen, index) => {
    const y = HEADER_HEIGHT + 16 + index * NAV_ITEM_HEIGHT;
    const isCurrent = screen.label === current;
    if (isCurrent) {
      parts.push(
        group(
          [
            rect(12, y, SIDEBAR_WIDTH - 24, NAV_ITEM_HEIGHT - 6, {rx: 8, fill: color.brandFill, stroke: color.brand}),
            text(28, y + 21, screen.label, {weight: 600, fill: color.brand}),
          ],
          {'data-current': 'true'},
        ),
      );
    } else {
      parts.push(text(28, y + 21, screen.label, {fill: color.text}));
    }
  });
  parts.push(line(SIDEBAR_WIDTH, HEADER_HEIGHT, SIDEBAR_WIDTH, height));
  return group(parts, {'data-part': 'navigation'});
}

function header(controls: string, callouts: HeaderCallouts): string {
  return group(
    [
      rect(0, 0, WIDTH, HEADER_HEIGHT, {fill: color.page}),
      logo(callouts),
      controls,
      line(0, HEADER_HEIGHT, WIDTH, HEADER_HEIGHT),
    ],
    {'data-part': 'header'},
  );
}

export function appFrame(options: {current: NavLabel | null; height: number; callouts?: HeaderCallouts}): string {
  const callouts = options.callouts ?? {};
  return group([navigation(options.current, options.height), header(headerControls(callouts), callouts)]);
}

export function signedOutFrame(): string {
  return header('', {});
}

/** The whole SVG document: white background, one font, title and description for screen readers. */
export function svgDocument(options: {
  id: string;
  title: string;
  desc: string;
  height: number;
  body: string;
  source: string;
}): string {
  const {id, title, desc, height, body, source} = options;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!-- Generated by src/features/screens/figures/build.ts from ${source}. Do not edit: change the data or the layout and run the build. -->`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-labelledby="${id}-title ${id}-desc">`,
    `  <title id="${id}-title">${escapeXml(title)}</title>`,
    `  <desc id="${id}-desc">${escapeXml(desc)}</desc>`,
    `  ${rect(0, 0, WIDTH, height, {fill: color.page})}`,
    el('g', {'font-family': FONT}, `\n${body}\n`),
    '</svg>',
    '',
  ].join('\n');
}
