import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {deref, flattenSchema, type JsonSchema} from '@site/src/features/api/openapi';
import Markdown from './Markdown';
import {SchemaFacts, TypeLabel} from './TypeLabel';
import styles from './styles.module.css';

type FieldRow = {path: string; schema: JsonSchema; required: boolean};

/** An object written inline (not a named schema), whose fields can be listed under its parent. */
function inlineObject(schema: JsonSchema): boolean {
  return !schema.$ref && Boolean(schema.properties);
}

/**
 * The fields of an object schema; inline objects one level down become
 * `parent.child` rows (`parent[].child` inside an array). Named schemas are
 * not expanded: their type links to them.
 */
export function fieldRows(schema: JsonSchema, depth = 1): FieldRow[] {
  const object = flattenSchema(schema);
  return Object.entries(object.properties ?? {}).flatMap(([name, property]) => {
    const row = {path: name, schema: property, required: object.required?.includes(name) ?? false};
    if (depth === 0) {
      return [row];
    }
    if (inlineObject(property)) {
      return [row, ...fieldRows(property, depth - 1).map((child) => ({...child, path: `${name}.${child.path}`}))];
    }
    if (property.items && inlineObject(property.items)) {
      return [
        row,
        ...fieldRows(property.items, depth - 1).map((child) => ({...child, path: `${name}[].${child.path}`})),
      ];
    }
    return [row];
  });
}

function descriptionOf(schema: JsonSchema): string | undefined {
  return schema.description ?? (schema.$ref ? deref(schema).description : undefined);
}

type Props = {
  schema: JsonSchema;
  /** Names the table's scrolling region; unique on the page. */
  label: string;
};

/** Field, type, required and description of every field of an object schema. */
export default function FieldsTable({schema, label}: Props): ReactNode {
  const rows = fieldRows(schema);
  if (!rows.length) {
    return null;
  }
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.path}
      scrollLabel={label}
      columns={[
        {header: 'Field', cell: (row) => <code>{row.path}</code>, nowrap: true},
        {header: 'Type', cell: (row) => <TypeLabel schema={row.schema} />},
        {header: 'Required', cell: (row) => (row.required ? 'Required' : 'Optional'), nowrap: true},
        {
          header: 'Description',
          cell: (row) => (
            <div className={styles.cell}>
              <Markdown text={descriptionOf(row.schema)} compact />
              <SchemaFacts schema={row.schema} />
            </div>
          ),
        },
      ]}
    />
  );
}
