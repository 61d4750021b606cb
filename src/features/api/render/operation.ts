/**
 * One operation below its heading, in HTML made at build time. The page (or
 * the reference) puts the operation's title in a real heading before it, so
 * the title is in the table of contents and has its anchor.
 *
 * The parts come in the order a reader on a phone reads them: method and
 * path, the description's first paragraph, the samples with the example
 * response folded under them, then the rest of the description, the request
 * (parameters and body), the responses and errors. On a wide screen the
 * samples and the example response, shown unfolded, move into a second column
 * beside the rest and stay in view while the reader goes down
 * (styles/operation.css).
 */
import type {Element, ElementContent} from 'hast';
import {h, type Child} from 'hastscript';
import {
  anchors,
  commonErrorCodes,
  description,
  getError,
  getOperation,
  jsonMedia,
  mediaExamples,
  parametersOf,
  requestBodyOf,
  responseOf,
  schemaNameOf,
  sharedParameterName,
  sharedResponseName,
  successStatusOf,
  type Example,
  type HttpMethod,
  type LocatedOperation,
  type Operation,
  type Parameter,
} from '../openapi';
import {referenceSections} from '../anchors';
import {exampleBlock} from './codeBlock';
import {partTitle, referenceHref, type Context} from './context';
import {errorList} from './errorList';
import {fieldList, fieldRows, parameterRow} from './fields';
import {code} from './inline';
import {markdown} from './markdown';
import {rowName, rowOf} from './rows';
import {typeLabel} from './typeLabel';
import {sampleTabs} from './sampleTabs';
import {tryItId} from '../tryIt/id';
import type {EndpointPart} from '../fragmentRequest';

export type OperationOptions = {
  /** The request example the samples send; the first one when left out. */
  example?: string;
  /** Parts to leave out: the example request body, the example response, the error codes. */
  hide?: readonly EndpointPart[];
};

/** `POST /checkouts`: the method on a tinted badge (the colour only repeats the text) and the path. */
export function signature(method: HttpMethod, path: string): Element {
  return h('p', {className: ['api-signature']}, [
    h('span', {className: ['api-method', `api-method-${method}`]}, method.toUpperCase()),
    ' ',
    h('code', {className: ['api-path']}, path),
  ]);
}

function exampleTitle(base: string, example: Example, count: number): string {
  return count > 1 && example.summary ? `${base}: ${example.summary}` : base;
}

function authentication(context: Context, operation: Operation): Element {
  const document = description();
  const requirements = operation.security ?? document.security ?? [];
  const isPublic = requirements.length === 0 || requirements.some((requirement) => !Object.keys(requirement).length);
  const headers = [...new Set(requirements.flatMap(Object.keys))].map(
    (scheme) => document.components.securitySchemes?.[scheme]?.name ?? scheme,
  );
  const link = h('a', {href: referenceHref(context, referenceSections.authentication)}, 'Authentication');
  return h(
    'p',
    {className: ['api-auth']},
    isPublic
      ? [link, ': none, this endpoint is public.']
      : [
          link,
          ': signed, with ',
          ...headers.flatMap((header, index) => [
            ...(index === 0 ? [] : [index === headers.length - 1 ? ' and ' : ', ']),
            code(header),
          ]),
          '.',
        ],
  );
}

/** Where a line of links to shared parts sits: after the rows of the operation's own. */
function alsoLine(own: number, links: Child[], tail: Child[]): Element {
  return h('p', {className: ['api-also']}, own > 0 ? 'Also ' : '', ...links, ...tail);
}

function parameters(context: Context, located: LocatedOperation, label: string): ElementContent[] {
  const all = parametersOf(located);
  if (!all.length) return [];
  // The parameters many operations share (Idempotency-Key, limit, starting_after) are described once, in the
  // reference's common parameters; an operation names them with a link.
  const linked = all.filter((parameter) => sharedParameterName(parameter));
  const rows = all.filter((parameter) => !linked.includes(parameter));
  return [
    partTitle(context, 'Parameters'),
    ...(rows.length
      ? [
          fieldList(
            context,
            rows.map((parameter) => parameterRow(parameter)),
            `Parameters of ${label}`,
          ),
        ]
      : []),
    ...(linked.length
      ? [
          alsoLine(
            rows.length,
            linked.flatMap((parameter: Parameter, index) => [
              ...(index === 0 ? [] : [', ']),
              h(
                'a',
                {href: referenceHref(context, anchors.parameter(sharedParameterName(parameter) ?? ''))},
                code(parameter.name),
              ),
              ...(parameter.required ? [' (required)'] : []),
            ]),
            [
              ': the ',
              h('a', {href: referenceHref(context, referenceSections.commonParameters)}, 'common parameters'),
              '.',
            ],
          ),
        ]
      : []),
  ];
}

function requestBody(
  context: Context,
  operation: Operation,
  label: string,
  hide: readonly EndpointPart[],
): ElementContent[] {
  const media = requestBodyOf(operation);
  if (!media?.schema) return [];
  const name = schemaNameOf(media.schema.$ref);
  const examples = hide.includes('request') ? [] : mediaExamples(media);
  return [
    partTitle(context, 'Request body'),
    ...(name ? [h('p', {className: ['api-also']}, ['A ', ...typeLabel(context, media.schema), ' object.'])] : []),
    ...markdown(operation.requestBody?.description),
    fieldList(context, fieldRows(media.schema), `Request body fields of ${label}`),
    ...examples.map((example) =>
      exampleBlock(context, example.value, exampleTitle('Example request body', example, examples.length)),
    ),
  ];
}

/** The success response's examples, folded under their titles: they go under the samples. */
function exampleResponses(context: Context, operation: Operation, hide: readonly EndpointPart[]): Element[] {
  const success = successStatusOf(operation);
  if (!success || hide.includes('response')) return [];
  const examples = mediaExamples(jsonMedia(responseOf(operation, success).content));
  return examples.map((example) =>
    exampleBlock(context, example.value, exampleTitle(`Example response (${success})`, example, examples.length)),
  );
}

function responses(context: Context, operation: Operation, label: string): ElementContent[] {
  const statuses = Object.keys(operation.responses);
  const own = statuses.filter((status) => !sharedResponseName(operation.responses[status]));
  const shared = statuses.filter((status) => sharedResponseName(operation.responses[status]));
  return [
    partTitle(context, 'Responses'),
    ...(own.length
      ? [
          h(
            'ul',
            {className: ['api-fields'], ariaLabel: `Responses of ${label}`},
            own.map((status) => {
              const response = responseOf(operation, status);
              const schema = jsonMedia(response.content)?.schema;
              return rowOf(rowName(status), {
                kind: schema ? typeLabel(context, schema) : 'no body',
                body: markdown(response.description),
              });
            }),
          ),
        ]
      : []),
    ...(shared.length
      ? [
          alsoLine(
            own.length,
            shared.flatMap((status, index) => [
              ...(index === 0 ? [] : [', ']),
              h(
                'a',
                {
                  href: referenceHref(
                    context,
                    anchors.response(sharedResponseName(operation.responses[status]) ?? status),
                  ),
                },
                status,
              ),
            ]),
            [
              ': the ',
              h('a', {href: referenceHref(context, referenceSections.commonResponses)}, 'common responses'),
              ', the same for every operation.',
            ],
          ),
        ]
      : []),
  ];
}

function errors(context: Context, operation: Operation, label: string): ElementContent[] {
  const common = new Set(commonErrorCodes());
  const listed = operation['x-error-codes'] ?? [];
  const own = listed.filter((code) => !common.has(code)).map(getError);
  const sharesCommon = listed.some((code) => common.has(code));
  // The reference describes every code once, in its catalogue: there an operation names its codes.
  const ownList = context.inReference
    ? h(
        'p',
        {className: ['api-also']},
        own.flatMap((entry, index) => [
          ...(index === 0 ? [] : [', ']),
          h('a', {href: referenceHref(context, anchors.error(entry.code))}, code(entry.code)),
          ` (${entry.status})`,
        ]),
      )
    : errorList(context, own, {label: `Errors of ${label}`});
  return [
    partTitle(context, 'Errors'),
    ...(own.length ? [ownList] : []),
    ...(sharesCommon
      ? [
          h('p', {className: ['api-also']}, [
            own.length ? 'Also ' : '',
            h(
              'a',
              {href: referenceHref(context, referenceSections.commonErrors)},
              'the errors every operation can return',
            ),
            ': authentication, rate limits and outages.',
          ]),
        ]
      : []),
  ];
}

/**
 * A description's first paragraph, which says what the operation does, apart from the rest: on a phone it
 * comes before the samples (operation.css places a paragraph of the grid), the rest after them.
 */
function leadOf(blocks: ElementContent[]): {lead: Element[]; rest: ElementContent[]} {
  const [first, ...rest] = blocks;
  return first?.type === 'element' && first.tagName === 'p' ? {lead: [first], rest} : {lead: [], rest: blocks};
}

/**
 * The folded Try it control: the summary only. The panel in it is written in the browser when the reader
 * opens it (client/tryIt.ts), so until then it costs the page one line. The Markdown twin and print leave
 * it out.
 */
function tryItControl(operationId: string, example: string | undefined, label: string): Element {
  return h('details', {className: ['api-try'], dataApiTry: tryItId(operationId, example), dataBrowserOnly: ''}, [
    h('summary', {className: ['api-try-summary']}, [
      'Try it',
      h('span', {className: ['api-try-hint']}, ': build and sign this request in the page'),
      h('span', {className: ['sr-only']}, ` (${label})`),
    ]),
    h('div', {className: ['api-try-panel']}),
  ]);
}

/** The operation's parts below its heading, as one element. */
export function renderOperation(
  context: Context,
  operationId: string,
  {example, hide = []}: OperationOptions = {},
): Element {
  const located = getOperation(operationId);
  const {method, path, operation} = located;
  const label = `${method.toUpperCase()} ${path}`;
  const {lead, rest} = leadOf(markdown(operation.description));
  const meta: Child[] = context.inReference
    ? ['Operation ID: ', code(operation.operationId)]
    : [
        h('a', {href: referenceHref(context, anchors.operation(operationId))}, [
          'In the reference',
          h('span', {className: ['sr-only']}, `: ${operation.summary}`),
        ]),
      ];
  return h('div', {className: ['api-op'], dataApiOperation: operationId}, [
    h('div', {className: ['api-op-head']}, [signature(method, path), h('p', {className: ['api-meta']}, ...meta)]),
    tryItControl(operationId, example, label),
    h('div', {className: ['api-op-grid']}, [
      ...lead,
      // The request and response columns are laid out only near the viewport too (styles/part.css): once an
      // operation comes near, its samples show at once while its long field lists wait for the reader.
      h('div', {className: ['api-op-request', 'api-lazy']}, [
        ...rest,
        authentication(context, operation),
        ...parameters(context, located, label),
        ...requestBody(context, operation, label, hide),
      ]),
      h('div', {className: ['api-op-samples']}, [
        sampleTabs(context, operationId, example, {plain: context.inReference}),
        ...exampleResponses(context, operation, hide),
      ]),
      h('div', {className: ['api-op-response', 'api-lazy']}, [
        ...responses(context, operation, label),
        ...(hide.includes('errors') || !(operation['x-error-codes'] ?? []).length
          ? []
          : errors(context, operation, label)),
      ]),
    ]),
  ]);
}
