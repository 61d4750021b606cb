/**
 * Why a signature a reader's code produced differs from the one the panel
 * computed. It signs the request again with one input changed the way code
 * commonly gets it wrong (the body re-serialised, the path without `/v1`, the
 * method in lower case…) until one of them gives the reader's signature; that
 * input explains the difference, and its string to sign is shown beside the
 * panel's. Checked with a wrong input of each kind in explain.test.ts.
 */
import {firstMatch} from '../../signing/firstMatch';
import {canonicalString, signatureOf, type SignedParts} from './request';

export type MismatchKind = 'body' | 'path' | 'timestamp' | 'key' | 'method' | 'secret';

export type Explanation =
  /** Their signature is the panel's, and nothing else stands in the way. */
  | {kind: 'match'}
  /** Not a signature the API can read. */
  | {kind: 'malformed'; message: string}
  /** One input explains it; `theirs` is the string their code signed, when it can be told. */
  | {kind: MismatchKind; message: string; theirs?: string}
  /** No single change explains it. */
  | {kind: 'unknown'; message: string};

export type Signed = SignedParts & {secret: string; keyId: string; toleranceSeconds: number};

export type Theirs = {
  /** The X-Coinloom-Signature their code sent. */
  signature: string;
  /** The X-Coinloom-Timestamp it sent, if the reader gives it. */
  timestamp?: string;
  /** The X-Coinloom-Key it sent, if the reader gives it. */
  keyId?: string;
};

type Variant = {kind: MismatchKind; message: string; parts: SignedParts; secret?: string};

const KEY_ID = /^key_[A-Za-z0-9]{8,32}$/;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

type JsonStyle = {
  /** Between items, and between a key and its value. */
  item: string;
  key: string;
  indent?: string;
  sortKeys?: boolean;
  /** Non-ASCII characters as \uXXXX, as Python's json.dumps and PHP's json_encode write them by default. */
  ascii?: boolean;
  /** `/` as `\/`, as PHP's json_encode writes it by default. */
  escapeSlash?: boolean;
};

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
  const entries = Object.entries(value as Record<string, unknown>);
  if (style.sortKeys) entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return join(
    entries.map(([key, item]) => `${serialise(key, style)}${style.key}${serialise(item, style, depth + 1)}`),
    '{',
    '}',
  );
}

/** The bodies code commonly signs instead of the bytes it sends. */
function bodyVariants(body: string): {body: string; message: string}[] {
  const found: {body: string; message: string}[] = [];
  let value: unknown;
  try {
    value = body.trim() === '' ? undefined : JSON.parse(body);
  } catch {
    value = undefined;
  }
  if (value !== undefined) {
    const styles: [JsonStyle, string][] = [
      [{item: ',', key: ':'}, 'the body as compact JSON, while this request sends it with its spacing and line breaks'],
      [{item: ',', key: ': ', indent: '  '}, 'the body indented by two spaces, while this request sends other bytes'],
      [
        {item: ',', key: ': ', indent: '    '},
        'the body indented by four spaces, while this request sends other bytes',
      ],
      [
        {item: ', ', key: ': ', ascii: true},
        "the body as Python's json.dumps writes it by default (spaces after , and :, non-ASCII as \\u escapes)",
      ],
      [
        {item: ',', key: ':', ascii: true, escapeSlash: true},
        "the body as PHP's json_encode writes it by default (/ as \\/, non-ASCII as \\u escapes)",
      ],
      [{item: ',', key: ':', ascii: true}, 'the body with non-ASCII characters written as \\u escapes'],
      [{item: ',', key: ':', sortKeys: true}, 'the body with its keys in another order (sorted), as compact JSON'],
      [
        {item: ', ', key: ': ', sortKeys: true, ascii: true},
        'the body with its keys sorted, as json.dumps(sort_keys=True)',
      ],
    ];
    for (const [style, message] of styles) found.push({body: serialise(value, style), message});
  }
  found.push(
    {body: `${body}\n`, message: 'the body with a line break added at its end'},
    {body: body.replace(/\r?\n/g, '\r\n'), message: 'the body with Windows line breaks (CRLF)'},
    {body: body.trim(), message: 'the body without the whitespace at its start or end'},
    {body: '', message: 'an empty body, while this request sends one'},
  );
  return found.filter((variant) => variant.body !== body);
}

/** Every other order of a few query parameters (up to five: 119 orders). */
function orders(items: string[]): string[][] {
  if (items.length < 2 || items.length > 5) return [];
  const all = (rest: string[]): string[][] =>
    rest.length <= 1
      ? [rest]
      : rest.flatMap((item, index) => all(rest.filter((_, other) => other !== index)).map((tail) => [item, ...tail]));
  return all(items).slice(1);
}

/** The paths code commonly signs instead of the path with its query, from the host on. */
function pathVariants(pathWithQuery: string): {path: string; message: string}[] {
  const [path, query = ''] = pathWithQuery.split(/\?(.*)/s);
  const params = query ? query.split('&') : [];
  const withoutBase = path.replace(/^\/v\d+(?=\/)/, '');
  const candidates = [
    {path: withoutBase + (query ? `?${query}` : ''), message: 'the path without the base path /v1'},
    {path, message: 'the path without its query string'},
    {path: withoutBase, message: 'the path without /v1 and without its query string'},
    {path: `${path}/${query ? `?${query}` : ''}`, message: 'the path with a trailing slash'},
    ...orders(params).map((order) => ({
      path: `${path}?${order.join('&')}`,
      message: 'the query parameters in another order than the request sends them',
    })),
    {path: `${path}?${decodeURIComponent(query)}`, message: 'the query string decoded (%XX as the characters)'},
    {path: `https://sandbox-api.coinloom.example${pathWithQuery}`, message: 'the full URL instead of the path'},
    {path: `https://api.coinloom.example${pathWithQuery}`, message: 'the full URL instead of the path'},
  ];
  return candidates.filter((candidate) => candidate.path !== pathWithQuery && !candidate.path.endsWith('?'));
}

function variantsOf(signed: Signed, timestamp: string): Variant[] {
  const parts: SignedParts = {...signed, timestamp};
  const says = (what: string) => `Your code signed ${what}.`;
  return [
    ...(signed.method !== signed.method.toLowerCase()
      ? [
          {
            kind: 'method',
            message: says('the method in lower case; sign it in upper case'),
            parts: {...parts, method: signed.method.toLowerCase()},
          } as const,
        ]
      : []),
    ...METHODS.filter((method) => method !== signed.method).map(
      (method) =>
        ({
          kind: 'method',
          message: says(`the method ${method}, while this request is a ${signed.method}`),
          parts: {...parts, method},
        }) as const,
    ),
    ...pathVariants(signed.pathWithQuery).map(
      ({path, message}) => ({kind: 'path', message: says(message), parts: {...parts, pathWithQuery: path}}) as const,
    ),
    ...bodyVariants(signed.body).map(
      ({body, message}) => ({kind: 'body', message: says(message), parts: {...parts, body}}) as const,
    ),
    {
      kind: 'timestamp',
      message: says('the time in milliseconds; the timestamp is in seconds'),
      parts: {...parts, timestamp: String(Number(timestamp) * 1000)},
    },
    {
      kind: 'key',
      message: says('with the key id as the secret: the secret is the other half of the key'),
      parts,
      secret: signed.keyId,
    },
    ...(signed.secret.trim() !== signed.secret
      ? []
      : [
          {
            kind: 'secret',
            message: says('with a line break after the secret, as a secret read from a file keeps it'),
            parts,
            secret: `${signed.secret}\n`,
          } as const,
        ]),
  ];
}

/** Reads a pasted header value: `X-Coinloom-Signature: abc…` or the value alone. */
const valueOf = (text: string, name: string): string => text.trim().replace(new RegExp(`^${name}\\s*:\\s*`, 'i'), '');

function checkFormat(signature: string): string | undefined {
  if (signature === '') return 'Paste the X-Coinloom-Signature value your code sent.';
  if (/^[0-9A-F]{64}$/.test(signature)) {
    return 'The signature is in upper case: the API compares the lowercase hex digest.';
  }
  if (/^[A-Za-z0-9+/]{43}=$/.test(signature)) {
    return 'The signature is in Base64: the API expects the digest as 64 lowercase hex characters.';
  }
  if (!/^[0-9a-f]{64}$/.test(signature)) {
    return `The signature has ${signature.length} characters: an HMAC-SHA256 in hex has 64, from 0-9 and a-f.`;
  }
  return undefined;
}

/**
 * Which input explains that their signature differs from the one signed here,
 * given the inputs signed here (`signed`) and what their code sent (`theirs`),
 * at the time `now` (Unix seconds).
 */
export async function explainMismatch(signed: Signed, theirs: Theirs, now: number): Promise<Explanation> {
  const signature = valueOf(theirs.signature, 'X-Coinloom-Signature');
  const format = checkFormat(signature);
  if (format) return {kind: 'malformed', message: format};

  const timestamp = valueOf(theirs.timestamp ?? '', 'X-Coinloom-Timestamp') || signed.timestamp;
  const keyId = valueOf(theirs.keyId ?? '', 'X-Coinloom-Key') || signed.keyId;
  if (!/^\d+$/.test(timestamp)) {
    return {kind: 'timestamp', message: `The timestamp "${timestamp}" is not Unix seconds: send digits only.`};
  }
  const parts: SignedParts = {...signed, timestamp};

  if ((await signatureOf(signed.secret, parts)) === signature) {
    if (keyId !== signed.keyId || !KEY_ID.test(keyId)) {
      return {
        kind: 'key',
        message: KEY_ID.test(keyId)
          ? `The signature is right for the secret entered here, but your request names the key ${keyId}, not ${signed.keyId}: the API checks the signature with the secret of the key the request names.`
          : `The signature is right, but X-Coinloom-Key "${keyId}" is not a key id: it reads key_ and 8 to 32 letters or digits.`,
      };
    }
    const age = now - Number(timestamp);
    if (Math.abs(age) > signed.toleranceSeconds) {
      return {
        kind: 'timestamp',
        message: `The signature is right, but the timestamp is ${Math.abs(age)} s ${age < 0 ? 'ahead of' : 'behind'} this clock: the API refuses a request more than ${signed.toleranceSeconds} s away (timestamp_out_of_range). Sign just before sending, with a clock kept in sync.`,
        theirs: canonicalString(parts),
      };
    }
    return {kind: 'match'};
  }

  const variant = await firstMatch(
    variantsOf(signed, timestamp),
    (candidate) => signatureOf(candidate.secret ?? signed.secret, candidate.parts),
    signature,
  );
  if (variant) {
    return {kind: variant.kind, message: variant.message, theirs: canonicalString(variant.parts)};
  }
  if (keyId !== signed.keyId) {
    return {
      kind: 'key',
      message: `Your request names the key ${keyId}, not ${signed.keyId}: the API checks the signature with the secret of the key the request names, so sign with that key's secret, or send the key id that goes with yours.`,
    };
  }
  return {
    kind: 'unknown',
    message:
      'No single change to the timestamp, method, path, query or body gives your signature, so the likeliest cause is the secret: check that it is the secret of this key, for this server (sandbox and live keys differ), copied whole. If your code logs the string it signs, compare it line by line with the one here.',
  };
}
