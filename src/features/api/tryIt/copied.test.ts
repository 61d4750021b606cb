/**
 * The request a reader copies from the Try it panel, run as they would run it: filled in as each signing
 * vector, signed in the panel, written in cURL, Node.js, Python and PHP by the samples' generators, and sent
 * to a stand-in API. The stand-in must receive the vector's path, its body byte for byte and its signature,
 * and find that signature right for what it received under the vectors' secret, with the reader's Idempotency-Key.
 * Bodies beyond the vectors, each written another way (a literal encoded when sent, a multi-line string, one
 * escaped line), must reach it byte for byte too; a JSON body, on one line or several, opens on its own line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import vectors from '../samples/test-vectors.json';
import {sampleFile, samplesFor} from '../render/sampleCode';
import {describePhp, onPath, run, startFakeApi} from '../../../../tests/support/samples';
import {inputFor, operationOf} from '../../../../tests/support/tryIt';
import {tryItData} from './data';
import {buildRequest, sampleRequestOf, signatureOf} from './request';

const {secret} = vectors.request;

type Language = {id: 'curl' | 'node' | 'python' | 'php'; name: string; command: (file: string) => [string, string[]]};

const languages: Language[] = [
  {id: 'curl', name: 'cURL', command: (file) => ['bash', [file]]},
  {id: 'node', name: 'Node.js', command: (file) => ['node', [file]]},
  {id: 'python', name: 'Python', command: (file) => ['python3', [file]]},
  {id: 'php', name: 'PHP', command: (file) => ['php', [file]]},
];

let fakeApi: Awaited<ReturnType<typeof startFakeApi>>;
let dir: string;

beforeAll(async () => {
  fakeApi = await startFakeApi(secret);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coinloom-try-it-'));
});

afterAll(async () => {
  await fakeApi.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

const [post] = vectors.request.vectors;

/**
 * Bodies a reader may type for the first vector's request, and whether the copy opens them on their own line (left
 * unsaid where the languages differ).
 */
const bodies: {name: string; body: string; readable?: boolean}[] = [
  {
    name: 'compact, with a slash and non-ASCII: a literal, encoded when sent',
    body: '{"kind":"sale","name":"Café / pass","tags":["a","b"],"quantity":2,"gift":false,"note":null,"meta":{}}',
    readable: true,
  },
  {
    name: 'on several lines, with backticks, ${, triple quotes, backslashes and a final line feed',
    body: '{\n  "name": "`x` ${y} \\"\\"\\" \\\\ é",\n  "end": "\\""\n}\n',
    readable: true,
  },
  {name: 'not JSON, with lines that close a nowdoc', body: 'first\nJSON\n  BODY;\n'},
  {name: 'compact with a decimal number: one escaped line', body: '{"amount":1.50}', readable: false},
];

/** A body's declaration that opens on its own line: an object, a list, or a multi-line string. */
const OPENS_ALONE = /(\{|\[|`\{|"""\{|<<<'JSON')$/;

/** Where a sample declares its body: the first line of the declaration. */
const declarationOf = (code: string) => code.split('\n').find((line) => /^(const body|body|\$body) =/.test(line));

for (const language of languages) {
  const body = () => {
    describe.concurrent('bodies beyond the vectors', () => {
      for (const [index, {name, body: text, readable}] of bodies.entries()) {
        it.skipIf(language.id === 'curl' && !(onPath('curl') && onPath('bash')))(name, async () => {
          const data = tryItData(operationOf(post.method, post.pathWithQuery));
          const input = inputFor(data, post.pathWithQuery, text, fakeApi.baseUrl);
          const built = buildRequest(data, input);
          const timestamp = String(post.timestamp);
          const signature = await signatureOf(secret, {...built, timestamp});
          const keyId = `key_body${language.id}${index}x`;
          const code = samplesFor(sampleRequestOf(data, input, {keyId, timestamp, signature}))[language.id];
          if (language.id !== 'curl' && readable !== undefined) {
            expect(declarationOf(code), code).toMatch(readable ? OPENS_ALONE : /[;'"]$/);
          }
          const file = path.join(
            dir,
            `body${index}-${language.id === 'curl' ? `${data.tryOperation}.sh` : sampleFile(language.id, data.tryOperation)}`,
          );
          fs.writeFileSync(file, code);
          const [command, args] = language.command(file);
          const ran = await run(command, args, {cwd: dir, env: {...process.env, PYTHONDONTWRITEBYTECODE: '1'}});
          expect(ran.code, `${code}\n${ran.stdout}${ran.stderr}`).toBe(0);
          const received = fakeApi.received.find((candidate) => candidate.headers['x-coinloom-key'] === keyId);
          expect(received?.body).toBe(text);
          expect(received?.signatureValid).toBe(true);
        });
      }
    });

    describe.concurrent('each vector', () => {
      for (const vector of vectors.request.vectors) {
        it.skipIf(language.id === 'curl' && !(onPath('curl') && onPath('bash')))(vector.name, async () => {
          const data = tryItData(operationOf(vector.method, vector.pathWithQuery));
          const index = vectors.request.vectors.indexOf(vector);
          // The reader's own Idempotency-Key on a POST, which the copied request sends as given.
          const idempotencyKey = vector.method === 'POST' ? `order-${language.id}-${index}` : undefined;
          const read = inputFor(data, vector.pathWithQuery, vector.body, fakeApi.baseUrl);
          const input = idempotencyKey
            ? {...read, values: {...read.values, 'header:Idempotency-Key': idempotencyKey}}
            : read;
          const built = buildRequest(data, input);
          const signature = await signatureOf(secret, {
            timestamp: String(vector.timestamp),
            method: built.method,
            pathWithQuery: built.pathWithQuery,
            body: built.body,
          });
          expect(signature).toBe(vector.signature);
          // A key id per language, to tell which language sent which request.
          const keyId = `key_try${language.id}${index}x`;
          const request = sampleRequestOf(data, input, {keyId, timestamp: String(vector.timestamp), signature});
          const code = samplesFor(request)[language.id];
          // A body opens on its own line, whether the reader typed it on one line or several.
          if (vector.body && language.id !== 'curl') expect(declarationOf(code), code).toMatch(OPENS_ALONE);
          const file = path.join(
            dir,
            language.id === 'curl' ? `${data.tryOperation}.sh` : sampleFile(language.id, data.tryOperation),
          );
          fs.writeFileSync(file, code);
          const [command, args] = language.command(file);
          const ran = await run(command, args, {cwd: dir, env: {...process.env, PYTHONDONTWRITEBYTECODE: '1'}});
          expect(ran.code, `${ran.stdout}${ran.stderr}`).toBe(0);
          const received = fakeApi.received.find((candidate) => candidate.headers['x-coinloom-key'] === keyId);
          expect(received, `the stand-in API received the request from ${language.name}`).toBeDefined();
          expect(received?.method).toBe(vector.method);
          expect(received?.pathWithQuery).toBe(vector.pathWithQuery);
          expect(received?.body).toBe(vector.body);
          expect(received?.headers['x-coinloom-signature']).toBe(vector.signature);
          expect(received?.headers['x-coinloom-timestamp']).toBe(String(vector.timestamp));
          expect(received?.signatureValid).toBe(true);
          expect(received?.headers['idempotency-key']).toBe(idempotencyKey);
        });
      }
    });
  };
  if (language.id === 'php') describePhp(language.name, body);
  else describe(language.name, body);
}
