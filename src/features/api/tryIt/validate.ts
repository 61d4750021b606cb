/**
 * Checks what the reader types in the Try it panel against the operation's
 * schemas (JSON Schema 2020-12, as OpenAPI 3.1 writes them), and says what is
 * wrong in the description's words: the field, the rule it breaks as the
 * description states it, and the field's own description. The validation
 * functions come ready from the build (checks.ts): the browser compiles
 * nothing, so the page needs no `unsafe-eval`.
 */
import type {ErrorObject} from 'ajv';
import type {JsonSchema} from '../types';
import {pointerParts} from '../pointer';
import {dotSegmentMeaning, type TryItParameter} from './request';

export type Problem = {
  /** Where: `price.amount`, `line_items[0].quantity`, or '' for the body as a whole. */
  field: string;
  /** What is wrong, with `code` spans. */
  message: string;
  /** The description of the field, as the description writes it. */
  description?: string;
};

/** A validation function of Ajv's standalone code: its errors, with the failing schema in each, are left on it. */
export type TryItValidator = ((data: unknown) => boolean) & {errors?: ErrorObject[] | null};

/** An operation's validators, as the build's module exports them: the body's as `body`, each parameter's under its `parameterKey`. */
export type TryItChecks = Readonly<Record<string, TryItValidator | undefined>>;

/** The validator of the body or a parameter: the build makes one for each, so a missing one is a build fault. */
export function validatorOf(checks: TryItChecks, name: string): TryItValidator {
  const validate = checks[name];
  if (!validate) throw new Error(`The Try it data has no validator for ${name}.`);
  return validate;
}

/** `/price/amount` gives `price.amount`, `/line_items/0` gives `line_items[0]`. */
function fieldOf(pointer: string): string {
  return pointerParts(pointer).reduce(
    (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
    '',
  );
}

const code = (value: unknown): string => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
const list = (values: unknown[]): string =>
  values.length > 1 ? `${values.slice(0, -1).map(code).join(', ')} or ${code(values.at(-1))}` : code(values[0]);

type Schema = JsonSchema & Record<string, unknown>;

/** The rule an error breaks, in the words the reference uses for constraints. */
function ruleOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const schema = error.parentSchema as Schema | undefined;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'type':
      return `must be ${[params.type].flat().join(' or ')}`;
    case 'enum':
      return `must be one of ${list(params.allowedValues as unknown[])}`;
    case 'const':
      return `must be ${code(params.allowedValue)}`;
    case 'pattern':
      return `must match the pattern ${code(params.pattern)}`;
    case 'format':
      return `must be a ${params.format} value`;
    case 'minLength':
      return `must have at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `must have at most ${String(params.limit)} characters`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `must be ${String(params.comparison)} ${String(params.limit)}`;
    case 'minItems':
      return `must have at least ${String(params.limit)} items`;
    case 'maxItems':
      return `must have at most ${String(params.limit)} items`;
    case 'uniqueItems':
      return 'must not repeat an item';
    case 'additionalProperties':
      return `is not a field here: the fields are ${list(Object.keys(schema?.properties ?? {}))}`;
    case 'oneOf':
    case 'anyOf':
      return `must be one of the shapes the description allows (${((schema?.[error.keyword] as Schema[]) ?? [])
        .map((option) => String(option.$ref ?? option.type ?? 'object').replace('#/$defs/', ''))
        .join(', ')})`;
    default:
      return error.message ?? 'is not valid';
  }
}

/**
 * The schema of the field an error is about, for its description: a missing field's own schema, else the one that
 * failed. A reference carries the description of the schema it names (data.ts).
 */
function fieldSchema(error: ErrorObject): Schema | undefined {
  const schema = error.parentSchema as Schema | undefined;
  if (error.keyword === 'required') {
    return (schema?.properties as Record<string, Schema> | undefined)?.[String(error.params.missingProperty)];
  }
  return schema;
}

/** One problem per place and rule: at a oneOf or anyOf, only the choice itself, not each option's complaints. */
function problemsOf(errors: ErrorObject[]): Problem[] {
  const choices = errors.filter((error) => error.keyword === 'oneOf' || error.keyword === 'anyOf');
  // An option's errors follow its references, so their schema paths need not sit under the choice's: the place tells.
  const kept = errors.filter(
    (error) =>
      !choices.some(
        (choice) =>
          choice !== error &&
          (error.instancePath === choice.instancePath || error.instancePath.startsWith(`${choice.instancePath}/`)),
      ),
  );
  const seen = new Set<string>();
  return kept.flatMap((error) => {
    const field =
      error.keyword === 'required'
        ? fieldOf(`${error.instancePath}/${String(error.params.missingProperty)}`)
        : error.keyword === 'additionalProperties'
          ? fieldOf(`${error.instancePath}/${String(error.params.additionalProperty)}`)
          : fieldOf(error.instancePath);
    const message = ruleOf(error);
    if (seen.has(`${field} ${message}`)) return [];
    seen.add(`${field} ${message}`);
    const description = error.keyword === 'additionalProperties' ? undefined : fieldSchema(error)?.description;
    return [{field, message, ...(description ? {description} : {})}];
  });
}

type Container = {keys?: Set<string>; expectsKey?: boolean; key?: string; index: number; path: string};

/**
 * Each key that an object of a JSON text names more than once, with the object's place (`price`, `items[0]`,
 * '' for the body). The text must be JSON: `JSON.parse` keeps the last value of a repeated key and says
 * nothing, so the text is read again here, string by string. Keys are compared as JSON reads them, so `"a"`
 * and `"\u0061"` are one key.
 */
export function duplicateKeys(text: string): {field: string; key: string}[] {
  const found: {field: string; key: string}[] = [];
  const stack: Container[] = [];
  const placeOf = (parent: Container | undefined): string => {
    if (!parent) return '';
    if (parent.keys) return parent.path ? `${parent.path}.${parent.key}` : (parent.key ?? '');
    return `${parent.path}[${parent.index}]`;
  };
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    const top = stack.at(-1);
    if (char === '"') {
      let end = at + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (top?.keys && top.expectsKey) {
        const key = JSON.parse(text.slice(at, end + 1)) as string;
        if (top.keys.has(key)) found.push({field: top.path, key});
        top.keys.add(key);
        top.key = key;
        top.expectsKey = false;
      }
      at = end;
    } else if (char === '{') {
      stack.push({keys: new Set(), expectsKey: true, index: 0, path: placeOf(top)});
    } else if (char === '[') {
      stack.push({index: 0, path: placeOf(top)});
    } else if (char === '}' || char === ']') {
      stack.pop();
    } else if (char === ',' && top) {
      if (top.keys) top.expectsKey = true;
      else top.index += 1;
    }
  }
  return found;
}

/**
 * The body's problems: not JSON at all, a key named twice in one object, or where it breaks the schema. None
 * for a valid body.
 */
export function checkBody(text: string, validate: TryItValidator, required: boolean): Problem[] {
  if (text.trim() === '') {
    return required ? [{field: '', message: 'The request needs a JSON body.'}] : [];
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return [{field: '', message: `The body is not JSON: ${(error as Error).message}`}];
  }
  const repeated = duplicateKeys(text).map(({field, key}) => ({
    field: field ? `${field}.${key}` : key,
    message:
      'is named twice in the same object. Most servers keep the last value and drop the first without a word, ' +
      'while the signature covers the body as sent, both values included: what is checked and what is signed ' +
      'no longer agree. Keep one.',
  }));
  return [...repeated, ...(validate(value) ? [] : problemsOf(validate.errors ?? []))];
}

/** A parameter's value as its schema types it: path and query values are text on the wire. */
function typed(value: string, schema: JsonSchema): unknown {
  const types = [schema.type].flat();
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** A parameter's problems: missing while required, or breaking its schema. */
export function checkParameter(parameter: TryItParameter, value: string, validate: TryItValidator): Problem[] {
  if (value === '') {
    return parameter.required
      ? [{field: parameter.name, message: 'is required', description: parameter.description}]
      : [];
  }
  const meaning = parameter.in === 'path' ? dotSegmentMeaning(value) : undefined;
  if (meaning) {
    return [
      {
        field: parameter.name,
        message: `cannot be \`${value}\`: URL parsing reads it as ${meaning} and sends the request to another endpoint, so the panel builds none`,
        description: parameter.description,
      },
    ];
  }
  if (validate(typed(value, parameter.schema))) return [];
  return problemsOf(validate.errors ?? []).map((problem) => ({
    ...problem,
    field: parameter.name,
    description: parameter.description,
  }));
}
