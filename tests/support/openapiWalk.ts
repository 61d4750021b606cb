/**
 * Walks over the API description for tests/unit/openapi.test.ts: every example written in it with the schema it
 * must match, the objects and strings inside a value, every schema node under `components/schemas`, and a check
 * of a value against the schema at a pointer.
 *
 * src/features/api/openapi.ts reads the description for the pages, and its `mediaExamples` and `schemaExamples`
 * give the examples a page shows: `example`, or else `examples`. A test of the description checks every example
 * written, both of those and those of parameters and headers too, so it walks the whole document here; it
 * follows references with openapi.ts's `deref`.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {deref, type JsonSchema} from '../../src/features/api/openapi';
import {pointerKey} from '../../src/features/api/pointer';

/** A value as YAML parses it. */
export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** An object of the description. */
export type JsonObject = {[key: string]: Json};

/** Is the value an object (neither an array nor null)? */
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An example to validate: where it is written, the pointer of the schema it must match, and its value. */
export type ExampleCheck = {label: string; schemaPointer: string; value: unknown};

/**
 * Every example of the document, with the JSON pointer of the schema it must
 * match: schema `examples`, media-type and parameter/header `example` and
 * `examples`, in paths, webhooks and components alike.
 */
export function collectExamples(node: unknown, pointer = '', out: ExampleCheck[] = []): ExampleCheck[] {
  if (Array.isArray(node)) {
    node.forEach((item, index) => collectExamples(item, `${pointer}/${index}`, out));
    return out;
  }
  if (!isObject(node)) {
    return out;
  }
  const inSchema = pointer.startsWith('/components/schemas/') || pointer.split('/').includes('schema');
  if (inSchema && Array.isArray(node.examples)) {
    node.examples.forEach((value, index) =>
      out.push({label: `${pointer}/examples/${index}`, schemaPointer: pointer, value}),
    );
  }
  if (inSchema && 'example' in node) {
    out.push({label: `${pointer}/example`, schemaPointer: pointer, value: node.example});
  }
  if (isObject(node.schema)) {
    if ('example' in node) {
      out.push({label: `${pointer}/example`, schemaPointer: `${pointer}/schema`, value: node.example});
    }
    if (isObject(node.examples)) {
      for (const [name, example] of Object.entries(node.examples)) {
        out.push({
          label: `${pointer}/examples/${name}`,
          schemaPointer: `${pointer}/schema`,
          value: deref(example as {$ref?: string; value?: Json}).value,
        });
      }
    }
  }
  for (const [key, value] of Object.entries(node)) {
    collectExamples(value, `${pointer}/${pointerKey(key)}`, out);
  }
  return out;
}

/** Every object inside a value, the value itself included, at any depth. */
export function objectsIn(value: unknown, out: JsonObject[] = []): JsonObject[] {
  if (Array.isArray(value)) {
    value.forEach((item) => objectsIn(item, out));
  } else if (isObject(value)) {
    out.push(value);
    Object.values(value).forEach((item) => objectsIn(item, out));
  }
  return out;
}

/** Every string inside a value, at any depth. */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    out.push(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => stringsIn(item, out));
  } else if (isObject(value)) {
    Object.values(value).forEach((item) => stringsIn(item, out));
  }
  return out;
}

/** Every schema node under a schema, with its property name when it is one (else the schema's name). */
export function schemaNodes(
  node: unknown,
  name: string,
  out: {name: string; schema: JsonSchema}[] = [],
): {name: string; schema: JsonSchema}[] {
  if (!isObject(node)) {
    return out;
  }
  out.push({name, schema: node as JsonSchema});
  if (isObject(node.properties)) {
    for (const [key, value] of Object.entries(node.properties)) {
      schemaNodes(value, key, out);
    }
  }
  for (const key of ['items', 'additionalProperties']) {
    schemaNodes(node[key], name, out);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf']) {
    (Array.isArray(node[key]) ? node[key] : []).forEach((item) => schemaNodes(item, name, out));
  }
  return out;
}

/**
 * A check of values against the schemas of `document` (JSON Schema 2020-12, with formats): given a schema's
 * pointer and a value, it answers '' when the value holds, else Ajv's errors.
 */
export function schemaValidator(document: object): (schemaPointer: string, value: unknown) => string {
  const ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
  ajv.addSchema(document, 'openapi.json');
  return (schemaPointer, value) => {
    const check = ajv.compile({$ref: `openapi.json#${schemaPointer}`});
    return check(value) ? '' : ajv.errorsText(check.errors);
  };
}
