/**
 * The one door to the API description (static/openapi.yaml). The build-time
 * renderers (render/), the remark step and the tests read operations,
 * schemas, webhooks and error codes through here. Node.js only: the browser
 * receives rendered HTML, never the description.
 */
import {readApiDocument} from './document';
import {valueAt} from './pointer';

import type {HttpMethod, JsonSchema, MediaType, OpenApiDocument, Operation, Parameter, Response, Tag} from './types';

export type * from './types';

/** The parsed description, read again when the file changes (`npm start`). */
export function description(): OpenApiDocument {
  return readApiDocument();
}

const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export type LocatedOperation = {method: HttpMethod; path: string; operation: Operation};

export function allOperations(): LocatedOperation[] {
  return Object.entries(description().paths).flatMap(([path, item]) =>
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
  const target = valueAt(description(), ref);
  if (target === undefined) {
    throw new Error(`The API description has no "${ref}".`);
  }
  return target as T;
}

export function deref<T extends {$ref?: string}>(value: T): T {
  return value.$ref ? deref(resolveRef<T>(value.$ref)) : value;
}

export function getSchema(name: string): JsonSchema {
  const schema = description().components.schemas[name];
  if (!schema) {
    throw new Error(`The API description has no schema "${name}".`);
  }
  return schema;
}

export {anchors, apiDocumentPath, referencePath} from './anchors';

/** The name of a response shared through `#/components/responses/…`; undefined for one written in place. */
export function sharedResponseName(response: Response | undefined): string | undefined {
  return response?.$ref ? /^#\/components\/responses\/([^/]+)$/.exec(response.$ref)?.[1] : undefined;
}

/**
 * The name under `#/components/parameters` of a header or query parameter
 * that operations share; undefined for path parameters (each names its own
 * object) and for parameters written in place.
 */
export function sharedParameterName(parameter: Parameter): string | undefined {
  if (parameter.in === 'path') return undefined;
  return Object.entries(description().components.parameters ?? {}).find(([, shared]) => shared === parameter)?.[0];
}

/** The header and query parameters that operations share, by name. */
export function sharedParameters(): {name: string; parameter: Parameter}[] {
  return Object.entries(description().components.parameters ?? {})
    .filter(([, parameter]) => parameter.in !== 'path')
    .map(([name, parameter]) => ({name, parameter}));
}

/** The responses that operations share, by name, with the status each is used for. */
export function sharedResponses(): {name: string; status: string; response: Response}[] {
  const statusOf = new Map<string, string>();
  for (const {operation} of allOperations()) {
    for (const [status, response] of Object.entries(operation.responses)) {
      const name = sharedResponseName(response);
      if (name && !statusOf.has(name)) statusOf.set(name, status);
    }
  }
  return Object.entries(description().components.responses ?? {})
    .filter(([name]) => statusOf.has(name))
    .map(([name, response]) => ({name, status: statusOf.get(name) ?? '', response}))
    .sort((a, b) => a.status.localeCompare(b.status));
}

/** `#/components/schemas/Money` gives `Money`; any other reference gives undefined. */
export function schemaNameOf(ref: string | undefined): string | undefined {
  return ref ? /^#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1] : undefined;
}

export type TaggedOperations = {tag: Tag; operations: LocatedOperation[]};

/**
 * Operations grouped by their first tag, in the order of the document's
 * `tags`; tags that operations use but the list lacks come after, in order of use.
 */
export function operationsByTag(): TaggedOperations[] {
  const groups = new Map<string, TaggedOperations>(
    (description().tags ?? []).map((tag) => [tag.name, {tag, operations: []}]),
  );
  for (const entry of allOperations()) {
    const name = entry.operation.tags?.[0] ?? 'Other operations';
    const group = groups.get(name) ?? {tag: {name}, operations: []};
    group.operations.push(entry);
    groups.set(name, group);
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

/** Path-level and operation-level parameters, references followed; the operation's win. */
export function parametersOf({path, operation}: LocatedOperation): Parameter[] {
  const listed: (Parameter & {$ref?: string})[] = [
    ...(description().paths[path].parameters ?? []),
    ...(operation.parameters ?? []),
  ];
  const all = listed.map((parameter) => deref(parameter));
  const byKey = new Map(all.map((p) => [`${p.in}:${p.name}`, p]));
  return [...byKey.values()];
}

export type LocatedWebhook = {type: string; operation: Operation};

export function allWebhooks(): LocatedWebhook[] {
  return Object.entries(description().webhooks ?? {}).map(([type, item]) => ({type, operation: item.post}));
}

export function getWebhook(type: string): LocatedWebhook {
  const found = allWebhooks().find((webhook) => webhook.type === type);
  if (!found) {
    throw new Error(`The API description has no webhook "${type}".`);
  }
  return found;
}

/** The JSON media type of a body: `application/json`, or the first `+json` one (problem details). */
export function jsonMedia(content: Record<string, MediaType> | undefined): MediaType | undefined {
  if (!content) {
    return undefined;
  }
  const type =
    Object.keys(content).find((name) => name === 'application/json') ??
    Object.keys(content).find((name) => /[/+]json$/.test(name));
  return type ? content[type] : undefined;
}

export type Example = {summary?: string; value: unknown};

/** The examples of a media type: `example`, else every entry of `examples`. */
export function mediaExamples(media: MediaType | undefined): Example[] {
  if (!media) {
    return [];
  }
  if (media.example !== undefined) {
    return [{value: media.example}];
  }
  return Object.values(media.examples ?? {}).map((example) => deref<{$ref?: string} & Example>(example));
}

/** A schema's own examples: `examples` (JSON Schema) or `example` (OpenAPI). */
export function schemaExamples(schema: JsonSchema): Example[] {
  if (schema.examples?.length) {
    return schema.examples.map((value) => ({value}));
  }
  return schema.example === undefined ? [] : [{value: schema.example}];
}

export function requestBodyOf(operation: Operation): MediaType | undefined {
  return jsonMedia(operation.requestBody?.content);
}

/** The first success status an operation answers with (`200`, `201`, `202`, `204`). */
export function successStatusOf(operation: Operation): string | undefined {
  return Object.keys(operation.responses).find((status) => /^2\d\d$/.test(status));
}

export function responseOf(operation: Operation, status: string): Response {
  const response = operation.responses[status];
  if (!response) {
    throw new Error(`Operation "${operation.operationId}" has no ${status} response.`);
  }
  return deref(response);
}

/** A schema with its reference followed and its `allOf` parts merged into one object. */
export function flattenSchema(schema: JsonSchema): JsonSchema {
  const own = deref(schema);
  if (!own.allOf) {
    return own;
  }
  const parts = [...own.allOf.map(flattenSchema), {...own, allOf: undefined}];
  return parts.reduce<JsonSchema>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: {...merged.properties, ...part.properties},
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    {},
  );
}

/** `x-enum-descriptions` of an enum schema: what each value means. */
export function enumDescriptions(schema: JsonSchema): Record<string, string> {
  return (schema['x-enum-descriptions'] as Record<string, string> | undefined) ?? {};
}

export type Transition = {from: string; to: string; when?: string};

/**
 * The status changes of a status enum: `x-transitions` maps each status to the
 * statuses it can change to, `x-transition-notes` says when (`"from->to": text`).
 */
export function enumTransitions(schema: JsonSchema): Transition[] {
  const targets = (schema['x-transitions'] as Record<string, string[]> | undefined) ?? {};
  const notes = (schema['x-transition-notes'] as Record<string, string> | undefined) ?? {};
  const known = new Set((schema.enum ?? []).map(String));
  return Object.entries(targets).flatMap(([from, list]) =>
    list.map((to) => {
      if (!known.has(from) || !known.has(to)) {
        throw new Error(`x-transitions names a status that the enum lacks: "${from}" to "${to}".`);
      }
      const when = notes[`${from}->${to}`];
      return when ? {from, to, when} : {from, to};
    }),
  );
}

/**
 * The final statuses of a status enum: those that do not change on their own. `x-final` lists them where a
 * final status can still move on the caller's action (a `paid` payment that is refunded); without it, a status
 * is final when no change leaves it.
 */
export function enumFinal(schema: JsonSchema): Set<string> {
  const listed = schema['x-final'] as string[] | undefined;
  if (listed) {
    const known = new Set((schema.enum ?? []).map(String));
    const unknown = listed.filter((status) => !known.has(status));
    if (unknown.length) throw new Error(`x-final names a status that the enum lacks: ${unknown.join(', ')}.`);
    return new Set(listed);
  }
  const transitions = enumTransitions(schema);
  return new Set((schema.enum ?? []).map(String).filter((status) => !transitions.some((t) => t.from === status)));
}

export type ErrorEntry = {code: string; status: number; meaning: string; action?: string};

/**
 * Every error code with its HTTP status, meaning and what to do, from the
 * `x-error-catalog` of the `ErrorCode` schema, in the order of its enum.
 */
export function errorCatalog(): ErrorEntry[] {
  const errorCode = getSchema('ErrorCode');
  const catalog = (errorCode['x-error-catalog'] as Record<string, Omit<ErrorEntry, 'code'>> | undefined) ?? {};
  return (errorCode.enum ?? []).map(String).map((code) => {
    const entry = catalog[code];
    if (!entry) {
      throw new Error(`The ErrorCode enum has "${code}", which x-error-catalog does not describe.`);
    }
    return {code, ...entry};
  });
}

export function getError(code: string): ErrorEntry {
  const found = errorCatalog().find((entry) => entry.code === code);
  if (!found) {
    throw new Error(`The API description has no error code "${code}".`);
  }
  return found;
}

/**
 * The schema of an event's `data`. The `Event` schema allows any of several
 * objects; the one this event carries is the variant whose `object` value
 * matches the event's example.
 */
export function webhookDataSchema({operation}: LocatedWebhook): JsonSchema | undefined {
  const body = requestBodyOf(operation);
  const data = body?.schema ? flattenSchema(body.schema).properties?.data : undefined;
  const example = mediaExamples(body)[0]?.value as {data?: {object?: string}} | undefined;
  const kind = example?.data?.object;
  const variant = (data?.oneOf ?? data?.anyOf)?.find(
    (candidate) => kind !== undefined && flattenSchema(candidate).properties?.object?.enum?.includes(kind),
  );
  return variant ?? data;
}

/**
 * The error codes that every signed operation can answer with (authentication, rate limits, outages):
 * the codes each of them lists in `x-error-codes`. They are described once, in the reference's
 * common errors; an operation lists only the codes of its own.
 */
export function commonErrorCodes(): string[] {
  const signed = allOperations().filter(
    ({operation}) => !(Array.isArray(operation.security) && !operation.security.length),
  );
  const lists = signed.map(({operation}) => new Set(operation['x-error-codes'] ?? []));
  return errorCatalog()
    .map((entry) => entry.code)
    .filter((code) => lists.length > 0 && lists.every((codes) => codes.has(code)));
}

/**
 * The few facts about the description as a whole that pages state in text, small enough to ship
 * to a page (as a data module the plugin writes, dataModules.ts): its title and versions, the id
 * prefixes its patterns name, and the status enums that list their transitions.
 */
export function apiFacts(): {
  title: string;
  version: string;
  openapi: string;
  idPrefixes: string[];
  statusMachines: string[];
} {
  const document = description();
  const prefixes = JSON.stringify(document.components).match(/\^[a-z]{3}_/g) ?? [];
  return {
    title: document.info.title,
    version: document.info.version,
    openapi: document.openapi,
    idPrefixes: [...new Set(prefixes.map((pattern) => pattern.slice(1)))].sort(),
    statusMachines: Object.keys(document.components.schemas).filter(
      (name) => 'x-transitions' in document.components.schemas[name],
    ),
  };
}
