/**
 * Code fences that pages write by hand must agree with the API description:
 * - a fence that runs `curl` names a method (`-X METHOD`) and a path, and the
 *   document has that method on that path;
 * - a ```json fence says what it shows, with `schema=<SchemaName>` or
 *   `event=<event.type>` in its meta, and validates against that schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {describe, expect, it} from 'vitest';
import {urls} from '../../src/data/product';
import type {OpenApiDocument} from '../../src/features/api/openapi';
import {pointerKey} from '../../src/features/api/pointer';
import {docsDir, markdownFiles, projectRoot} from '../support/docs';
import vectors from '../../src/features/api/samples/test-vectors.json';
import {documentHasPath, documentPathFor, loadApiDocument} from '../support/samples';
import {splitMarkdown} from '../support/markdown';

const api: OpenApiDocument = loadApiDocument();

type Fence = {file: string; line: number; language: string; meta: Record<string, string>; content: string};

/** Every fenced code block of a Markdown file, with its language and its `key=value` meta. */
function fencesOf(file: string): Fence[] {
  return splitMarkdown(fs.readFileSync(file, 'utf8')).fences.map((fence) => ({
    file: path.relative(projectRoot, file),
    line: fence.line,
    language: fence.language,
    meta: Object.fromEntries(
      [...fence.info.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g)].map((m) => [m[1], m[2] ?? m[3] ?? m[4]]),
    ),
    content: fence.body,
  }));
}

const fences = markdownFiles(docsDir).flatMap((file) => fencesOf(path.join(docsDir, file)));
const where = (fence: Fence) => `${fence.file}:${fence.line}`;

// curl

/** Each curl command in a fence, with its line continuations joined, and its line in the fence. */
function curlCommands(content: string): {offset: number; command: string}[] {
  const commands: {offset: number; command: string}[] = [];
  let pending: {offset: number; text: string} | null = null;
  content.split('\n').forEach((line, index) => {
    const joined: {offset: number; text: string} = pending
      ? {offset: pending.offset, text: `${pending.text} ${line}`}
      : {offset: index, text: line};
    if (/\\$/.test(line)) {
      pending = {offset: joined.offset, text: joined.text.slice(0, -1)};
      return;
    }
    pending = null;
    if (/(^|[\s;&|(`])curl\s/.test(joined.text)) {
      commands.push({offset: joined.offset, command: joined.text.slice(joined.text.search(/curl\s/)).trim()});
    }
  });
  return commands;
}

const bases = [urls.apiLive, urls.apiSandbox];

/** The API path a curl command's URL names, without the base URL and /v1, or undefined. */
function apiPathOf(command: string): string | undefined {
  const url = /(https?:\/\/[^\s'"]+|\$\{?\w+\}?\/[^\s'"]*)/.exec(command)?.[1];
  if (!url) {
    return undefined;
  }
  const base = bases.find((candidate) => url.startsWith(candidate));
  const rest = base ? url.slice(base.length) : url.replace(/^\$\{?\w+\}?/, '').replace(/^\/v1(?=\/)/, '');
  return rest.split('?')[0];
}

/** What is wrong with a curl command, or undefined when it names an operation of the document. */
function curlProblem(command: string): string | undefined {
  const method = /(?:-X|--request)\s*['"]?([A-Za-z]+)/.exec(command)?.[1];
  if (!method) {
    return 'name the method with -X (for example `curl -X POST ...`).';
  }
  const apiPath = apiPathOf(command);
  if (!apiPath) {
    return `name the full URL (${urls.apiSandbox}/...) so the path can be checked.`;
  }
  if (!documentHasPath(api, apiPath)) {
    return `the API description has no path matching ${apiPath} (see static/openapi.yaml).`;
  }
  if (!documentPathFor(api, method, apiPath)) {
    return `the API description has no ${method.toUpperCase()} on ${apiPath}.`;
  }
  return undefined;
}

describe('curl in code fences names an operation of the API description', () => {
  const withCurl = fences.flatMap((fence) =>
    curlCommands(fence.content).map(({offset, command}) => ({
      place: `${fence.file}:${fence.line + 1 + offset}`,
      command,
    })),
  );

  it('recognises a good command and explains a bad one', () => {
    const sandbox = urls.apiSandbox;
    const anyPath = Object.keys(api.paths)[0];
    const anyMethod = Object.keys(api.paths[anyPath]).find((key) => key !== 'parameters') ?? 'get';
    const concrete = anyPath.replace(/\{[^}]+\}/g, 'x_1');
    expect(curlProblem(`curl -X ${anyMethod.toUpperCase()} '${sandbox}${concrete}'`)).toBeUndefined();
    expect(curlProblem(`curl '${sandbox}${concrete}'`)).toMatch(/-X/);
    expect(curlProblem(`curl -X GET '${sandbox}/no-such-thing'`)).toMatch(/no path matching \/no-such-thing/);
  });

  it.each(withCurl.map(({place, command}) => [place, command.replace(/\s+/g, ' ').slice(0, 80), command] as const))(
    '%s: %s',
    (place, _, command) => {
      const problem = curlProblem(command);
      expect(problem, `${place}: ${problem}`).toBeUndefined();
    },
  );
});

// json

const DOCUMENT_ID = 'https://docs.coinloom.example/openapi.yaml';
const ajv = new Ajv2020({strict: false, allErrors: true, validateSchema: false});
addFormats(ajv);
ajv.addSchema(api as object, DOCUMENT_ID);

function validatorFor(fence: Fence): {validate: (value: unknown) => string[]; problem?: string} {
  const {schema, event} = fence.meta;
  if (!schema && !event) {
    return {
      validate: () => [],
      problem:
        'a ```json fence must say what it shows: add `schema=<SchemaName>` (a name under components.schemas ' +
        'in static/openapi.yaml, for example ```json schema=Payment) or `event=<event.type>` ' +
        '(for example ```json event=payment.paid) after ```json.',
    };
  }
  if (schema && !api.components.schemas[schema]) {
    return {
      validate: () => [],
      problem: `schema=${schema} names no schema: use one of ${Object.keys(api.components.schemas).join(', ')}.`,
    };
  }
  if (event && !api.webhooks?.[event]) {
    return {
      validate: () => [],
      problem: `event=${event} names no event type: use one of ${Object.keys(api.webhooks ?? {}).join(', ')}.`,
    };
  }
  const pointer = schema
    ? `#/components/schemas/${schema}`
    : `#/webhooks/${pointerKey(event ?? '')}/post/requestBody/content/application~1json/schema`;
  const check = ajv.getSchema(`${DOCUMENT_ID}${pointer}`);
  if (!check) {
    return {validate: () => [], problem: `the API description has no schema at ${pointer}.`};
  }
  return {
    validate: (value) => {
      const errors = check(value)
        ? []
        : (check.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message}`);
      const type = (value as {type?: unknown} | null)?.type;
      if (event && type !== event) {
        errors.push(`/type is ${JSON.stringify(type)}, not "${event}" as the fence's event=${event} says`);
      }
      return errors;
    },
  };
}

describe('json code fences validate against the API description', () => {
  const jsonFences = fences.filter((fence) => fence.language === 'json');

  it('explains a fence without a schema', () => {
    const fence: Fence = {file: 'x.mdx', line: 1, language: 'json', meta: {}, content: '{}'};
    expect(validatorFor(fence).problem).toMatch(/add `schema=<SchemaName>`.*or `event=<event.type>`/);
  });

  it.each(jsonFences.map((fence) => [where(fence), fence] as const))('%s', (place, fence) => {
    const {validate, problem} = validatorFor(fence);
    expect(problem, `${place}: ${problem}`).toBeUndefined();
    let value: unknown;
    expect(() => {
      value = JSON.parse(fence.content);
    }, `${place}: the fence is not valid JSON`).not.toThrow();
    expect(validate(value), `${place}: the JSON does not match ${fence.meta.schema ?? fence.meta.event}`).toEqual([]);
  });
});

describe('the callback example the docs fill in (src/features/api/samples/test-vectors.json)', () => {
  it('is an Event as the API description defines it', () => {
    const fence: Fence = {
      file: 'src/features/api/samples/test-vectors.json',
      line: 1,
      language: 'json',
      meta: {event: (JSON.parse(vectors.callback.example.rawBody) as {type: string}).type},
      content: vectors.callback.example.rawBody,
    };
    const {validate, problem} = validatorFor(fence);
    expect(problem).toBeUndefined();
    expect(validate(JSON.parse(fence.content))).toEqual([]);
  });
});
