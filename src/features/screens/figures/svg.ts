/**
 * The visual language of the screen sketches, after the figure rules of the
 * writers' brief: one font stack, two text colours, the brief's box colours,
 * nothing smaller than 13 px. Drawn for light mode; the site inverts figures
 * in dark mode.
 */

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const color = {
  page: '#ffffff',
  text: '#1c2333',
  secondary: '#4b5565',
  /** Coinloom's own parts: the current navigation item, primary buttons, callouts. */
  brand: '#1d4ed8',
  brandFill: '#f1f5ff',
  /** Neutral surfaces: the navigation, table headers, placeholders. */
  neutral: '#6b7280',
  neutralFill: '#f6f7f9',
  done: '#15803d',
  doneFill: '#ecfdf3',
  attention: '#b45309',
  attentionFill: '#fff4e5',
} as const;

export const size = {
  body: 14,
  title: 16,
  /** The floor: no text in a figure is smaller. */
  small: 13,
} as const;

export const WIDTH = 960;

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

type Attributes = Record<string, string | number | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
}

/** An element with attributes and optional children (already serialised). */
export function el(name: string, attrs: Attributes, children?: string): string {
  return children === undefined
    ? `<${name}${attributes(attrs)}/>`
    : `<${name}${attributes(attrs)}>${children}</${name}>`;
}

/**
 * An estimate of a text's width: system-ui averages a little over half its
 * size per character. Layouts use it to size buttons and to keep text apart,
 * with room to spare for wider fonts.
 */
export function textWidth(text: string, fontSize: number = size.body, weight: 400 | 600 = 400): number {
  return Math.ceil(text.length * fontSize * (weight === 600 ? 0.6 : 0.56));
}

export type TextOptions = {
  size?: number;
  weight?: 400 | 600;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  underline?: boolean;
};

/** One line of text; y is the baseline. */
export function text(x: number, y: number, content: string, options: TextOptions = {}): string {
  return el(
    'text',
    {
      x,
      y,
      'font-size': options.size ?? size.body,
      'font-weight': options.weight === 600 ? 600 : undefined,
      fill: options.fill ?? color.text,
      'text-anchor': options.anchor && options.anchor !== 'start' ? options.anchor : undefined,
      'text-decoration': options.underline ? 'underline' : undefined,
    },
    escapeXml(content),
  );
}

export type BoxOptions = {
  rx?: number;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  dashed?: boolean;
  /** Fill opacity, for tints of a palette colour. */
  opacity?: number;
};

export function rect(x: number, y: number, w: number, h: number, options: BoxOptions = {}): string {
  return el('rect', {
    x,
    y,
    width: w,
    height: h,
    rx: options.rx,
    fill: options.fill ?? 'none',
    'fill-opacity': options.opacity,
    stroke: options.stroke,
    'stroke-width': options.stroke ? (options.strokeWidth ?? 1) : undefined,
    'stroke-dasharray': options.dashed ? '4 3' : undefined,
  });
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string = color.neutral): string {
  return el('line', {x1, y1, x2, y2, stroke, 'stroke-width': 1, 'stroke-opacity': 0.45});
}

export function path(d: string, stroke: string, fill = 'none', strokeWidth = 1.5): string {
  return el('path', {
    d,
    fill,
    stroke,
    'stroke-width': strokeWidth,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
}

export function circle(cx: number, cy: number, r: number, fill: string, stroke?: string): string {
  return el('circle', {cx, cy, r, fill, stroke, 'stroke-width': stroke ? 1.5 : undefined});
}

export function group(children: string[], attrs: Attributes = {}): string {
  return el('g', attrs, `\n${children.filter(Boolean).join('\n')}\n`);
}
