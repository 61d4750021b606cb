/**
 * The remark step that turns the API elements a page places into page content
 * at build time (`beforeDefaultRemarkPlugins` of the docs, so the theme's
 * heading and table-of-contents steps see what it adds):
 *
 * - `<ApiEndpoint op="createCheckout" />` becomes a real heading with the
 *   operation's summary (in the table of contents, with its anchor), unless
 *   the heading just before it already says that, and the operation's
 *   build-time HTML below it;
 * - `<ApiReference />` becomes the whole reference: its sections, tags,
 *   operations and events as headings, each with its HTML;
 * - `<ApiSamples>`, `<ApiExample>`, `<ApiEvents>`, `<ApiErrors>`,
 *   `<ApiSchema>`, `<ApiStatusMachine>` and `<ApiServers>` become their HTML;
 * - `<ApiSignature op="listCheckouts" />` becomes `GET /checkouts` as code.
 *
 * The HTML reaches the page through an import of the description with the
 * part's name in its query, which the webpack loader (loader.ts) renders:
 * the server build gets the HTML, the browser only a loader for it. An
 * unknown operation, schema, event or error code stops the build here, with
 * the page's line.
 */
import path from 'node:path';
import type {Program} from 'estree';
import type {Heading, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {toString} from 'mdast-util-to-string';
import type {VFile} from 'vfile';
import {docPathOf} from '../../lib/docRoute';
import {anchors, referenceSectionTitles, referenceSections} from './anchors';
import {ENDPOINT_PARTS, toQuery, type EndpointPart, type FragmentRequest} from './fragmentRequest';
import {allWebhooks, getError, getOperation, getSchema, getWebhook, operationsByTag, requestBodyOf} from './openapi';
import {overviewSectionTitles} from './render/reference';

const DESCRIPTION = '@site/static/openapi.yaml';
const COMPONENT = '@site/src/features/api/ApiHtml';
const COMPONENT_NAME = 'ApiHtml__';

/** Elements this step renders, and what each must name. */
const ELEMENTS = [
  'ApiEndpoint',
  'ApiSamples',
  'ApiExample',
  'ApiEvents',
  'ApiErrors',
  'ApiSchema',
  'ApiStatusMachine',
  'ApiServers',
  'ApiReference',
  'ApiSignature',
] as const;

type ElementName = (typeof ELEMENTS)[number];
type Attributes = Record<string, string | boolean | string[] | undefined>;
type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const docsDir = path.resolve(__dirname, '../../../docs');

function isApiElement(node: RootContent): node is JsxElement & {name: ElementName} {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    (ELEMENTS as readonly string[]).includes(node.name ?? '')
  );
}

function fail(file: VFile, node: {position?: RootContent['position']}, message: string): never {
  const where = node.position ? `:${node.position.start.line}` : '';
  throw new Error(`${path.relative(process.cwd(), file.path)}${where}: ${message}`);
}

/** An attribute's value: a string, `true` for a bare attribute, or a literal array of strings. */
function attributes(file: VFile, node: JsxElement): Attributes {
  const result: Attributes = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') fail(file, node, `<${node.name}> takes plain attributes only.`);
    const {name, value} = attribute;
    if (value === null || value === undefined) result[name] = true;
    else if (typeof value === 'string') result[name] = value;
    else {
      const statement = value.data?.estree?.body[0];
      const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
      const items = expression?.type === 'ArrayExpression' ? expression.elements : undefined;
      if (!items || !items.every((item) => item?.type === 'Literal' && typeof item.value === 'string')) {
        fail(file, node, `<${node.name} ${name}={…}> must be a list of strings, such as ${name}={['a', 'b']}.`);
      }
      result[name] = items.map((item) => String((item as {value: string}).value));
    }
  }
  return result;
}

function text(attrs: Attributes, name: string): string | undefined {
  const value = attrs[name];
  return typeof value === 'string' ? value : undefined;
}

function strings(attrs: Attributes, name: string): string[] | undefined {
  const value = attrs[name];
  return Array.isArray(value) ? value : undefined;
}

function program(body: Program['body']): Program {
  return {type: 'Program', sourceType: 'module', body};
}

function importNode(local: string, source: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${local} from ${JSON.stringify(source)};`,
    data: {
      estree: program([
        {
          type: 'ImportDeclaration',
          specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: local}}],
          source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          attributes: [],
        },
      ]),
    },
  };
}

function heading(depth: 2 | 3, value: string, id?: string): Heading {
  return {
    type: 'heading',
    depth,
    children: [{type: 'text', value}],
    ...(id ? {data: {hProperties: {id}}} : {}),
  };
}

/** What one page's pass collects: the imports it adds and a counter for unique names. */
class Page {
  readonly imports: MdxjsEsm[] = [];
  private count = 0;

  constructor(readonly slug: string) {}

  /** `<ApiHtml__ fragment={__api3} />` for the fragment a request names, and its import. */
  fragment(request: FragmentRequest, {level = 0, lazy = false} = {}): MdxJsxFlowElement {
    const key = this.count;
    this.count += 1;
    const query = toQuery(request, {page: this.slug, key, level});
    this.imports.push(importNode(`__api${key}`, `${DESCRIPTION}?${query}`));
    const local = `__api${key}`;
    const attrs: MdxJsxAttribute[] = [
      {
        type: 'mdxJsxAttribute',
        name: 'fragment',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: local,
          data: {estree: program([{type: 'ExpressionStatement', expression: {type: 'Identifier', name: local}}])},
        },
      },
    ];
    if (lazy) attrs.push({type: 'mdxJsxAttribute', name: 'lazy', value: null});
    return {type: 'mdxJsxFlowElement', name: COMPONENT_NAME, attributes: attrs, children: []};
  }
}

/**
 * The reference's parts the browser lays out only near the viewport (styles/part.css): each operation and event, and
 * the lists at the end of the page, which were laid out with its first screen (the README says what that cost). The
 * parts near the top (the overview, servers, tags) stay as they are: they are in view soon after the page opens, and
 * most are far shorter than a placeholder's 40rem. The schemas' part is not one of them (render/reference.ts makes
 * its index lazy inside it): its headings would be laid out from its placeholder's top, over the parts after it,
 * while it is skipped.
 */
const LAZY_REFERENCE_PARTS: ReadonlySet<FragmentRequest['api']> = new Set([
  'ref-operation',
  'ref-event',
  'ref-common-parameters',
  'ref-common-responses',
  'ref-common-errors',
  'ref-other-errors',
]);

/** The whole reference: every part of the description under a heading of its own. */
function reference(page: Page): RootContent[] {
  const part = (request: FragmentRequest, level = 3) =>
    page.fragment(request, {level, lazy: LAZY_REFERENCE_PARTS.has(request.api)});
  const nodes: RootContent[] = [
    heading(2, 'Overview', referenceSections.overview),
    part({api: 'ref-overview'}),
    heading(3, 'Servers', referenceSections.servers),
    part({api: 'servers'}),
    ...overviewSectionTitles().flatMap((title) => [heading(3, title), part({api: 'ref-section', title})]),
    heading(3, 'Authentication headers', referenceSections.authentication),
    part({api: 'ref-authentication'}, 4),
  ];
  for (const {tag, operations} of operationsByTag()) {
    nodes.push(heading(2, tag.name, anchors.tag(tag.name)), part({api: 'ref-tag', tag: tag.name}));
    for (const {operation} of operations) {
      nodes.push(
        heading(3, operation.summary, anchors.operation(operation.operationId)),
        part({api: 'ref-operation', op: operation.operationId}, 4),
      );
    }
  }
  if (allWebhooks().length) {
    nodes.push(heading(2, referenceSectionTitles.webhooks, referenceSections.webhooks), part({api: 'ref-webhooks'}));
    for (const {type} of allWebhooks()) {
      nodes.push(heading(3, type, anchors.webhook(type)), part({api: 'ref-event', type}, 4));
    }
  }
  nodes.push(
    heading(2, referenceSectionTitles.schemas, referenceSections.schemas),
    part({api: 'ref-schemas'}),
    heading(2, 'Common parameters', referenceSections.commonParameters),
    part({api: 'ref-common-parameters'}),
    heading(2, 'Common responses', referenceSections.commonResponses),
    part({api: 'ref-common-responses'}),
    heading(2, referenceSectionTitles.errors, referenceSections.errors),
    heading(3, 'Errors every operation can return', referenceSections.commonErrors),
    part({api: 'ref-common-errors'}),
    heading(3, 'Errors of particular operations'),
    part({api: 'ref-other-errors'}),
  );
  return nodes;
}

/** Checks the names an element gives against the description, so a typo stops the build at its line. */
function check(file: VFile, node: JsxElement, lookup: () => unknown): void {
  try {
    lookup();
  } catch (error) {
    fail(file, node, error instanceof Error ? error.message : String(error));
  }
}

/** The content an element becomes. `previous` is the node before it, `depth` the level of the section it is in. */
function expand(
  file: VFile,
  page: Page,
  node: JsxElement & {name: ElementName},
  previous: RootContent | undefined,
  depth: number,
): RootContent[] {
  const attrs = attributes(file, node);
  const op = text(attrs, 'op');
  switch (node.name) {
    case 'ApiEndpoint': {
      if (!op) fail(file, node, '<ApiEndpoint> needs op="…", an operationId.');
      let summary = '';
      check(file, node, () => (summary = getOperation(op).operation.summary));
      const adopted = previous?.type === 'heading' && toString(previous).trim().toLowerCase() === summary.toLowerCase();
      const level = adopted ? (previous as Heading).depth : depth >= 2 ? 3 : 2;
      const hide = strings(attrs, 'hide');
      const unknown = hide?.find((part) => !(ENDPOINT_PARTS as readonly string[]).includes(part));
      if (unknown) fail(file, node, `<ApiEndpoint hide> takes ${ENDPOINT_PARTS.join(', ')}, not "${unknown}".`);
      const fragment = page.fragment(
        {api: 'operation', op, example: text(attrs, 'example'), hide: hide as EndpointPart[] | undefined},
        {level: level + 1, lazy: true},
      );
      return adopted ? [fragment] : [heading(level as 2 | 3, summary), fragment];
    }
    case 'ApiSamples':
      if (!op) fail(file, node, '<ApiSamples> needs op="…", an operationId.');
      check(file, node, () => getOperation(op));
      return [page.fragment({api: 'samples', op, example: text(attrs, 'example')})];
    case 'ApiExample': {
      const schema = text(attrs, 'schema');
      if (schema) check(file, node, () => getSchema(schema));
      const part = text(attrs, 'part');
      if (schema) return [page.fragment({api: 'example', schema})];
      if (!op || (part !== 'request' && part !== 'response')) {
        fail(file, node, '<ApiExample> needs schema="…" or op="…" with part="request" or part="response".');
      }
      check(file, node, () => requestBodyOf(getOperation(op).operation));
      return [page.fragment({api: 'example', op, part, status: text(attrs, 'status')})];
    }
    case 'ApiEvents': {
      const types = strings(attrs, 'types');
      types?.forEach((type) => check(file, node, () => getWebhook(type)));
      const example = attrs.example === true ? 'true' : text(attrs, 'example');
      if (example !== undefined && example !== 'true' && example !== 'only') {
        fail(file, node, '<ApiEvents example> is bare (every event with its example) or example="only".');
      }
      return [page.fragment({api: 'events', types, example})];
    }
    case 'ApiErrors': {
      const codes = strings(attrs, 'codes');
      codes?.forEach((code) => check(file, node, () => getError(code)));
      return [page.fragment({api: 'errors', codes})];
    }
    case 'ApiSchema':
    case 'ApiStatusMachine': {
      const name = text(attrs, node.name === 'ApiSchema' ? 'name' : 'schema');
      if (!name) fail(file, node, `<${node.name}> needs the schema's name.`);
      check(file, node, () => getSchema(name));
      return [
        page.fragment({api: node.name === 'ApiSchema' ? 'schema' : 'status', name}, {level: Math.min(depth + 1, 6)}),
      ];
    }
    case 'ApiServers':
      return [page.fragment({api: 'servers'})];
    case 'ApiReference':
      return reference(page);
    case 'ApiSignature': {
      if (!op) fail(file, node, '<ApiSignature> needs op="…", an operationId.');
      let value = '';
      check(file, node, () => {
        const {method, path: route} = getOperation(op);
        value = `${method.toUpperCase()} ${route}`;
      });
      return [{type: 'inlineCode', value}];
    }
  }
}

type Parent = {children: RootContent[]};

function transform(file: VFile, page: Page, parent: Parent, topLevel: boolean, state: {depth: number}): void {
  const next: RootContent[] = [];
  parent.children.forEach((child, index) => {
    if (child.type === 'heading' && topLevel) state.depth = child.depth;
    if (isApiElement(child)) {
      if (child.name === 'ApiEndpoint' && !topLevel) {
        fail(file, child, '<ApiEndpoint> places an operation with its heading: put it at the top level of the page.');
      }
      next.push(...expand(file, page, child, parent.children[index - 1], state.depth));
      return;
    }
    if ('children' in child && Array.isArray(child.children)) transform(file, page, child as Parent, false, state);
    next.push(child);
  });
  parent.children = next;
}

/** The import lines of the elements above: they are rendered here, so a page must not import them. */
const FORMER_MODULES = /^@site\/src\/features\/api\/(Api\w+)$/;

export default function remarkApi() {
  return (tree: Root, file: VFile): void => {
    for (const node of tree.children) {
      const source = node.type === 'mdxjsEsm' ? /from\s+['"]([^'"]+)['"]/.exec(node.value)?.[1] : undefined;
      const former = source && FORMER_MODULES.exec(source);
      if (former && (ELEMENTS as readonly string[]).includes(former[1])) {
        fail(file, node, `<${former[1]}> is rendered at build time: remove the import of ${source}.`);
      }
    }
    const page = new Page(docPathOf(path.relative(docsDir, file.path)));
    transform(file, page, tree, true, {depth: 1});
    if (page.imports.length) {
      tree.children.unshift(importNode(COMPONENT_NAME, COMPONENT), ...page.imports);
    }
  };
}
