/**
 * The signing and callback samples that the docs show are real files under
 * src/features/api/samples/. Each language's files run here, through its own interpreter,
 * against the fixed vectors in src/features/api/samples/test-vectors.json (worked out with
 * openssl, not with the samples); the request helpers send to a stand-in API
 * that checks their signatures; and each callback handler runs as a server.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createHmac} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {limits} from '../../../data/product';
import vectors from './test-vectors.json';
import {curlSample} from '../render/samples';
import {
  callbacksDir,
  describePhp,
  freePort,
  loadApiDocument,
  onPath,
  run,
  signingDir,
  startFakeApi,
  type Run,
} from '../../../../tests/support/samples';

type Language = 'Node.js' | 'Python' | 'PHP';
type Results = {signatures: string[]; verdicts: string[]};

const moduleUrl = (file: string): string => JSON.stringify(pathToFileURL(file).href);
const pythonEnv = {...process.env, PYTHONDONTWRITEBYTECODE: '1'};

const vectorInput = JSON.stringify({
  requests: vectors.request.vectors.map((vector) => ({...vector, secret: vectors.request.secret})),
  cases: vectors.callback.cases,
});

/** Scripts that sign every request vector and verify every callback case in one process. */
const vectorDrivers: Record<Language, () => Promise<Run>> = {
  'Node.js': () =>
    run(
      'node',
      [
        '--input-type=module',
        '-e',
        `
import {readFileSync} from 'node:fs';
import {signRequest} from ${moduleUrl(path.join(signingDir, 'sign-request.mjs'))};
import {verifyCallback} from ${moduleUrl(path.join(callbacksDir, 'verify-callback.mjs'))};
const {requests, cases} = JSON.parse(readFileSync(0, 'utf8'));
const signatures = requests.map((v) =>
  signRequest({secret: v.secret, timestamp: String(v.timestamp), method: v.method, pathWithQuery: v.pathWithQuery, body: v.body}),
);
const verdicts = cases.map((c) => {
  try {
    verifyCallback({secret: c.secret, header: c.header, rawBody: Buffer.from(c.rawBody, 'utf8'), now: c.now});
    return 'valid';
  } catch (error) {
    return error.reason ?? 'error: ' + error.message;
  }
});
process.stdout.write(JSON.stringify({signatures, verdicts}));
`,
      ],
      {input: vectorInput},
    ),
  Python: () =>
    run(
      'python3',
      [
        '-c',
        `
import json, sys
sys.path[:0] = [${JSON.stringify(signingDir)}, ${JSON.stringify(callbacksDir)}]
from sign_request import sign_request
from verify_callback import CallbackVerificationError, verify_callback
data = json.load(sys.stdin)
signatures = [sign_request(v["secret"], str(v["timestamp"]), v["method"], v["pathWithQuery"], v["body"])
              for v in data["requests"]]
verdicts = []
for c in data["cases"]:
    try:
        verify_callback(c["secret"], c["header"], c["rawBody"].encode("utf-8"), now=c["now"])
        verdicts.append("valid")
    except CallbackVerificationError as error:
        verdicts.append(error.reason)
print(json.dumps({"signatures": signatures, "verdicts": verdicts}))
`,
      ],
      {input: vectorInput, env: pythonEnv},
    ),
  PHP: () =>
    run(
      'php',
      [
        '-r',
        `
require ${JSON.stringify(path.join(signingDir, 'sign_request.php'))};
require ${JSON.stringify(path.join(callbacksDir, 'verify_callback.php'))};
$data = json_decode(file_get_contents('php://stdin'), true, 512, JSON_THROW_ON_ERROR);
$signatures = array_map(
    fn ($v) => sign_request($v['secret'], (string) $v['timestamp'], $v['method'], $v['pathWithQuery'], $v['body']),
    $data['requests'],
);
$verdicts = [];
foreach ($data['cases'] as $c) {
    try {
        verify_callback($c['secret'], $c['header'], $c['rawBody'], $c['now']);
        $verdicts[] = 'valid';
    } catch (CallbackVerificationError $error) {
        $verdicts[] = $error->reason;
    }
}
echo json_encode(['signatures' => $signatures, 'verdicts' => $verdicts]);
`,
      ],
      {input: vectorInput},
    ),
};

/** Scripts that send one request through the helper's coinloomRequest and print what came back. */
const requestDrivers: Record<Language, (method: string, requestPath: string, body?: unknown) => string[]> = {
  'Node.js': (method, requestPath, body) => [
    'node',
    '--input-type=module',
    '-e',
    `
import {coinloomRequest} from ${moduleUrl(path.join(signingDir, 'sign-request.mjs'))};
try {
  const result = await coinloomRequest(${JSON.stringify(method)}, ${JSON.stringify(requestPath)}, ${JSON.stringify(body)});
  console.log(JSON.stringify({result}));
} catch (error) {
  console.log(JSON.stringify({code: error.code, status: error.status}));
}
`,
  ],
  Python: (method, requestPath, body) => [
    'python3',
    '-c',
    `
import json, sys
sys.path.insert(0, ${JSON.stringify(signingDir)})
from sign_request import CoinloomApiError, coinloom_request
try:
    print(json.dumps({"result": coinloom_request(${JSON.stringify(method)}, ${JSON.stringify(requestPath)}, json.loads(${JSON.stringify(JSON.stringify(body ?? null))}))}))
except CoinloomApiError as error:
    print(json.dumps({"code": error.code, "status": error.status}))
`,
  ],
  PHP: (method, requestPath, body) => [
    'php',
    '-r',
    `
require ${JSON.stringify(path.join(signingDir, 'sign_request.php'))};
try {
    $body = json_decode(${JSON.stringify(JSON.stringify(body ?? null))}, true);
    echo json_encode(['result' => coinloom_request(${JSON.stringify(method)}, ${JSON.stringify(requestPath)}, $body)]);
} catch (CoinloomApiError $error) {
    echo json_encode(['code' => $error->problemCode(), 'status' => $error->status]);
}
`,
  ],
};

const handlerCommands: Record<Language, (port: number) => string[]> = {
  'Node.js': () => ['node', path.join(callbacksDir, 'handler.mjs')],
  Python: () => ['python3', path.join(callbacksDir, 'handler.py')],
  PHP: (port) => ['php', '-S', `127.0.0.1:${port}`, path.join(callbacksDir, 'handler.php')],
};

function describeLanguage(language: Language, body: () => void): void {
  if (language === 'PHP') {
    describePhp(language, body);
  } else {
    describe(language, body);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function signCallback(secret: string, timestamp: number, rawBody: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

for (const language of ['Node.js', 'Python', 'PHP'] as const) {
  describeLanguage(language, () => {
    describe('against the test vectors', () => {
      let results: Results;
      beforeAll(async () => {
        const outcome = await vectorDrivers[language]();
        expect(outcome.stderr).toBe('');
        results = JSON.parse(outcome.stdout) as Results;
      }, 30_000);

      vectors.request.vectors.forEach((vector, index) => {
        it(`signs a request: ${vector.name}`, () => {
          expect(results.signatures[index]).toBe(vector.signature);
        });
      });

      vectors.callback.cases.forEach((testCase, index) => {
        it(`verifies a callback: ${testCase.name} (${testCase.expect})`, () => {
          expect(results.verdicts[index]).toBe(testCase.expect);
        });
      });
    });

    describe('sends signed requests', {timeout: 30_000}, () => {
      let api: Awaited<ReturnType<typeof startFakeApi>>;
      beforeAll(async () => {
        api = await startFakeApi(vectors.request.secret);
      });
      afterAll(() => api.close());

      const send = (method: string, requestPath: string, body: unknown, secret: string) => {
        const [command, ...args] = requestDrivers[language](method, requestPath, body);
        return run(command, args, {
          env: {
            ...pythonEnv,
            COINLOOM_KEY_ID: 'key_test1',
            COINLOOM_KEY_SECRET: secret,
            COINLOOM_API_BASE: api.baseUrl,
          },
        });
      };

      it('a POST with a JSON body, the three signing headers and an Idempotency-Key', async () => {
        const body = {kind: 'sale', name: 'Café annual pass', price: {amount: '25.00', asset: 'USDT', network: 'tron'}};
        const outcome = await send('POST', '/checkouts', body, vectors.request.secret);
        expect(outcome.stderr).toBe('');
        expect(JSON.parse(outcome.stdout)).toEqual({result: {received: true}});
        const request = api.received.at(-1);
        expect(request).toMatchObject({method: 'POST', pathWithQuery: '/v1/checkouts', signatureValid: true});
        expect(JSON.parse(request?.body ?? '')).toEqual(body);
        expect(request?.headers['x-coinloom-key']).toBe('key_test1');
        expect(request?.headers['x-coinloom-timestamp']).toMatch(/^\d{10}$/);
        expect(Math.abs(Number(request?.headers['x-coinloom-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
        expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
        expect(request?.headers['content-type']).toBe('application/json');
      });

      it('a GET with a query string and no body, without an Idempotency-Key', async () => {
        const outcome = await send(
          'GET',
          '/payments?limit=2&starting_after=pay_7Hq2LmX9aB',
          undefined,
          vectors.request.secret,
        );
        expect(JSON.parse(outcome.stdout)).toEqual({result: {received: true}});
        const request = api.received.at(-1);
        expect(request).toMatchObject({
          method: 'GET',
          pathWithQuery: '/v1/payments?limit=2&starting_after=pay_7Hq2LmX9aB',
          body: '',
          signatureValid: true,
        });
        expect(request?.headers['idempotency-key']).toBeUndefined();
      });

      it("throws the problem's code on an answer outside 2xx", async () => {
        const outcome = await send('GET', '/merchant', undefined, 'not-the-secret');
        expect(JSON.parse(outcome.stdout)).toEqual({code: 'invalid_signature', status: 401});
      });
    });

    describe('handles callbacks as a server', {timeout: 30_000}, () => {
      const secret = vectors.callback.secret;
      const rawBody = vectors.callback.example.rawBody;
      const event = JSON.parse(rawBody) as {id: string; type: string; data: {id: string}};
      const handled = `${event.type} for ${event.data.id}`;
      // The handlers fulfil on payment.paid and payment.overpaid: send the API description's examples of both.
      const webhookExample = (type: string) =>
        JSON.stringify(loadApiDocument().webhooks?.[type].post.requestBody?.content['application/json'].example);
      const paymentPaid = webhookExample('payment.paid');
      const paymentOverpaid = webhookExample('payment.overpaid');
      let server: ChildProcess;
      let output = '';
      let url = '';
      const eventsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coinloom-events-'));

      beforeAll(async () => {
        const port = await freePort();
        url = `http://127.0.0.1:${port}/coinloom/callbacks`;
        const [command, ...args] = handlerCommands[language](port);
        server = spawn(command, args, {
          cwd: callbacksDir,
          env: {...pythonEnv, COINLOOM_CALLBACK_SECRET: secret, PORT: String(port), COINLOOM_EVENTS_DIR: eventsDir},
        });
        server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
        server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
        for (let attempt = 0; attempt < 250; attempt++) {
          try {
            await fetch(url, {method: 'POST'});
            return;
          } catch {
            await sleep(100);
          }
        }
        throw new Error(`The ${language} handler did not start:\n${output}`);
      }, 30_000);

      afterAll(() => {
        server.kill();
        fs.rmSync(eventsDir, {recursive: true, force: true});
      });

      const post = (body: string, header?: string) =>
        fetch(url, {
          method: 'POST',
          headers: {'Content-Type': 'application/json', ...(header ? {'Coinloom-Signature': header} : {})},
          body,
        });

      it('acknowledges a signed callback with 200 and handles it', async () => {
        const response = await post(rawBody, signCallback(secret, Math.floor(Date.now() / 1000), rawBody));
        expect(response.status).toBe(200);
        await expect.poll(() => output, {timeout: 5000}).toContain(handled);
      });

      it('acknowledges a repeated delivery and skips it', async () => {
        const response = await post(rawBody, signCallback(secret, Math.floor(Date.now() / 1000), rawBody));
        expect(response.status).toBe(200);
        await expect.poll(() => output, {timeout: 5000}).toContain(`duplicate ${event.id} skipped`);
        expect(output.split(handled)).toHaveLength(2);
      });

      it('fulfils the order on payment.paid', async () => {
        const response = await post(paymentPaid, signCallback(secret, Math.floor(Date.now() / 1000), paymentPaid));
        expect(response.status).toBe(200);
        await expect.poll(() => output, {timeout: 5000}).toMatch(/payment pay_\w+ is paid: fulfil the order/);
      });

      it('fulfils the order on payment.overpaid too: overpaid is final and delivers', async () => {
        const response = await post(
          paymentOverpaid,
          signCallback(secret, Math.floor(Date.now() / 1000), paymentOverpaid),
        );
        expect(response.status).toBe(200);
        await expect.poll(() => output, {timeout: 5000}).toMatch(/payment pay_\w+ is overpaid: fulfil the order/);
      });

      it('refuses a tampered body with 400 signature_mismatch', async () => {
        const header = signCallback(secret, Math.floor(Date.now() / 1000), rawBody);
        const response = await post(rawBody.replace('"99.58"', '"999.58"'), header);
        expect(response.status).toBe(400);
        expect(await response.text()).toBe('signature_mismatch');
      });

      it('refuses a stale callback with 400 timestamp_out_of_range', async () => {
        const stale = Math.floor(Date.now() / 1000) - limits.requestTimestampToleranceSeconds - 60;
        const response = await post(rawBody, signCallback(secret, stale, rawBody));
        expect(response.status).toBe(400);
        expect(await response.text()).toBe('timestamp_out_of_range');
      });

      it('refuses a callback without the header with 400 missing_header', async () => {
        const response = await post(rawBody);
        expect(response.status).toBe(400);
        expect(await response.text()).toBe('missing_header');
      });
    });
  });
}

describe('cURL: the shell signing of the generated samples', () => {
  const shell = onPath('bash') && onPath('openssl');
  vectors.request.vectors.forEach((vector) => {
    it.skipIf(!shell)(`gives the vector's signature: ${vector.name}`, async () => {
      const baseUrl = 'https://sandbox-api.coinloom.example/v1';
      const sample = curlSample({
        operationId: 'vector',
        method: vector.method as 'GET',
        baseUrl,
        path: vector.pathWithQuery.replace(/^\/v1/, ''),
        body: vector.body === '' ? undefined : JSON.parse(vector.body),
        bodyText: vector.body === '' ? undefined : vector.body,
        signed: true,
      });
      // `date` gives the vector's time and `curl` prints its arguments instead of sending them.
      const script = `date() { echo ${vector.timestamp}; }\ncurl() { printf '%s\\n' "$@"; }\n${sample}\n`;
      const outcome = await run('bash', ['-c', script], {
        env: {...process.env, COINLOOM_KEY_ID: 'key_test1', COINLOOM_KEY_SECRET: vectors.request.secret},
      });
      expect(outcome.stderr).toBe('');
      const args = outcome.stdout.split('\n');
      expect(args).toContain(`X-Coinloom-Signature: ${vector.signature}`);
      expect(args).toContain(`X-Coinloom-Timestamp: ${vector.timestamp}`);
      expect(args).toContain(`${baseUrl.replace(/\/v1$/, '')}${vector.pathWithQuery}`);
      if (vector.body === '') {
        expect(args).not.toContain('--data-binary');
      } else {
        expect(outcome.stdout).toContain(`--data-binary\n${vector.body}\n`);
      }
    });
  });
});

describe('the vectors', () => {
  it('use the tolerance the docs give', () => {
    expect(vectors.callback.toleranceSeconds).toBe(limits.requestTimestampToleranceSeconds);
  });

  it('cover every reason a callback is refused', () => {
    const reasons = new Set(vectors.callback.cases.map((testCase) => testCase.expect));
    expect([...reasons].sort()).toEqual([
      'malformed_header',
      'missing_header',
      'signature_mismatch',
      'timestamp_out_of_range',
      'valid',
    ]);
  });

  it('include the example callback as a valid case', () => {
    const {example, secret} = vectors.callback;
    const match = vectors.callback.cases.find(
      (testCase) =>
        testCase.header === example.header && testCase.rawBody === example.rawBody && testCase.secret === secret,
    );
    expect(match?.expect).toBe('valid');
    expect(example.header.startsWith(`t=${example.timestamp},v1=`)).toBe(true);
  });
});

describe('the verify files use the tolerance the docs give', () => {
  const constants: [string, RegExp][] = [
    ['verify-callback.mjs', /TIMESTAMP_TOLERANCE_SECONDS = (\d+);/],
    ['verify_callback.py', /TIMESTAMP_TOLERANCE_SECONDS = (\d+)\n/],
    ['verify_callback.php', /COINLOOM_TIMESTAMP_TOLERANCE_SECONDS = (\d+);/],
  ];
  for (const [file, pattern] of constants) {
    it(file, () => {
      const found = pattern.exec(fs.readFileSync(path.join(callbacksDir, file), 'utf8'));
      expect(Number(found?.[1])).toBe(limits.requestTimestampToleranceSeconds);
    });
  }
});

describe('the samples read secrets from the environment only', () => {
  const files = ['signing', 'callbacks'].flatMap((folder) =>
    fs.readdirSync(path.join(callbacksDir, '..', folder)).map((file) => path.join(callbacksDir, '..', folder, file)),
  );
  for (const file of files) {
    it(path.basename(file), () => {
      const text = fs.readFileSync(file, 'utf8');
      expect(text).not.toMatch(/test_(key|callback)_secret/);
      expect(text).not.toMatch(/(secret|SECRET)\s*=\s*['"][^'"]+['"]/);
    });
  }
});
