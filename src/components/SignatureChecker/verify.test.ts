/**
 * The in-browser signature checker (src/components/SignatureChecker/verify.ts)
 * runs the same vectors as the samples, through Web Crypto.
 */
import {describe, expect, it} from 'vitest';
import {limits} from '../../data/product';
import vectors from '../../features/api/samples/test-vectors.json';
import {checkSignature, formatAge, signNow} from './verify';

const tolerance = limits.requestTimestampToleranceSeconds;
const {secret, example} = vectors.callback;

describe('checkSignature against the test vectors', () => {
  for (const testCase of vectors.callback.cases) {
    it(`${testCase.name} (${testCase.expect})`, async () => {
      const result = await checkSignature({
        secret: testCase.secret,
        header: testCase.header,
        rawBody: testCase.rawBody,
        now: testCase.now,
        toleranceSeconds: tolerance,
      });
      expect(result.status).toBe(testCase.expect);
    });
  }
});

describe('checkSignature explains', () => {
  const check = (overrides: Partial<Parameters<typeof checkSignature>[0]>) =>
    checkSignature({
      secret,
      header: example.header,
      rawBody: example.rawBody,
      now: example.timestamp + 5,
      toleranceSeconds: tolerance,
      ...overrides,
    });

  it('a mismatch with the expected v1 beside the received ones', async () => {
    const result = await check({secret: 'another-secret'});
    expect(result).toMatchObject({status: 'signature_mismatch', received: [example.header.split('v1=')[1]]});
    expect(result.status === 'signature_mismatch' && result.expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a pretty-printed body as reformatted JSON', async () => {
    const result = await check({rawBody: JSON.stringify(JSON.parse(example.rawBody), null, 2)});
    expect(result.status === 'signature_mismatch' && result.hint).toMatch(/compact form/);
  });

  it('a trailing line break as added whitespace', async () => {
    const result = await check({rawBody: `${example.rawBody}\n`});
    expect(result.status === 'signature_mismatch' && result.hint).toMatch(/whitespace at the start or end/);
  });

  it('a secret copied with a space', async () => {
    const result = await check({secret: ` ${secret}`});
    expect(result.status === 'signature_mismatch' && result.hint).toMatch(/around the secret/);
  });

  it('a stale callback with its age, and verifies it when the age is ignored', async () => {
    const now = example.timestamp + 86_400;
    expect(await check({now})).toMatchObject({status: 'timestamp_out_of_range', ageSeconds: 86_400});
    expect(await check({now, ignoreAge: true})).toMatchObject({status: 'valid', ageIgnored: true});
  });

  it('an empty secret or header', async () => {
    expect(await check({secret: ''})).toEqual({status: 'missing_secret'});
    expect(await check({header: '  '})).toEqual({status: 'missing_header'});
  });

  it('a header pasted with its name', async () => {
    expect((await check({header: `Coinloom-Signature: ${example.header}`})).status).toBe('valid');
  });

  it('a malformed header with what is wrong', async () => {
    expect(await check({header: 't=yesterday,v1=abc'})).toMatchObject({
      status: 'malformed_header',
      message: expect.stringMatching(/Unix seconds/),
    });
  });
});

describe('the example the checker fills in', () => {
  it('verifies now', async () => {
    const now = Math.floor(Date.now() / 1000);
    const header = await signNow(secret, example.rawBody, now);
    const result = await checkSignature({secret, header, rawBody: example.rawBody, now, toleranceSeconds: tolerance});
    expect(result).toMatchObject({status: 'valid', ageSeconds: 0});
  });

  it('signs as the vectors say', async () => {
    expect(await signNow(secret, example.rawBody, example.timestamp)).toBe(example.header);
  });
});

describe('formatAge', () => {
  it.each([
    [0, '0 s'],
    [42, '42 s'],
    [301, '5 min 1 s'],
    [86_400, '1 d'],
    [93_784, '1 d 2 h'],
    [-400, '6 min 40 s'],
  ])('%i s reads "%s"', (seconds, text) => {
    expect(formatAge(seconds)).toBe(text);
  });
});
