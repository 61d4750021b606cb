/**
 * Building blocks of the address patterns in src/data/networks.ts: the
 * alphabets of base58, bech32 and base64url, and the exact pattern of a
 * base58-encoded run of bytes. The data file writes each format's pattern with
 * these, so an alphabet is spelled once.
 */
/** The base58 alphabet: digits and letters without 0, O, I and l. */
export const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const base58Char = '[1-9A-HJ-NP-Za-km-z]';
export const bech32Char = '[02-9ac-hj-np-z]';
export const base64urlChar = '[A-Za-z0-9_-]';

function base58Digits(value: bigint): number {
  let digits = 0;
  for (let rest = value; rest > 0n; rest /= BigInt(BASE58.length)) {
    digits += 1;
  }
  return digits;
}

/**
 * The pattern of the base58 encoding of exactly `bytes` bytes with no version
 * byte or checksum, as Solana encodes a public key. Base58 writes each leading
 * zero byte as `1`, so the length of a valid string depends on how many `1`s
 * it starts with. The pattern allows each pair (leading `1`s, total length)
 * that `bytes` bytes can produce and no other, which tells such a key apart
 * from shorter base58 strings, such as Tron and legacy Bitcoin addresses.
 */
export function base58BytesPattern(bytes: number): string {
  const leadingOnesByLength = new Map<number, number[]>();
  const allow = (length: number, leadingOnes: number) =>
    leadingOnesByLength.set(length, [...(leadingOnesByLength.get(length) ?? []), leadingOnes]);
  for (let zeros = 0; zeros < bytes; zeros += 1) {
    const smallest = 256n ** BigInt(bytes - zeros - 1);
    const largest = 256n ** BigInt(bytes - zeros) - 1n;
    for (let digits = base58Digits(smallest); digits <= base58Digits(largest); digits += 1) {
      allow(zeros + digits, zeros);
    }
  }
  allow(bytes, bytes);
  const lengths = [...leadingOnesByLength.keys()].sort((a, b) => b - a);
  const alternatives = lengths.map((length) => {
    const ones = leadingOnesByLength.get(length) ?? [];
    return `(?=.{${length}}$)1{${Math.min(...ones)},${Math.max(...ones)}}(?!1)`;
  });
  return `^(?=${base58Char}{${Math.min(...lengths)},${Math.max(...lengths)}}$)(?:${alternatives.join('|')})${base58Char}*$`;
}
