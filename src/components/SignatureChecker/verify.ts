/**
 * The callback signature check of src/features/api/samples/callbacks/verify-callback.mjs,
 * in the browser: Web Crypto instead of node:crypto, and a result that says
 * why a callback fails instead of an exception. Nothing leaves the page.
 */
import {firstMatch} from '../../features/signing/firstMatch';
import {hmacHex} from '../../features/signing/hmac';

export type Parsed = {timestamp: number; signatures: string[]};

export type CheckResult =
  | {status: 'valid'; timestamp: number; ageSeconds: number; ageIgnored: boolean}
  | {status: 'missing_secret'}
  | {status: 'missing_header'}
  | {status: 'malformed_header'; message: string}
  | {status: 'signature_mismatch'; timestamp: number; expected: string; received: string[]; hint?: string}
  | {status: 'timestamp_out_of_range'; timestamp: number; ageSeconds: number; toleranceSeconds: number};

export type CheckInput = {
  secret: string;
  header: string;
  rawBody: string;
  /** Unix seconds. */
  now: number;
  toleranceSeconds: number;
  ignoreAge?: boolean;
};

class MalformedHeader extends Error {}

/** Splits the header into its timestamp and v1 signatures, as the samples do; a pasted `Coinloom-Signature:` name is dropped. */
export function parseSignatureHeader(header: string): Parsed | null {
  const value = header.trim().replace(/^coinloom-signature\s*:\s*/i, '');
  if (value === '') {
    return null;
  }
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const entry of value.split(',')) {
    const separator = entry.indexOf('=');
    const key = entry.slice(0, Math.max(separator, 0)).trim();
    const item = entry.slice(separator + 1).trim();
    if (separator === -1 || key === '') {
      throw new MalformedHeader(`"${entry.trim()}" is not a key=value entry.`);
    }
    if (key === 't') {
      if (timestamp !== undefined || !/^\d{1,12}$/.test(item)) {
        throw new MalformedHeader('t must appear once, as Unix seconds.');
      }
      timestamp = Number(item);
    } else if (key === 'v1') {
      if (!/^[0-9a-fA-F]{64}$/.test(item)) {
        throw new MalformedHeader('Each v1 must be 64 hexadecimal characters.');
      }
      signatures.push(item.toLowerCase());
    }
  }
  if (timestamp === undefined || signatures.length === 0) {
    throw new MalformedHeader('The header needs a t and a v1.');
  }
  return {timestamp, signatures};
}

/** The v1 signature of a timestamp and raw body under a callback secret: HMAC-SHA256 of `<t>.<body>`, in hex. */
export function computeSignature(secret: string, timestamp: number, rawBody: string): Promise<string> {
  return hmacHex(secret, `${timestamp}.${rawBody}`);
}

function compactJson(text: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/**
 * When the signature does not match, looks for the usual copy-and-paste damage:
 * a secret or body with extra whitespace, Windows line breaks, reformatted JSON.
 */
async function mismatchHint(secret: string, parsed: Parsed, rawBody: string): Promise<string | undefined> {
  const variants: {secret: string; body: string; text: string}[] = [];
  if (secret.trim() !== secret) {
    variants.push({
      secret: secret.trim(),
      body: rawBody,
      text: 'It matches once the spaces or line breaks around the secret are removed: copy the secret again without them.',
    });
  }
  if (rawBody.trim() !== rawBody) {
    variants.push({
      secret,
      body: rawBody.trim(),
      text: 'It matches without the whitespace at the start or end of the body: your copy added it. Your handler must hash the body exactly as received.',
    });
  }
  if (rawBody.includes('\r\n')) {
    variants.push({
      secret,
      body: rawBody.replace(/\r\n/g, '\n'),
      text: 'It matches with plain line breaks instead of Windows ones (CRLF): something converted them on the way.',
    });
  }
  const compact = compactJson(rawBody);
  if (compact !== undefined && compact !== rawBody) {
    variants.push({
      secret,
      body: compact,
      text: 'It matches the compact form of this JSON: the body was reformatted after it arrived. Hash the raw bytes before any JSON parsing.',
    });
  }
  const match = await firstMatch(
    variants,
    (variant) => computeSignature(variant.secret, parsed.timestamp, variant.body),
    parsed.signatures,
  );
  if (match) {
    return match.text;
  }
  if (rawBody !== rawBody.trim() || rawBody.includes('\r') || /\n\s+"/.test(rawBody)) {
    return 'The body has line breaks, indentation or surrounding whitespace. Coinloom sends it as one compact line: paste it exactly as your server received it.';
  }
  return undefined;
}

export async function checkSignature(input: CheckInput): Promise<CheckResult> {
  if (input.secret === '') {
    return {status: 'missing_secret'};
  }
  let parsed: Parsed | null;
  try {
    parsed = parseSignatureHeader(input.header);
  } catch (error) {
    return {status: 'malformed_header', message: (error as Error).message};
  }
  if (!parsed) {
    return {status: 'missing_header'};
  }
  const expected = await computeSignature(input.secret, parsed.timestamp, input.rawBody);
  if (!parsed.signatures.includes(expected)) {
    return {
      status: 'signature_mismatch',
      timestamp: parsed.timestamp,
      expected,
      received: parsed.signatures,
      hint: await mismatchHint(input.secret, parsed, input.rawBody),
    };
  }
  const ageSeconds = input.now - parsed.timestamp;
  if (Math.abs(ageSeconds) > input.toleranceSeconds && !input.ignoreAge) {
    return {
      status: 'timestamp_out_of_range',
      timestamp: parsed.timestamp,
      ageSeconds,
      toleranceSeconds: input.toleranceSeconds,
    };
  }
  return {status: 'valid', timestamp: parsed.timestamp, ageSeconds, ageIgnored: Boolean(input.ignoreAge)};
}

/** A header Coinloom would send for this body, signed now: what the example fills in. */
export async function signNow(secret: string, rawBody: string, now: number): Promise<string> {
  return `t=${now},v1=${await computeSignature(secret, now, rawBody)}`;
}

/** "2 d 3 h", "4 min 10 s", "12 s": an age a reader can take in at a glance. */
export function formatAge(seconds: number): string {
  const total = Math.abs(Math.round(seconds));
  const units: [string, number][] = [
    ['d', 86_400],
    ['h', 3_600],
    ['min', 60],
    ['s', 1],
  ];
  const parts: string[] = [];
  let rest = total;
  for (const [unit, size] of units) {
    const count = Math.floor(rest / size);
    if (count > 0 && parts.length < 2) {
      parts.push(`${count} ${unit}`);
    }
    rest -= count * size;
  }
  return parts.length ? parts.join(' ') : '0 s';
}
