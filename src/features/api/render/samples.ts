/**
 * Turns an operation of the API description into complete code samples:
 * cURL (signed in the shell with openssl), Node.js, Python and PHP (signed by
 * the helpers in src/features/api/samples/signing). Plain functions, so tests can run them.
 * The code itself is written by sampleCode/, which the Try it panel shares.
 */
import {urls} from '../../../data/product';
import {
  deref,
  getOperation,
  mediaExamples,
  parametersOf,
  requestBodyOf,
  type Example,
  type HttpMethod,
  type LocatedOperation,
  type Parameter,
} from '../openapi';
import {samplesFor, type SampleRequest, type Samples} from './sampleCode';

export * from './sampleCode';

function exampleOfParameter(parameter: Parameter, operationId: string): unknown {
  const named = (parameter as Parameter & {examples?: Record<string, Example & {$ref?: string}>}).examples;
  const candidates = [
    parameter.example,
    parameter.schema?.example,
    parameter.schema?.examples?.[0],
    ...Object.values(named ?? {}).map((example) => deref(example).value),
  ];
  const found = candidates.find((value) => value !== undefined);
  if (found === undefined) {
    throw new Error(
      `The API description gives no example for the ${parameter.in} parameter "${parameter.name}" of ${operationId}: ` +
        'add `example:` to the parameter so its code samples can run.',
    );
  }
  return found;
}

function requestExample(located: LocatedOperation, exampleName: string | undefined): unknown {
  const {operation} = located;
  const media = requestBodyOf(operation);
  if (exampleName !== undefined) {
    const named = media?.examples?.[exampleName];
    if (!named) {
      throw new Error(`Operation ${operation.operationId} has no request example named "${exampleName}".`);
    }
    return deref(named as Example & {$ref?: string}).value;
  }
  const [first] = mediaExamples(media);
  if (first) {
    return first.value;
  }
  const schema = media?.schema ? deref(media.schema) : undefined;
  const fromSchema = schema?.examples?.[0] ?? schema?.example;
  if (fromSchema === undefined && operation.requestBody?.required) {
    throw new Error(
      `Operation ${operation.operationId} requires a request body but gives no example: ` +
        'add `example:` to its application/json request body.',
    );
  }
  return fromSchema;
}

/** Whether an operation needs the signing headers: everything but `security: []`. */
export function isSigned(located: LocatedOperation): boolean {
  const {security} = located.operation;
  return !(Array.isArray(security) && security.length === 0);
}

/** The request an operation's samples send, built from its examples. */
export function requestFor(operationId: string, exampleName?: string): SampleRequest {
  const located = getOperation(operationId);
  const parameters = parametersOf(located);
  const path = located.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    if (!parameter) {
      throw new Error(`The path ${located.path} of ${operationId} has no parameter "${name}".`);
    }
    return encodeURIComponent(String(exampleOfParameter(parameter, operationId)));
  });
  const query = parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map(
      (parameter) =>
        `${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(exampleOfParameter(parameter, operationId)))}`,
    )
    .join('&');
  const body = requestExample(located, exampleName);
  return {
    operationId,
    method: located.method.toUpperCase() as Uppercase<HttpMethod>,
    baseUrl: urls.apiSandbox,
    path: query ? `${path}?${query}` : path,
    body,
    bodyText: body === undefined ? undefined : JSON.stringify(body, null, 2),
    signed: isSigned(located),
  };
}

export function generateSamples(operationId: string, exampleName?: string): Samples {
  return samplesFor(requestFor(operationId, exampleName));
}
