/**
 * The shapes of the API description as the site's code reads them. Written
 * here rather than taken from \`openapi-types\`: that package types every place
 * a \`$ref\` may stand as \`ReferenceObject | X\` and every schema as a union of
 * array and non-array kinds, so each of the renderers' reads (about 170 when
 * tried) would need a narrowing that this one description never needs:
 * \`npm run lint:api\` validates it, and \`readApiDocument\` stops the build on a
 * \`$ref\` to nothing. \`deref\` in openapi.ts follows a reference where one may
 * stand.
 */
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

export type Tag = {name: string; description?: string};

export type SecurityScheme = {type: string; in?: string; name?: string; description?: string};

export type OpenApiDocument = {
  openapi: string;
  info: {title: string; version: string; summary?: string; description?: string};
  servers: {url: string; description?: string}[];
  security?: Record<string, string[]>[];
  tags?: Tag[];
  paths: Record<string, Partial<Record<HttpMethod, Operation>> & {parameters?: Parameter[]}>;
  webhooks?: Record<string, {post: Operation}>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters?: Record<string, Parameter>;
    responses?: Record<string, Response>;
    headers?: Record<string, {description?: string; schema?: JsonSchema}>;
    securitySchemes?: Record<string, SecurityScheme>;
  };
  [key: string]: unknown;
};
