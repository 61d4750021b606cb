/**
 * The parts a screen sketch is made of. Each control primitive draws its
 * label as one text element and, given a number, the callout that ties it to
 * its row in the page's controls table, with the area the control covers.
 * Coordinates are the top-left corner; every primitive returns its SVG and
 * the y just below it.
 */
import {circle, color, el, group, line, path, rect, size, text, textWidth} from './svg';

export type Drawn = {svg: string; bottom: number};

export type Tone = 'brand' | 'neutral' | 'done' | 'attention';

const tones: Record<Tone, {fill: string; stroke: string}> = {
  brand: {fill: color.brandFill, stroke: color.brand},
  neutral: {fill: color.neutralFill, stroke: color.neutral},
  done: {fill: color.doneFill, stroke: color.done},
  attention: {fill: color.attentionFill, stroke: color.attention},
};

export const CONTROL_HEIGHT = 36;

/** The area a control covers, its label, value and help included. */
export type Box = {x: number; y: number; w: number; h: number};

const CALLOUT_RADIUS = 11;

/**
 * A numbered marker, centred on (cx, cy), on the control that covers `box`. It records that area, its own disc
 * included, as `data-box="x y w h"`: a phone's crops of the figure frame each control whole by it
 * (src/plugins/remarkFigures.ts).
 */
export function callout(n: number, cx: number, cy: number, box: Box): string {
  const left = Math.floor(Math.min(box.x, cx - CALLOUT_RADIUS));
  const top = Math.floor(Math.min(box.y, cy - CALLOUT_RADIUS));
  const right = Math.ceil(Math.max(box.x + box.w, cx + CALLOUT_RADIUS));
  const bottom = Math.ceil(Math.max(box.y + box.h, cy + CALLOUT_RADIUS));
  return group(
    [
      circle(cx, cy, CALLOUT_RADIUS, color.brand, color.page),
      text(cx, cy + 4.5, String(n), {size: size.small, weight: 600, fill: color.page, anchor: 'middle'}),
    ],
    {'data-callout': n, 'data-box': `${left} ${top} ${right - left} ${bottom - top}`},
  );
}

function maybeCallout(n: number | undefined, cx: number, cy: number, box: Box): string {
  return n === undefined ? '' : callout(n, cx, cy, box);
}

export function chevronDown(x: number, y: number, stroke: string = color.secondary): string {
  return path(`M${x - 5},${y - 3} L${x},${y + 2} L${x + 5},${y - 3}`, stroke);
}

/** A stand-in for text the docs never show, such as an address, a key id or an e-mail address. */
export function redacted(x: number, y: number, w: number): string {
  return rect(x, y - 5, w, 10, {rx: 5, fill: color.neutral, opacity: 0.3});
}

type InputOptions = {
  x: number;
  y: number;
  w: number;
  label: string;
  n?: number;
  /** What the field holds in the sketch; grey when it is a hint rather than a value. */
  value?: string;
  hint?: boolean;
  /** Draws a redacted bar of this width instead of a value. */
  redactedWidth?: number;
  /** A unit or suffix shown at the field's right end. */
  suffix?: string;
  /** Text under the field, in secondary colour. */
  help?: string;
};

function inputBox(options: InputOptions, extra: string): Drawn {
  const {x, y, w, label, n, value, hint, redactedWidth, suffix, help} = options;
  const boxY = y + 22;
  const parts = [
    text(x, y + 14, label, {weight: 600}),
    rect(x, boxY, w, CONTROL_HEIGHT, {rx: 6, fill: color.page, stroke: color.neutral}),
  ];
  if (value !== undefined) {
    parts.push(text(x + 12, boxY + 23, value, {fill: hint ? color.secondary : color.text}));
  }
  if (redactedWidth !== undefined) {
    parts.push(redacted(x + 12, boxY + 18, redactedWidth));
  }
  if (suffix !== undefined) {
    parts.push(text(x + w - 12, boxY + 23, suffix, {fill: color.secondary, anchor: 'end'}));
  }
  parts.push(extra);
  let bottom = boxY + CONTROL_HEIGHT;
  if (help !== undefined) {
    parts.push(text(x, bottom + 18, help, {size: size.small, fill: color.secondary}));
    bottom += 24;
  }
  const helpW = help === undefined ? 0 : textWidth(help, size.small);
  parts.push(maybeCallout(n, x + w, boxY, {x, y, w: Math.max(w, helpW), h: bottom - y}));
  return {svg: group(parts), bottom};
}

export function field(options: InputOptions): Drawn {
  return inputBox(options, '');
}

export function select(options: InputOptions): Drawn {
  return inputBox({...options, suffix: undefined}, chevronDown(options.x + options.w - 18, options.y + 22 + 18));
}

/** A select that holds several values, shown as chips. */
export function multiSelect(options: Omit<InputOptions, 'value'> & {chips: readonly string[]}): Drawn {
  const {x, y, w, chips} = options;
  const chipsSvg: string[] = [];
  let chipX = x + 8;
  for (const chip of chips) {
    const chipW = textWidth(chip, size.small) + 16;
    chipsSvg.push(rect(chipX, y + 22 + 7, chipW, 22, {rx: 11, fill: color.brandFill, stroke: color.brand}));
    chipsSvg.push(text(chipX + chipW / 2, y + 22 + 23, chip, {size: size.small, anchor: 'middle'}));
    chipX += chipW + 6;
  }
  if (chipX > x + w - 24) {
    throw new Error(`Chips overflow the field "${options.label}"`);
  }
  return inputBox(options, group([...chipsSvg, chevronDown(x + w - 18, y + 22 + 18)]));
}

/** A file picker: a dashed drop area with a button-like prompt. */
export function upload(options: {x: number; y: number; w: number; label: string; n?: number; prompt: string}): Drawn {
  const {x, y, w, label, n, prompt} = options;
  const boxY = y + 22;
  return {
    svg: group([
      text(x, y + 14, label, {weight: 600}),
      rect(x, boxY, w, CONTROL_HEIGHT, {rx: 6, fill: color.neutralFill, stroke: color.neutral, dashed: true}),
      path(
        `M${x + 18},${boxY + 24} V${boxY + 12} M${x + 13},${boxY + 17} L${x + 18},${boxY + 12} L${x + 23},${boxY + 17}`,
        color.secondary,
      ),
      text(x + 34, boxY + 23, prompt, {fill: color.secondary}),
      maybeCallout(n, x + w, boxY, {x, y, w, h: boxY + CONTROL_HEIGHT - y}),
    ]),
    bottom: boxY + CONTROL_HEIGHT,
  };
}

export function toggle(options: {x: number; y: number; label: string; on: boolean; n?: number}): Drawn {
  const {x, y, label, on, n} = options;
  const labelW = textWidth(label);
  return {
    svg: group([
      rect(x, y + 8, 36, 20, {
        rx: 10,
        fill: on ? color.brand : color.neutralFill,
        stroke: on ? color.brand : color.neutral,
      }),
      circle(on ? x + 26 : x + 10, y + 18, 7, color.page, on ? undefined : color.neutral),
      text(x + 46, y + 23, label),
      maybeCallout(n, x + 46 + labelW + 16, y + 18, {x, y, w: 46 + labelW, h: CONTROL_HEIGHT}),
    ]),
    bottom: y + CONTROL_HEIGHT,
  };
}

export function checkbox(options: {x: number; y: number; label: string; checked: boolean; n?: number}): Drawn {
  const {x, y, label, checked, n} = options;
  const labelW = textWidth(label);
  return {
    svg: group([
      rect(x, y + 9, 18, 18, {
        rx: 4,
        fill: checked ? color.brand : color.page,
        stroke: checked ? color.brand : color.neutral,
      }),
      checked ? path(`M${x + 4},${y + 18} L${x + 8},${y + 22} L${x + 14},${y + 14}`, color.page, 'none', 2) : '',
      text(x + 28, y + 23, label),
      maybeCallout(n, x + 28 + labelW + 16, y + 18, {x, y, w: 28 + labelW, h: CONTROL_HEIGHT}),
    ]),
    bottom: y + CONTROL_HEIGHT,
  };
}

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

export function buttonWidth(label: string): number {
  return textWidth(label, size.body, 600) + 32;
}

export function button(options: {
  x: number;
  y: number;
  label: string;
  variant?: ButtonVariant;
  n?: number;
  w?: number;
}): Drawn & {w: number} {
  const {x, y, label, n} = options;
  const variant = options.variant ?? 'secondary';
  const w = options.w ?? buttonWidth(label);
  const look = {
    primary: {fill: color.brand, stroke: color.brand, text: color.page},
    secondary: {fill: color.page, stroke: color.brand, text: color.brand},
    danger: {fill: color.attentionFill, stroke: color.attention, text: color.attention},
    quiet: {fill: color.page, stroke: color.neutral, text: color.text},
  }[variant];
  return {
    svg: group([
      rect(x, y, w, CONTROL_HEIGHT, {rx: 8, fill: look.fill, stroke: look.stroke}),
      text(x + w / 2, y + 23, label, {weight: 600, fill: look.text, anchor: 'middle'}),
      maybeCallout(n, x + w, y, {x, y, w, h: CONTROL_HEIGHT}),
    ]),
    bottom: y + CONTROL_HEIGHT,
    w,
  };
}

/** A text link; y is the baseline. */
export function link(options: {x: number; y: number; label: string; n?: number; anchor?: 'start' | 'end'}): Drawn {
  const {x, y, label, n} = options;
  const w = textWidth(label);
  const end = options.anchor === 'end';
  return {
    svg: group([
      text(x, y, label, {fill: color.brand, underline: true, anchor: end ? 'end' : 'start'}),
      maybeCallout(n, end ? x + 16 : x + w + 16, y - 5, {x: end ? x - w : x, y: y - 16, w, h: 22}),
    ]),
    bottom: y + 8,
  };
}

export function badge(x: number, y: number, label: string, tone: Tone): {svg: string; w: number} {
  const w = textWidth(label, size.small) + 18;
  return {
    svg: group([
      rect(x, y, w, 24, {rx: 12, fill: tones[tone].fill, stroke: tones[tone].stroke}),
      text(x + w / 2, y + 17, label, {
        size: size.small,
        fill: tone === 'neutral' ? color.secondary : tones[tone].stroke,
        anchor: 'middle',
      }),
    ]),
    w,
  };
}

export type Tab = {label: string; n?: number};

export function tabs(options: {x: number; y: number; w: number; items: readonly Tab[]; active: number}): Drawn {
  const {x, y, w, items, active} = options;
  const parts = [line(x, y + 40, x + w, y + 40)];
  let tabX = x;
  items.forEach((tab, index) => {
    const tabW = textWidth(tab.label, size.body, 600) + 28;
    const isActive = index === active;
    parts.push(
      group([
        text(tabX + 14, y + 25, tab.label, {
          weight: isActive ? 600 : 400,
          fill: isActive ? color.brand : color.secondary,
        }),
        isActive ? rect(tabX, y + 38, tabW, 3, {fill: color.brand}) : '',
        maybeCallout(tab.n, tabX + tabW - 4, y + 4, {x: tabX, y, w: tabW, h: 41}),
      ]),
    );
    tabX += tabW + 8;
  });
  return {svg: group(parts), bottom: y + 41};
}

export type Cell =
  string | {redacted: number} | {badge: string; tone: Tone} | {link: string} | {muted: string} | {strong: string};

export type Column = {header: string; w: number};

const ROW_HEIGHT = 40;

function cell(value: Cell, x: number, y: number): string {
  const baseline = y + 25;
  if (typeof value === 'string') {
    return text(x, baseline, value);
  }
  if ('redacted' in value) {
    return redacted(x, y + 20, value.redacted);
  }
  if ('badge' in value) {
    return badge(x, y + 8, value.badge, value.tone).svg;
  }
  if ('link' in value) {
    return text(x, baseline, value.link, {fill: color.brand, underline: true});
  }
  if ('muted' in value) {
    return text(x, baseline, value.muted, {fill: color.secondary});
  }
  return text(x, baseline, value.strong, {weight: 600});
}

/** A table, under a 16 px heading when it has a `title`. */
export function table(options: {
  x: number;
  y: number;
  columns: readonly Column[];
  rows: readonly (readonly Cell[])[];
  title?: string;
  n?: number;
}): Drawn {
  const {x, columns, rows, title, n} = options;
  const top = options.y;
  const y = title === undefined ? top : top + 28;
  const w = columns.reduce((sum, column) => sum + column.w, 0);
  const parts = [rect(x, y, w, ROW_HEIGHT, {fill: color.neutralFill})];
  if (title !== undefined) {
    parts.unshift(text(x, top + 16, title, {size: size.title, weight: 600}));
  }
  let colX = x;
  for (const column of columns) {
    parts.push(text(colX + 12, y + 25, column.header, {size: size.small, weight: 600, fill: color.secondary}));
    colX += column.w;
  }
  rows.forEach((row, rowIndex) => {
    const rowY = y + ROW_HEIGHT * (rowIndex + 1);
    parts.push(line(x, rowY, x + w, rowY));
    let cellX = x;
    row.forEach((value, index) => {
      parts.push(cell(value, cellX + 12, rowY));
      cellX += columns[index].w;
    });
  });
  const bottom = y + ROW_HEIGHT * (rows.length + 1);
  parts.push(rect(x, y, w, bottom - y, {rx: 8, stroke: color.neutral}));
  parts.push(maybeCallout(n, x + w, y, {x, y: top, w, h: bottom - top}));
  return {svg: group(parts), bottom};
}

/** A panel; the title is 16 px semibold. */
export function card(options: {
  x: number;
  y: number;
  w: number;
  h: number;
  title?: string;
  n?: number;
  tone?: Tone;
}): string {
  const {x, y, w, h, title, n, tone} = options;
  const look = tone ? tones[tone] : {fill: color.page, stroke: color.neutral};
  return group([
    rect(x, y, w, h, {rx: 10, fill: look.fill, stroke: look.stroke, strokeWidth: tone ? 1.5 : 1}),
    title === undefined ? '' : text(x + 16, y + 28, title, {size: size.title, weight: 600}),
    maybeCallout(n, x + w, y, {x, y, w, h}),
  ]);
}

export type MenuItem = {label: string; n?: number; danger?: boolean; muted?: boolean};

/** An open dropdown or panel: a list of items, one per row. */
export function menu(options: {x: number; y: number; w: number; items: readonly MenuItem[]; n?: number}): Drawn {
  const {x, y, w, items, n} = options;
  const h = items.length * 36 + 12;
  const parts = [rect(x, y, w, h, {rx: 8, fill: color.page, stroke: color.neutral, strokeWidth: 1.5})];
  items.forEach((item, index) => {
    const itemY = y + 6 + index * 36;
    const fill = item.danger ? color.attention : item.muted ? color.secondary : color.text;
    parts.push(
      group([
        text(x + 14, itemY + 23, item.label, {fill}),
        maybeCallout(item.n, x + w - 18, itemY + 18, {x, y: itemY, w, h: 36}),
      ]),
    );
  });
  parts.push(maybeCallout(n, x + w, y, {x, y, w, h}));
  return {svg: group(parts), bottom: y + h};
}

/** A coloured message box with one or more lines. */
export function message(options: {
  x: number;
  y: number;
  w: number;
  lines: readonly string[];
  tone: Tone;
  n?: number;
}): Drawn {
  const {x, y, w, lines, tone, n} = options;
  const h = 20 + lines.length * 20;
  return {
    svg: group([
      rect(x, y, w, h, {rx: 8, fill: tones[tone].fill, stroke: tones[tone].stroke, strokeWidth: 1.5}),
      ...lines.map((content, index) => text(x + 14, y + 25 + index * 20, content, {weight: index === 0 ? 600 : 400})),
      maybeCallout(n, x + w, y, {x, y, w, h}),
    ]),
    bottom: y + h,
  };
}

export function bellIcon(x: number, y: number): string {
  return path(
    `M${x},${y + 12} C${x},${y + 4} ${x + 3},${y} ${x + 8},${y} C${x + 13},${y} ${x + 16},${y + 4} ${x + 16},${y + 12} L${x + 18},${y + 15} H${x - 2} Z M${x + 6},${y + 17} C${x + 6},${y + 20} ${x + 10},${y + 20} ${x + 10},${y + 17}`,
    color.secondary,
  );
}

export function avatarIcon(cx: number, cy: number): string {
  return group([
    circle(cx, cy, 14, color.neutralFill, color.neutral),
    circle(cx, cy - 3, 4.5, color.neutral),
    path(`M${cx - 8},${cy + 9} C${cx - 6},${cy + 3} ${cx + 6},${cy + 3} ${cx + 8},${cy + 9}`, color.neutral),
  ]);
}

export {el, line, rect, text, textWidth};
