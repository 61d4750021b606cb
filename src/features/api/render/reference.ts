/**
 * The parts of the one-page reference (/for-developers/specification/) that
 * sit between its headings. The headings themselves are the page's own
 * (the remark step, `remark.ts`, writes them), so they are in the table of
 * contents; these are the HTML under each one, made at build time.
 */
import type {Element} from 'hast';
import {h} from 'hastscript';
import {
  allOperations,
  anchors,
  apiDocumentPath,
  commonErrorCodes,
  deref,
  description,
  errorCatalog,
  getWebhook,
  jsonMedia,
  operationsByTag,
  requestBodyOf,
  sharedParameters,
  sharedResponses,
  webhookDataSchema,
  type SecurityScheme,
} from '../openapi';
import {markdown, markdownSections} from './markdown';
import {eventExamples, renderSchema} from './components';
import {partTitle, type Context} from './context';
import {errorList} from './errorList';
import {fieldList, parameterRow} from './fields';
import {code} from './inline';
import {rowName, rowOf} from './rows';
import {typeLabel} from './typeLabel';
import {helperSource} from './sampleTabs';
import {renderStatusMachine} from './statusMachine';
import {apiReleases} from '../../../data/apiReleases';
import {API_CHANGES_ANCHOR} from '../changes/anchor';

/** A link to what changed in this version, generated into its release notes (src/features/api/changes). */
function changesLink(version: string): (Element | string)[] {
  const release = apiReleases.find((each) => each.version === version);
  const notes = release && 'notesPath' in release ? release.notesPath : undefined;
  if (!notes) return [];
  return [h('a', {href: `${notes}#${API_CHANGES_ANCHOR}`}, [`What changed in the API in ${version}`]), '.'];
}

/** The document's title, version, format and download, a link to what changed in it, then its own introduction. */
export function referenceOverview(): Element {
  const document = description();
  return h('div', [
    h('p', [
      `${document.info.title} ${document.info.version}, described in OpenAPI ${document.openapi}: `,
      h('a', {href: apiDocumentPath, download: ''}, ['download ', code(apiDocumentPath.slice(1))]),
      '. ',
      ...changesLink(document.info.version),
    ]),
    ...markdown(markdownSections(document.info.description).intro),
  ]);
}

/** The titles of the sections of the document's own description (its `##` headings), in order. */
export function overviewSectionTitles(): string[] {
  return markdownSections(description().info.description).sections.map(({title}) => title);
}

/** One section of the document's own description, by its title. */
export function referenceOverviewSection(title: string): Element {
  const section = markdownSections(description().info.description).sections.find(
    (candidate) => candidate.title === title,
  );
  if (!section) throw new Error(`The API description's introduction has no section "${title}".`);
  return h('div', markdown(section.body));
}

/** The signing headers, the signing helpers (once for the whole page) and the endpoints that need none. */
export function referenceAuthentication(): Element {
  const document = description();
  const required = document.security ?? [];
  const schemes = [...new Set(required.flatMap(Object.keys))].map((name): [string, SecurityScheme | undefined] => [
    name,
    document.components.securitySchemes?.[name],
  ]);
  const publicOperations = allOperations().filter(({operation}) => operation.security?.length === 0);
  return h('div', [
    h(
      'p',
      required.length === 1 && schemes.length > 1
        ? 'Every authenticated request sends all of these headers together:'
        : 'Authenticated requests send these headers:',
    ),
    h(
      'ul',
      {className: ['api-fields'], ariaLabel: 'Authentication headers'},
      schemes.map(([name, scheme]) =>
        rowOf(rowName(scheme?.name ?? name), {kind: ['scheme ', code(name)], body: markdown(scheme?.description)}),
      ),
    ),
    h(
      'p',
      'The Node.js, Python and PHP samples of each operation sign their request with a small helper, the same in every sample:',
    ),
    h(
      'div',
      {className: ['api-helpers']},
      (['node', 'python', 'php'] as const).map((language) => helperSource(language)),
    ),
    ...(publicOperations.length
      ? [
          h('p', 'These endpoints need no authentication:'),
          h(
            'ul',
            publicOperations.map(({operation}) =>
              h('li', h('a', {href: `#${anchors.operation(operation.operationId)}`}, operation.summary)),
            ),
          ),
        ]
      : []),
  ]);
}

/** A tag's description, under the tag's heading. */
export function referenceTag(name: string): Element {
  const group = operationsByTag().find(({tag}) => tag.name === name);
  if (!group) throw new Error(`The API description has no operations tagged "${name}".`);
  return h('div', markdown(group.tag.description));
}

/** What the webhooks section says before the events. */
export function referenceWebhooks(context: Context): Element {
  const [first] = Object.values(description().webhooks ?? {});
  const body = first ? requestBodyOf(first.post)?.schema : undefined;
  return h(
    'div',
    body
      ? [
          h('p', [
            'Coinloom sends each event as a ',
            code('POST'),
            ' request whose body is an ',
            ...typeLabel(context, body),
            '; its ',
            code('data'),
            ' is the object the event is about.',
          ]),
        ]
      : [],
  );
}

/** One event under its heading: when it is sent, its headers, its data, an example body and the answers it expects. */
export function referenceEvent(context: Context, type: string): Element {
  const webhook = getWebhook(type);
  const {operation} = webhook;
  const data = webhookDataSchema(webhook);
  const statuses = Object.keys(operation.responses);
  const parameters = (operation.parameters ?? []).map((parameter) => deref(parameter));
  return h('div', {className: ['api-event']}, [
    ...(operation.summary !== type ? markdown(operation.summary) : []),
    ...markdown(operation.description),
    ...(parameters.length
      ? [
          partTitle(context, 'Headers'),
          fieldList(
            context,
            parameters.map((parameter) => parameterRow(parameter)),
            `Headers of event ${type}`,
          ),
        ]
      : []),
    ...(data ? [h('p', [h('strong', 'Data'), ': ', ...typeLabel(context, data)])] : []),
    ...eventExamples(context, webhook),
    partTitle(context, 'Your answer'),
    h(
      'ul',
      {className: ['api-fields'], ariaLabel: `Answers to event ${type}`},
      statuses.map((status) =>
        rowOf(rowName(status), {body: markdown(deref(operation.responses[status]).description)}),
      ),
    ),
  ]);
}

/**
 * Every schema: a list of links, then each schema under a level-three heading
 * of its own (in this part's HTML, so the table of contents stays short).
 * A status enum shows its state machine. The list and each schema are laid
 * out only near the viewport (`.api-lazy`); the part around them is not, so
 * that each schema's heading is where its placeholder is, for the sidebar's
 * reading of where the reader is (src/lib/sectionInView.ts reads the
 * headings in page order).
 */
export function referenceSchemas(context: Context): Element {
  const names = Object.keys(description().components.schemas);
  return h('div', [
    h('div', {className: ['api-lazy']}, [
      h(
        'ul',
        {className: ['api-index'], ariaLabel: 'Every schema'},
        names.map((name) => h('li', h('a', {href: `#${anchors.schema(name)}`}, code(name)))),
      ),
    ]),
    ...names.map((name) =>
      h('section', {className: ['api-lazy']}, [
        h('h3', {id: anchors.schema(name), className: ['anchor', 'api-anchor']}, [
          name,
          h(
            'a',
            {
              href: `#${anchors.schema(name)}`,
              className: ['hash-link'],
              ariaLabel: `Direct link to ${name}`,
              title: `Direct link to ${name}`,
            },
            '\u200B',
          ),
        ]),
        ...(description().components.schemas[name]['x-transitions']
          ? [
              ...markdown(description().components.schemas[name].description),
              renderStatusMachine({...context, idPrefix: `${context.idPrefix}-${name}`, level: 4}, name),
            ]
          : [renderSchema({...context, level: 4}, name)]),
      ]),
    ),
  ]);
}

/** The header and query parameters that many operations share, drawn once; each operation links to its row. */
export function referenceCommonParameters(context: Context): Element {
  return h('div', [
    h(
      'p',
      'Each operation above lists these by name where it takes them; this is what they mean, the same every time.',
    ),
    fieldList(
      context,
      sharedParameters().map(({name, parameter}) => parameterRow(parameter, anchors.parameter(name))),
      'Common parameters',
    ),
  ]);
}

/** The responses that many operations share, drawn once; each operation links to its row. */
export function referenceCommonResponses(context: Context): Element {
  return h('div', [
    h('p', [
      'Operations answer with these statuses when something outside their own purpose goes wrong. The body is a problem object; its ',
      code('code'),
      ' is one of the error codes below.',
    ]),
    h(
      'ul',
      {className: ['api-fields'], ariaLabel: 'Common responses'},
      sharedResponses().map(({name, status, response}) => {
        const schema = jsonMedia(response.content)?.schema;
        return rowOf(rowName(status, anchors.response(name)), {
          kind: schema ? typeLabel(context, schema) : 'no body',
          body: markdown(response.description),
        });
      }),
    ),
  ]);
}

/** The error codes every signed operation can return, described once: each operation links here. */
export function referenceCommonErrors(context: Context): Element {
  const common = new Set(commonErrorCodes());
  return h('div', [
    h(
      'p',
      'Any signed request can fail for these reasons, whatever the operation: its credentials, its rate or an outage. Operations list only the codes of their own.',
    ),
    errorList(
      context,
      errorCatalog().filter((entry) => common.has(entry.code)),
      {label: 'Errors every operation can return', anchored: true, actions: true},
    ),
  ]);
}

/** Every other error code, with the operations' own meaning and what to do. */
export function referenceOtherErrors(context: Context): Element {
  const common = new Set(commonErrorCodes());
  return errorList(
    context,
    errorCatalog().filter((entry) => !common.has(entry.code)),
    {label: 'Errors of particular operations', anchored: true, actions: true},
  );
}
