/** How a value is written as code in each language: strings, words for the shell, and JSON-like values. */

function indentOf(level: number, unit: string): string {
  return unit.repeat(level);
}

/** How a language writes values: its indent, quotes, object and list brackets, and scalars. */
type LiteralStyle = {
  unit: string;
  string: (value: string) => string;
  key: (key: string) => string;
  pair: string;
  open: [string, string];
  list: [string, string];
  emptyObject: string;
  scalars: {true: string; false: string; null: string};
  trailingComma: boolean;
};

/** A JSON value as a literal of a language, indented from `level`; short lists of scalars on one line. */
export function literal(value: unknown, style: LiteralStyle, level = 0): string {
  if (value === null) {
    return style.scalars.null;
  }
  if (typeof value === 'boolean') {
    return value ? style.scalars.true : style.scalars.false;
  }
  if (typeof value === 'number') {
    return String(value);
  }
  if (typeof value === 'string') {
    return style.string(value);
  }
  const inner = indentOf(level + 1, style.unit);
  const outer = indentOf(level, style.unit);
  const close = style.trailingComma ? ',' : '';
  if (Array.isArray(value)) {
    const scalars = value.every((item) => item === null || typeof item !== 'object');
    const inline = `${style.list[0]}${value.map((item) => literal(item, style, level + 1)).join(', ')}${style.list[1]}`;
    if (value.length === 0 || (scalars && inline.length <= 60)) {
      return inline;
    }
    const items = value.map((item) => `${inner}${literal(item, style, level + 1)}`);
    return `${style.list[0]}\n${items.join(',\n')}${close}\n${outer}${style.list[1]}`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) {
    return style.emptyObject;
  }
  const items = entries.map(
    ([key, item]) => `${inner}${style.key(key)}${style.pair}${literal(item, style, level + 1)}`,
  );
  return `${style.open[0]}\n${items.join(',\n')}${close}\n${outer}${style.open[1]}`;
}

/** A single-quoted PHP string: only the backslash and the quote need escaping. */
export const singleQuoted = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const phpEscapes: Record<string, string> = {'\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\', '"': '\\"', $: '\\$'};

const isControl = (char: string): boolean => char.charCodeAt(0) < 0x20;

/** A PHP string: single-quoted, or double-quoted with escapes when it holds a control character. */
export function phpString(value: string): string {
  const chars = [...value];
  if (!chars.some(isControl)) {
    return singleQuoted(value);
  }
  const escaped = chars.map(
    (char) => phpEscapes[char] ?? (isControl(char) ? `\\u{${char.charCodeAt(0).toString(16)}}` : char),
  );
  return `"${escaped.join('')}"`;
}

/** A single-quoted JavaScript string: JSON's escapes, with the quotes swapped. */
export const jsString = (value: string): string =>
  `'${JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;

/** Modern JavaScript: two-space indent, single quotes, bare keys where they may be. */
export const jsStyle: LiteralStyle = {
  unit: '  ',
  string: jsString,
  key: (key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key)),
  pair: ': ',
  open: ['{', '}'],
  list: ['[', ']'],
  emptyObject: '{}',
  scalars: {true: 'true', false: 'false', null: 'null'},
  trailingComma: true,
};

/** Python: four-space indent, JSON's strings, `True`, `False` and `None`. */
export const pythonStyle: LiteralStyle = {
  unit: '    ',
  string: (value) => JSON.stringify(value),
  key: (key) => JSON.stringify(key),
  pair: ': ',
  open: ['{', '}'],
  list: ['[', ']'],
  emptyObject: '{}',
  scalars: {true: 'True', false: 'False', null: 'None'},
  trailingComma: true,
};

/** PHP: arrays with `=>`, and `stdClass` for an empty object. */
export const phpStyle: LiteralStyle = {
  unit: '    ',
  string: phpString,
  key: phpString,
  pair: ' => ',
  open: ['[', ']'],
  list: ['[', ']'],
  // An empty PHP array encodes as a JSON list; an empty object needs an object.
  emptyObject: 'new stdClass()',
  scalars: {true: 'true', false: 'false', null: 'null'},
  trailingComma: true,
};

/** Quotes a word for the shell: single quotes, with any single quote closed, escaped and reopened. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** One line for a single item, else one item a line with a trailing comma. */
export function listLines(open: string, items: string[], close: string, indent: string): string[] {
  if (items.length === 1) {
    return [`${open}${items[0]}${close}`];
  }
  return [open, ...items.map((item) => `${indent}${item},`), `${open.match(/^\s*/)?.[0] ?? ''}${close}`];
}
