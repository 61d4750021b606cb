/** The PHP sample of one request: the signing helper's `coinloom_request`, or a stream context as it stands. */
import {phpExactBody} from './exactBody';
import {listLines, literal, phpString, phpStyle, singleQuoted} from './literals';
import {resultName, sampleFile} from './names';
import {signingHelpers, type SampleRequest} from './request';
import {helperHeader, signedHeaderLines, signsWhenRun, unsignedNote} from './signing';

/** The request as a PHP script that prints the answer. */
export function phpSample(request: SampleRequest): string {
  const name = resultName(request.operationId);
  const run = `php ${sampleFile('php', request.operationId)}`;
  const body = request.body === undefined ? undefined : literal(request.body, phpStyle);
  const output = `echo json_encode($${name}, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), PHP_EOL;`;
  if (signsWhenRun(request)) {
    return [
      '<?php',
      ...helperHeader('//', signingHelpers.php, run),
      `require __DIR__ . '/${signingHelpers.php}';`,
      '',
      ...(body === undefined ? [] : [`$body = ${body};`, '']),
      `$${name} = coinloom_request(${singleQuoted(request.method)}, ${singleQuoted(request.path)}${body === undefined ? '' : ', $body'});`,
      output,
    ].join('\n');
  }
  // Signed already: the exact text that was signed; public: the array, encoded when sent.
  const exact =
    request.signedHeaders !== undefined && request.bodyText !== undefined ? phpExactBody(request.bodyText) : undefined;
  const headers = [
    `'Accept: application/json'`,
    ...(body === undefined ? [] : [`'Content-Type: application/json'`]),
    ...(request.method === 'POST'
      ? [
          request.idempotencyKey
            ? phpString(`Idempotency-Key: ${request.idempotencyKey}`)
            : `'Idempotency-Key: ' . bin2hex(random_bytes(16))`,
        ]
      : []),
    ...signedHeaderLines(request).map(([header, value]) => phpString(`${header}: ${value}`)),
  ];
  return [
    '<?php',
    `// ${unsignedNote(request)} Run: ${run}`,
    ...(body === undefined ? [] : [exact?.declare ?? `$body = ${body};`]),
    '$context = stream_context_create([',
    "    'http' => [",
    `        'method' => ${singleQuoted(request.method)},`,
    ...listLines(`        'header' => implode("\\r\\n", [`, headers, ']),', '            '),
    ...(body === undefined
      ? []
      : [`        'content' => ${exact?.send ?? 'json_encode($body, JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR)'},`]),
    '    ],',
    ']);',
    `$text = file_get_contents(${singleQuoted(request.baseUrl + request.path)}, false, $context);`,
    'if ($text === false) {',
    "    throw new RuntimeException('The request failed.');",
    '}',
    `$${name} = json_decode($text, true, 512, JSON_THROW_ON_ERROR);`,
    output,
  ].join('\n');
}
