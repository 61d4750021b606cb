/**
 * The code samples that <ApiSamples op="..."/> shows, generated for every
 * operation of the API description: each must name the operation's method and
 * path, parse in its language, and, run as a reader would run it, send the
 * operation's request (signed, where the operation needs a key) to a stand-in API.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {urls} from '../../../data/product';
import {allOperations, deref, description, requestBodyOf, type Example} from '../openapi';
import {generateSamples, requestFor, sampleFile, signingHelpers, type SampleRequest, type Samples} from './samples';
import {
  describePhp,
  documentPathFor,
  inBatches,
  onPath,
  run,
  signingDir,
  startFakeApi,
  type ReceivedRequest,
} from '../../../../tests/support/samples';

const KEY_SECRET = 'test_samples_secret_3Vb8Kq1Wz6';

type Generated = {operationId: string; method: string; path: string; request: SampleRequest; samples: Samples};

const operations = allOperations();
const generated: Generated[] = operations.map(({method, path: documentPath, operation}) => ({
  operationId: operation.operationId,
  method: method.toUpperCase(),
  path: documentPath,
  request: requestFor(operation.operationId),
  samples: generateSamples(operation.operationId),
}));

describe('every operation has samples', () => {
  it('the document has operations', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  it.each(generated.map((entry) => [entry.operationId, entry] as const))(
    '%s: the cURL sample names its method and an existing path',
    (_, entry) => {
      const found = /curl -sS -X (\w+) '([^']+)'/.exec(entry.samples.curl);
      expect(found, 'a curl command with -X METHOD and a quoted URL').not.toBeNull();
      const [, method, url] = found ?? [];
      expect(url.startsWith(`${urls.apiSandbox}/`), `${url} starts with the sandbox base URL`).toBe(true);
      expect(method).toBe(entry.method);
      expect(documentPathFor(description(), method, url.slice(urls.apiSandbox.length))).toBe(entry.path);
    },
  );
});

describe('named request examples', () => {
  const named = operations.flatMap(({operation}) =>
    Object.entries(requestBodyOf(operation)?.examples ?? {}).map(
      ([name, example]) => [operation.operationId, name, deref(example as Example & {$ref?: string}).value] as const,
    ),
  );

  it.each(named)('%s, example "%s": the samples send it', (operationId, name, value) => {
    const request = requestFor(operationId, name);
    expect(request.body).toEqual(value);
    expect(generateSamples(operationId, name).curl).toContain(JSON.stringify(value, null, 2).split('\n')[1] ?? '');
  });

  it('an unknown example name is an error that names the operation', () => {
    const withBody = operations.find(({operation}) => requestBodyOf(operation));
    expect(() => requestFor(withBody?.operation.operationId ?? '', 'no-such-example')).toThrow(/no request example/);
  });
});

/** Writes each sample to a folder as a reader would save it, with the signing helpers beside. */
function writeSamples(language: 'node' | 'python' | 'php', dir: string): string[] {
  fs.copyFileSync(path.join(signingDir, signingHelpers[language]), path.join(dir, signingHelpers[language]));
  return generated.map((entry) => {
    const file = path.join(dir, sampleFile(language, entry.operationId));
    fs.writeFileSync(file, entry.samples[language]);
    return file;
  });
}

function expectSent(received: ReceivedRequest[], entry: Generated, viaCurl = false): void {
  const request = received.find(
    (candidate) => candidate.method === entry.method && candidate.pathWithQuery === `/v1${entry.request.path}`,
  );
  expect(request, `the stand-in API received ${entry.method} /v1${entry.request.path}`).toBeDefined();
  if (!request) {
    return;
  }
  if (entry.request.signed) {
    expect(request.headers['x-coinloom-key']).toBe('key_test1');
    expect(request.signatureValid, 'X-Coinloom-Signature matches the request').toBe(true);
  } else {
    expect(request.headers['x-coinloom-key']).toBeUndefined();
  }
  if (entry.method === 'POST') {
    expect(request.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  }
  if (entry.request.body === undefined) {
    expect(request.body).toBe('');
  } else if (viaCurl) {
    expect(request.body).toBe(entry.request.bodyText);
  } else {
    expect(JSON.parse(request.body)).toEqual(entry.request.body);
  }
}

type Language = {
  id: 'node' | 'python' | 'php';
  name: string;
  /** Checks the syntax of every file; gives each file's error output, or '' when it parses. */
  check: (files: string[], dir: string) => Promise<string[]>;
  run: (file: string) => [string, string[]];
};

/** Runs a checker once per file, a few at a time. */
const eachFile =
  (command: string, args: (file: string) => string[]) =>
  (files: string[]): Promise<string[]> =>
    inBatches(files, 4, async (file) => {
      const outcome = await run(command, args(file));
      return outcome.code === 0 ? '' : `${outcome.stdout}${outcome.stderr}`.trim() || `exit ${outcome.code}`;
    });

const languages: Language[] = [
  {
    id: 'node',
    name: 'Node.js',
    check: eachFile('node', (file) => ['--check', file]),
    run: (file) => ['node', [file]],
  },
  {
    id: 'python',
    name: 'Python',
    // py_compile on every file in one interpreter: Python starts slowly.
    check: async (files, dir) => {
      const outcome = await run(
        'python3',
        [
          '-c',
          'import json, py_compile, sys\n' +
            'def check(file):\n' +
            '    try:\n' +
            '        py_compile.compile(file, doraise=True)\n' +
            '        return ""\n' +
            '    except py_compile.PyCompileError as error:\n' +
            '        return error.msg\n' +
            'print(json.dumps([check(file) for file in json.load(sys.stdin)]))',
        ],
        {input: JSON.stringify(files), env: {...process.env, PYTHONPYCACHEPREFIX: path.join(dir, '.pycache')}},
      );
      expect(outcome.stderr).toBe('');
      return JSON.parse(outcome.stdout) as string[];
    },
    run: (file) => ['python3', [file]],
  },
  {id: 'php', name: 'PHP', check: eachFile('php', (file) => ['-l', file]), run: (file) => ['php', [file]]},
];

const SAMPLE_TIMEOUT = 30_000;

for (const language of languages) {
  const body = () => {
    let dir: string;
    let files: string[];
    let syntaxErrors: string[];
    let fakeApi: Awaited<ReturnType<typeof startFakeApi>>;
    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), `coinloom-samples-${language.id}-`));
      files = writeSamples(language.id, dir);
      syntaxErrors = await language.check(files, dir);
      fakeApi = await startFakeApi(KEY_SECRET);
      // The public samples name the sandbox; point them at the stand-in API instead.
      for (const file of files) {
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll(urls.apiSandbox, fakeApi.baseUrl));
      }
    }, 120_000);
    afterAll(async () => {
      await fakeApi.close();
      fs.rmSync(dir, {recursive: true, force: true});
    });

    describe.concurrent('each sample parses and sends its request', () => {
      generated.forEach((entry, index) => {
        it(
          entry.operationId,
          async () => {
            expect(syntaxErrors[index], `${path.basename(files[index])} does not parse`).toBe('');
            const [command, args] = language.run(files[index]);
            const ran = await run(command, args, {
              cwd: dir,
              env: {
                ...process.env,
                PYTHONDONTWRITEBYTECODE: '1',
                COINLOOM_KEY_ID: 'key_test1',
                COINLOOM_KEY_SECRET: KEY_SECRET,
                COINLOOM_API_BASE: fakeApi.baseUrl,
              },
            });
            expect(ran.code, `${command} ${path.basename(files[index])}\n${ran.stdout}${ran.stderr}`).toBe(0);
            expect(JSON.parse(ran.stdout)).toEqual({received: true});
            expectSent(fakeApi.received, entry);
          },
          SAMPLE_TIMEOUT,
        );
      });
    });
  };
  if (language.id === 'php') {
    describePhp(language.name, body);
  } else {
    describe(language.name, body);
  }
}

describe('cURL', () => {
  const available = onPath('bash') && onPath('curl') && onPath('openssl');
  let fakeApi: Awaited<ReturnType<typeof startFakeApi>>;
  beforeAll(async () => {
    fakeApi = await startFakeApi(KEY_SECRET);
  });
  afterAll(() => fakeApi.close());

  describe.concurrent('each sample parses and sends its request', () => {
    for (const entry of generated) {
      it.skipIf(!available)(
        entry.operationId,
        async () => {
          const script = entry.samples.curl.replaceAll(urls.apiSandbox, fakeApi.baseUrl);
          const checked = await run('bash', ['-n', '-c', script]);
          expect(checked.code, checked.stderr).toBe(0);
          const ran = await run('bash', ['-c', script], {
            env: {...process.env, COINLOOM_KEY_ID: 'key_test1', COINLOOM_KEY_SECRET: KEY_SECRET},
          });
          expect(ran.code, ran.stderr).toBe(0);
          expect(JSON.parse(ran.stdout)).toEqual({received: true});
          expectSent(fakeApi.received, entry, true);
        },
        SAMPLE_TIMEOUT,
      );
    }
  });
});
