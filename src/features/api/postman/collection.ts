/**
 * The Postman collection and environment of the API, generated from the
 * description at build time with Postman's own converter
 * (openapi-to-postmanv2), then made ready to run: one folder per tag, the
 * sandbox as the base URL, a fresh Idempotency-Key per POST, and a
 * pre-request script (pre-request.js) that signs every request but the
 * public ones by the documented rule, with the key from the environment.
 * The plugin publishes both beside /openapi.yaml (plugin.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {urls} from '../../../data/product';
import {postmanEnvironmentPath} from '../anchors';
import {allOperations, description, type OpenApiDocument} from '../openapi';
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

/** `METHOD /path/:param` of each public endpoint, as the script reads a request. */
function unsignedRequests(): string[] {
  return allOperations()
    .filter((located) => !isSigned(located))
    .map(({method, path: route}) => `${method.toUpperCase()} ${route.replace(/\{([^}]+)\}/g, ':$1')}`);
}

/** The pre-request script, with the public endpoints filled in. */
export function preRequestScript(): string {
  const source = fs.readFileSync(path.join(__dirname, 'pre-request.js'), 'utf8');
  const marker = 'const UNSIGNED = [];';
  if (!source.includes(marker)) throw new Error(`pre-request.js must declare ${marker}`);
  return source.replace(marker, `const UNSIGNED = ${JSON.stringify(unsignedRequests())};`);
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
        'the pre-request script signs every request but the public ones.',
      type: 'text/markdown',
    },
  };
  delete collection.auth;
  collection.variable = [{key: 'baseUrl', value: urls.apiSandbox}];
  collection.event = [{listen: 'prerequest', script: {type: 'text/javascript', exec: preRequestScript().split('\n')}}];
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
