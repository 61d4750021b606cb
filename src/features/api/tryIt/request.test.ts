/**
 * The Try it panel signs by the rule the samples use: filled in as each of the signing samples' fixed vectors
 * (samples/test-vectors.json), it signs the vector's string and gives its signature; opened on any operation, it
 * builds the request the samples send, and signs it as the Node.js signing sample does.
 */
import {describe, expect, it} from 'vitest';
import vectors from '../samples/test-vectors.json';
import {signRequest} from '../samples/signing/sign-request.mjs';
import {allOperations, getOperation} from '../openapi';
import {curlSample, nodeSample, phpSample, pythonSample} from '../render/sampleCode';
import {requestFor} from '../render/samples';
import {tryItData} from './data';
import {inputFor, operationOf} from '../../../../tests/support/tryIt';
import {
  buildRequest,
  byteLength,
  canonicalString,
  parameterKey,
  requestRefusal,
  sampleRequestOf,
  signatureOf,
} from './request';

const {secret} = vectors.request;

describe('the panel against the signing vectors', () => {
  for (const vector of vectors.request.vectors) {
    it(vector.name, async () => {
      const data = tryItData(operationOf(vector.method, vector.pathWithQuery));
      const built = buildRequest(data, inputFor(data, vector.pathWithQuery, vector.body));
      expect(built.method).toBe(vector.method);
      expect(built.pathWithQuery).toBe(vector.pathWithQuery);
      expect(built.body).toBe(vector.body);
      const parts = {
        timestamp: String(vector.timestamp),
        method: built.method,
        pathWithQuery: built.pathWithQuery,
        body: built.body,
      };
      expect(canonicalString(parts)).toBe(
        `${vector.timestamp}\n${vector.method}\n${vector.pathWithQuery}\n${vector.body}`,
      );
      expect(await signatureOf(secret, parts)).toBe(vector.signature);
    });
  }

  it('counts the bytes of the string to sign in UTF-8', () => {
    expect(byteLength('Café')).toBe(5);
  });
});

describe('the panel on every operation', () => {
  const operations = allOperations().map(({operation}) => operation.operationId);

  it.each(operations)(
    '%s: opens on the samples’ request and signs it as the Node.js sample does',
    async (operationId) => {
      const data = tryItData(operationId);
      const input = {
        server: data.servers[data.defaultServer].url,
        values: Object.fromEntries(data.parameters.map((parameter) => [parameterKey(parameter), parameter.value])),
        body: data.body?.example ?? '',
      };
      const built = buildRequest(data, input);
      const sample = requestFor(operationId);
      expect(built.path).toBe(sample.path);
      expect(built.body).toBe(sample.bodyText ?? '');
      expect(built.url).toBe(sample.baseUrl + sample.path);
      const timestamp = '1767225600';
      const expected = signRequest({
        secret,
        timestamp,
        method: built.method,
        pathWithQuery: built.pathWithQuery,
        body: built.body,
      });
      expect(
        await signatureOf(secret, {
          timestamp,
          method: built.method,
          pathWithQuery: built.pathWithQuery,
          body: built.body,
        }),
      ).toBe(expected);
      expect(data.method).toBe(getOperation(operationId).method.toUpperCase());
    },
  );
});

describe('the Idempotency-Key the panel opens with', () => {
  const keyOf = (operationId: string) =>
    tryItData(operationId).parameters.find((parameter) => parameter.name === 'Idempotency-Key')?.value;

  it('names the operation and the record it acts on, with attempt 1, as api-architecture.mdx advises', () => {
    const payment = tryItData('refundPayment').parameters.find((parameter) => parameter.name === 'paymentId')?.value;
    expect(keyOf('refundPayment')).toBe(`${payment}-refund-payment-1`);
    expect(keyOf('createCheckout')).toBe('order-1042-checkout-1');
  });

  it('differs on every POST operation, so no two panels suggest the same key', () => {
    const posts = allOperations()
      .filter(({method}) => method === 'post')
      .map(({operation}) => keyOf(operation.operationId));
    expect(posts.every(Boolean)).toBe(true);
    expect(new Set(posts).size).toBe(posts.length);
  });
});

describe('the copied request', () => {
  const [vector] = vectors.request.vectors;
  const data = tryItData(operationOf(vector.method, vector.pathWithQuery));
  const input = inputFor(data, vector.pathWithQuery, vector.body);
  const headers = {keyId: 'key_test1Ab2Cd3', timestamp: String(vector.timestamp), signature: vector.signature};

  it('carries the signature and the exact body in each of the four languages', () => {
    const request = sampleRequestOf(data, input, headers);
    for (const sample of [curlSample(request), nodeSample(request), pythonSample(request), phpSample(request)]) {
      expect(sample).toContain(vector.signature);
      expect(sample).toContain(String(vector.timestamp));
      expect(sample).toContain('key_test1Ab2Cd3');
      expect(sample).not.toContain(secret);
      expect(sample).not.toContain('COINLOOM_KEY_SECRET');
    }
    expect(curlSample(request)).toContain(`BODY='${vector.body}'`);
  });

  it('sends the Idempotency-Key the reader gave, in each of the four languages', () => {
    const key = 'retry-of-order-1042';
    const request = sampleRequestOf(
      data,
      {...input, values: {...input.values, 'header:Idempotency-Key': key}},
      headers,
    );
    for (const sample of [curlSample(request), nodeSample(request), pythonSample(request), phpSample(request)]) {
      expect(sample).toContain(key);
      expect(sample).not.toMatch(/openssl rand|randomUUID|uuid4|random_bytes/);
    }
  });

  it('signs when it runs, as the samples do, while no key is entered', () => {
    const request = sampleRequestOf(data, input);
    expect(nodeSample(request)).toContain("import {coinloomRequest} from './sign-request.mjs';");
    expect(curlSample(request)).toContain('COINLOOM_KEY_SECRET');
  });
});

describe('a path value that URL parsing would fold into another endpoint', () => {
  const withPath = allOperations()
    .map(({operation}) => tryItData(operation.operationId))
    .filter((data) => data.parameters.some((parameter) => parameter.in === 'path'));
  const inputWith = (data: ReturnType<typeof tryItData>, value: string) => ({
    server: data.servers[data.defaultServer].url,
    values: Object.fromEntries(
      data.parameters.map((parameter) => [parameterKey(parameter), parameter.in === 'path' ? value : parameter.value]),
    ),
    body: data.body?.example ?? '',
  });

  it('exists: operations with path parameters', () => {
    expect(withPath.length).toBeGreaterThan(20);
  });

  it.each(withPath.map((data) => [data.tryOperation, data] as const))(
    '%s: no request for `.`, `..` or nothing, and none is signed',
    (_, data) => {
      for (const value of ['.', '..', '']) {
        const input = inputWith(data, value);
        expect(requestRefusal(data, input), JSON.stringify(value)).toMatch(/^No request/);
        expect(() => buildRequest(data, input)).toThrow(/^No request/);
        expect(() => sampleRequestOf(data, input)).toThrow(/^No request/);
      }
    },
  );

  it('says where `..` would send the request instead', () => {
    const data = tryItData('getCheckout');
    expect(requestRefusal(data, inputWith(data, '..'))).toBe(
      'No request: `..` as `checkoutId` is read by URL parsing as "the folder above", so it would be sent and signed as `/v1/`, another endpoint, not `/v1/checkouts/..`.',
    );
  });

  it.each(['...', '.%2e', '%2e%2e', 'a/..', '..\\', ' .. ', '%2F', '\u2025'])(
    'keeps %j a segment of its own, encoded, on every operation',
    (value) => {
      for (const data of withPath) {
        const input = inputWith(data, value);
        expect(requestRefusal(data, input)).toBeUndefined();
        const {pathWithQuery} = buildRequest(data, input);
        const segments = pathWithQuery.split('?')[0].split('/');
        expect(segments.length, data.tryOperation).toBe(data.path.split('/').length + 1);
        expect(segments, data.tryOperation).toContain(encodeURIComponent(value));
      }
    },
  );
});
