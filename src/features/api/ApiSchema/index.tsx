import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import FieldsTable from '@site/src/features/api/ApiParts/FieldsTable';
import Markdown from '@site/src/features/api/ApiParts/Markdown';
import {TypeLabel} from '@site/src/features/api/ApiParts/TypeLabel';
import partStyles from '@site/src/features/api/ApiParts/styles.module.css';
import {enumDescriptions, flattenSchema, getSchema, type JsonSchema} from '@site/src/features/api/openapi';

type Props = {
  /** A schema of the API description (`components/schemas`); an unknown one fails the build. */
  name: string;
};

function EnumValues({name, schema}: {name: string; schema: JsonSchema}): ReactNode {
  const values = (schema.enum ?? []).map(String);
  const descriptions = enumDescriptions(schema);
  return (
    <DataTable
      rows={values}
      rowKey={(value) => value}
      scrollLabel={`Values of ${name}`}
      columns={[
        {header: 'Value', cell: (value) => <code>{value}</code>, nowrap: true},
        {
          header: 'Meaning',
          cell: (value) => (
            <div className={partStyles.cell}>
              <Markdown text={descriptions[value]} compact />
            </div>
          ),
        },
      ]}
    />
  );
}

/**
 * A schema of the API description: its description, then its fields (name,
 * type, required, description, allowed values) or, for an enum, its values
 * with their meaning.
 */
export default function ApiSchema({name}: Props): ReactNode {
  const schema = getSchema(name);
  const flat = flattenSchema(schema);
  const variants = flat.oneOf ?? flat.anyOf;
  let body: ReactNode;
  if (flat.enum) {
    body = <EnumValues name={name} schema={flat} />;
  } else if (flat.properties) {
    body = <FieldsTable schema={schema} label={`Fields of ${name}`} />;
  } else if (variants) {
    body = (
      <p>
        One of: <TypeLabel schema={{oneOf: variants}} />.
      </p>
    );
  } else {
    body = (
      <p>
        Type: <TypeLabel schema={flat} />.
      </p>
    );
  }
  return (
    <>
      <Markdown text={schema.description} />
      {body}
    </>
  );
}
