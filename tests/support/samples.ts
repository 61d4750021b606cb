/**
 * What the tests of the code samples share: where the sample files are, which
 * interpreters are on PATH, and a stand-in Coinloom API that checks signatures.
 */
import {execFile, spawnSync} from 'node:child_process';
import {createHmac} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import type {OpenApiDocument} from '../../src/features/api/openapi';
import {projectRoot} from './docs';

export const samplesDir = path.join(projectRoot, 'src/features/api/samples');
export const signingDir = path.join(samplesDir, 'signing');
export const callbacksDir = path.join(samplesDir, 'callbacks');

/**
 * The API description, parsed as the site's YAML loader parses it, for tests
 * that need it whole (vitest has no webpack loader for YAML): they pass it in,
 * since the unit tests share a module graph and may not mock modules.
 */
export function loadApiDocument(): OpenApiDocument {
  return yaml.load(fs.readFileSync(path.join(projectRoot, 'static/openapi.yaml'), 'utf8')) as OpenApiDocument;
}

export function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

export const phpAvailable = onPath('php');

/**
 * PHP runs where php is installed. Elsewhere its tests are skipped with the
 * reason in the test name, except on CI, which installs php-cli (.ci/run):
 * there a missing php fails the run.
 */
export function describePhp(name: string, body: () => void): void {
  if (phpAvailable) {
    describe(name, body);
  } else if (process.env.CI === 'true') {
    describe(name, () => {
      it('has php on PATH', () => {
        expect.fail('php is not on PATH on CI: .ci/run installs php-cli, so the PHP samples must run here.');
      });
    });
  } else {
    describe.skip(`${name} (skipped: php is not on PATH; install php-cli to run the PHP samples)`, body);
  }
}

export type Run = {code: number; stdout: string; stderr: string};

/** Runs a command to its end and reports its exit code and output, without throwing. */
export function run(
  command: string,
  args: string[],
  options: {input?: string; env?: NodeJS.ProcessEnv; cwd?: string; timeout?: number} = {},
): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      {env: options.env ?? process.env, cwd: options.cwd, timeout: options.timeout ?? 20_000, encoding: 'utf8'},
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({code, stdout, stderr});
      },
    );
    // A command that exits without reading its input closes the pipe; that is not an error here.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(options.input ?? '');
  });
}

/** Runs tasks at most `limit` at a time, in order of their results. */
export async function inBatches<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({length: Math.min(limit, items.length)}, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  });
  await Promise.all(workers);
  return results;
}

export type ReceivedRequest = {
  method: string;
  pathWithQuery: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Whether X-Coinloom-Signature is the HMAC of the request under the test secret. */
  signatureValid: boolean;
};

/**
 * A stand-in for the Coinloom API on a local port: it records each request,
 * checks its signature under `secret`, and answers 200 `{"received": true}` when the signature
 * holds (or the request carries no key), else 401 problem+json `invalid_signature`.
 */
export async function startFakeApi(secret: string): Promise<{
  baseUrl: string;
  received: ReceivedRequest[];
  close: () => Promise<void>;
}> {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(request.headers['x-coinloom-timestamp'] ?? '');
      const expected = createHmac('sha256', secret)
        .update(`${timestamp}\n${request.method}\n${request.url}\n${body}`)
        .digest('hex');
      const signatureValid = request.headers['x-coinloom-signature'] === expected;
      received.push({
        method: request.method ?? '',
        pathWithQuery: request.url ?? '',
        headers: request.headers,
        body,
        signatureValid,
      });
      if (request.headers['x-coinloom-key'] !== undefined && !signatureValid) {
        response.writeHead(401, {'Content-Type': 'application/problem+json'});
        response.end(JSON.stringify({status: 401, code: 'invalid_signature', detail: 'The signature does not match.'}));
        return;
      }
      response.writeHead(200, {'Content-Type': 'application/json'});
      response.end('{"received":true}');
    });
  });
  return {...(await listenLocally(server)), received};
}

/** Starts a stand-in API server on a free local port: its base URL (with /v1), and how to stop it. */
export async function listenLocally(server: http.Server): Promise<{baseUrl: string; close: () => Promise<void>}> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A free local port (the test then starts a server of its own on it). */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The document path an API path (without the base URL and /v1) stands for,
 * given its method: `{param}` matches one segment, and a literal segment wins
 * over a parameter (`/events/test` is not `/events/{eventId}`).
 */
export function documentPathFor(document: OpenApiDocument, method: string, apiPath: string): string | undefined {
  const withMethod = (candidate: string) => Boolean(document.paths[candidate][method.toLowerCase() as 'get']);
  const matching = Object.keys(document.paths).filter((candidate) =>
    new RegExp(`^${candidate.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`).test(
      apiPath.split('?')[0],
    ),
  );
  const parameters = (candidate: string) => (candidate.match(/\{/g) ?? []).length;
  return matching.filter(withMethod).sort((a, b) => parameters(a) - parameters(b))[0];
}

/** Whether the document has the path at all, whatever the method. */
export function documentHasPath(document: OpenApiDocument, apiPath: string): boolean {
  return ['get', 'post', 'put', 'patch', 'delete'].some((method) => documentPathFor(document, method, apiPath));
}
