/**
 * The requests a reader's code commonly signs instead of the one it sends, each with one input changed: the method,
 * the path or query, the body bytes, the timestamp's unit, the secret. explain.ts signs each until one gives the
 * reader's signature.
 */
import {otherOrders, reserialisations} from './reserialise';
import type {SignedParts} from './request';

/** The input a change is in. */
export type VariantKind = 'body' | 'path' | 'timestamp' | 'key' | 'method' | 'secret';

/** One input changed: the parts signed with it, or the secret, and the message that names the change. */
export type Variant = {kind: VariantKind; message: string; parts: SignedParts; secret?: string};

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** What a message adds to a body that was not signed as sent. */
const EXACT_BYTES =
  'The signature must be computed over the exact bytes the request sends: serialise the body once, then sign and send that same text.';

/** The bodies code commonly signs instead of the bytes it sends, each once. */
function bodyVariants(body: string): {body: string; message: string}[] {
  const found = [
    ...reserialisations(body).map((variant) => ({...variant, message: `the body re-serialised ${variant.words}`})),
    {body: `${body}\n`, message: 'the body with a line break added at its end'},
    {body: body.replace(/\r?\n/g, '\r\n'), message: 'the body with Windows line breaks (CRLF)'},
    {body: body.trim(), message: 'the body without the whitespace at its start or end'},
    {body: '', message: 'an empty body, while this request sends one'},
  ];
  const seen = new Set([body]);
  return found.filter((variant) => !seen.has(variant.body) && Boolean(seen.add(variant.body)));
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
    // Every other order of up to five parameters (119 orders); one moved at a time beyond.
    ...otherOrders(params).map((order) => ({
      path: `${path}?${order.join('&')}`,
      message: 'the query parameters in another order than the request sends them',
    })),
    {path: `${path}?${decodeURIComponent(query)}`, message: 'the query string decoded (%XX as the characters)'},
    {path: `https://sandbox-api.coinloom.example${pathWithQuery}`, message: 'the full URL instead of the path'},
    {path: `https://api.coinloom.example${pathWithQuery}`, message: 'the full URL instead of the path'},
  ];
  return candidates.filter((candidate) => candidate.path !== pathWithQuery && !candidate.path.endsWith('?'));
}

/** Every single-input change to the parts signed here, with `timestamp` as the one their code sent. */
export function variantsOf(signed: SignedParts & {secret: string; keyId: string}, timestamp: string): Variant[] {
  const parts: SignedParts = {
    timestamp,
    method: signed.method,
    pathWithQuery: signed.pathWithQuery,
    body: signed.body,
  };
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
      ({body, message}) =>
        ({kind: 'body', message: `${says(message)} ${EXACT_BYTES}`, parts: {...parts, body}}) as const,
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
      ? [
          {
            kind: 'secret',
            message: says(
              'with the secret without the space or line break at its start or end that the secret entered here has (the mask hides it); enter it here without',
            ),
            parts,
            secret: signed.secret.trim(),
          } as const,
        ]
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

/** What a list of variants tried, in words: `4 other methods, 9 other paths, …`. */
export function triedWords(variants: Variant[]): string {
  const count = (kind: VariantKind) => variants.filter((variant) => variant.kind === kind).length;
  const words: Record<VariantKind, (n: number) => string> = {
    method: (n) => `${n} other method${n === 1 ? '' : 's'}`,
    path: (n) => `${n} other path${n === 1 ? '' : 's'}`,
    body: (n) => `${n} other bod${n === 1 ? 'y' : 'ies'}`,
    timestamp: () => 'the timestamp in milliseconds',
    key: () => 'the key id as the secret',
    secret: () => 'the secret with whitespace at its end, or without it',
  };
  return (Object.keys(words) as VariantKind[])
    .filter((kind) => count(kind) > 0)
    .map((kind) => words[kind](count(kind)))
    .join(', ');
}
