/**
 * The one door to the API description (static/openapi.yaml). Components and
 * tests read operations, schemas, webhooks and error codes through here.
 */
import document from '@site/static/openapi.yaml';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  example?: unknown;
  examples?: unknown[];
  format?: string;
  pattern?: string;
  [key: string]: unknown;
};

export type MediaType = {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, {summary?: string; value: unknown}>;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
};

export type Response = {
  $ref?: string;
  description: string;
  headers?: Record<string, {$ref?: string; description?: string; schema?: JsonSchema}>;
  content?: Record<string, MediaType>;
};

export type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: (Parameter & {$ref?: string})[];
  requestBody?: {required?: boolean; description?: string; content: Record<string, MediaType>};
  responses: Record<string, Response>;
  'x-error-codes'?: string[];
  [key: string]: unknown;
};

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type OpenApiDocument = {
  openapi: string;
  info: {title: string; version: string; description?: string};
  servers: {url: string; description?: string}[];
  tags?: {name: string; description?: string}[];
  paths: Record<string, Partial<Record<HttpMethod, Operation>> & {parameters?: Parameter[]}>;
  webhooks?: Record<string, {post: Operation}>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters?: Record<string, Parameter>;
    responses?: Record<string, Response>;
    headers?: Record<string, {description?: string; schema?: JsonSchema}>;
    securitySchemes?: Record<string, {type: string; in?: string; name?: string; description?: string}>;
  };
  [key: string]: unknown;
};

export const api = document as OpenApiDocument;

/** Where the description is published beside the site. */
export const apiDocumentPath = '/openapi.yaml';

const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export type LocatedOperation = {method: HttpMethod; path: string; operation: Operation};

export function allOperations(): LocatedOperation[] {
  return Object.entries(api.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{method, path, operation}] : [];
    }),
  );
}

export function getOperation(operationId: string): LocatedOperation {
  const found = allOperations().find((entry) => entry.operation.operationId === operationId);
  if (!found) {
    throw new Error(`The API description has no operation "${operationId}".`);
  }
  return found;
}

/** Follows a local `#/components/...` reference. */
export function resolveRef<T>(ref: string): T {
  const parts = ref.replace(/^#\//, '').split('/');
  const target = parts.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], api);
  if (target === undefined) {
    throw new Error(`The API description has no "${ref}".`);
  }
  return target as T;
}

export function deref<T extends {$ref?: string}>(value: T): T {
  return value.$ref ? deref(resolveRef<T>(value.$ref)) : value;
}

export function getSchema(name: string): JsonSchema {
  const schema = api.components.schemas[name];
  if (!schema) {
    throw new Error(`The API description has no schema "${name}".`);
  }
  return schema;
}

/** Anchor ids on /for-developers/specification/. */
export const anchors = {
  operation: (operationId: string) => `op-${operationId}`,
  schema: (name: string) => `schema-${name}`,
  webhook: (eventType: string) => `event-${eventType.replace(/\./g, '-')}`,
  error: (code: string) => `error-${code}`,
} as const;
