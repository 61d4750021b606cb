/**
 * Where the reference puts things: its path and its anchor ids. A module of
 * its own, without the description, so that a page can link into the
 * reference without loading the `api` chunk.
 */

/** Anchor ids on /for-developers/specification/. */
export const anchors = {
  operation: (operationId: string) => `op-${operationId}`,
  schema: (name: string) => `schema-${name}`,
  webhook: (eventType: string) => `event-${eventType.replace(/\./g, '-')}`,
  error: (code: string) => `error-${code}`,
  response: (name: string) => `response-${name}`,
  parameter: (name: string) => `parameter-${name}`,
  tag: (name: string) =>
    `tag-${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}`,
} as const;

/** Where the description is published beside the site. */
export const apiDocumentPath = '/openapi.yaml';

/** Where the Postman collection made from it, and its sandbox environment, are published (postman/collection.ts). */
export const postmanCollectionPath = '/coinloom.postman_collection.json';
export const postmanEnvironmentPath = '/coinloom-sandbox.postman_environment.json';

/** The page that renders the whole description: docs/for-developers/specification.mdx. */
export const referencePath = '/for-developers/specification/';

/** Ids of the reference's own sections that other parts link to. */
export const referenceSections = {
  overview: 'overview',
  servers: 'servers',
  authentication: 'authentication',
  webhooks: 'webhooks',
  schemas: 'schemas',
  errors: 'error-codes',
  commonErrors: 'common-errors',
  commonResponses: 'common-responses',
  commonParameters: 'common-parameters',
} as const;

/**
 * The headings of the reference's sections after the operations that readers come back to (where an event, a
 * schema or an error code is described); the sidebar lists them under the operations, with these words.
 */
export const referenceSectionTitles = {
  webhooks: 'Webhooks',
  schemas: 'Schemas',
  errors: 'Error codes',
} as const satisfies Partial<Record<keyof typeof referenceSections, string>>;
