/**
 * The same JSON body as other code writes it: with other spacing or escapes, and with its keys in another order.
 * A reader's code that parses a body and serialises it again signs these bytes instead of the ones it sends, one
 * of the commonest causes of a wrong signature; explain.ts signs each of them to find theirs.
 */

type JsonStyle = {
  /** What the message says of the bytes, unless the body is sent in this style already. */
  words: string;
  /** Between items, and between a key and its value. */
  item: string;
  key: string;
  indent?: string;
  /** Non-ASCII characters as \uXXXX, as Python's json.dumps and PHP's json_encode write them by default. */
  ascii?: boolean;
  /** `/` as `\/`, as PHP's json_encode writes it by default. */
  escapeSlash?: boolean;
};

const STYLES: JsonStyle[] = [
  {words: 'as compact JSON', item: ',', key: ':'},
  {words: 'indented by two spaces', item: ',', key: ': ', indent: '  '},
  {words: 'indented by four spaces', item: ',', key: ': ', indent: '    '},
  {
    words: "as Python's json.dumps writes it by default (spaces after , and :, non-ASCII as \\u escapes)",
    item: ', ',
    key: ': ',
    ascii: true,
  },
  {
    words: "as PHP's json_encode writes it by default (/ as \\/, non-ASCII as \\u escapes)",
    item: ',',
    key: ':',
    ascii: true,
    escapeSlash: true,
  },
  {words: 'with non-ASCII characters as \\u escapes', item: ',', key: ':', ascii: true},
];

/** Reorderings of a list (an object's keys, a query's parameters): every other order up to this many, else each moved once. */
const ALL_ORDERS_UP_TO = 5;
/** Reorderings tried at most, each in every style: the search stays well under a second in a browser. */
const MOST_REORDERINGS = 150;

/** JSON in the style of another serialiser, so that its bytes can be signed as that code would sign them. */
function serialise(value: unknown, style: JsonStyle, depth = 0): string {
  if (value === null || typeof value !== 'object') {
    let text = JSON.stringify(value) ?? 'null';
    if (typeof value === 'string') {
      if (style.ascii) {
        text = text.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
      }
      if (style.escapeSlash) text = text.replace(/\//g, '\\/');
    }
    return text;
  }
  const inner = style.indent ? `\n${style.indent.repeat(depth + 1)}` : '';
  const outer = style.indent ? `\n${style.indent.repeat(depth)}` : '';
  const join = (items: string[], open: string, close: string) =>
    items.length ? `${open}${inner}${items.join(`${style.item}${inner}`)}${outer}${close}` : `${open}${close}`;
  if (Array.isArray(value)) {
    return join(
      value.map((item) => serialise(item, style, depth + 1)),
      '[',
      ']',
    );
  }
  return join(
    Object.entries(value as Record<string, unknown>).map(
      ([key, item]) => `${serialise(key, style)}${style.key}${serialise(item, style, depth + 1)}`,
    ),
    '{',
    '}',
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A copy of a value with the keys of every object sorted. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((key) => [key, sorted(value[key])]),
  );
}

/** Every object of a value, each with its path (keys and indexes) from the top. */
function objectsOf(value: unknown, path: (string | number)[] = []): {path: (string | number)[]; keys: string[]}[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => objectsOf(item, [...path, index]));
  if (!isObject(value)) return [];
  return [
    {path, keys: Object.keys(value)},
    ...Object.entries(value).flatMap(([key, item]) => objectsOf(item, [...path, key])),
  ];
}

/** A copy of a value with the object at `path` given its keys in `keys`' order. */
function withOrder(value: unknown, path: (string | number)[], keys: string[]): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === path[0] ? withOrder(item, path.slice(1), keys) : item));
  }
  if (!isObject(value)) return value;
  if (!path.length) return Object.fromEntries(keys.map((key) => [key, value[key]]));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === path[0] ? withOrder(item, path.slice(1), keys) : item]),
  );
}

/** Every other order of a list: all of them for a short one, else each item moved to each other place. */
export function otherOrders(items: string[]): string[][] {
  if (items.length <= ALL_ORDERS_UP_TO) {
    const all = (rest: string[]): string[][] =>
      rest.length <= 1
        ? [rest]
        : rest.flatMap((item, index) => all(rest.filter((_, other) => other !== index)).map((tail) => [item, ...tail]));
    return all(items).slice(1);
  }
  return items.flatMap((item, from) =>
    items.flatMap((_, to) => {
      if (to === from || to === from - 1) return [];
      const rest = items.filter((__, index) => index !== from);
      return [[...rest.slice(0, to), item, ...rest.slice(to)]];
    }),
  );
}

/** The first key a reordering puts before one that came before it: `"name" before "kind"`. */
function firstMoved(before: string[], after: string[]): string {
  const index = after.findIndex((key, position) => key !== before[position]);
  return `"${after[index]}" before "${before[index]}"`;
}

/** The value with its keys in other orders, each with the words that say how: sorted, then one object at a time. */
function reorderings(value: unknown): {value: unknown; words: string}[] {
  const found = [{value: sorted(value), words: 'with its keys in another order (sorted)'}];
  for (const {path, keys} of objectsOf(value)) {
    for (const order of otherOrders(keys)) {
      if (found.length >= MOST_REORDERINGS) return found;
      found.push({
        value: withOrder(value, path, order),
        words: `with its keys in another order (${firstMoved(keys, order)})`,
      });
    }
  }
  return found;
}

/**
 * The bytes code signs when it serialises a JSON body again: in each style, with the keys as sent and then in
 * other orders, each with what its message says; none for a body that is not JSON.
 */
export function reserialisations(body: string): {body: string; words: string}[] {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return [];
  }
  // The style the body is sent in goes unsaid: what differs is only what changed.
  const sentStyle = STYLES.find((style) => serialise(value, style) === body);
  const versions = [{value, words: ''}, ...reorderings(value)];
  return versions.flatMap((version) =>
    STYLES.map((style) => ({
      body: serialise(version.value, style),
      words: [version.words, style === sentStyle ? '' : style.words].filter(Boolean).join(' and '),
    })),
  );
}
