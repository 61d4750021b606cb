/**
 * The smaller parts of the description that guides place: an example, events,
 * error codes, a schema, the servers. Each is HTML made at build time.
 */
import type {Element, ElementContent} from 'hast';
import {h} from 'hastscript';
import {
  allWebhooks,
  anchors,
  description,
  enumDescriptions,
  errorCatalog,
  flattenSchema,
  getError,
  getOperation,
  getSchema,
  getWebhook,
  jsonMedia,
  mediaExamples,
  requestBodyOf,
  responseOf,
  schemaExamples,
  successStatusOf,
  webhookDataSchema,
  type Example,
  type LocatedWebhook,
} from '../openapi';
import {exampleBlock} from './codeBlock';
import {referenceHref, type Context} from './context';
import {errorList} from './errorList';
import {fieldList, fieldRows} from './fields';
import {inlineMarkdown, markdown} from './markdown';
import {rowName, rowOf} from './rows';
import {typeLabel} from './typeLabel';

function found(examples: Example[], what: string): Example[] {
  if (!examples.length) throw new Error(`The API description has no example for ${what}.`);
  return examples;
}

export type ExampleSpec = {schema: string} | {op: string; part: 'request' | 'response'; status?: string};

/** An example from the description as a JSON code block; a missing example fails the build. */
export function renderExample(context: Context, spec: ExampleSpec): Element {
  let examples: Example[];
  let title: string;
  if ('schema' in spec) {
    examples = found(schemaExamples(getSchema(spec.schema)), `schema "${spec.schema}"`);
    title = `Example ${spec.schema}`;
  } else {
    const {method, path, operation} = getOperation(spec.op);
    const signature = `${method.toUpperCase()} ${path}`;
    if (spec.part === 'request') {
      examples = found(mediaExamples(requestBodyOf(operation)), `the request of "${spec.op}"`);
      title = `Example request: ${signature}`;
    } else {
      const status = spec.status ?? successStatusOf(operation);
      if (!status) throw new Error(`Operation "${spec.op}" has no success response.`);
      examples = found(
        mediaExamples(jsonMedia(responseOf(operation, status).content)),
        `the ${status} response of "${spec.op}"`,
      );
      title = `Example response (${status}): ${signature}`;
    }
  }
  return h(
    'div',
    {className: ['api-examples']},
    examples.map((example) =>
      exampleBlock(
        context,
        example.value,
        examples.length > 1 && example.summary ? `${title}, ${example.summary}` : title,
      ),
    ),
  );
}

function firstParagraph(text: string | undefined): string | undefined {
  return text?.split(/\n\s*\n/)[0];
}

/** The example bodies of an event, each folded under a title with its type. */
export function eventExamples(context: Context, webhook: LocatedWebhook): Element[] {
  return mediaExamples(requestBodyOf(webhook.operation)).map((example) =>
    exampleBlock(context, example.value, `Example body: ${webhook.type}`),
  );
}

/**
 * Event types with when each is sent and the object it carries; with
 * `example`, each event's example body too, and with `'only'` the bodies alone.
 */
export function renderEvents(
  context: Context,
  types: readonly string[] | undefined,
  example: boolean | 'only',
): Element {
  const webhooks = types ? types.map(getWebhook) : allWebhooks();
  const examples = example ? webhooks.flatMap((webhook) => eventExamples(context, webhook)) : [];
  if (example === 'only') return h('div', {className: ['api-examples']}, examples);
  return h('div', {className: ['api-events']}, [
    h(
      'ul',
      {className: ['api-fields'], ariaLabel: types ? `Events ${types.join(', ')}` : 'Every event type'},
      webhooks.map((webhook) => {
        const data = webhookDataSchema(webhook);
        return rowOf(h('a', {href: referenceHref(context, anchors.webhook(webhook.type))}, rowName(webhook.type)), {
          kind: data ? typeLabel(context, data) : 'object',
          body: markdown(firstParagraph(webhook.operation.description) ?? webhook.operation.summary),
        });
      }),
    ),
    ...examples,
  ]);
}

/** Error codes with their HTTP status, meaning and what to do; every code when `codes` is left out. */
export function renderErrors(context: Context, codes: readonly string[] | undefined): Element {
  const entries = codes ? codes.map(getError) : errorCatalog();
  return errorList(context, entries, {
    label: codes ? `Error codes ${codes.join(', ')}` : 'Every error code',
    actions: true,
  });
}

/**
 * A schema: its description, then its fields (compact rows with nested
 * fields folded) or, for an enum, its values with their meaning.
 */
export function renderSchema(context: Context, name: string, {withDescription = true} = {}): Element {
  const schema = getSchema(name);
  const flat = flattenSchema(schema);
  const variants = flat.oneOf ?? flat.anyOf;
  let body: ElementContent;
  if (flat.enum) {
    const meanings = enumDescriptions(flat);
    body = h(
      'ul',
      {className: ['api-fields'], ariaLabel: `Values of ${name}`},
      flat.enum.map(String).map((value) => rowOf(rowName(value), {body: markdown(meanings[value])})),
    );
  } else if (flat.properties) {
    body = fieldList(context, fieldRows(schema), `Fields of ${name}`);
  } else if (variants) {
    body = h('p', ['One of: ', ...typeLabel(context, {oneOf: variants}), '.']);
  } else {
    body = h('p', ['Type: ', ...typeLabel(context, flat), '.']);
  }
  return h('div', {className: ['api-schema']}, [...(withDescription ? markdown(schema.description) : []), body]);
}

/** The API's base URLs (live and sandbox), from the description's `servers`. */
export function renderServers(): Element {
  return h(
    'ul',
    {className: ['api-fields'], ariaLabel: 'API servers'},
    description().servers.map((server) => rowOf(rowName(server.url), {body: inlineMarkdown(server.description)})),
  );
}
