/**
 * The Try it panel's request: what the build gives the panel about an
 * operation (`TryItData`, made by data.ts), the request the reader's input
 * makes of it, and its signature by the documented rule, with Web Crypto
 * (`features/signing/hmac.ts`).
 * Plain functions that run in the browser and in Node.js alike, so the tests
 * hold them against the signing samples' vectors.
 */
import {hmacHex} from '../../signing/hmac';
import type {JsonSchema} from '../types';
import type {KeyIdForm} from './key';
import type {SampleRequest} from '../render/sampleCode';

export type TryItServer = {url: string; description: string};

export type TryItParameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** The description's words, as plain text with `code` spans. */
  description: string;
  schema: JsonSchema;
  /** The value filled in at first: the example of a path parameter or required query parameter, else ''. */
  value: string;
  /** The description's example, shown as a placeholder. */
  example: string;
};

/** What the panel knows of one operation, made at build time from the description. */
export type TryItData = {
  /** The operation id: also what tests look for to find whose data a script holds. */
  tryOperation: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the description writes it, after the server's base URL: `/checkouts/{checkout_id}`. */
  path: string;
  /** False for the public endpoints (`security: []`). */
  signed: boolean;
  servers: TryItServer[];
  /** The server chosen at first: the sandbox. */
  defaultServer: number;
  parameters: TryItParameter[];
  /** The JSON body: its example as the samples send it. Its schema is in the body's validator (`TryItChecks`). */
  body?: {required: boolean; example: string};
  /** The timestamp window, in seconds. */
  toleranceSeconds: number;
  /** The form of a key id, checked as the reader types one. */
  keyId: KeyIdForm;
};

/** What the reader entered. `values` are keyed `in:name`, as `parameterKey` writes them. */
export type TryItInput = {
  server: string;
  values: Record<string, string>;
  body: string;
};

export const parameterKey = (parameter: {in: string; name: string}): string => `${parameter.in}:${parameter.name}`;

export type BuiltRequest = {
  method: TryItData['method'];
  /** The full URL. */
  url: string;
  /** The path after the server's base URL, with the query: what the samples call `path`. */
  path: string;
  /** The path from the host on, with the query: what is signed (`/v1/checkouts`). */
  pathWithQuery: string;
  /** The body as sent and signed: '' for none. */
  body: string;
  /** Header parameters with a value (Idempotency-Key). */
  headers: [string, string][];
};

/** The request's path after the server's base URL, path parameters in place, each value encoded. */
function pathOf(data: TryItData, input: TryItInput): string {
  return data.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = data.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return parameter ? encodeURIComponent(input.values[parameterKey(parameter)] ?? '') : whole;
  });
}

/**
 * How URL parsing reads a path value that is a dot segment: `.` is "this folder", `..` "the folder above" (the
 * WHATWG URL standard, which browsers and Node.js follow). Undefined for any other value, which stays a segment
 * once encoded.
 */
export function dotSegmentMeaning(value: string): string | undefined {
  return {'.': '"this folder"', '..': '"the folder above"'}[value];
}

/**
 * Why the input cannot make a request of this operation, or undefined when it can. A path value must be
 * there, and must stay the segment it is: `/checkouts/..` would be sent, and signed, as `/v1/`, another
 * endpoint's path (`dotSegmentMeaning`). Any value that URL parsing changes the path for is refused.
 */
export function requestRefusal(data: TryItData, input: TryItInput): string | undefined {
  for (const parameter of data.parameters.filter((candidate) => candidate.in === 'path')) {
    const value = input.values[parameterKey(parameter)] ?? '';
    if (value === '') {
      return `No request without a value for \`${parameter.name}\`: the path would lose a segment and name another endpoint.`;
    }
  }
  const base = input.server.replace(/\/+$/, '');
  const path = pathOf(data, input);
  const sent = new URL(base + path);
  const meant = new URL(base).pathname.replace(/\/+$/, '') + path;
  if (sent.pathname === meant) return undefined;
  const folded = data.parameters
    .filter((parameter) => parameter.in === 'path')
    .map((parameter) => ({name: parameter.name, value: input.values[parameterKey(parameter)] ?? ''}))
    .find(({value}) => dotSegmentMeaning(value));
  const what = folded
    ? `\`${folded.value}\` as \`${folded.name}\` is read by URL parsing as ${dotSegmentMeaning(folded.value)}`
    : 'URL parsing changes this path';
  return `No request: ${what}, so it would be sent and signed as \`${sent.pathname}\`, another endpoint, not \`${meant}\`.`;
}

/**
 * The request the reader's input makes: path parameters in place, query parameters with a value in the
 * description's order. It throws where `requestRefusal` gives a reason: such a request would go elsewhere.
 */
export function buildRequest(data: TryItData, input: TryItInput): BuiltRequest {
  const refusal = requestRefusal(data, input);
  if (refusal) throw new Error(refusal);
  const value = (parameter: TryItParameter) => input.values[parameterKey(parameter)] ?? '';
  const path = pathOf(data, input);
  const query = data.parameters
    .filter((parameter) => parameter.in === 'query' && value(parameter) !== '')
    .map((parameter) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(value(parameter))}`)
    .join('&');
  const relative = query ? `${path}?${query}` : path;
  const url = new URL(input.server.replace(/\/+$/, '') + relative);
  return {
    method: data.method,
    url: url.href,
    path: relative,
    pathWithQuery: url.pathname + url.search,
    body: data.body ? input.body : '',
    headers: data.parameters
      .filter((parameter) => parameter.in === 'header' && value(parameter) !== '')
      .map((parameter) => [parameter.name, value(parameter)]),
  };
}

export type SignedParts = {timestamp: string; method: string; pathWithQuery: string; body: string};

/** The string that is signed: timestamp, method, path with query and body, joined by line feeds. */
export function canonicalString({timestamp, method, pathWithQuery, body}: SignedParts): string {
  return [timestamp, method, pathWithQuery, body].join('\n');
}

/** The X-Coinloom-Signature of a request: the HMAC-SHA256, in hex, of its string to sign under the key secret. */
export function signatureOf(secret: string, parts: SignedParts): Promise<string> {
  return hmacHex(secret, canonicalString(parts));
}

const encoder = new TextEncoder();

/** The length of a text in UTF-8 bytes: what the server hashes. */
export const byteLength = (text: string): number => encoder.encode(text).length;

/** The request as the samples' generators take it (render/sampleCode/), signed already when the headers are given. */
export function sampleRequestOf(
  data: TryItData,
  input: TryItInput,
  signedHeaders?: SampleRequest['signedHeaders'],
): SampleRequest {
  const built = buildRequest(data, input);
  let body: unknown;
  try {
    body = built.body === '' ? undefined : JSON.parse(built.body);
  } catch {
    // Not JSON: the samples send the text as it is, which only a request signed already does.
    body = built.body;
  }
  return {
    operationId: data.tryOperation,
    method: data.method,
    baseUrl: input.server.replace(/\/+$/, ''),
    path: built.path,
    body: data.body && built.body !== '' ? body : undefined,
    bodyText: data.body && built.body !== '' ? built.body : undefined,
    signed: data.signed,
    signedHeaders: data.signed ? signedHeaders : undefined,
    idempotencyKey: built.headers.find(([name]) => name === 'Idempotency-Key')?.[1],
  };
}
