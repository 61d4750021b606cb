/**
 * The mismatch explainer, given a signature made with one input wrong of each kind, names that input, and every
 * other cause it finds beside it. The wrong signatures are made here with node:crypto, as a reader's server would
 * make them, not with the panel's Web Crypto code.
 */
import {createHmac} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {limits} from '../../../data/product';
import vectors from '../samples/test-vectors.json';
import {tryItData} from './data';
import {explainMismatch, type Explanation, type Signed} from './explain';

const {secret} = vectors.request;
const [post, get] = vectors.request.vectors;
const KEY_ID = 'key_7Hq2LmX9aBc4';
const TOLERANCE = limits.requestTimestampToleranceSeconds;
const keyIdForm = tryItData('createCheckout').keyId;

const signedAs = (vector: typeof post): Signed => ({
  timestamp: String(vector.timestamp),
  method: vector.method,
  pathWithQuery: vector.pathWithQuery,
  body: vector.body,
  secret,
  keyId: KEY_ID,
  toleranceSeconds: TOLERANCE,
  keyIdForm,
});

/** The one cause a comparison found: a test of one wrong input expects that cause and no other. */
function only(explanation: Explanation) {
  expect(explanation).toHaveLength(1);
  return explanation[0];
}

/** What a reader's code sends when it signs these four parts under this secret. */
function theirSignature(parts: {timestamp: string | number; method: string; path: string; body: string}, key = secret) {
  return createHmac('sha256', key)
    .update(`${parts.timestamp}\n${parts.method}\n${parts.path}\n${parts.body}`, 'utf8')
    .digest('hex');
}

const postParts = {timestamp: post.timestamp, method: post.method, path: post.pathWithQuery, body: post.body};
const getParts = {timestamp: get.timestamp, method: get.method, path: get.pathWithQuery, body: get.body};
const now = post.timestamp + 5;

describe('explainMismatch', () => {
  it('says the signature matches when it does', async () => {
    expect(await explainMismatch(signedAs(post), {signature: post.signature}, now)).toEqual([]);
    expect(await explainMismatch(signedAs(post), {signature: `X-Coinloom-Signature: ${post.signature}`}, now)).toEqual(
      [],
    );
  });

  describe('body bytes', () => {
    const value = JSON.parse(post.body) as Record<string, unknown>;
    it.each([
      ['pretty-printed', JSON.stringify(value, null, 2), /indented by two spaces/],
      ['with a trailing line break', `${post.body}\n`, /line break added at its end/],
      [
        'by Python’s json.dumps',
        JSON.stringify(value)
          .replace(/","/g, '", "')
          .replace(/":/g, '": ')
          .replace(/},"/g, '}, "')
          .replace('é', '\\u00e9'),
        /json\.dumps/,
      ],
      ['with non-ASCII escaped', post.body.replace('é', '\\u00e9'), /\\u escapes/],
    ])('a body %s', async (_, body, message) => {
      const result = only(
        await explainMismatch(signedAs(post), {signature: theirSignature({...postParts, body})}, now),
      );
      expect(result).toMatchObject({kind: 'body', message: expect.stringMatching(message)});
      expect(result.kind === 'body' && result.theirs).toBe(`${post.timestamp}\nPOST\n/v1/checkouts\n${body}`);
    });
  });

  it('a body with its keys in another order (sorted)', async () => {
    const unsorted =
      '{"price":{"network":"tron","asset":"USDT","amount":"25.00"},"name":"Café annual pass","kind":"sale"}';
    const sorted =
      '{"kind":"sale","name":"Café annual pass","price":{"amount":"25.00","asset":"USDT","network":"tron"}}';
    const result = only(
      await explainMismatch(
        {...signedAs(post), body: unsorted},
        {signature: theirSignature({...postParts, body: sorted})},
        now,
      ),
    );
    expect(result).toMatchObject({kind: 'body', message: expect.stringMatching(/keys in another order \(sorted\)/)});
  });

  describe('a body re-serialised with its keys in the order the reader wrote them', () => {
    const value = JSON.parse(post.body) as Record<string, unknown>;
    const {kind, name, ...rest} = value;
    const nameFirst = {name, kind, ...rest};
    it.each([
      [
        'compact, as the request sends it',
        JSON.stringify(nameFirst),
        /keys in another order \("name" before "kind"\)\./,
      ],
      [
        'indented by two spaces',
        JSON.stringify(nameFirst, null, 2),
        /keys in another order \("name" before "kind"\) and indented by two spaces/,
      ],
    ])('%s', async (_, body, message) => {
      const result = only(
        await explainMismatch(signedAs(post), {signature: theirSignature({...postParts, body})}, now),
      );
      expect(result).toMatchObject({kind: 'body', message: expect.stringMatching(message)});
      expect(result.message).toMatch(/re-serialised/);
      expect(result.message).toMatch(/exact bytes the request sends/);
      expect(result.theirs?.split('\n').slice(3).join('\n')).toBe(body);
    });

    it('one key moved in an object of more keys than every order is tried for', async () => {
      const many = {a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7};
      const moved = {a: 1, b: 2, f: 6, c: 3, d: 4, e: 5, g: 7};
      const result = only(
        await explainMismatch(
          {...signedAs(post), body: JSON.stringify(many)},
          {signature: theirSignature({...postParts, body: JSON.stringify(moved)})},
          now,
        ),
      );
      expect(result.message).toMatch(/keys in another order \("f" before "c"\)/);
    });
  });

  describe('path or query', () => {
    it.each([
      ['without /v1', '/payments?limit=2&starting_after=pay_7Hq2LmX9aB', /without the base path/],
      ['without the query', '/v1/payments', /without its query string/],
      ['with the query sorted differently', '/v1/payments?starting_after=pay_7Hq2LmX9aB&limit=2', /another order/],
      [
        'as a full URL',
        'https://sandbox-api.coinloom.example/v1/payments?limit=2&starting_after=pay_7Hq2LmX9aB',
        /full URL/,
      ],
    ])('a path %s', async (_, path, message) => {
      const result = only(
        await explainMismatch(signedAs(get), {signature: theirSignature({...getParts, path})}, get.timestamp),
      );
      expect(result).toMatchObject({kind: 'path', message: expect.stringMatching(message)});
      expect(result.kind === 'path' && result.theirs?.split('\n')[2]).toBe(path);
    });
  });

  describe('timestamp', () => {
    it('outside the window, with a correct signature', async () => {
      const result = only(await explainMismatch(signedAs(post), {signature: post.signature}, post.timestamp + 301));
      expect(result).toMatchObject({
        kind: 'timestamp',
        message: expect.stringMatching(/301 s behind .*timestamp_out_of_range/),
      });
    });

    it('in milliseconds', async () => {
      const result = only(
        await explainMismatch(
          signedAs(post),
          {signature: theirSignature({...postParts, timestamp: post.timestamp * 1000})},
          now,
        ),
      );
      expect(result).toMatchObject({kind: 'timestamp', message: expect.stringMatching(/milliseconds/)});
    });

    it('another timestamp than the panel’s, which they give, is a match inside the window', async () => {
      const theirs = post.timestamp + 42;
      const result = await explainMismatch(
        signedAs(post),
        {signature: theirSignature({...postParts, timestamp: theirs}), timestamp: `X-Coinloom-Timestamp: ${theirs}`},
        theirs,
      );
      expect(result).toEqual([]);
    });

    it('made 42 s ago, its timestamp not pasted: found in the window and named', async () => {
      const clock = post.timestamp + 100;
      const made = clock - 42;
      const result = only(
        await explainMismatch(
          signedAs(post),
          {signature: theirSignature({...postParts, timestamp: made}), timestamp: ''},
          clock,
        ),
      );
      expect(result).toMatchObject({
        kind: 'timestamp',
        message: expect.stringMatching(
          new RegExp(`made 42 s ago with timestamp ${made}, not ${post.timestamp}, the timestamp here: paste`),
        ),
      });
      expect(result.theirs?.split('\n')[0]).toBe(String(made));
    });

    it('made with another timestamp than the one pasted: the one it was made with is named', async () => {
      const made = now - 7;
      const result = only(
        await explainMismatch(
          signedAs(post),
          {signature: theirSignature({...postParts, timestamp: made}), timestamp: String(now)},
          now,
        ),
      );
      expect(result.message).toMatch(
        new RegExp(`made 7 s ago with timestamp ${made}, not ${now}, the timestamp you pasted`),
      );
    });

    it('that is not a number', async () => {
      const result = only(
        await explainMismatch(signedAs(post), {signature: post.signature, timestamp: '2026-01-01T00:00:00Z'}, now),
      );
      expect(result).toMatchObject({kind: 'timestamp', message: expect.stringMatching(/not Unix seconds/)});
    });
  });

  describe('key id', () => {
    it('another key named than the one whose secret signed', async () => {
      const result = only(
        await explainMismatch(signedAs(post), {signature: post.signature, keyId: 'key_0therKey99'}, now),
      );
      expect(result).toMatchObject({kind: 'key', message: expect.stringMatching(/names the key key_0therKey99/)});
    });

    it('signed with the key id as the secret', async () => {
      const result = only(await explainMismatch(signedAs(post), {signature: theirSignature(postParts, KEY_ID)}, now));
      expect(result).toMatchObject({kind: 'key', message: expect.stringMatching(/key id as the secret/)});
    });

    it('a key id that is not one', async () => {
      const result = only(await explainMismatch(signedAs(post), {signature: post.signature, keyId: 'my key'}, now));
      expect(result).toMatchObject({kind: 'key', message: expect.stringMatching(/not a key id/)});
    });
  });

  describe('method', () => {
    it('in lower case', async () => {
      const result = only(
        await explainMismatch(signedAs(post), {signature: theirSignature({...postParts, method: 'post'})}, now),
      );
      expect(result).toMatchObject({kind: 'method', message: expect.stringMatching(/lower case/)});
      expect(result.kind === 'method' && result.theirs?.split('\n')[1]).toBe('post');
    });

    it('another method', async () => {
      const result = only(
        await explainMismatch(signedAs(get), {signature: theirSignature({...getParts, method: 'POST'})}, get.timestamp),
      );
      expect(result).toMatchObject({
        kind: 'method',
        message: expect.stringMatching(/the method POST, while this request is a GET/),
      });
    });
  });

  it('a secret read with its line break', async () => {
    const result = only(
      await explainMismatch(signedAs(post), {signature: theirSignature(postParts, `${secret}\n`)}, now),
    );
    expect(result).toMatchObject({kind: 'secret'});
  });

  it('a secret entered here with a space the mask hides, which their code signs without', async () => {
    const result = only(
      await explainMismatch({...signedAs(post), secret: `${secret} `}, {signature: post.signature}, now),
    );
    expect(result).toMatchObject({kind: 'secret', message: expect.stringMatching(/the mask hides it/)});
  });

  it('another secret (a live key’s, say): no single input explains it', async () => {
    const result = only(
      await explainMismatch(signedAs(post), {signature: theirSignature(postParts, 'another_secret')}, now),
    );
    expect(result).toMatchObject({kind: 'unknown', message: expect.stringMatching(/What is left: the secret/)});
    expect(result.message).toContain('sandbox and live keys differ');
    // It names what it tried, and claims no more.
    expect(result.message).toMatch(/\d+ other methods, \d+ other paths, \d+ other bodies/);
    expect(result.message).toContain(`every timestamp within ${TOLERANCE} s of this clock`);
  });

  describe('every cause, not only the first', () => {
    it('a key id that is not one, and a signature made 42 s ago with its timestamp not pasted', async () => {
      const clock = post.timestamp + 60;
      const made = clock - 42;
      const result = await explainMismatch(
        signedAs(post),
        {signature: theirSignature({...postParts, timestamp: made}), keyId: 'my key'},
        clock,
      );
      expect(result.map((cause) => cause.kind)).toEqual(['key', 'timestamp']);
      expect(result[0].message).toMatch(/"my key" is not a key id: one matches `\^key_/);
      expect(result[1].message).toMatch(`made 42 s ago with timestamp ${made}`);
    });

    it('a body re-serialised, sent with another key id, outside the window', async () => {
      const body = JSON.stringify(JSON.parse(post.body), null, 2);
      const result = await explainMismatch(
        signedAs(post),
        {signature: theirSignature({...postParts, body}), keyId: 'key_0therKey99'},
        post.timestamp + 400,
      );
      expect(result.map((cause) => cause.kind)).toEqual(['body', 'key', 'timestamp']);
      expect(result[2].message).toMatch(/400 s behind/);
    });
  });

  it.each([
    ['empty', '', /Paste/],
    ['in upper case', post.signature.toUpperCase(), /upper case/],
    ['in Base64', Buffer.from(post.signature, 'hex').toString('base64'), /Base64/],
    ['cut short', post.signature.slice(0, 40), /40 characters/],
  ])('a signature %s is malformed', async (_, signature, message) => {
    expect(only(await explainMismatch(signedAs(post), {signature}, now))).toMatchObject({
      kind: 'malformed',
      message: expect.stringMatching(message),
    });
  });
});
