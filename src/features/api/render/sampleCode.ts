/**
 * The cURL, Node.js, Python and PHP samples of one request, as plain
 * functions of the request: no access to the API description, so that the
 * build (samples.ts, from an operation's examples) and the browser (the Try it
 * panel, from what the reader typed) write the same code.
 */
import {limits} from '../../../data/product';
import type {HttpMethod} from '../types';

export type SampleLanguage = 'curl' | 'node' | 'python' | 'php';

export const sampleLanguages: readonly {id: SampleLanguage; label: string; highlight: string}[] = [
  {id: 'curl', label: 'cURL', highlight: 'bash'},
  {id: 'node', label: 'Node.js', highlight: 'js'},
  {id: 'python', label: 'Python', highlight: 'python'},
  {id: 'php', label: 'PHP', highlight: 'php'},
];

/** The signing helper each language's sample imports, by file name under src/features/api/samples/signing. */
export const signingHelpers: Record<Exclude<SampleLanguage, 'curl'>, string> = {
  node: 'sign-request.mjs',
  python: 'sign_request.py',
  php: 'sign_request.php',
};

export type SampleRequest = {
  operationId: string;
  method: Uppercase<HttpMethod>;
  /** The base URL with its version: the sandbox, so that a copied sample moves no real money. */
  baseUrl: string;
  /** The path after the base URL, with example path parameters and query: `/checkouts/chk_8d2Kq4VfT1`. */
  path: string;
  /** The JSON body, or undefined for none. */
  body?: unknown;
  /** The body as the cURL sample sends and signs it. */
  bodyText?: string;
  /** False for the public endpoints (`security: []`), which take no key. */
  signed: boolean;
  /**
   * Headers signed already (by the Try it panel): the sample then sends them as they are, with the body
   * exactly as `bodyText` has it, instead of signing with a helper when it runs.
   */
  signedHeaders?: SignedHeaders;
  /** The Idempotency-Key of a POST, as the reader gave it (Try it); without it a sample makes a new one. */
  idempotencyKey?: string;
};

export type SignedHeaders = {keyId: string; timestamp: string; signature: string};

export type Samples = Record<SampleLanguage, string>;

// Names

/** `createCheckout` gives `checkout`, `listPayments` gives `payments`; other verbs give `result`. */
function resultName(operationId: string): string {
  const match = /^(?:create|list|get|update|register|add|set)([A-Z]\w*)$/.exec(operationId);
  return match ? match[1][0].toLowerCase() + match[1].slice(1) : 'result';
}

function words(operationId: string): string[] {
  return operationId.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
}

const snakeCase = (name: string): string => words(name).join('_');
const kebabCase = (name: string): string => words(name).join('-');

/** The file a reader saves a sample as: `create-checkout.mjs`, `create_checkout.py`, `create_checkout.php`. */
export function sampleFile(language: Exclude<SampleLanguage, 'curl'>, operationId: string): string {
  switch (language) {
    case 'node':
      return `${kebabCase(operationId)}.mjs`;
    case 'python':
      return `${snakeCase(operationId)}.py`;
    case 'php':
      return `${snakeCase(operationId)}.php`;
  }
}

// Literals

function indentOf(level: number, unit: string): string {
  return unit.repeat(level);
}

type LiteralStyle = {
  unit: string;
  string: (value: string) => string;
  key: (key: string) => string;
  pair: string;
  open: [string, string];
  list: [string, string];
  emptyObject: string;
  scalars: {true: string; false: string; null: string};
  trailingComma: boolean;
};

function literal(value: unknown, style: LiteralStyle, level = 0): string {
  if (value === null) {
    return style.scalars.null;
  }
  if (typeof value === 'boolean') {
    return value ? style.scalars.true : style.scalars.false;
  }
  if (typeof value === 'number') {
    return String(value);
  }
  if (typeof value === 'string') {
    return style.string(value);
  }
  const inner = indentOf(level + 1, style.unit);
  const outer = indentOf(level, style.unit);
  const close = style.trailingComma ? ',' : '';
  if (Array.isArray(value)) {
    const scalars = value.every((item) => item === null || typeof item !== 'object');
    const inline = `${style.list[0]}${value.map((item) => literal(item, style, level + 1)).join(', ')}${style.list[1]}`;
    if (value.length === 0 || (scalars && inline.length <= 60)) {
      return inline;
    }
    const items = value.map((item) => `${inner}${literal(item, style, level + 1)}`);
    return `${style.list[0]}\n${items.join(',\n')}${close}\n${outer}${style.list[1]}`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) {
    return style.emptyObject;
  }
  const items = entries.map(
    ([key, item]) => `${inner}${style.key(key)}${style.pair}${literal(item, style, level + 1)}`,
  );
  return `${style.open[0]}\n${items.join(',\n')}${close}\n${outer}${style.open[1]}`;
}

/** A single-quoted PHP string: only the backslash and the quote need escaping. */
const singleQuoted = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const phpEscapes: Record<string, string> = {'\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\', '"': '\\"', $: '\\$'};

const isControl = (char: string): boolean => char.charCodeAt(0) < 0x20;

/** A PHP string: single-quoted, or double-quoted with escapes when it holds a control character. */
function phpString(value: string): string {
  const chars = [...value];
  if (!chars.some(isControl)) {
    return singleQuoted(value);
  }
  const escaped = chars.map(
    (char) => phpEscapes[char] ?? (isControl(char) ? `\\u{${char.charCodeAt(0).toString(16)}}` : char),
  );
  return `"${escaped.join('')}"`;
}

/** A single-quoted JavaScript string: JSON's escapes, with the quotes swapped. */
const jsString = (value: string): string =>
  `'${JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;

const jsStyle: LiteralStyle = {
  unit: '  ',
  string: jsString,
  key: (key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key)),
  pair: ': ',
  open: ['{', '}'],
  list: ['[', ']'],
  emptyObject: '{}',
  scalars: {true: 'true', false: 'false', null: 'null'},
  trailingComma: true,
};

const pythonStyle: LiteralStyle = {
  unit: '    ',
  string: (value) => JSON.stringify(value),
  key: (key) => JSON.stringify(key),
  pair: ': ',
  open: ['{', '}'],
  list: ['[', ']'],
  emptyObject: '{}',
  scalars: {true: 'True', false: 'False', null: 'None'},
  trailingComma: true,
};

const phpStyle: LiteralStyle = {
  unit: '    ',
  string: phpString,
  key: phpString,
  pair: ' => ',
  open: ['[', ']'],
  list: ['[', ']'],
  // An empty PHP array encodes as a JSON list; an empty object needs an object.
  emptyObject: 'new stdClass()',
  scalars: {true: 'true', false: 'false', null: 'null'},
  trailingComma: true,
};

/** Quotes a word for the shell: single quotes, with any single quote closed, escaped and reopened. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

// Samples

const KEY_NOTE = 'and COINLOOM_KEY_ID and COINLOOM_KEY_SECRET in the environment.';

/** Whether the sample signs when it runs, with a helper and the key in the environment. */
const signsWhenRun = (request: SampleRequest): boolean => request.signed && request.signedHeaders === undefined;

/** The first comment of a sample that sends its request as it stands: a public one, or one signed already. */
function unsignedNote(request: SampleRequest): string {
  if (!request.signedHeaders) return 'A public endpoint: no key, no signature.';
  return (
    `Signed at ${request.signedHeaders.timestamp} (Unix seconds): the API accepts it for ` +
    `${limits.requestTimestampToleranceSeconds} s from then. Send the body exactly as it is here.`
  );
}

/** The signing headers, as name and value, of a request signed already; none otherwise. */
function signedHeaderLines({signedHeaders}: SampleRequest): [string, string][] {
  if (!signedHeaders) return [];
  return [
    ['X-Coinloom-Key', signedHeaders.keyId],
    ['X-Coinloom-Timestamp', signedHeaders.timestamp],
    ['X-Coinloom-Signature', signedHeaders.signature],
  ];
}

export function curlSample(request: SampleRequest): string {
  const url = request.baseUrl + request.path;
  const signedPath = new URL(url).pathname + new URL(url).search;
  const lines: string[] = [];
  const headers: string[] = [];
  if (signsWhenRun(request)) {
    lines.push(
      '# Needs bash, curl and openssl,',
      `# ${KEY_NOTE}`,
      '# The shell signs the timestamp, method, path and body, joined by line breaks.',
      ...(request.bodyText === undefined ? ["BODY=''"] : [`BODY=${shellQuote(request.bodyText)}`]),
      'TIMESTAMP=$(date +%s)',
      `SIGNATURE=$(printf '%s\\n%s\\n%s\\n%s' "$TIMESTAMP" ${request.method} ${shellQuote(signedPath)} "$BODY" \\`,
      `  | openssl dgst -sha256 -hmac "$COINLOOM_KEY_SECRET" | awk '{print $NF}')`,
      '',
    );
    headers.push(
      '-H "X-Coinloom-Key: $COINLOOM_KEY_ID"',
      '-H "X-Coinloom-Timestamp: $TIMESTAMP"',
      '-H "X-Coinloom-Signature: $SIGNATURE"',
    );
  } else {
    lines.push(`# ${unsignedNote(request)}`);
    if (request.bodyText !== undefined) {
      lines.push(`BODY=${shellQuote(request.bodyText)}`, '');
    }
    headers.push(...signedHeaderLines(request).map(([name, value]) => `-H ${shellQuote(`${name}: ${value}`)}`));
  }
  if (request.method === 'POST') {
    const {idempotencyKey: key} = request;
    headers.push(key ? `-H ${shellQuote(`Idempotency-Key: ${key}`)}` : '-H "Idempotency-Key: $(openssl rand -hex 16)"');
  }
  if (request.bodyText !== undefined) {
    headers.push(`-H 'Content-Type: application/json'`, '--data-binary "$BODY"');
  }
  const command = [`curl -sS -X ${request.method} ${shellQuote(url)}`, ...headers.map((header) => `  ${header}`)];
  lines.push(command.join(' \\\n'));
  return lines.join('\n');
}

/** One line for a single item, else one item a line with a trailing comma. */
function listLines(open: string, items: string[], close: string, indent: string): string[] {
  if (items.length === 1) {
    return [`${open}${items[0]}${close}`];
  }
  return [open, ...items.map((item) => `${indent}${item},`), `${open.match(/^\s*/)?.[0] ?? ''}${close}`];
}

function header(comment: string, helper: string, run: string): string[] {
  return [`Needs ${helper} (Coinloom's signing helper) beside this file,`, KEY_NOTE, `Run: ${run}`].map(
    (line) => `${comment} ${line}`,
  );
}

export function nodeSample(request: SampleRequest): string {
  const name = resultName(request.operationId);
  const run = `node ${sampleFile('node', request.operationId)}`;
  const body = request.body === undefined ? undefined : literal(request.body, jsStyle);
  if (signsWhenRun(request)) {
    return [
      ...header('//', signingHelpers.node, run),
      `import {coinloomRequest} from './${signingHelpers.node}';`,
      '',
      ...(body === undefined ? [] : [`const body = ${body};`, '']),
      `const ${name} = await coinloomRequest(${jsString(request.method)}, ${jsString(request.path)}${body === undefined ? '' : ', body'});`,
      `console.log(JSON.stringify(${name}, null, 2));`,
    ].join('\n');
  }
  // Signed already: the exact text that was signed; public: the object, serialised when sent.
  const exact = request.signedHeaders !== undefined && request.bodyText !== undefined;
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
    ...(body === undefined ? [] : [exact ? '  body,' : '  body: JSON.stringify(body),']),
  ];
  return [
    `// ${unsignedNote(request)} Run: ${run}`,
    ...(body === undefined ? [] : [`const body = ${exact ? jsString(request.bodyText ?? '') : body};`, '']),
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

export function pythonSample(request: SampleRequest): string {
  const name = snakeCase(resultName(request.operationId));
  const run = `python3 ${sampleFile('python', request.operationId)}`;
  const body = request.body === undefined ? undefined : literal(request.body, pythonStyle);
  if (signsWhenRun(request)) {
    return [
      ...header('#', signingHelpers.python, run),
      'import json',
      '',
      `from sign_request import coinloom_request`,
      '',
      ...(body === undefined ? [] : [`body = ${body}`, '']),
      `${name} = coinloom_request(${JSON.stringify(request.method)}, ${JSON.stringify(request.path)}${body === undefined ? '' : ', body'})`,
      `print(json.dumps(${name}, indent=2, ensure_ascii=False))`,
    ].join('\n');
  }
  const exact = request.signedHeaders !== undefined && request.bodyText !== undefined;
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
    ...(body === undefined ? [] : [`body = ${exact ? JSON.stringify(request.bodyText) : body}`]),
    'request = urllib.request.Request(',
    `    ${JSON.stringify(request.baseUrl + request.path)},`,
    ...(body === undefined
      ? []
      : [exact ? '    data=body.encode("utf-8"),' : '    data=json.dumps(body).encode("utf-8"),']),
    ...listLines('    headers={', headers, '},', '        '),
    `    method=${JSON.stringify(request.method)},`,
    ')',
    'with urllib.request.urlopen(request, timeout=30) as response:',
    `    ${name} = json.load(response)`,
    `print(json.dumps(${name}, indent=2, ensure_ascii=False))`,
  ].join('\n');
}

export function phpSample(request: SampleRequest): string {
  const name = resultName(request.operationId);
  const run = `php ${sampleFile('php', request.operationId)}`;
  const body = request.body === undefined ? undefined : literal(request.body, phpStyle);
  const output = `echo json_encode($${name}, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), PHP_EOL;`;
  if (signsWhenRun(request)) {
    return [
      '<?php',
      ...header('//', signingHelpers.php, run),
      `require __DIR__ . '/${signingHelpers.php}';`,
      '',
      ...(body === undefined ? [] : [`$body = ${body};`, '']),
      `$${name} = coinloom_request(${singleQuoted(request.method)}, ${singleQuoted(request.path)}${body === undefined ? '' : ', $body'});`,
      output,
    ].join('\n');
  }
  const exact = request.signedHeaders !== undefined && request.bodyText !== undefined;
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
    ...(body === undefined ? [] : [`$body = ${exact ? phpString(request.bodyText ?? '') : body};`]),
    '$context = stream_context_create([',
    "    'http' => [",
    `        'method' => ${singleQuoted(request.method)},`,
    ...listLines(`        'header' => implode("\\r\\n", [`, headers, ']),', '            '),
    ...(body === undefined
      ? []
      : [
          exact
            ? "        'content' => $body,"
            : "        'content' => json_encode($body, JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR),",
        ]),
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

export function samplesFor(request: SampleRequest): Samples {
  return {
    curl: curlSample(request),
    node: nodeSample(request),
    python: pythonSample(request),
    php: phpSample(request),
  };
}
