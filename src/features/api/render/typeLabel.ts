/** A schema's type in words, with links to the named schemas it uses. */
import type {ElementContent} from 'hast';
import {h} from 'hastscript';
import {anchors, deref, schemaNameOf, type JsonSchema} from '../openapi';
import {referenceHref, type Context} from './context';
import {code, joined} from './inline';

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
