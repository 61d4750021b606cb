/**
 * A schema's constraints in words, shown beside a field's description:
 * allowed values and their meanings, default, bounds, pattern.
 */
import type {Element, ElementContent} from 'hast';
import {h} from 'hastscript';
import {enumDescriptions, type JsonSchema} from '../openapi';
import {code, joined} from './inline';
import {inlineMarkdown} from './markdown';

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
