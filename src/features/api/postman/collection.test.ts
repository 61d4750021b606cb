/**
 * The Postman collection the build publishes (postman/collection.ts, written by the plugin's postBuild), run
 * by newman, Postman's command-line runner, against the Prism mock of the description. A small proxy in
 * front of the mock checks each request's signing headers as the API would: present on every operation that
 * needs a key and absent on the public ones, a key id, a timestamp within the window, a 64-character lowercase
 * hex signature, and that signature the HMAC of the request under the environment's secret. The collection's
 * own test script asserts each answer's documented status and its body against the operation's schema; the
 * run must make at least two assertions per request, and fail none. It fails when the proxy refuses a
 * signature, and when a copy of the description gives a wrong example.
 */
import {createHmac} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import newman, {type NewmanRunSummary} from 'newman';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {limits} from '../../../data/product';
import {
  allOperations,
  description,
  jsonMedia,
  successStatusOf,
  type Example,
  type LocatedOperation,
  type OpenApiDocument,
} from '../openapi';
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

/**
 * What makes a run say nothing: a request with fewer than its two assertions (status and body), or a run with
 * fewer assertions than twice its requests. Empty for a run that checked every answer.
 */
function shortfallOf(summary: NewmanRunSummary): string[] {
  const executions = summary.run.executions;
  const total = summary.run.stats.assertions.total ?? 0;
  return [
    ...(executions.length === 0 ? ['the run sent no request'] : []),
    ...(total < 2 * executions.length ? [`${total} assertions for ${executions.length} requests`] : []),
    ...executions
      .filter((execution) => (execution.assertions?.length ?? 0) < 2)
      .map((execution) => `${execution.item.name}: ${execution.assertions?.length ?? 0} assertions`),
  ];
}

/** Each failed assertion as `its name: its message` (the name says the request and what it checks). */
const failuresOf = (summary: NewmanRunSummary): string[] =>
  summary.run.failures.map((failure) => `${failure.error.test ?? failure.source?.name}: ${failure.error.message}`);

/** The folder (tag) of the collection that holds an operation's request. */
function folderOf(collection: PostmanCollection, {operation}: LocatedOperation): PostmanCollection {
  const name = operation.tags?.[0];
  const folder = collection.item.find((item) => item.name === name);
  if (!folder) throw new Error(`No folder ${name} in the collection.`);
  return {...collection, item: [folder]};
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
  let summary: NewmanRunSummary;

  it(
    'signs every request so that the checking proxy lets it through, and asserts each answer’s status and body',
    {timeout: 180_000},
    async () => {
      proxy.checked.length = 0;
      summary = await run(collection, proxy.baseUrl);
      expect(failuresOf(summary)).toEqual([]);
      expect(shortfallOf(summary)).toEqual([]);

      const operations = allOperations();
      expect(summary.run.executions).toHaveLength(operations.length);
      expect(summary.run.stats.assertions).toMatchObject({total: 2 * operations.length, failed: 0});
      expect(proxy.checked.filter((entry) => entry.refusal)).toEqual([]);
      const reached = new Set(proxy.checked.map((entry) => entry.operationId));
      expect(
        operations
          .filter(({operation}) => !reached.has(operation.operationId))
          .map(({operation}) => operation.operationId),
      ).toEqual([]);
    },
  );

  it('names in each request’s assertions the status its operation documents', () => {
    expect(summary, 'the run above').toBeDefined();
    const wrong = summary.run.executions.flatMap((execution) => {
      const method = execution.request.method;
      const template = documentPathFor(
        description(),
        method,
        new URL(execution.request.url.toString()).pathname.replace(/^\/v1(?=\/)/, ''),
      );
      const located = allOperations().find(
        (candidate) => candidate.path === template && candidate.method.toUpperCase() === method,
      );
      const expected = located && successStatusOf(located.operation);
      const named = execution.assertions?.map((assertion) => assertion.assertion) ?? [];
      return named.some((name) => name.endsWith(`answers ${expected}, as documented`))
        ? []
        : [`${method} ${template}: ${named.join('; ')}`];
    });
    expect(wrong).toEqual([]);
  });

  it('counts a run without the test script as one that says nothing', {timeout: 120_000}, async () => {
    const silent = {
      ...folderOf(collection, allOperations()[0]),
      event: collection.event?.filter((e) => e.listen !== 'test'),
    };
    const quiet = await run(silent, proxy.baseUrl);
    expect(quiet.run.executions.length).toBeGreaterThan(0);
    expect(failuresOf(quiet)).toEqual([]);
    expect(shortfallOf(quiet)).toContain(`0 assertions for ${quiet.run.executions.length} requests`);
  });

  it(
    'fails when the proxy refuses the signatures: each request fails its status test',
    {timeout: 120_000},
    async () => {
      proxy.checked.length = 0;
      const refused = await run(folderOf(collection, allOperations()[0]), proxy.baseUrl, 'another_secret_0000');
      const statuses = refused.run.executions.map((execution) => execution.response?.code);
      expect(statuses.length).toBeGreaterThan(2);
      expect(new Set(statuses)).toEqual(new Set([401]));
      expect(new Set(proxy.checked.map((entry) => entry.refusal))).toEqual(new Set(['invalid_signature']));
      const failed = failuresOf(refused).filter((failure) => /answers \d{3}, as documented/.test(failure));
      expect(failed).toHaveLength(statuses.length);
    },
  );

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

/** Follows a local `$ref` inside the given document (a copy), not the project's description. */
function within<T>(document: OpenApiDocument, value: T & {$ref?: string}): T {
  if (!value.$ref) return value;
  const target = value.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
  return within(document, target as T & {$ref?: string});
}

/**
 * A copy of the description whose success example for one GET operation leaves out a field its schema
 * requires: the mock serves the example as it is, and the collection, made from the copy, must fail it.
 */
function withWrongExample(): {document: OpenApiDocument; located: LocatedOperation; field: string} {
  const document = structuredClone(description());
  for (const located of allOperations().filter(({method}) => method === 'get')) {
    const status = successStatusOf(located.operation) ?? '';
    const operation = document.paths[located.path][located.method];
    if (!operation) continue;
    const copied = within(document, operation.responses[status]);
    const media = jsonMedia(copied.content);
    const schema = media?.schema && within(document, media.schema);
    const field = schema?.required?.[0];
    if (!media || !field) continue;
    const first =
      media.example ?? Object.values(media.examples ?? {}).map((entry) => within<Example>(document, entry))[0]?.value;
    if (!first || typeof first !== 'object' || !(field in first)) continue;
    Reflect.deleteProperty(first, field);
    return {document, located, field};
  }
  throw new Error('No GET operation with an example to break.');
}

describe('the collection made from a copy of the description with a wrong example', () => {
  let copyDir = '';
  let broken: ReturnType<typeof withWrongExample>;
  let copyPrism: Prism | undefined;
  let copyProxy: Awaited<ReturnType<typeof startProxy>> | undefined;

  beforeAll(async () => {
    broken = withWrongExample();
    copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coinloom-wrong-example-'));
    const file = path.join(copyDir, 'openapi.yaml');
    fs.writeFileSync(file, yaml.dump(broken.document, {noRefs: true}));
    // Without `--errors`, so that the mock serves the wrong example as it is and only the collection judges it.
    copyPrism = await startPrism(file, {errors: false});
    copyProxy = await startProxy(copyPrism.baseUrl);
  }, 90_000);

  afterAll(async () => {
    await copyProxy?.close();
    copyPrism?.stop();
    if (copyDir) fs.rmSync(copyDir, {recursive: true, force: true});
  });

  it('fails the run on that request’s body, and only there', {timeout: 120_000}, async () => {
    const made = await postmanCollection(broken.document);
    if (!copyProxy) throw new Error('The proxy of the copy did not start.');
    const summary = await run(folderOf(made, broken.located), copyProxy.baseUrl);
    const key = `GET ${broken.located.path.replace(/\{([^}]+)\}/g, ':$1')}`;
    expect(shortfallOf(summary)).toEqual([]);
    expect(failuresOf(summary)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${key.replace(/[/:]/g, '\\$&')} answers with the body its schema documents: .*'${broken.field}'`,
          's',
        ),
      ),
    ]);
  });
});
