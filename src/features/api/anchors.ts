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

/** The page that renders the whole description: docs/for-developers/specification.mdx. */
export const referencePath = '/for-developers/specification/';
