import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {anchors, deref, enumDescriptions, schemaNameOf, type JsonSchema} from '@site/src/features/api/openapi';
import Markdown from './Markdown';
import {useReferenceHref} from './reference';
import styles from './styles.module.css';

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null;
}

function joined(parts: ReactNode[], separator: string): ReactNode {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && separator}
      {part}
    </Fragment>
  ));
}

/**
 * A schema's type in words: `string (date-time)`, `array of LineItem`,
 * `string or null`. Named schemas link to their place in the reference.
 */
export function TypeLabel({schema}: {schema: JsonSchema}): ReactNode {
  const href = useReferenceHref();

  function describe(node: JsonSchema): ReactNode {
    const name = schemaNameOf(node.$ref);
    if (name) {
      return <Link to={href(anchors.schema(name))}>{name}</Link>;
    }
    if (node.$ref) {
      return describe(deref(node));
    }
    if (node.allOf?.length === 1 && !node.properties) {
      return describe(node.allOf[0]);
    }
    const variants = node.oneOf ?? node.anyOf;
    if (variants) {
      return joined(variants.map(describe), ' or ');
    }
    if (node.const !== undefined) {
      return <code>{JSON.stringify(node.const)}</code>;
    }
    const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
    if (!types.length) {
      return node.properties || node.allOf ? 'object' : 'any';
    }
    return joined(
      types.map((type) => {
        if (type === 'array') {
          return <Fragment key={type}>array of {node.items ? describe(node.items) : 'any'}</Fragment>;
        }
        if (type === 'object' && !node.properties && isSchema(node.additionalProperties)) {
          return <Fragment key={type}>object of {describe(node.additionalProperties)} values</Fragment>;
        }
        return node.format && type !== 'null' ? `${type} (${node.format})` : type;
      }),
      ' or ',
    );
  }

  return describe(schema);
}

function literal(value: unknown): ReactNode {
  return <code>{typeof value === 'string' ? value : JSON.stringify(value)}</code>;
}

/** A bound in words, its unit agreeing with the number it follows ("At least 1 item", "1 to 6 items"). */
function range(min: unknown, max: unknown, unit?: [singular: string, plural: string]): string | undefined {
  const of = (n: number) => (unit ? ` ${n === 1 ? unit[0] : unit[1]}` : '');
  if (typeof min === 'number' && typeof max === 'number') {
    return `${min} to ${max}${of(max)}`;
  }
  if (typeof min === 'number') {
    return `At least ${min}${of(min)}`;
  }
  if (typeof max === 'number') {
    return `At most ${max}${of(max)}`;
  }
  return undefined;
}

/**
 * The constraints a reader needs beside a field's description: allowed
 * values, default, bounds and pattern. A field that points at a named
 * schema shows that schema's constraints at its own anchor instead.
 */
/** Beyond this many values, an enum's list of meanings is folded under a line that says how many there are. */
const LONG_ENUM = 6;

/**
 * An enum's values, each with its meaning. A long list is a native
 * disclosure: closed, it shows its size; the browser's find-in-page opens it
 * when it finds a word inside, and the Markdown twin keeps every value.
 */
function EnumValues({values, meanings}: {values: string[]; meanings: Record<string, string>}): ReactNode {
  const list = (
    <ul className={styles.values}>
      {values.map((value) => (
        <li key={value}>
          <code>{value}</code>: <Markdown text={meanings[value]} compact />
        </li>
      ))}
    </ul>
  );
  if (values.length <= LONG_ENUM) {
    return list;
  }
  return (
    <details className={styles.enumValues}>
      <summary>{values.length} values and what each means</summary>
      {list}
    </details>
  );
}

export function SchemaFacts({schema}: {schema: JsonSchema}): ReactNode {
  if (schema.$ref) {
    return null;
  }
  const target = schema.type === 'array' && schema.items && !schema.items.$ref ? schema.items : schema;
  const facts: ReactNode[] = [];
  const meanings = enumDescriptions(target);
  if (target.enum && !Object.keys(meanings).length) {
    facts.push(<>One of: {joined(target.enum.map(literal), ', ')}.</>);
  }
  if (schema.default !== undefined) {
    facts.push(<>Default: {literal(schema.default)}.</>);
  }
  const bounds = [
    range(schema.minimum, schema.maximum),
    range(schema.minLength, schema.maxLength, ['character', 'characters']),
    range(schema.minItems, schema.maxItems, ['item', 'items']),
  ].filter((text): text is string => text !== undefined);
  facts.push(...bounds.map((text) => `${text}.`));
  if (typeof target.pattern === 'string') {
    facts.push(<>Pattern: {literal(target.pattern)}.</>);
  }
  return (
    <>
      {facts.length > 0 && <span className={styles.facts}> {joined(facts, ' ')}</span>}
      {target.enum && Object.keys(meanings).length > 0 && (
        <EnumValues values={target.enum.map(String)} meanings={meanings} />
      )}
    </>
  );
}
