import type {ReactNode} from 'react';
import JsonExample from '@site/src/features/api/ApiParts/JsonExample';
import {
  getOperation,
  getSchema,
  jsonMedia,
  mediaExamples,
  requestBodyOf,
  responseOf,
  schemaExamples,
  successStatusOf,
  type Example,
} from '@site/src/features/api/openapi';

type Props =
  | {
      /** A schema whose own example to show. */
      schema: string;
      op?: never;
      part?: never;
      status?: never;
    }
  | {
      /** An operation whose request or response example to show. */
      op: string;
      part: 'request' | 'response';
      /** The response's status; the first success status when left out. */
      status?: string;
      schema?: never;
    };

function found(examples: Example[], what: string): Example[] {
  if (!examples.length) {
    throw new Error(`The API description has no example for ${what}.`);
  }
  return examples;
}

/** An example from the API description as a JSON code block; a missing example fails the build. */
export default function ApiExample(props: Props): ReactNode {
  let examples: Example[];
  let title: string;
  if (props.schema !== undefined) {
    examples = found(schemaExamples(getSchema(props.schema)), `schema "${props.schema}"`);
    title = `Example ${props.schema}`;
  } else {
    const {method, path, operation} = getOperation(props.op);
    const signature = `${method.toUpperCase()} ${path}`;
    if (props.part === 'request') {
      examples = found(mediaExamples(requestBodyOf(operation)), `the request of "${props.op}"`);
      title = `Example request: ${signature}`;
    } else {
      const status = props.status ?? successStatusOf(operation);
      if (!status) {
        throw new Error(`Operation "${props.op}" has no success response.`);
      }
      const media = jsonMedia(responseOf(operation, status).content);
      examples = found(mediaExamples(media), `the ${status} response of "${props.op}"`);
      title = `Example response (${status}): ${signature}`;
    }
  }
  return examples.map((example, index) => (
    <JsonExample
      key={index}
      value={example.value}
      title={examples.length > 1 && example.summary ? `${title}, ${example.summary}` : title}
    />
  ));
}
