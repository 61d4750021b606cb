/** The Node.js sample of one request: the signing helper's `coinloomRequest`, or `fetch` as it stands. */
import {nodeExactBody} from './exactBody';
import {jsString, jsStyle, listLines, literal} from './literals';
import {resultName, sampleFile} from './names';
import {signingHelpers, type SampleRequest} from './request';
import {helperHeader, signedHeaderLines, signsWhenRun, unsignedNote} from './signing';

/** The request as an ES module for Node.js that prints the answer. */
export function nodeSample(request: SampleRequest): string {
  const name = resultName(request.operationId);
  const run = `node ${sampleFile('node', request.operationId)}`;
  const body = request.body === undefined ? undefined : literal(request.body, jsStyle);
  if (signsWhenRun(request)) {
    return [
      ...helperHeader('//', signingHelpers.node, run),
      `import {coinloomRequest} from './${signingHelpers.node}';`,
      '',
      ...(body === undefined ? [] : [`const body = ${body};`, '']),
      `const ${name} = await coinloomRequest(${jsString(request.method)}, ${jsString(request.path)}${body === undefined ? '' : ', body'});`,
      `console.log(JSON.stringify(${name}, null, 2));`,
    ].join('\n');
  }
  // Signed already: the exact text that was signed; public: the object, serialised when sent.
  const exact =
    request.signedHeaders !== undefined && request.bodyText !== undefined ? nodeExactBody(request.bodyText) : undefined;
  const headers = [
    `Accept: 'application/json'`,
    ...(body === undefined ? [] : [`'Content-Type': 'application/json'`]),
    ...(request.method === 'POST'
      ? [`'Idempotency-Key': ${request.idempotencyKey ? jsString(request.idempotencyKey) : 'crypto.randomUUID()'}`]
      : []),
    ...signedHeaderLines(request).map(([header, value]) => `${jsString(header)}: ${jsString(value)}`),
  ];
  const init = [
    `  method: ${jsString(request.method)},`,
    ...listLines('  headers: {', headers, '},', '    '),
    ...(body === undefined
      ? []
      : [exact?.send === 'body' ? '  body,' : `  body: ${exact?.send ?? 'JSON.stringify(body)'},`]),
  ];
  return [
    `// ${unsignedNote(request)} Run: ${run}`,
    ...(body === undefined ? [] : [exact?.declare ?? `const body = ${body};`, '']),
    `const response = await fetch(${jsString(request.baseUrl + request.path)}, {`,
    ...init,
    '});',
    'if (!response.ok) {',
    '  throw new Error(`${response.status}: ${await response.text()}`);',
    '}',
    `const ${name} = await response.json();`,
    `console.log(JSON.stringify(${name}, null, 2));`,
  ].join('\n');
}
