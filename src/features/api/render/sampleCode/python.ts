/** The Python sample of one request: the signing helper's `coinloom_request`, or urllib as it stands. */
import {pythonExactBody} from './exactBody';
import {listLines, literal, pythonStyle} from './literals';
import {resultName, sampleFile, snakeCase} from './names';
import {signingHelpers, type SampleRequest} from './request';
import {helperHeader, signedHeaderLines, signsWhenRun, unsignedNote} from './signing';

/** The request as a Python 3 script that prints the answer. */
export function pythonSample(request: SampleRequest): string {
  const name = snakeCase(resultName(request.operationId));
  const run = `python3 ${sampleFile('python', request.operationId)}`;
  const body = request.body === undefined ? undefined : literal(request.body, pythonStyle);
  if (signsWhenRun(request)) {
    return [
      ...helperHeader('#', signingHelpers.python, run),
      'import json',
      '',
      `from sign_request import coinloom_request`,
      '',
      ...(body === undefined ? [] : [`body = ${body}`, '']),
      `${name} = coinloom_request(${JSON.stringify(request.method)}, ${JSON.stringify(request.path)}${body === undefined ? '' : ', body'})`,
      `print(json.dumps(${name}, indent=2, ensure_ascii=False))`,
    ].join('\n');
  }
  // Signed already: the exact text that was signed; public: the dict, serialised when sent.
  const exact =
    request.signedHeaders !== undefined && request.bodyText !== undefined
      ? pythonExactBody(request.bodyText)
      : undefined;
  const headers = [
    '"Accept": "application/json"',
    ...(body === undefined ? [] : ['"Content-Type": "application/json"']),
    ...(request.method === 'POST'
      ? [`"Idempotency-Key": ${request.idempotencyKey ? JSON.stringify(request.idempotencyKey) : 'str(uuid.uuid4())'}`]
      : []),
    ...signedHeaderLines(request).map(([header, value]) => `${JSON.stringify(header)}: ${JSON.stringify(value)}`),
  ];
  return [
    `# ${unsignedNote(request)} Run: ${run}`,
    'import json',
    'import urllib.request',
    ...(request.method === 'POST' && !request.idempotencyKey ? ['import uuid'] : []),
    '',
    ...(body === undefined ? [] : [exact?.declare ?? `body = ${body}`]),
    'request = urllib.request.Request(',
    `    ${JSON.stringify(request.baseUrl + request.path)},`,
    ...(body === undefined ? [] : [`    data=${exact?.send ?? 'json.dumps(body).encode("utf-8")'},`]),
    ...listLines('    headers={', headers, '},', '        '),
    `    method=${JSON.stringify(request.method)},`,
    ')',
    'with urllib.request.urlopen(request, timeout=30) as response:',
    `    ${name} = json.load(response)`,
    `print(json.dumps(${name}, indent=2, ensure_ascii=False))`,
  ].join('\n');
}
