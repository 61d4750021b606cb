/**
 * Why a signature a reader's code produced differs from the one the panel computed, and what else would make the
 * API refuse their request. It signs the request again with one input changed the way code commonly gets it wrong
 * (variants.ts), then at every second of the accepted timestamp window, until one gives the reader's signature;
 * that input explains the difference, and its string to sign is shown beside the panel's. It reports every cause it
 * finds, and names as tried only what it signed. Checked with a wrong input of each kind in explain.test.ts.
 */
import {firstMatch} from '../../signing/firstMatch';
import {hmacSigner} from '../../signing/hmac';
import {keyIdProblem, type KeyIdForm} from './key';
import {canonicalString, signatureOf, type SignedParts} from './request';
import {triedWords, variantsOf, type VariantKind} from './variants';

/** One reason the API would refuse their request. */
export type Cause = {
  kind: VariantKind | 'malformed' | 'unknown';
  message: string;
  /** The string their code signed, when it can be told. */
  theirs?: string;
};

/** Every cause a comparison found; none when their signature matches and nothing else stands in the way. */
export type Explanation = Cause[];

export type Signed = SignedParts & {secret: string; keyId: string; toleranceSeconds: number; keyIdForm: KeyIdForm};

export type Theirs = {
  /** The X-Coinloom-Signature their code sent. */
  signature: string;
  /** The X-Coinloom-Timestamp it sent, if the reader gives it. */
  timestamp?: string;
  /** The X-Coinloom-Key it sent, if the reader gives it. */
  keyId?: string;
};

/** Reads a pasted header value: `X-Coinloom-Signature: abc…` or the value alone. */
export const headerValue = (text: string, name: string): string =>
  text.trim().replace(new RegExp(`^${name}\\s*:\\s*`, 'i'), '');

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

/** How far a timestamp is from `now`, in words: `42 s ago`, `7 s ahead of this clock`. */
const ageWords = (timestamp: number, now: number): string =>
  timestamp <= now ? `${now - timestamp} s ago` : `${timestamp - now} s ahead of this clock`;

/**
 * The timestamp within the accepted window around `now` that gives their signature to these parts, nearest to now
 * first, leaving out the one tried already; undefined when none does.
 */
async function signedAt(parts: SignedParts, secret: string, signature: string, now: number, tolerance: number) {
  const sign = hmacSigner(secret);
  const seconds = [now, ...Array.from({length: tolerance}, (_, index) => [now - index - 1, now + index + 1]).flat()];
  return firstMatch(
    seconds.filter((second) => String(second) !== parts.timestamp),
    (second) => sign(canonicalString({...parts, timestamp: String(second)})),
    signature,
  );
}

/**
 * Every cause that explains that their request (`theirs`) would not pass the API's check, given the inputs signed
 * here (`signed`), at the time `now` (Unix seconds); an empty list when it would.
 */
export async function explainMismatch(signed: Signed, theirs: Theirs, now: number): Promise<Explanation> {
  const causes: Cause[] = [];
  const signature = headerValue(theirs.signature, 'X-Coinloom-Signature');
  const format = checkFormat(signature);
  if (format) causes.push({kind: 'malformed', message: format});

  const given = headerValue(theirs.timestamp ?? '', 'X-Coinloom-Timestamp');
  const timestamp = given || signed.timestamp;
  const keyId = headerValue(theirs.keyId ?? '', 'X-Coinloom-Key') || signed.keyId;
  const keyProblem = keyIdProblem(keyId, signed.keyIdForm);
  if (keyProblem) causes.push({kind: 'key', message: `X-Coinloom-Key ${keyProblem}`});
  if (!/^\d+$/.test(timestamp)) {
    causes.push({kind: 'timestamp', message: `The timestamp "${timestamp}" is not Unix seconds: send digits only.`});
  }
  if (format || !/^\d+$/.test(timestamp)) return causes;

  // The timestamp their signature is found to be made with, when it is found.
  let madeAt: string | undefined;
  const parts: SignedParts = {...signed, timestamp};
  if ((await signatureOf(signed.secret, parts)) === signature) {
    madeAt = timestamp;
  } else {
    const variants = variantsOf(signed, timestamp);
    const variant = await firstMatch(
      variants,
      (candidate) => signatureOf(candidate.secret ?? signed.secret, candidate.parts),
      signature,
    );
    const second = variant ? undefined : await signedAt(parts, signed.secret, signature, now, signed.toleranceSeconds);
    if (variant) {
      causes.push({kind: variant.kind, message: variant.message, theirs: canonicalString(variant.parts)});
      if (variant.kind !== 'timestamp') madeAt = timestamp;
    } else if (second !== undefined) {
      causes.push({
        kind: 'timestamp',
        message: `Your signature was made ${ageWords(second, now)} with timestamp ${second}, ${given ? `not ${given}, the timestamp you pasted: send the timestamp you signed with` : `not ${signed.timestamp}, the timestamp here: paste the X-Coinloom-Timestamp your code sent with it`}.`,
        theirs: canonicalString({...parts, timestamp: String(second)}),
      });
    } else if (keyId === signed.keyId || keyProblem) {
      causes.push({
        kind: 'unknown',
        message: `No change tried gives your signature. Tried, one input at a time: ${triedWords(variants)}; and every timestamp within ${signed.toleranceSeconds} s of this clock. What is left: the secret (this key's, for this server, copied whole; sandbox and live keys differ), or more than one input wrong at once. If your code logs the string it signs, compare it line by line with the one here.`,
      });
    }
  }

  if (keyId !== signed.keyId && !keyProblem) {
    causes.push({
      kind: 'key',
      message: `Your request names the key ${keyId}, not ${signed.keyId}: the API checks the signature with the secret of the key the request names, so sign with that key's secret, or send the key id that goes with yours.`,
    });
  }
  const age = madeAt === undefined ? 0 : now - Number(madeAt);
  if (Math.abs(age) > signed.toleranceSeconds) {
    causes.push({
      kind: 'timestamp',
      message: `The timestamp is ${Math.abs(age)} s ${age < 0 ? 'ahead of' : 'behind'} this clock: the API refuses a request more than ${signed.toleranceSeconds} s away (timestamp_out_of_range). Sign just before sending, with a clock kept in sync.`,
      theirs: canonicalString(parts),
    });
  }
  return causes;
}
