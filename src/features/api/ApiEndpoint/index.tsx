import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ApiSamples from '@site/src/features/api/ApiSamples';
import Deferred from '@site/src/components/Deferred';
import StaticPart from '@site/src/components/StaticPart';
import DataTable from '@site/src/components/DataTable';
import Markdown from '@site/src/features/api/ApiParts/Markdown';
import FieldsTable from '@site/src/features/api/ApiParts/FieldsTable';
import ErrorsTable from '@site/src/features/api/ApiParts/ErrorsTable';
import JsonExample from '@site/src/features/api/ApiParts/JsonExample';
import {Signature} from '@site/src/features/api/ApiParts/MethodBadge';
import {SchemaFacts, TypeLabel} from '@site/src/features/api/ApiParts/TypeLabel';
import {
  AnchorTarget,
  referenceSections,
  useInReference,
  useReferenceHref,
} from '@site/src/features/api/ApiParts/reference';
import partStyles from '@site/src/features/api/ApiParts/styles.module.css';
import {
  anchors,
  api,
  getError,
  getOperation,
  jsonMedia,
  mediaExamples,
  parametersOf,
  referencePath,
  requestBodyOf,
  responseOf,
  schemaNameOf,
  sharedParameterName,
  sharedResponseName,
  successStatusOf,
  type ErrorEntry,
  type Example,
  type LocatedOperation,
  type Operation,
  type Parameter,
} from '@site/src/features/api/openapi';
import styles from './styles.module.css';

export type EndpointPart = 'request' | 'response' | 'errors';

type Props = {
  /** An operationId of the API description; an unknown one fails the build. */
  op: string;
  /** Parts to leave out: the request example, the response example, the error codes. */
  hide?: readonly EndpointPart[];
  /** The name of the request example the samples send; the first one when left out. */
  example?: string;
};

function exampleTitle(base: string, example: Example, count: number): string {
  return count > 1 && example.summary ? `${base}: ${example.summary}` : base;
}

function Authentication({operation}: {operation: Operation}): ReactNode {
  const href = useReferenceHref();
  const requirements = operation.security ?? api.security ?? [];
  const isPublic = requirements.length === 0 || requirements.some((requirement) => !Object.keys(requirement).length);
  const headers = [...new Set(requirements.flatMap(Object.keys))].map(
    (scheme) => api.components.securitySchemes?.[scheme]?.name ?? scheme,
  );
  return (
    <p>
      <Link to={href(referenceSections.authentication)}>
        <strong>Authentication</strong>
      </Link>
      :{' '}
      {isPublic ? (
        'none, this endpoint is public.'
      ) : (
        <>
          a signed request with the headers{' '}
          {headers.map((header, index) => (
            <span key={header}>
              {index > 0 && (index === headers.length - 1 ? ' and ' : ', ')}
              <code>{header}</code>
            </span>
          ))}
          .
        </>
      )}
    </p>
  );
}

/**
 * The parameters table of an operation or webhook; `signature` names it (`POST /checkouts`).
 * In the reference, the header and query parameters that many operations share
 * (`#/components/parameters/…`, such as `Idempotency-Key`) are a line of links
 * to its common parameters, where each is drawn once.
 */
export function Parameters({parameters, signature}: {parameters: Parameter[]; signature: string}): ReactNode {
  const inReference = useInReference();
  const href = useReferenceHref();
  const linked = inReference ? parameters.filter((parameter) => sharedParameterName(parameter)) : [];
  const rows = parameters.filter((parameter) => !linked.includes(parameter));
  if (!parameters.length) {
    return null;
  }
  return (
    <>
      <p className={partStyles.label}>Parameters</p>
      {rows.length > 0 && <ParameterTable parameters={rows} label={`Parameters of ${signature}`} />}
      {linked.length > 0 && (
        <p className={styles.shared}>
          {rows.length > 0 ? 'Also ' : ''}
          {linked.map((parameter, index) => (
            <Fragment key={parameter.name}>
              {index > 0 && ', '}
              <Link className={styles.code} to={href(anchors.parameter(sharedParameterName(parameter) ?? ''))}>
                {parameter.name}
              </Link>
              {parameter.required ? ' (required)' : ''}
            </Fragment>
          ))}
          : the <Link to={href(referenceSections.commonParameters)}>common parameters</Link>.
        </p>
      )}
    </>
  );
}

/** Name, place, type, whether it is required and what it means, a row per parameter. */
export function ParameterTable({
  parameters,
  label,
  anchored = false,
}: {
  parameters: Parameter[];
  label: string;
  /** Each row is a link target (the reference's common parameters). */
  anchored?: boolean;
}): ReactNode {
  return (
    <DataTable
      rows={parameters}
      rowKey={(parameter) => `${parameter.in}:${parameter.name}`}
      scrollLabel={label}
      columns={[
        {
          header: 'Name',
          cell: (parameter) =>
            anchored ? (
              <AnchorTarget id={anchors.parameter(sharedParameterName(parameter) ?? parameter.name)}>
                <code>{parameter.name}</code>
              </AnchorTarget>
            ) : (
              <code>{parameter.name}</code>
            ),
          nowrap: true,
        },
        {header: 'In', cell: (parameter) => parameter.in},
        {
          header: 'Type',
          cell: (parameter) => (parameter.schema ? <TypeLabel schema={parameter.schema} /> : 'string'),
        },
        {header: 'Required', cell: (parameter) => (parameter.required ? 'Required' : 'Optional'), nowrap: true},
        {
          header: 'Description',
          cell: (parameter) => (
            <div className={partStyles.cell}>
              <Markdown text={parameter.description} compact />
              {parameter.schema && <SchemaFacts schema={parameter.schema} />}
            </div>
          ),
        },
      ]}
    />
  );
}

function RequestBody({operation, signature}: {operation: Operation; signature: string}): ReactNode {
  const media = requestBodyOf(operation);
  if (!media?.schema) {
    return null;
  }
  const name = schemaNameOf(media.schema.$ref);
  return (
    <>
      <p className={partStyles.label}>
        Request body{name && ': '}
        {name && <TypeLabel schema={media.schema} />}
      </p>
      <Markdown text={operation.requestBody?.description} />
      <FieldsTable schema={media.schema} label={`Request body fields of ${signature}`} />
    </>
  );
}

/**
 * Each status an operation or webhook answers with, its meaning and its body.
 * Responses shared by many operations (`#/components/responses/…`) are drawn
 * once, in the reference's common responses; here they are a line of links.
 */
export function Responses({operation, signature}: {operation: Operation; signature: string}): ReactNode {
  const href = useReferenceHref();
  const statuses = Object.keys(operation.responses);
  const own = statuses.filter((status) => !sharedResponseName(operation.responses[status]));
  const shared = statuses.filter((status) => sharedResponseName(operation.responses[status]));
  return (
    <>
      <p className={partStyles.label}>Responses</p>
      {own.length > 0 && (
        <DataTable
          rows={own}
          rowKey={(status) => status}
          scrollLabel={`Responses of ${signature}`}
          columns={[
            {header: 'Status', cell: (status) => status, nowrap: true},
            {
              header: 'Description',
              cell: (status) => (
                <div className={partStyles.cell}>
                  <Markdown text={responseOf(operation, status).description} compact />
                </div>
              ),
            },
            {
              header: 'Body',
              cell: (status) => {
                const schema = jsonMedia(responseOf(operation, status).content)?.schema;
                return schema ? <TypeLabel schema={schema} /> : 'None';
              },
            },
          ]}
        />
      )}
      {shared.length > 0 && (
        <p className={styles.shared}>
          {own.length > 0 ? 'Also ' : ''}
          {shared.map((status, index) => (
            <span key={status}>
              {index > 0 && ', '}
              <Link to={href(anchors.response(sharedResponseName(operation.responses[status]) ?? status))}>
                {status}
              </Link>
            </span>
          ))}
          : the <Link to={href(referenceSections.commonResponses)}>common responses</Link>, the same for every
          operation.
        </p>
      )}
    </>
  );
}

/**
 * The error codes by HTTP status, each a link to its row in the reference's
 * catalogue. The reference uses it under each operation, where a full table
 * would repeat the same catalogue text dozens of times.
 */
function ErrorList({entries}: {entries: ErrorEntry[]}): ReactNode {
  const href = useReferenceHref();
  const statuses = [...new Set(entries.map((entry) => entry.status))];
  return (
    <ul className={styles.errors}>
      {statuses.map((status) => (
        <li key={status}>
          {status}:{' '}
          {entries
            .filter((entry) => entry.status === status)
            .map((entry, index) => (
              <Fragment key={entry.code}>
                {index > 0 && ', '}
                <Link className={styles.code} to={href(anchors.error(entry.code))}>
                  {entry.code}
                </Link>
              </Fragment>
            ))}
        </li>
      ))}
    </ul>
  );
}

type DetailsProps = {located: LocatedOperation; hide?: readonly EndpointPart[]};

/**
 * Everything about an operation below its title: the full reference shows it
 * under the operation's heading, ApiEndpoint under the method and path. In the
 * reference, error codes are a list of links to its catalogue instead of a table.
 */
export function EndpointDetails({located, hide = []}: DetailsProps): ReactNode {
  const {method, path, operation} = located;
  const signature = `${method.toUpperCase()} ${path}`;
  const requestExamples = mediaExamples(requestBodyOf(operation));
  const status = successStatusOf(operation);
  const responseExamples = status ? mediaExamples(jsonMedia(responseOf(operation, status).content)) : [];
  const errorCodes = operation['x-error-codes'] ?? [];
  const inReference = useInReference();
  return (
    <>
      <Markdown text={operation.description} />
      <Authentication operation={operation} />
      <Parameters parameters={parametersOf(located)} signature={signature} />
      <RequestBody operation={operation} signature={signature} />
      {!hide.includes('request') &&
        requestExamples.map((example, index) => (
          <JsonExample
            key={index}
            value={example.value}
            title={exampleTitle(`Example request body`, example, requestExamples.length)}
          />
        ))}
      <Responses operation={operation} signature={signature} />
      {!hide.includes('response') &&
        responseExamples.map((example, index) => (
          <JsonExample
            key={index}
            value={example.value}
            title={exampleTitle(`Example response (${status})`, example, responseExamples.length)}
          />
        ))}
      {!hide.includes('errors') && errorCodes.length > 0 && (
        <>
          <p className={partStyles.label}>Error codes</p>
          {inReference ? (
            <ErrorList entries={errorCodes.map(getError)} />
          ) : (
            <ErrorsTable entries={errorCodes.map(getError)} label={`Error codes of ${signature}`} />
          )}
        </>
      )}
    </>
  );
}

/** A grid area of an operation, rendered at once or when the reader comes near it. */
function Part({deferred, className, children}: {deferred: boolean; className: string; children: ReactNode}): ReactNode {
  return deferred ? <Deferred className={className}>{children}</Deferred> : <div className={className}>{children}</div>;
}

/** The left column's tables and text: deferred in the reference; elsewhere kept as the server wrote them (StaticPart). */
function Details({
  deferred,
  className,
  children,
}: {
  deferred: boolean;
  className: string;
  children: ReactNode;
}): ReactNode {
  return deferred ? (
    <Deferred className={className}>{children}</Deferred>
  ) : (
    <StaticPart className={className}>{children}</StaticPart>
  );
}

type LayoutProps = {
  located: LocatedOperation;
  /** The operation's title: a heading in the reference, a line in a guide. */
  title: ReactNode;
  /** What follows the title: method and path, and where it is sent. */
  intro: ReactNode;
  /** What closes the left column (the guide's link to the reference). */
  footer?: ReactNode;
  hide?: readonly EndpointPart[];
  /** The request example the samples send. */
  example?: string;
  /**
   * The reference: plain samples, and the samples and details render only
   * when the reader comes near them (the title, method and path always).
   */
  inReference?: boolean;
};

/**
 * An operation in two columns, as the reference and the guides show it: the
 * title, parameters and fields on the left; the code samples and the example
 * response on the right, where they stay in view while the reader goes
 * through the operation. A narrow column puts the samples right under the
 * title, before the tables. The switch follows the width the operation gets
 * (a container query), not the window's.
 */
export function OperationLayout({
  located,
  title,
  intro,
  footer,
  hide = [],
  example,
  inReference = false,
}: LayoutProps): ReactNode {
  const {operation} = located;
  const status = successStatusOf(operation);
  const responseExamples =
    status && !hide.includes('response') ? mediaExamples(jsonMedia(responseOf(operation, status).content)) : [];
  return (
    <section className={styles.operation} data-api-operation={operation.operationId}>
      <div className={styles.layout}>
        <div className={styles.head}>
          {title}
          {intro}
        </div>
        <Part deferred={inReference} className={styles.code}>
          <div className={styles.sticky}>
            <ApiSamples op={operation.operationId} example={example} plain={inReference} />
            {responseExamples.map((response, index) => (
              <JsonExample
                key={index}
                value={response.value}
                title={exampleTitle(`Example response (${status})`, response, responseExamples.length)}
              />
            ))}
          </div>
        </Part>
        <Details deferred={inReference} className={styles.body}>
          <EndpointDetails located={located} hide={[...hide, 'response']} />
          {footer}
        </Details>
      </div>
    </section>
  );
}

/** The reference's heading of an operation, with its anchor. */
export function OperationHeading({operation}: {operation: Operation}): ReactNode {
  return (
    <Heading as="h3" id={anchors.operation(operation.operationId)} data-api-title="">
      {operation.summary}
    </Heading>
  );
}

/**
 * One operation of the API description, for a guide page: summary, method and
 * path, description, parameters, request body, responses and error codes,
 * with runnable samples and the example response beside them, and a link to
 * the operation's place in the full reference.
 */
export default function ApiEndpoint({op, hide, example}: Props): ReactNode {
  const located = getOperation(op);
  const {method, path, operation} = located;
  return (
    <OperationLayout
      located={located}
      hide={hide}
      example={example}
      title={
        <p className={styles.summary} data-api-title="">
          {operation.summary}
        </p>
      }
      intro={
        <>
          <Signature method={method} path={path} />
          <p className={styles.base}>
            The path is relative to the <Link to={`${referencePath}#${referenceSections.servers}`}>base URL</Link>:{' '}
            {api.servers.map((server, index) => (
              <span key={server.url}>
                {index > 0 && (index === api.servers.length - 1 ? ' or ' : ', ')}
                <code>{server.url}</code>
              </span>
            ))}
            .
          </p>
        </>
      }
      footer={
        <p className={styles.reference}>
          <Link to={`${referencePath}#${anchors.operation(operation.operationId)}`}>
            Reference<span className="sr-only">: {operation.summary}</span>
          </Link>
        </p>
      }
    />
  );
}
