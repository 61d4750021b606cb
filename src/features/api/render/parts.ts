/**
 * Pieces that every API fragment shares, as HTML syntax trees: where a link
 * into the reference leads, type labels, a schema's constraints, compact
 * field rows, error rows. Plain functions of the description, run at build
 * time.
 */
import type {Element, ElementContent} from 'hast';
import {h, type Child} from 'hastscript';
import {
  anchors,
  deref,
  enumDescriptions,
  flattenSchema,
  referencePath,
  schemaNameOf,
  type ErrorEntry,
  type JsonSchema,
  type Parameter,
} from '../openapi';
import {highlight, type CodeOptions} from './highlight';
import {inlineMarkdown, markdown} from './markdown';

/** Where a fragment is shown, which decides where its links lead and which heading level its parts take. */
export type Context = {
  /** On the reference page: its anchors are on the same page (`#schema-Money`). */
  inReference: boolean;
  /** Unique on the page: element ids inside the fragment start with it. */
  idPrefix: string;
  /** The heading level of the fragment's own part titles (Parameters, Responses…); 0 for none. */
  level: number;
};

/** A link to an anchor of the reference: on the page itself there, to the reference page elsewhere. */
export function referenceHref(context: Context, anchor: string): string {
  return context.inReference ? `#${anchor}` : `${referencePath}#${anchor}`;
}

export function code(text: string): Element {
  return h('code', text);
}

/** `a, b and c`, with elements. */
export function joined(parts: ElementContent[][], separator = ', ', last = separator): ElementContent[] {
  return parts.flatMap((part, index) => [
    ...(index === 0 ? [] : [{type: 'text' as const, value: index === parts.length - 1 ? last : separator}]),
    ...part,
  ]);
}

/** A part's title inside a fragment: a heading one level below the fragment's own, or a bold line. */
export function partTitle(context: Context, text: string, id?: string): Element {
  const properties = {className: ['api-part-title'], ...(id ? {id} : {})};
  return context.level >= 1 && context.level <= 6
    ? h(`h${context.level}`, properties, text)
    : h('p', properties, h('strong', text));
}

/**
 * A schema's type in words: `string (date-time)`, `array of LineItem`,
 * `string or null`. Named schemas link to their place in the reference.
 */
export function typeLabel(context: Context, schema: JsonSchema): ElementContent[] {
  const name = schemaNameOf(schema.$ref);
  if (name) return [h('a', {href: referenceHref(context, anchors.schema(name))}, name)];
  if (schema.$ref) return typeLabel(context, deref(schema));
  if (schema.allOf?.length === 1 && !schema.properties) return typeLabel(context, schema.allOf[0]);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants)
    return joined(
      variants.map((variant) => typeLabel(context, variant)),
      ' or ',
    );
  if (schema.const !== undefined) return [code(JSON.stringify(schema.const))];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (!types.length) return [{type: 'text', value: schema.properties || schema.allOf ? 'object' : 'any'}];
  return joined(
    types.map((type): ElementContent[] => {
      if (type === 'array') {
        return [{type: 'text', value: 'array of '}, ...(schema.items ? typeLabel(context, schema.items) : [])];
      }
      const values = schema.additionalProperties;
      if (type === 'object' && !schema.properties && values && typeof values === 'object') {
        return [
          {type: 'text', value: 'object of '},
          ...typeLabel(context, values as JsonSchema),
          {type: 'text', value: ' values'},
        ];
      }
      return [{type: 'text', value: schema.format && type !== 'null' ? `${type} (${schema.format})` : type}];
    }),
    ' or ',
  );
}

function literal(value: unknown): Element {
  return code(typeof value === 'string' ? value : JSON.stringify(value));
}

/** A bound in words, its unit agreeing with the number it follows ("At least 1 item", "1 to 6 items"). */
function range(min: unknown, max: unknown, unit?: [singular: string, plural: string]): string | undefined {
  const of = (n: number) => (unit ? ` ${n === 1 ? unit[0] : unit[1]}` : '');
  if (typeof min === 'number' && typeof max === 'number') return `${min} to ${max}${of(max)}`;
  if (typeof min === 'number') return `At least ${min}${of(min)}`;
  if (typeof max === 'number') return `At most ${max}${of(max)}`;
  return undefined;
}

/** Beyond this many values, an enum's list of meanings is folded under a line that says how many there are. */
const LONG_ENUM = 6;

/**
 * The constraints a reader needs beside a field's description: allowed
 * values (with their meaning where the description gives it), default,
 * bounds and pattern. A field that points at a named schema shows that
 * schema's constraints at its own anchor instead.
 */
export function schemaFacts(schema: JsonSchema): ElementContent[] {
  if (schema.$ref) return [];
  const target = schema.type === 'array' && schema.items && !schema.items.$ref ? schema.items : schema;
  const meanings = enumDescriptions(target);
  const facts: ElementContent[][] = [];
  if (target.enum && !Object.keys(meanings).length) {
    facts.push([
      {type: 'text', value: 'One of: '},
      ...joined(target.enum.map((value) => [literal(value)])),
      {type: 'text', value: '.'},
    ]);
  }
  if (schema.default !== undefined)
    facts.push([{type: 'text', value: 'Default: '}, literal(schema.default), {type: 'text', value: '.'}]);
  const bounds = [
    range(schema.minimum, schema.maximum),
    range(schema.minLength, schema.maxLength, ['character', 'characters']),
    range(schema.minItems, schema.maxItems, ['item', 'items']),
  ].filter((text): text is string => text !== undefined);
  facts.push(...bounds.map((text): ElementContent[] => [{type: 'text', value: `${text}.`}]));
  if (typeof target.pattern === 'string')
    facts.push([{type: 'text', value: 'Pattern: '}, literal(target.pattern), {type: 'text', value: '.'}]);
  const result: ElementContent[] = [];
  if (facts.length) result.push(h('p', {className: ['api-facts']}, joined(facts, ' ')));
  if (target.enum && Object.keys(meanings).length) {
    const values = target.enum.map(String);
    const list = h(
      'ul',
      {className: ['api-values']},
      values.map((value) => h('li', [literal(value), ': ', ...inlineMarkdown(meanings[value])])),
    );
    result.push(
      values.length > LONG_ENUM
        ? h('details', {className: ['api-values-fold']}, [
            h('summary', `${values.length} values and what each means`),
            list,
          ])
        : list,
    );
  }
  return result;
}

/** One row of a compact field list: what a field, parameter or event member is. */
export type FieldRow = {
  name: string;
  schema?: JsonSchema;
  required: boolean;
  /** Where a parameter goes: `path`, `query`, `header`. */
  place?: string;
  description?: string;
  /** Fields of an object written inside this one (not a named schema), folded under it. */
  children?: FieldRow[];
  /** An id, for a row that links point at (the reference's common parameters). */
  id?: string;
};

function descriptionOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  return schema.description ?? (schema.$ref ? deref(schema).description : undefined);
}

/** An object written inline (not a named schema), whose fields can be listed under its parent. */
function inlineObject(schema: JsonSchema | undefined): boolean {
  return Boolean(schema && !schema.$ref && schema.properties);
}

/** The fields of an object schema; inline objects one level down become folded children. */
export function fieldRows(schema: JsonSchema, depth = 1): FieldRow[] {
  const object = flattenSchema(schema);
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const nested = inlineObject(property) ? property : inlineObject(property.items) ? property.items : undefined;
    return {
      name,
      schema: property,
      required: object.required?.includes(name) ?? false,
      description: descriptionOf(property),
      children: nested && depth > 0 ? fieldRows(nested, depth - 1) : undefined,
    };
  });
}

export function parameterRow(parameter: Parameter, id?: string): FieldRow {
  return {
    name: parameter.name,
    schema: parameter.schema,
    required: Boolean(parameter.required),
    place: parameter.in,
    description: parameter.description,
    id,
  };
}

/**
 * One compact row: its name (code, or a link around it), what kind of thing it is, and a Required
 * badge on one line, then what it means. Spaces between the parts keep them apart where the row is
 * read as text (the Markdown twin, search); on screen the line's gaps do.
 */
export function rowOf(
  name: Element,
  {
    kind,
    required = false,
    body = [],
    id,
    extra = [],
  }: {kind?: Child; required?: boolean; body?: ElementContent[]; id?: string; extra?: ElementContent[]} = {},
): Element {
  const head: Child[] = [name];
  if (kind !== undefined) head.push(' ', h('span', {className: ['api-field-type']}, kind));
  if (required) head.push(' ', h('span', {className: ['api-badge']}, 'Required'));
  return h('li', {className: ['api-field'], ...(id ? {id} : {})}, [
    h('div', {className: ['api-field-head']}, ...head),
    ...(body.length ? [h('div', {className: ['api-field-body']}, body)] : []),
    ...extra,
  ]);
}

/** The name cell of a row: code, with an id when links point at it. */
export function rowName(text: string, id?: string): Element {
  return h('code', {className: ['api-field-name'], ...(id ? {id} : {})}, text);
}

/**
 * Fields as compact rows: the name, its type, a Required badge, then the
 * description with its constraints. The fields of an object written inside
 * another are folded under their parent (a native disclosure: find-in-page
 * opens it, and the Markdown twin keeps every row).
 */
export function fieldList(context: Context, rows: FieldRow[], label: string, parent = ''): Element {
  return h(
    'ul',
    {className: ['api-fields'], 'aria-label': label},
    rows.map((row) => {
      const path = parent ? `${parent}.${row.name}` : row.name;
      const kind: ElementContent[] = [
        ...(row.schema ? typeLabel(context, row.schema) : [{type: 'text' as const, value: 'string'}]),
        ...(row.place ? [{type: 'text' as const, value: ` · ${row.place}`}] : []),
      ];
      const children = row.children?.length
        ? [
            h('details', {className: ['api-field-children']}, [
              h('summary', `${row.children.length} ${row.children.length === 1 ? 'field' : 'fields'} of ${path}`),
              fieldList(context, row.children, `Fields of ${path}`, path),
            ]),
          ]
        : [];
      return rowOf(rowName(parent ? `${parent}.${row.name}` : row.name, row.id), {
        kind,
        required: row.required,
        body: [...markdown(row.description), ...(row.schema ? schemaFacts(row.schema) : [])],
        extra: children,
      });
    }),
  );
}

/**
 * Error codes as compact rows: the code (a link to its place in the
 * reference's catalogue, or the anchor itself there), its HTTP status and
 * what it means; with `actions`, what to do too.
 */
export function errorList(
  context: Context,
  entries: readonly ErrorEntry[],
  {label, anchored = false, actions = false}: {label: string; anchored?: boolean; actions?: boolean},
): Element {
  return h(
    'ul',
    {className: ['api-errors'], ariaLabel: label},
    entries.map((entry) => {
      const name = h('code', {className: ['api-field-name']}, entry.code);
      return h('li', {className: ['api-error'], ...(anchored ? {id: anchors.error(entry.code)} : {})}, [
        h('p', [
          anchored ? name : h('a', {href: referenceHref(context, anchors.error(entry.code))}, name),
          ' ',
          h('span', {className: ['api-field-type']}, `HTTP ${entry.status}`),
          ' ',
          ...inlineMarkdown(entry.meaning),
        ]),
        ...(actions && entry.action ? [h('p', [h('strong', 'What to do: '), ...inlineMarkdown(entry.action)])] : []),
      ]);
    }),
  );
}

/**
 * A code block with its title and a Copy button, which shows on every device
 * (the theme's shows on hover only). The button is a browser control: the
 * Markdown twin and print leave it out.
 */
export function codeBlock(source: string, language: string, title: string, options: CodeOptions = {}): Element {
  return h('div', {className: ['api-code-block', 'theme-code-block']}, [
    h('div', {className: ['api-code-bar']}, [
      h('span', {className: ['api-code-title']}, title),
      h(
        'button',
        {type: 'button', className: ['api-copy'], dataApiCopy: '', dataBrowserOnly: '', ariaLabel: `Copy ${title}`},
        'Copy',
      ),
    ]),
    highlight(source, language, options),
  ]);
}

/** A JSON value as a code block with a title; folded under its title when `folded`. */
export function jsonBlock(value: unknown, title: string, {folded = false, plain = false} = {}): Element {
  const block = codeBlock(JSON.stringify(value, null, 2), 'json', title, {plain});
  return folded ? h('details', {className: ['api-example']}, [h('summary', title), block]) : block;
}
