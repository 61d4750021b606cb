/**
 * `hmacHex` and `hmacSigner` against fixed vectors. The expected digests were worked out with `openssl dgst -sha256 -hmac`
 * and Node.js's `createHmac`, never with `hmacHex` itself (README.md has the commands).
 */
import {describe, expect, it} from 'vitest';
import {hmacHex, hmacSigner} from './hmac';

const vectors: {name: string; secret: string; message: string; hex: string}[] = [
  {
    // Its digest has a 0x04 byte, so a hex byte below 0x10 must keep its leading zero.
    name: 'RFC 4231 test case 2',
    secret: 'Jefe',
    message: 'what do ya want for nothing?',
    hex: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
  },
  {
    name: 'an empty message',
    secret: 'Jefe',
    message: '',
    hex: '923598ca6d64af2a5dba79dcd021a8a0fe5c5f557519adaaf0ad532d4506dd30',
  },
  {
    name: 'a secret and message beyond ASCII, as UTF-8',
    secret: 'clé-secrète',
    message: 'Grüße, 世界 ✓',
    hex: '704432479c8b7e163cf6d08c7b6cc63644c320c9809df0ad2b8b201da93be4c4',
  },
  {
    name: 'a secret longer than the 64-byte block',
    secret: 'k'.repeat(100),
    message: 'a key longer than the 64-byte block is hashed first',
    hex: '4b21acfbd3f542bc4ecbadf9dcc4787bd6054669e43ccd318ebdf4afd886664a',
  },
  {
    name: 'a string to sign with line feeds and an empty last line',
    secret: 'test_secret',
    message: '1767225600\nGET\n/v1/merchant\n',
    hex: '26df386f6d7f896774fa0be6cc4c465678795f92d7f5de54aedcbccc3a4867b2',
  },
];

describe('hmacHex', () => {
  it.each(vectors)('$name', async ({secret, message, hex}) => {
    expect(await hmacHex(secret, message)).toBe(hex);
  });

  it('rejects an empty secret, as Web Crypto refuses a zero-length key', async () => {
    await expect(hmacHex('', 'message')).rejects.toThrow();
  });
});

describe('hmacSigner', () => {
  it('signs each message under its one secret as the vectors have it', async () => {
    const sign = hmacSigner('Jefe');
    const jefe = vectors.filter((vector) => vector.secret === 'Jefe');
    expect(await Promise.all(jefe.map((vector) => sign(vector.message)))).toEqual(jefe.map((vector) => vector.hex));
  });

  it('rejects an empty secret when it signs', async () => {
    await expect(hmacSigner('')('message')).rejects.toThrow();
  });
});
