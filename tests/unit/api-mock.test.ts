/**
 * The API description as a mock server reads it. Prism (@stoplight/prism-cli) serves
 * static/openapi.yaml and checks each request against it (`--errors`: a request that breaks the
 * description is refused, with the broken rules in `sl-violations`). Then:
 * - every request the generated samples send (src/features/api/render/samples.ts), each
 *   named request example included, is valid and gets the operation's documented success status;
 * - every documented error example, asked for by name, comes back under the status it is
 *   declared for, and says that status and its code in its body;
 * - a body that breaks the description is refused with a problem whose `status` is the answer's.
 */
import {createHmac} from 'node:crypto';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  allOperations,
  deref,
  requestBodyOf,
  successStatusOf,
  type Example,
  type Operation,
  type Response,
} from '../../src/features/api/openapi';
import {requestFor, type SampleRequest} from '../../src/features/api/render/samples';
import {inBatches} from '../support/samples';
import {startPrism, type Prism} from '../support/prism';

const KEY_ID = 'key_mock_7Hq2Lp9Vx4';
const KEY_SECRET = 'mock_secret_4Rt8Wn2Kc6';

let prism: Prism | undefined;
let baseUrl = '';

beforeAll(async () => {
  prism = await startPrism();
  baseUrl = prism.baseUrl;
}, 90_000);

afterAll(() => {
  prism?.stop();
});

/** The headers a sample sends: the three signing headers where the operation needs a key, and the idempotency key on POST. */
function headersFor(request: SampleRequest, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = {Accept: 'application/json, application/problem+json', ...extra};
  if (request.bodyText !== undefined) headers['Content-Type'] = 'application/json';
  if (request.method === 'POST') headers['Idempotency-Key'] = `mock-${request.operationId}`;
  if (request.signed) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signedPath =
      new URL(`${request.baseUrl}${request.path}`).pathname + new URL(`${request.baseUrl}${request.path}`).search;
    const message = `${timestamp}\n${request.method}\n${signedPath}\n${request.bodyText ?? ''}`;
    headers['X-Coinloom-Key'] = KEY_ID;
    headers['X-Coinloom-Timestamp'] = timestamp;
    headers['X-Coinloom-Signature'] = createHmac('sha256', KEY_SECRET).update(message).digest('hex');
  }
  return headers;
}

/** Sends a sample's request to the mock; the description's paths are relative to its servers (`…/v1`). */
async function send(request: SampleRequest, extra?: Record<string, string>) {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: headersFor(request, extra),
    body: request.bodyText,
  });
  const text = await response.text();
  return {status: response.status, violations: response.headers.get('sl-violations'), text};
}

const operations = allOperations();

type Sample = {label: string; request: SampleRequest; success: string};
const samples: Sample[] = operations.flatMap(({operation}) => {
  const success = successStatusOf(operation) ?? 'none';
  const named = Object.keys(requestBodyOf(operation)?.examples ?? {});
  return [
    {label: operation.operationId, request: requestFor(operation.operationId), success},
    ...named.map((name) => ({
      label: `${operation.operationId} (${name})`,
      request: requestFor(operation.operationId, name),
      success,
    })),
  ];
});

type ErrorExample = {label: string; operation: Operation; status: string; name?: string; code: string};
/**
 * Every error example once: a shared response (`#/components/responses/…`) through the first
 * operation that declares it, an operation's own error response through that operation.
 */
const seen = new Set<string>();
const errorExamples: ErrorExample[] = operations.flatMap(({operation}) =>
  Object.entries(operation.responses)
    .filter(([status]) => Number(status) >= 400)
    .flatMap(([status, value]) => {
      const response = value as Response & {$ref?: string};
      const identity = `${response.$ref ?? operation.operationId} ${status}`;
      if (seen.has(identity)) return [];
      seen.add(identity);
      const media = deref(response).content?.['application/problem+json'];
      const single = media?.example === undefined ? [] : [{name: undefined, value: media.example as {code: string}}];
      const named = Object.entries(media?.examples ?? {}).map(([name, example]) => ({
        name,
        value: deref(example as Example & {$ref?: string}).value as {code: string},
      }));
      return [...single, ...named].map(({name, value}) => ({
        label: `${response.$ref?.split('/').pop() ?? operation.operationId} ${status}${name ? ` ${name}` : ''}`,
        operation,
        status,
        name,
        code: value.code,
      }));
    }),
);

describe('the API description under a mock server (Prism)', () => {
  it('has a sample for every operation, and error examples to ask for', () => {
    expect(samples.length).toBeGreaterThanOrEqual(operations.length);
    expect(errorExamples.length).toBeGreaterThan(20);
  });

  it('answers every generated sample, as valid, with the documented success status', {timeout: 120_000}, async () => {
    const results = await inBatches(samples, 8, async ({label, request, success}) => ({
      label,
      expected: success,
      ...(await send(request)),
    }));
    const failures = results
      .filter((result) => String(result.status) !== result.expected || result.violations)
      .map((result) => `${result.label}: ${result.status} (expected ${result.expected}) ${result.violations ?? ''}`);
    expect(failures).toEqual([]);
  });

  it(
    'serves every documented error example under its declared status, saying that status',
    {timeout: 120_000},
    async () => {
      const results = await inBatches(errorExamples, 8, async (example) => {
        const request = requestFor(example.operation.operationId);
        const prefer = example.name ? `code=${example.status}, example=${example.name}` : `code=${example.status}`;
        return {example, ...(await send(request, {Prefer: prefer}))};
      });
      const failures = results.flatMap(({example, status, text}) => {
        const body = JSON.parse(text || '{}') as {status?: number; code?: string};
        const wrong = [];
        if (String(status) !== example.status) wrong.push(`answered ${status}`);
        if (String(body.status) !== example.status) wrong.push(`body status ${body.status}`);
        if (body.code !== example.code) wrong.push(`body code ${body.code}`);
        return wrong.length ? [`${example.label}: ${wrong.join(', ')}`] : [];
      });
      expect(failures).toEqual([]);
    },
  );

  it('refuses a body that breaks the description with a problem whose status is the answer’s', async () => {
    const request = {...requestFor('createCheckout'), body: {}, bodyText: '{}'};
    const {status, violations, text} = await send(request);
    expect(violations).toContain('required');
    expect([400, 422]).toContain(status);
    expect((JSON.parse(text) as {status: number}).status).toBe(status);
  });
});
