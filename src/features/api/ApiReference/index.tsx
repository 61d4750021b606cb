import {Fragment, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import ApiSchema from '@site/src/features/api/ApiSchema';
import ApiServers from '@site/src/features/api/ApiServers';
import ApiStatusMachine from '@site/src/features/api/ApiStatusMachine';
import {
  OperationHeading,
  OperationLayout,
  ParameterTable,
  Parameters,
  Responses,
} from '@site/src/features/api/ApiEndpoint';
import {SigningHelpers} from '@site/src/features/api/ApiSamples';
import Deferred, {RENDER_ALL_EVENT} from '@site/src/components/Deferred';
import {EventExamples} from '@site/src/features/api/ApiEvents';
import ErrorsTable from '@site/src/features/api/ApiParts/ErrorsTable';
import Markdown from '@site/src/features/api/ApiParts/Markdown';
import {Signature} from '@site/src/features/api/ApiParts/MethodBadge';
import {TypeLabel} from '@site/src/features/api/ApiParts/TypeLabel';
import {AnchorTarget, ReferenceScope, referenceSections} from '@site/src/features/api/ApiParts/reference';
import partStyles from '@site/src/features/api/ApiParts/styles.module.css';
import {
  allOperations,
  allWebhooks,
  anchors,
  api,
  apiDocumentPath,
  deref,
  enumTransitions,
  errorCatalog,
  jsonMedia,
  operationsByTag,
  sharedParameters,
  sharedResponses,
  requestBodyOf,
  webhookDataSchema,
  type LocatedOperation,
  type LocatedWebhook,
  type SecurityScheme,
} from '@site/src/features/api/openapi';
import styles from './styles.module.css';

const titles = {
  overview: 'Overview',
  servers: 'Servers',
  authentication: 'Authentication headers',
  webhooks: 'Webhooks',
  schemas: 'Schemas',
  errors: 'Error codes',
  commonParameters: 'Common parameters',
  commonResponses: 'Common responses',
} as const;

/**
 * The document's own description, cut at its `##` headings: they become
 * level-three headings of the overview, in the table of contents too.
 */
function descriptionSections(): {intro: string; sections: {title: string; id: string; body: string}[]} {
  const [intro, ...rest] = (api.info.description ?? '').split(/^## +/m);
  return {
    intro,
    sections: rest.map((chunk) => {
      const [title, ...body] = chunk.split('\n');
      const text = title.trim();
      return {
        title: text,
        id: text
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
        body: body.join('\n'),
      };
    }),
  };
}

export type TocEntry = {value: string; id: string; level: 2 | 3};

function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The reference's headings for the page's table of contents: sections (h2),
 * operations and events (h3). Schemas and error codes stay out of it (the
 * page lists them at the top of their sections). The page exports it as its
 * `toc`, because Docusaurus builds a table of contents only from Markdown
 * headings, and these come from the description.
 */
export const apiReferenceToc: readonly TocEntry[] = [
  {value: titles.overview, id: referenceSections.overview, level: 2},
  {value: titles.servers, id: referenceSections.servers, level: 3},
  ...descriptionSections().sections.map(({title, id}): TocEntry => ({value: html(title), id, level: 3})),
  {value: titles.authentication, id: referenceSections.authentication, level: 3},
  ...operationsByTag().flatMap(({tag, operations}): TocEntry[] => [
    {value: html(tag.name), id: anchors.tag(tag.name), level: 2},
    ...operations.map(({operation}): TocEntry => ({
      value: html(operation.summary),
      id: anchors.operation(operation.operationId),
      level: 3,
    })),
  ]),
  ...(allWebhooks().length
    ? [
        {value: titles.webhooks, id: referenceSections.webhooks, level: 2} as const,
        ...allWebhooks().map(({type}): TocEntry => ({value: html(type), id: anchors.webhook(type), level: 3})),
      ]
    : []),
  {value: titles.schemas, id: referenceSections.schemas, level: 2},
  {value: titles.commonParameters, id: referenceSections.commonParameters, level: 2},
  {value: titles.commonResponses, id: referenceSections.commonResponses, level: 2},
  {value: titles.errors, id: referenceSections.errors, level: 2},
];

function Overview(): ReactNode {
  const required = api.security ?? [];
  const schemes = [...new Set(required.flatMap(Object.keys))].map((name): [string, SecurityScheme | undefined] => [
    name,
    api.components.securitySchemes?.[name],
  ]);
  const publicOperations = allOperations().filter(({operation}) => operation.security?.length === 0);
  const {intro, sections} = descriptionSections();
  return (
    <>
      <Heading as="h2" id={referenceSections.overview}>
        {titles.overview}
      </Heading>
      <p>
        {api.info.title} {api.info.version}, described in OpenAPI {api.openapi}:{' '}
        <Link to={`pathname://${apiDocumentPath}`} download>
          download <code>{apiDocumentPath.slice(1)}</code>
        </Link>
        .
      </p>
      <Markdown text={intro} />
      <Heading as="h3" id={referenceSections.servers}>
        {titles.servers}
      </Heading>
      <ApiServers />
      {sections.map(({title, id, body}) => (
        <Fragment key={id}>
          <Heading as="h3" id={id}>
            {title}
          </Heading>
          <Markdown text={body} />
        </Fragment>
      ))}
      <Heading as="h3" id={referenceSections.authentication}>
        {titles.authentication}
      </Heading>
      {schemes.length > 0 && (
        <>
          <p>
            {required.length === 1 && schemes.length > 1
              ? 'Every authenticated request sends all of these headers together:'
              : 'Authenticated requests send these headers:'}
          </p>
          <DataTable
            rows={schemes}
            rowKey={([name]) => name}
            scrollLabel="Authentication headers"
            columns={[
              {header: 'Header', cell: ([name, scheme]) => <code>{scheme?.name ?? name}</code>, nowrap: true},
              {header: 'Scheme', cell: ([name]) => <code>{name}</code>, nowrap: true},
              {
                header: 'Description',
                cell: ([, scheme]) => (
                  <div className={partStyles.cell}>
                    <Markdown text={scheme?.description} compact />
                  </div>
                ),
              },
            ]}
          />
        </>
      )}
      <p>
        The Node.js, Python and PHP samples of each operation sign their request with a small helper, the same in every
        sample:
      </p>
      <SigningHelpers />
      {publicOperations.length > 0 && (
        <>
          <p>These endpoints need no authentication:</p>
          <ul>
            {publicOperations.map(({operation}) => (
              <li key={operation.operationId}>
                <Link to={`#${anchors.operation(operation.operationId)}`}>{operation.summary}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function OperationSection({located}: {located: LocatedOperation}): ReactNode {
  const {method, path, operation} = located;
  return (
    <div className={styles.item}>
      <OperationLayout
        located={located}
        inReference
        title={<OperationHeading operation={operation} />}
        intro={
          <>
            <Signature method={method} path={path} />
            <p className={styles.meta}>
              Operation ID: <code>{operation.operationId}</code>
            </p>
          </>
        }
      />
    </div>
  );
}

/** The header and query parameters that many operations share, drawn once; each operation links to its rows. */
function CommonParameters(): ReactNode {
  return (
    <>
      <Heading as="h2" id={referenceSections.commonParameters}>
        {titles.commonParameters}
      </Heading>
      <p>Each operation above lists these by name where it takes them; this is what they mean, the same every time.</p>
      <ParameterTable
        parameters={sharedParameters().map(({parameter}) => parameter)}
        label="Common parameters"
        anchored
      />
    </>
  );
}

/** The responses that many operations share, drawn once; each operation links to its rows. */
function CommonResponses(): ReactNode {
  return (
    <>
      <Heading as="h2" id={referenceSections.commonResponses}>
        {titles.commonResponses}
      </Heading>
      <p>
        Operations answer with these statuses when something outside their own purpose goes wrong. The body is a problem
        object; its <code>code</code> is one of the error codes below.
      </p>
      <DataTable
        rows={sharedResponses()}
        rowKey={({name}) => name}
        scrollLabel="Common responses"
        columns={[
          {
            header: 'Status',
            cell: ({name, status}) => <AnchorTarget id={anchors.response(name)}>{status}</AnchorTarget>,
            nowrap: true,
          },
          {
            header: 'Description',
            cell: ({response}) => (
              <div className={partStyles.cell}>
                <Markdown text={response.description} compact />
              </div>
            ),
          },
          {
            header: 'Body',
            cell: ({response}) => {
              const schema = jsonMedia(response.content)?.schema;
              return schema ? <TypeLabel schema={schema} /> : 'None';
            },
          },
        ]}
      />
    </>
  );
}

function WebhookSection({webhook}: {webhook: LocatedWebhook}): ReactNode {
  const {type, operation} = webhook;
  const signature = `event ${type}`;
  const data = webhookDataSchema(webhook);
  return (
    <div className={styles.item}>
      <Heading as="h3" id={anchors.webhook(type)}>
        {type}
      </Heading>
      {operation.summary !== type && <Markdown text={operation.summary} />}
      <Deferred>
        <Markdown text={operation.description} />
        <Parameters
          parameters={(operation.parameters ?? []).map((parameter) => deref(parameter))}
          signature={signature}
        />
        {data && (
          <p>
            <strong>Data</strong>: <TypeLabel schema={data} />
          </p>
        )}
        <EventExamples webhook={webhook} />
        <Responses operation={operation} signature={signature} />
      </Deferred>
    </div>
  );
}

function Webhooks(): ReactNode {
  const webhooks = allWebhooks();
  if (!webhooks.length) {
    return null;
  }
  const body = requestBodyOf(webhooks[0].operation)?.schema;
  return (
    <>
      <Heading as="h2" id={referenceSections.webhooks}>
        {titles.webhooks}
      </Heading>
      {body && (
        <p>
          Coinloom sends each event as a <code>POST</code> request whose body is an <TypeLabel schema={body} />; its{' '}
          <code>data</code> is the object the event is about.
        </p>
      )}
      {webhooks.map((webhook) => (
        <WebhookSection key={webhook.type} webhook={webhook} />
      ))}
    </>
  );
}

function Schemas(): ReactNode {
  const names = Object.keys(api.components.schemas);
  return (
    <>
      <Heading as="h2" id={referenceSections.schemas}>
        {titles.schemas}
      </Heading>
      <ul className={styles.index} aria-label="Every schema">
        {names.map((name) => (
          <li key={name}>
            <Link to={`#${anchors.schema(name)}`}>
              <code>{name}</code>
            </Link>
          </li>
        ))}
      </ul>
      {names.map((name) => {
        const schema = api.components.schemas[name];
        const isStatusMachine = Boolean(schema.enum && schema['x-transitions'] && enumTransitions(schema).length);
        return (
          <div key={name} className={styles.item}>
            <Heading as="h3" id={anchors.schema(name)}>
              {name}
            </Heading>
            <Deferred>
              {isStatusMachine ? (
                <>
                  <Markdown text={schema.description} />
                  <ApiStatusMachine schema={name} />
                </>
              ) : (
                <ApiSchema name={name} />
              )}
            </Deferred>
          </div>
        );
      })}
    </>
  );
}

/**
 * The whole API description as one page (docs/for-developers/specification.mdx):
 * an overview with servers and authentication, every operation by tag, every
 * webhook, every schema and every error code, each at a stable anchor (see
 * `anchors`). Schemas show their fields, not their examples: the operations'
 * examples already show each object, and the page is long enough.
 */
/**
 * Says that parts render as the reader scrolls, and renders them all on
 * request, for the browser's find-in-page. Only useful in a browser: the
 * Markdown twin leaves it out.
 */
function RenderAll(): ReactNode {
  const [done, setDone] = useState(false);
  return (
    <p className={styles.renderAll} data-browser-only="">
      Each operation, event and schema below fills in as you scroll to it or follow a link to it. To search the whole
      page with your browser&apos;s find (Ctrl+F or ⌘+F), first{' '}
      <button
        type="button"
        className={styles.renderAllButton}
        disabled={done}
        onClick={() => {
          window.dispatchEvent(new Event(RENDER_ALL_EVENT));
          setDone(true);
        }}>
        {done ? 'everything is shown' : 'show everything'}
      </button>
      .
    </p>
  );
}

export default function ApiReference(): ReactNode {
  return (
    <ReferenceScope>
      <RenderAll />
      <Overview />
      {operationsByTag().map(({tag, operations}) => (
        <Fragment key={tag.name}>
          <Heading as="h2" id={anchors.tag(tag.name)}>
            {tag.name}
          </Heading>
          <Markdown text={tag.description} />
          {operations.map((located) => (
            <OperationSection key={located.operation.operationId} located={located} />
          ))}
        </Fragment>
      ))}
      <Webhooks />
      <Schemas />
      <CommonParameters />
      <CommonResponses />
      <Heading as="h2" id={referenceSections.errors}>
        {titles.errors}
      </Heading>
      <ErrorsTable entries={errorCatalog()} label="Every error code" anchored />
    </ReferenceScope>
  );
}
