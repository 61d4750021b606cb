import {useState, type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {deref, flattenSchema, type JsonSchema} from '@site/src/features/api/openapi';
import Markdown from './Markdown';
import {SchemaFacts, TypeLabel} from './TypeLabel';
import styles from './styles.module.css';

type FieldRow = {path: string; schema: JsonSchema; required: boolean; parent?: string};

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
      return [
        row,
        ...fieldRows(property, depth - 1).map((child) => ({...child, path: `${name}.${child.path}`, parent: name})),
      ];
    }
    if (property.items && inlineObject(property.items)) {
      return [
        row,
        ...fieldRows(property.items, depth - 1).map((child) => ({
          ...child,
          path: `${name}[].${child.path}`,
          parent: name,
        })),
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

/**
 * Field, type, required and description of every field of an object schema.
 * The fields of an object written inside another (`customer.email`) are
 * folded under their parent's row until the reader opens them: the first
 * level reads at a glance. Folded rows stay in the HTML, so the Markdown twin
 * and the search index have them.
 */
export default function FieldsTable({schema, label}: Props): ReactNode {
  const rows = fieldRows(schema);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (!rows.length) {
    return null;
  }
  const childCount = (name: string) => rows.filter((row) => row.parent === name).length;
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.path}
      scrollLabel={label}
      isRowHidden={(row) => row.parent !== undefined && !open.has(row.parent)}
      columns={[
        {
          header: 'Field',
          cell: (row) => {
            const count = row.parent === undefined ? childCount(row.path) : 0;
            if (!count) return <code>{row.path}</code>;
            const isOpen = open.has(row.path);
            return (
              <>
                <code>{row.path}</code>
                <button
                  type="button"
                  className={styles.fold}
                  aria-expanded={isOpen}
                  data-browser-only=""
                  onClick={() =>
                    setOpen((current) => {
                      const next = new Set(current);
                      if (isOpen) next.delete(row.path);
                      else next.add(row.path);
                      return next;
                    })
                  }>
                  {isOpen ? 'Hide' : 'Show'} {count} {count === 1 ? 'field' : 'fields'}
                </button>
              </>
            );
          },
          nowrap: true,
        },
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
