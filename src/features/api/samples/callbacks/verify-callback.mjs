// Verifies the Coinloom-Signature header of a callback.
// Node.js 20 or later, no dependencies.
//
//   Coinloom-Signature: t=<Unix seconds>,v1=<signature>
//
// The signature is the hex HMAC-SHA256 of "<t>.<raw body>" under the callback
// secret. The header carries one v1; the parser skips names it does not know,
// so a header that gains fields later still verifies.
import {Buffer} from 'node:buffer';
import {createHmac, timingSafeEqual} from 'node:crypto';

// How far a callback's timestamp may be from your clock, in seconds: the
// window the docs give (Callbacks > Verify the signature). Older callbacks
// are refused as possible replays.
export const TIMESTAMP_TOLERANCE_SECONDS = 300;

/**
 * Why a callback was refused, in `reason`: missing_header, malformed_header,
 * signature_mismatch or timestamp_out_of_range.
 */
export class CallbackVerificationError extends Error {
  constructor(reason, message) {
    super(message);
    this.name = 'CallbackVerificationError';
    this.reason = reason;
  }
}

const fail = (reason, message) => new CallbackVerificationError(reason, message);

/** Reads the timestamp and the v1 signatures; entries with other names are skipped. */
export function parseSignatureHeader(header) {
  if (typeof header !== 'string' || header.trim() === '') {
    throw fail('missing_header', 'No Coinloom-Signature header.');
  }
  let timestamp;
  const signatures = [];
  for (const entry of header.split(',')) {
    const separator = entry.indexOf('=');
    const key = entry.slice(0, Math.max(separator, 0)).trim();
    const value = entry.slice(separator + 1).trim();
    if (separator === -1 || key === '') {
      throw fail('malformed_header', `"${entry.trim()}" is not a key=value entry.`);
    }
    if (key === 't') {
      if (timestamp !== undefined || !/^\d{1,12}$/.test(value)) {
        throw fail('malformed_header', 't must appear once, as Unix seconds.');
      }
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-fA-F]{64}$/.test(value)) {
        throw fail('malformed_header', 'v1 must be 64 hexadecimal characters.');
      }
      signatures.push(value.toLowerCase());
    }
  }
  if (timestamp === undefined || signatures.length === 0) {
    throw fail('malformed_header', 'The header needs a t and a v1.');
  }
  return {timestamp, signatures};
}

/** The v1 signature of a timestamp and a raw body (a string or a Buffer). */
export function computeSignature(secret, timestamp, rawBody) {
  const hmac = createHmac('sha256', secret);
  return hmac.update(`${timestamp}.`).update(rawBody).digest('hex');
}

/**
 * Checks a callback against your callback secret and returns its timestamp,
 * or throws a CallbackVerificationError. Pass the body exactly as received,
 * before any JSON parsing.
 */
export function verifyCallback({
  secret,
  header,
  rawBody,
  now = Math.floor(Date.now() / 1000),
  toleranceSeconds = TIMESTAMP_TOLERANCE_SECONDS,
}) {
  const {timestamp, signatures} = parseSignatureHeader(header);
  const expected = Buffer.from(computeSignature(secret, timestamp, rawBody), 'hex');
  const matches = (hex) => timingSafeEqual(Buffer.from(hex, 'hex'), expected);
  if (!signatures.some(matches)) {
    throw fail('signature_mismatch', 'The v1 signature does not match this body and secret.');
  }
  const age = now - timestamp;
  if (Math.abs(age) > toleranceSeconds) {
    const distance = `${Math.abs(age)} s ${age >= 0 ? 'old' : 'in the future'}`;
    const message = `The timestamp is ${distance}, more than ${toleranceSeconds} s.`;
    throw fail('timestamp_out_of_range', message);
  }
  return timestamp;
}
