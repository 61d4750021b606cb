import {describe, expect, it} from 'vitest';
import {BASE58, base58BytesPattern, base58Char, base64urlChar, bech32Char} from './addressPatterns';

/** Base58 of a byte string: a leading `1` for each leading zero byte, then the number in base 58. */
function base58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let digits = '';
  for (; value > 0n; value /= 58n) {
    digits = BASE58[Number(value % 58n)] + digits;
  }
  const zeros = bytes.findIndex((byte) => byte !== 0);
  return '1'.repeat(zeros === -1 ? bytes.length : zeros) + digits;
}

describe('the alphabets', () => {
  it('match exactly their characters', () => {
    const ascii = [...Array(128).keys()].map((code) => String.fromCharCode(code));
    const accepted = (charClass: string) => ascii.filter((c) => new RegExp(`^${charClass}$`).test(c)).join('');
    expect(accepted(base58Char)).toBe(BASE58);
    expect(accepted(bech32Char)).toBe([...'qpzry9x8gf2tvdw0s3jn54khce6mua7l'].sort().join(''));
    expect(accepted(base64urlChar)).toHaveLength(64);
  });
});

describe('base58BytesPattern', () => {
  for (const bytes of [20, 25, 32]) {
    it(`accepts every base58 string of ${bytes} bytes, whatever its leading zero bytes`, () => {
      const pattern = new RegExp(base58BytesPattern(bytes));
      for (let zeros = 0; zeros <= bytes; zeros += 1) {
        for (const fill of [0x01, 0x3a, 0x80, 0xff]) {
          const value = new Uint8Array(bytes).fill(fill).fill(0, 0, zeros);
          expect(pattern.test(base58(value)), `${zeros} zero bytes then 0x${fill.toString(16)}`).toBe(true);
        }
      }
    });
  }

  it('rejects base58 strings of lengths that its byte length cannot produce, and characters outside the alphabet', () => {
    const pattern = new RegExp(base58BytesPattern(32));
    expect(pattern.test(base58(new Uint8Array(25).fill(0xff)))).toBe(false);
    expect(pattern.test(base58(new Uint8Array(33).fill(0xff)))).toBe(false);
    expect(pattern.test(base58(new Uint8Array(32).fill(0xff)).replace(/.$/, '0'))).toBe(false);
  });
});
