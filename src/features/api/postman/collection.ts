/**
 * The Postman collection and environment of the API, generated from the
 * description at build time with Postman's own converter
 * (openapi-to-postmanv2), then made ready to run: one folder per tag, the
 * sandbox as the base URL, a fresh Idempotency-Key per POST, a pre-request
 * script (pre-request.js) that signs every request but the public ones by the
 * documented rule, with the key from the environment, and a test script
 * (test.js) that checks every answer's status and body against the
 * description, whose schemas it carries.
 * The plugin publishes both beside /openapi.yaml (plugin.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {urls} from '../../../data/product';
import {postmanEnvironmentPath} from '../anchors';
import {allOperations, description, jsonMedia, responseOf, successStatusOf, type OpenApiDocument} from '../openapi';
import {standaloneSchema} from '../tryIt/data';
import {isSigned} from '../render/samples';

/** The parts of a Postman collection (v2.1) that the generator touches. */
type Header = {key: string; value: string; disabled?: boolean; description?: unknown};
type PostmanRequest = {method: string; header?: Header[]; url: {path?: string[]}; auth?: unknown};
type Item = {
  id?: string;
  name: string;
  item?: Item[];
  request?: PostmanRequest;
  response?: {id?: string; originalRequest?: PostmanRequest}[];
};
type Script = {listen: 'prerequest' | 'test'; script: {type: 'text/javascript'; exec: string[]}};
export type PostmanCollection = {
  info: {_postman_id: string; name: string; description?: unknown; schema: string};
  item: Item[];
  auth?: unknown;
  event?: Script[];
  variable?: {key: string; value: string}[];
};
export type PostmanEnvironment = {
  id: string;
  name: string;
  values: {key: string; value: string; type: 'default' | 'secret'; enabled: boolean}[];
  _postman_variable_scope: 'environment';
};

const SIGNING_HEADERS = /^x-coinloom-(key|timestamp|signature)$/i;

/** A UUID made from a name, so the same description always gives the same file. */
function stableId(name: string): string {
  const hex = crypto.createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** `METHOD /path/:param`: how the scripts name a request (`pm.request.url.getPath(true)`). */
const requestKey = (method: string, route: string): string =>
  `${method.toUpperCase()} ${route.replace(/\{([^}]+)\}/g, ':$1')}`;

/** `METHOD /path/:param` of each public endpoint, as the script reads a request. */
function unsignedRequests(): string[] {
  return allOperations()
    .filter((located) => !isSigned(located))
    .map(({method, path: route}) => requestKey(method, route));
}

/** A script of this folder with its markers (`const NAME = {};`) replaced by the values. */
function scriptWith(file: string, values: Record<string, unknown>): string {
  let source = fs.readFileSync(path.join(__dirname, file), 'utf8');
  for (const [name, value] of Object.entries(values)) {
    const marker = `const ${name} = ${Array.isArray(value) ? '[]' : '{}'};`;
    if (!source.includes(marker)) throw new Error(`${file} must declare ${marker}`);
    source = source.replace(marker, () => `const ${name} = ${JSON.stringify(value)};`);
  }
  return source;
}

/** The pre-request script, with the public endpoints filled in. */
export function preRequestScript(): string {
  return scriptWith('pre-request.js', {UNSIGNED: unsignedRequests()});
}

/** What the description documents for a request's answer: its success status, and its body's schema or none. */
export type Documented = {status: number; schema: object | null};

/**
 * The test script, with each operation's documented answer filled in: the schemas stand alone (their
 * references point into one shared set of definitions, written once), as JSON Schema that Postman's
 * validator (Ajv) reads.
 */
export function testScript(): string {
  const documented: Record<string, Documented> = {};
  let definitions: Record<string, unknown> = {};
  for (const {method, path: route, operation} of allOperations()) {
    const status = successStatusOf(operation);
    if (!status) throw new Error(`${operation.operationId} documents no success response.`);
    const schema = jsonMedia(responseOf(operation, status).content)?.schema;
    let standalone: (object & {$defs?: Record<string, unknown>}) | null = null;
    if (schema) {
      const {$defs, ...root} = standaloneSchema(schema) as {$defs?: Record<string, unknown>};
      definitions = {...definitions, ...$defs};
      standalone = root;
    }
    documented[requestKey(method, route)] = {status: Number(status), schema: standalone};
  }
  return scriptWith('test.js', {DOCUMENTED: documented, SCHEMAS: definitions});
}

function prepareRequest(request: PostmanRequest): void {
  request.header = (request.header ?? [])
    .filter((header) => !SIGNING_HEADERS.test(header.key))
    .map((header) => (/^idempotency-key$/i.test(header.key) ? {...header, value: '{{$guid}}'} : header));
  // The script signs; Postman's own auth would add an unsigned key header.
  delete request.auth;
}

function prepare(items: Item[], trail: string[]): void {
  for (const item of items) {
    const where = [...trail, item.name];
    item.id = stableId(where.join(' / '));
    if (item.item) prepare(item.item, where);
    if (item.request) prepareRequest(item.request);
    for (const [index, response] of (item.response ?? []).entries()) {
      response.id = stableId(`${where.join(' / ')} / ${index}`);
      if (response.originalRequest) prepareRequest(response.originalRequest);
    }
  }
}

async function convert(document: OpenApiDocument): Promise<PostmanCollection> {
  const {default: converter} = await import('openapi-to-postmanv2');
  return new Promise((resolve, reject) => {
    converter.convertV2(
      {type: 'json', data: structuredClone(document)},
      {folderStrategy: 'Tags', parametersResolution: 'Example', includeAuthInfoInExample: false},
      (error, result) => {
        const data = result?.output?.[0]?.data as PostmanCollection | undefined;
        if (error) reject(new Error(`openapi-to-postmanv2: ${error.message}`));
        else if (!result?.result || !data)
          reject(new Error(`openapi-to-postmanv2: ${result?.reason ?? 'no collection'}`));
        else resolve(data);
      },
    );
  });
}

/** The collection: every operation of the description, signed by its pre-request script. */
export async function postmanCollection(document: OpenApiDocument = description()): Promise<PostmanCollection> {
  const collection = await convert(document);
  prepare(collection.item, []);
  const name = `${document.info.title} ${document.info.version}`;
  collection.info = {
    ...collection.info,
    _postman_id: stableId(name),
    name,
    description: {
      content:
        `${document.info.summary ?? ''}\n\nGenerated from ${urls.docs}/openapi.yaml. Import the environment ` +
        `${urls.docs}${postmanEnvironmentPath} beside it and set keyId and keySecret to a sandbox key: ` +
        'the pre-request script signs every request but the public ones, and the test script checks each ' +
        "answer's status and body against the description.",
      type: 'text/markdown',
    },
  };
  delete collection.auth;
  collection.variable = [{key: 'baseUrl', value: urls.apiSandbox}];
  collection.event = [
    {listen: 'prerequest', script: {type: 'text/javascript', exec: preRequestScript().split('\n')}},
    {listen: 'test', script: {type: 'text/javascript', exec: testScript().split('\n')}},
  ];
  return collection;
}

/** The environment: the sandbox's base URL, and the key to fill in (the secret as a secret). */
export function postmanEnvironment(): PostmanEnvironment {
  return {
    id: stableId('Coinloom sandbox environment'),
    name: 'Coinloom sandbox',
    values: [
      {key: 'baseUrl', value: urls.apiSandbox, type: 'default', enabled: true},
      {key: 'keyId', value: '', type: 'default', enabled: true},
      {key: 'keySecret', value: '', type: 'secret', enabled: true},
    ],
    _postman_variable_scope: 'environment',
  };
}
