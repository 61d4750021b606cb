import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import Markdown from '@site/src/features/api/ApiParts/Markdown';
import FieldsTable from '@site/src/features/api/ApiParts/FieldsTable';
import ErrorsTable from '@site/src/features/api/ApiParts/ErrorsTable';
import JsonExample from '@site/src/features/api/ApiParts/JsonExample';
import {Signature} from '@site/src/features/api/ApiParts/MethodBadge';
import {SchemaFacts, TypeLabel} from '@site/src/features/api/ApiParts/TypeLabel';
import {referenceSections, useInReference, useReferenceHref} from '@site/src/features/api/ApiParts/reference';
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

/** The parameters table of an operation or webhook; `signature` names it (`POST /checkouts`). */
export function Parameters({parameters, signature}: {parameters: Parameter[]; signature: string}): ReactNode {
  if (!parameters.length) {
    return null;
  }
  return (
    <>
      <p className={partStyles.label}>Parameters</p>
      <DataTable
        rows={parameters}
        rowKey={(parameter) => `${parameter.in}:${parameter.name}`}
        scrollLabel={`Parameters of ${signature}`}
        columns={[
          {header: 'Name', cell: (parameter) => <code>{parameter.name}</code>, nowrap: true},
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
    </>
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

/** Each status an operation or webhook answers with, its meaning and its body. */
export function Responses({operation, signature}: {operation: Operation; signature: string}): ReactNode {
  const statuses = Object.keys(operation.responses);
  return (
    <>
      <p className={partStyles.label}>Responses</p>
      <DataTable
        rows={statuses}
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
              <span key={entry.code}>
                {index > 0 && ', '}
                <Link to={href(anchors.error(entry.code))}>
                  <code>{entry.code}</code>
                </Link>
              </span>
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

/**
 * One operation of the API description, for a guide page: summary, method and
 * path, description, parameters, request body, examples, responses, error
 * codes, and a link to its place in the full reference.
 */
export default function ApiEndpoint({op, hide}: Props): ReactNode {
  const located = getOperation(op);
  const {method, path, operation} = located;
  return (
    <div className={styles.endpoint}>
      <p className={styles.summary}>{operation.summary}</p>
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
      <EndpointDetails located={located} hide={hide} />
      <p className={styles.reference}>
        <Link to={`${referencePath}#${anchors.operation(operation.operationId)}`}>
          Reference<span className="sr-only">: {operation.summary}</span>
        </Link>
      </p>
    </div>
  );
}
