/**
 * The Try it panel filled in as a reader would to make one of the signing samples' vectors
 * (src/features/api/samples/test-vectors.json): the operation the vector's request calls, and its input.
 */
import {allOperations} from '../../src/features/api/openapi';
import {parameterKey, type TryItData, type TryItInput} from '../../src/features/api/tryIt/request';

/** The operation of the description a request calls, found by method and path (with `/v1`). */
export function operationOf(method: string, pathWithQuery: string): string {
  const path = pathWithQuery.split('?')[0].replace(/^\/v1/, '');
  const found = allOperations().find(
    (candidate) =>
      candidate.method.toUpperCase() === method &&
      new RegExp(`^${candidate.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  );
  if (!found) throw new Error(`No operation answers ${method} ${pathWithQuery}.`);
  return found.operation.operationId;
}

/** What a reader types into the panel to make a request: its path and query values (no others), and its body. */
export function inputFor(data: TryItData, pathWithQuery: string, body: string, server?: string): TryItInput {
  const [path, query = ''] = pathWithQuery.replace(/^\/v1/, '').split('?');
  const values: Record<string, string> = {};
  const names = [...data.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const found = new RegExp(`^${data.path.replace(/\{[^}]+\}/g, '([^/]+)')}$`).exec(path);
  names.forEach((name, index) => (values[`path:${name}`] = decodeURIComponent(found?.[index + 1] ?? '')));
  for (const parameter of data.parameters) if (parameter.in === 'query') values[parameterKey(parameter)] = '';
  for (const [name, value] of new URLSearchParams(query)) values[`query:${name}`] = value;
  return {server: server ?? data.servers[data.defaultServer].url, values, body};
}
