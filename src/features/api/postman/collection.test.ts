/**
 * The Postman collection the build publishes (postman/collection.ts, written by the plugin's postBuild), run
 * by newman, Postman's command-line runner, against the Prism mock of the description. A small proxy in
 * front of the mock checks each request's signing headers as the API would: present on every operation that
 * needs a key and absent on the public ones, a key id, a timestamp within the window, a 64-character lowercase
 * hex signature, and that signature the HMAC of the request under the environment's secret. Every request
 * must get its operation's documented success status.
 */
import {createHmac} from 'node:crypto';
import http from 'node:http';
import newman, {type NewmanRunSummary} from 'newman';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {limits} from '../../../data/product';
import {allOperations, description, successStatusOf} from '../openapi';
import {isSigned} from '../render/samples';
import {documentPathFor, listenLocally} from '../../../../tests/support/samples';
import {startPrism, type Prism} from '../../../../tests/support/prism';
import {postmanCollection, postmanEnvironment, type PostmanCollection} from './collection';

const KEY_ID = 'key_newman7Hq2Lp9';
const KEY_SECRET = 'newman_secret_4Rt8Wn2Kc6Vb';

type Checked = {method: string; path: string; operationId?: string; refusal?: string};

/** What the proxy refuses a request for, or undefined when its signing headers are as the API wants them. */
function refusalOf(request: http.IncomingMessage, body: string, signed: boolean, now: number): string | undefined {
  const key = request.headers['x-coinloom-key'];
  const timestamp = request.headers['x-coinloom-timestamp'];
  const signature = request.headers['x-coinloom-signature'];
  if (!signed) return key || timestamp || signature ? 'a public endpoint got signing headers' : undefined;
  if (typeof key !== 'string' || typeof timestamp !== 'string' || typeof signature !== 'string') {
    return 'missing_signature_headers';
  }
  if (!/^key_[A-Za-z0-9]{8,32}$/.test(key)) return 'malformed_key';
  if (!/^\d+$/.test(timestamp)) return 'malformed_timestamp';
  if (Math.abs(now - Number(timestamp)) > limits.requestTimestampToleranceSeconds) return 'timestamp_out_of_range';
  if (!/^[0-9a-f]{64}$/.test(signature)) return 'malformed_signature';
  const expected = createHmac('sha256', KEY_SECRET)
    .update(`${timestamp}\n${request.method}\n${request.url}\n${body}`, 'utf8')
    .digest('hex');
  return signature === expected ? undefined : 'invalid_signature';
}

/** The checking proxy: refuses with 401 what the API would refuse, forwards the rest to the mock without `/v1`. */
async function startProxy(mock: string): Promise<{baseUrl: string; checked: Checked[]; close: () => Promise<void>}> {
  const checked: Checked[] = [];
  const document = description();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const method = request.method ?? 'GET';
      const path = (request.url ?? '/').replace(/^\/v1(?=\/)/, '');
      const template = documentPathFor(document, method, path);
      const located = allOperations().find(
        (candidate) => candidate.path === template && candidate.method.toUpperCase() === method,
      );
      const refusal = located
        ? refusalOf(request, body, isSigned(located), Math.floor(Date.now() / 1000))
        : 'no such operation';
      checked.push({method, path, operationId: located?.operation.operationId, refusal});
      if (refusal) {
        response.writeHead(401, {'Content-Type': 'application/problem+json'});
        response.end(JSON.stringify({status: 401, code: refusal}));
        return;
      }
      const forwarded = http.request(`${mock}${path}`, {method, headers: request.headers}, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      forwarded.on('error', (error) => {
        response.writeHead(502);
        response.end(String(error));
      });
      forwarded.end(body);
    });
  });
  return {...(await listenLocally(server)), checked};
}

function run(collection: PostmanCollection, baseUrl: string, secret = KEY_SECRET): Promise<NewmanRunSummary> {
  const environment = postmanEnvironment();
  environment.values = environment.values.map((entry) => ({
    ...entry,
    value: {baseUrl, keyId: KEY_ID, keySecret: secret}[entry.key] ?? entry.value,
  }));
  return new Promise((resolve, reject) => {
    newman.run(
      {collection: collection as never, environment: environment as never, reporters: [], timeoutRequest: 20_000},
      (error, summary) => (error ? reject(error) : resolve(summary)),
    );
  });
}

let prism: Prism | undefined;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let collection: PostmanCollection;

beforeAll(async () => {
  [prism, collection] = await Promise.all([startPrism(), postmanCollection()]);
  proxy = await startProxy(prism.baseUrl);
}, 90_000);

afterAll(async () => {
  await proxy?.close();
  prism?.stop();
});

describe('the Postman collection under newman, against the mock', () => {
  it(
    'signs every request so that the checking proxy lets it through, and each gets its success status',
    {timeout: 180_000},
    async () => {
      proxy.checked.length = 0;
      const summary = await run(collection, proxy.baseUrl);
      expect(summary.run.failures.map((failure) => `${failure.source?.name}: ${failure.error.message}`)).toEqual([]);

      const operations = allOperations();
      expect(summary.run.executions).toHaveLength(operations.length);
      expect(proxy.checked.filter((entry) => entry.refusal)).toEqual([]);
      const reached = new Set(proxy.checked.map((entry) => entry.operationId));
      expect(
        operations
          .filter(({operation}) => !reached.has(operation.operationId))
          .map(({operation}) => operation.operationId),
      ).toEqual([]);

      const wrong = summary.run.executions.flatMap((execution) => {
        const url = new URL(execution.request.url.toString());
        const method = execution.request.method;
        const template = documentPathFor(description(), method, url.pathname.replace(/^\/v1(?=\/)/, ''));
        const located = operations.find(
          (candidate) => candidate.path === template && candidate.method.toUpperCase() === method,
        );
        const expected = located ? successStatusOf(located.operation) : undefined;
        const status = String(execution.response?.code);
        return status === expected ? [] : [`${method} ${url.pathname}: ${status}, expected ${expected}`];
      });
      expect(wrong).toEqual([]);
    },
  );

  it('is refused by the proxy when signed with another secret: the check is real', {timeout: 120_000}, async () => {
    proxy.checked.length = 0;
    const firstFolder = {...collection, item: [collection.item[0]]};
    const summary = await run(firstFolder, proxy.baseUrl, 'another_secret_0000');
    const statuses = summary.run.executions.map((execution) => execution.response?.code);
    expect(statuses.length).toBeGreaterThan(2);
    expect(new Set(statuses)).toEqual(new Set([401]));
    expect(new Set(proxy.checked.map((entry) => entry.refusal))).toEqual(new Set(['invalid_signature']));
  });

  it.each([
    ['no signing headers', {}, 'missing_signature_headers'],
    ['a signature that is not hex', {'X-Coinloom-Signature': 'abc'}, 'malformed_signature'],
    ['an old timestamp', {'X-Coinloom-Timestamp': '1767225600'}, 'timestamp_out_of_range'],
    ['a key id that is not one', {'X-Coinloom-Key': 'my key'}, 'malformed_key'],
  ])('the proxy refuses %s', async (_, override, refusal) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', KEY_SECRET).update(`${timestamp}\nGET\n/v1/merchant\n`).digest('hex');
    const headers: Record<string, string> =
      Object.keys(override).length === 0
        ? {}
        : {'X-Coinloom-Key': KEY_ID, 'X-Coinloom-Timestamp': timestamp, 'X-Coinloom-Signature': signature, ...override};
    const response = await fetch(`${proxy.baseUrl}/merchant`, {headers});
    expect(response.status).toBe(401);
    expect(((await response.json()) as {code: string}).code).toBe(refusal);
  });
});
