/**
 * Fields, parameters and event members as a list of compact rows, with the
 * fields of an object written inside another folded under their parent.
 */
import type {Element, ElementContent} from 'hast';
import {h} from 'hastscript';
import {deref, flattenSchema, type JsonSchema, type Parameter} from '../openapi';
import type {Context} from './context';
import {markdown} from './markdown';
import {rowName, rowOf} from './rows';
import {schemaFacts} from './schemaFacts';
import {typeLabel} from './typeLabel';

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

/** A parameter as a field row, with where it goes; `id` when links point at it. */
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
