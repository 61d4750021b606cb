/**
 * What the Try it panel needs of an operation, made at build time from the
 * description (Node.js only): the webpack loader gives it to the browser as a
 * chunk of the page that shows the operation, loaded when the reader opens
 * the panel. The schemas the panel checks against (`tryItSchemas`) each come
 * with every schema they reference; checks.ts makes them the panel's
 * validation functions at build time.
 */
import {urls, limits} from '../../../data/product';
import {
  description,
  getOperation,
  parametersOf,
  requestBodyOf,
  resolveRef,
  schemaNameOf,
  type JsonSchema,
  type Parameter,
} from '../openapi';
import {isSigned, requestFor} from '../render/samples';
import {parameterKey, type TryItData, type TryItParameter} from './request';

/** Keys a validator does not need: examples, the description's extensions, OpenAPI's discriminator. */
const DROPPED = new Set([
  'example',
  'examples',
  'discriminator',
  'readOnly',
  'writeOnly',
  'deprecated',
  'externalDocs',
]);

/** A Markdown description as the panel shows it: text with `code` spans, links reduced to their text. */
export function plainText(markdown: string | undefined): string {
  return (markdown ?? '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/**
 * A copy of a schema for the validator: references to `#/components/schemas/X` become `#/$defs/X`, and each
 * schema they reach is added to `defs` once. A reference without a description of its own gets the description
 * of the schema it names, so an error about that field has its words without a look into `$defs`.
 */
function forValidator(schema: unknown, defs: Record<string, JsonSchema>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => forValidator(item, defs));
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key) || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string') {
      const name = schemaNameOf(value);
      if (!name) throw new Error(`The Try it panel cannot follow the reference ${value}.`);
      if (!(name in defs)) {
        defs[name] = {};
        defs[name] = forValidator(resolveRef<JsonSchema>(value), defs) as JsonSchema;
      }
      copy.$ref = `#/$defs/${name}`;
      if (!('description' in schema)) {
        const named = resolveRef<JsonSchema>(value).description;
        if (named) copy.description = plainText(named);
      }
    } else if (key === 'description') {
      copy.description = plainText(value as string);
    } else {
      copy[key] = key === 'properties' ? mapValues(value as Record<string, unknown>, defs) : forValidator(value, defs);
    }
  }
  return copy;
}

/** Property names are data, not keywords: keep every one, whatever it is called. */
function mapValues(properties: Record<string, unknown>, defs: Record<string, JsonSchema>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, forValidator(value, defs)]));
}

/** A schema that validates on its own: the schema with the definitions it references. */
export function standaloneSchema(schema: JsonSchema): JsonSchema {
  const defs: Record<string, JsonSchema> = {};
  const root = forValidator(schema, defs) as JsonSchema;
  return Object.keys(defs).length ? {...root, $defs: defs} : root;
}

const text = (value: unknown): string => (value === undefined ? '' : String(value));

function parameterData(parameter: Parameter, sampleValue: string | undefined): TryItParameter {
  if (parameter.in === 'cookie') throw new Error(`The Try it panel has no cookie parameters (${parameter.name}).`);
  const schema = parameter.schema ?? {};
  const example = text(parameter.example ?? schema.example ?? schema.examples?.[0]);
  return {
    name: parameter.name,
    in: parameter.in,
    required: Boolean(parameter.required),
    description: plainText(parameter.description),
    schema: standaloneSchema(schema),
    value: sampleValue ?? '',
    example,
  };
}

/** The values the samples send (render/samples.ts), so the panel opens on the request the samples show. */
function sampleValues(operationId: string, exampleName: string | undefined): Map<string, string> {
  const request = requestFor(operationId, exampleName);
  const {path: template} = getOperation(operationId);
  const [path, query = ''] = request.path.split('?');
  const values = new Map<string, string>();
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '([^/]+)')}$`);
  const found = pattern.exec(path);
  names.forEach((name, index) => values.set(`path:${name}`, decodeURIComponent(found?.[index + 1] ?? '')));
  for (const [name, value] of new URLSearchParams(query)) values.set(`query:${name}`, value);
  return values;
}

/**
 * The schemas the panel checks an operation's input against, each standing alone: the body's under `body`, each
 * parameter's under its `parameterKey`.
 */
export function tryItSchemas(operationId: string): Record<string, JsonSchema> {
  const located = getOperation(operationId);
  const schema = requestBodyOf(located.operation)?.schema;
  return {
    ...(schema ? {body: standaloneSchema(schema)} : {}),
    ...Object.fromEntries(
      parametersOf(located).map((parameter) => [parameterKey(parameter), standaloneSchema(parameter.schema ?? {})]),
    ),
  };
}

/** The form of a key id, as the description's `KeyId` parameter has it. */
function keyIdForm(): TryItData['keyId'] {
  const parameter = description().components.parameters?.KeyId;
  const pattern = parameter?.schema?.pattern;
  if (!parameter || !pattern) throw new Error('The API description has no KeyId parameter with a pattern.');
  return {pattern, example: text(parameter.example)};
}

/**
 * An Idempotency-Key for this operation, built as api-architecture.mdx#make-every-post-idempotent advises: the
 * record it acts on (its first path value, else an order), the action, attempt 1. `refundPayment` on `pay_1` gives
 * `pay_1-refund-payment-1`, `createCheckout` gives `order-1042-checkout-1`.
 */
export function idempotencyKeyFor(operationId: string, values: Map<string, string>): string {
  const words = operationId.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
  const action = (words[0] === 'create' ? words.slice(1) : words).join('-');
  const record = [...values].find(([key]) => key.startsWith('path:'))?.[1] || 'order-1042';
  return `${record}-${action}-1`;
}

/** The panel's data for an operation, opened on a named request example (the first when left out). */
export function tryItData(operationId: string, exampleName?: string): TryItData {
  const located = getOperation(operationId);
  const {operation} = located;
  const media = requestBodyOf(operation);
  const values = sampleValues(operationId, exampleName);
  const sample = requestFor(operationId, exampleName);
  const servers = description().servers.map((server) => ({
    url: server.url,
    description: plainText(server.description),
  }));
  const sandbox = servers.findIndex((server) => server.url === urls.apiSandbox);
  if (sandbox === -1) throw new Error(`The API description has no server ${urls.apiSandbox}, the sandbox.`);
  return {
    tryOperation: operationId,
    method: sample.method,
    path: located.path,
    signed: isSigned(located),
    servers,
    defaultServer: sandbox,
    parameters: parametersOf(located).map((parameter) =>
      parameterData(
        parameter,
        values.get(`${parameter.in}:${parameter.name}`) ??
          (parameter.name === 'Idempotency-Key'
            ? idempotencyKeyFor(operationId, values)
            : parameter.in === 'header' && parameter.required
              ? text(parameter.example)
              : undefined),
      ),
    ),
    body: media?.schema
      ? {required: Boolean(operation.requestBody?.required), example: sample.bodyText ?? ''}
      : undefined,
    toleranceSeconds: limits.requestTimestampToleranceSeconds,
    keyId: keyIdForm(),
  };
}
