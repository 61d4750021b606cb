// Signs and sends requests to the Coinloom API.
// Node.js 20 or later, no dependencies.
//
// Set these environment variables before you run code that imports this file:
//   COINLOOM_KEY_ID      the API key id
//   COINLOOM_KEY_SECRET  the API key secret
//   COINLOOM_API_BASE    optional: the live base URL; the sandbox otherwise
import {createHmac, randomUUID} from 'node:crypto';
import process from 'node:process';
import {URL} from 'node:url';

export const SANDBOX_API_BASE = 'https://sandbox-api.coinloom.example/v1';

/**
 * The request signature: lowercase hex HMAC-SHA256, under the key secret, of
 * the timestamp, the method, the path with its query and the raw body, joined
 * by line feeds. The path starts with /v1; the body is the exact text sent
 * ('' when there is none).
 */
export function signRequest({secret, timestamp, method, pathWithQuery, body = ''}) {
  const message = [timestamp, method.toUpperCase(), pathWithQuery, body].join('\n');
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

/** An answer outside 2xx, with the problem's `code`, such as `invalid_signature`. */
export class CoinloomApiError extends Error {
  constructor(status, problem) {
    const detail = problem.detail ?? problem.title ?? 'no detail';
    super(`${status} ${problem.code ?? 'unknown_error'}: ${detail}`);
    this.name = 'CoinloomApiError';
    this.status = status;
    this.code = problem.code;
    this.requestId = problem.request_id;
    this.problem = problem;
  }
}

function parseProblem(text) {
  try {
    const problem = JSON.parse(text);
    return problem !== null && typeof problem === 'object' ? problem : {detail: text};
  } catch {
    return {detail: text};
  }
}

function requiredEnv(name) {
  const value = process.env[name];
  if (!value) {
    throw new Error(`Set the ${name} environment variable.`);
  }
  return value;
}

/**
 * Sends a signed request and returns the parsed JSON answer. `path` follows
 * the base URL, for example '/checkouts' or '/payments?limit=10'. A POST
 * carries a new Idempotency-Key unless you pass your own, to retry safely.
 */
export async function coinloomRequest(method, path, body, {idempotencyKey} = {}) {
  const keyId = requiredEnv('COINLOOM_KEY_ID');
  const secret = requiredEnv('COINLOOM_KEY_SECRET');
  const base = process.env.COINLOOM_API_BASE || SANDBOX_API_BASE;
  const url = new URL(base.replace(/\/+$/, '') + path);
  const verb = method.toUpperCase();
  const rawBody = body === undefined ? '' : JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000).toString();
  const pathWithQuery = url.pathname + url.search;

  const headers = {
    Accept: 'application/json',
    'X-Coinloom-Key': keyId,
    'X-Coinloom-Timestamp': timestamp,
    'X-Coinloom-Signature': signRequest({
      secret,
      timestamp,
      method: verb,
      pathWithQuery,
      body: rawBody,
    }),
  };
  if (rawBody !== '') {
    headers['Content-Type'] = 'application/json';
  }
  if (verb === 'POST') {
    headers['Idempotency-Key'] = idempotencyKey ?? randomUUID();
  }

  const init = {method: verb, headers, body: rawBody === '' ? undefined : rawBody};
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) {
    throw new CoinloomApiError(response.status, parseProblem(text));
  }
  return text === '' ? null : JSON.parse(text);
}
