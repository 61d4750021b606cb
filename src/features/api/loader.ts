/**
 * The webpack loader of static/openapi.yaml. No page imports the whole description: an import names the part
 * it needs in its query, and gets only that. Three kinds of import, each a thing only a loader can do (a
 * module made per import, from the query):
 *
 * - A fragment (`?api=<kind>&…`, a fragment request written by the remark step, see fragmentRequest.ts): the
 *   part rendered to HTML at build time (render/fragment.ts). The server build gets the HTML, its ids and its
 *   links. The browser build gets a function that loads the HTML as a chunk of its own, named after the page
 *   (`api--<page>`): a page opened from the server's HTML never needs it, a page reached by a move within the
 *   app loads it then. An operation's fragment also gets the loader of its Try it data.
 * - Try it (`?tryit=<operationId>&example=…&page=…`): what the panel needs of an operation (tryIt/data.ts),
 *   and as `checks` its validators, imported from `?tryitChecks=<operationId>&page=…`: Ajv's standalone
 *   code, compiled here (tryIt/checks.ts), so the browser compiles no schema. Both load when the reader opens
 *   the panel, as a chunk of the page (`api-try--<page>`).
 * - A pick (`?pick=/json/pointer`): one value of the description (an example, a default), for a page that
 *   shows it in text.
 *
 * Facts about the description as a whole are not the loader's: the plugin writes them once as data
 * (plugin.ts, `contentLoaded`). The loader's options say which build it serves: `{target: 'server' | 'client'}`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readApiDocument} from './document';
import {fromQuery, type Placement} from './fragmentRequest';
import {valueAt} from './pointer';
import {renderRequest} from './render/fragment';
import {checksSource} from './tryIt/checks';
import {tryItData} from './tryIt/data';
import {tryItId} from './tryIt/id';

export type LoaderOptions = {target: 'server' | 'client'};

/** What the loader uses of webpack's loader context. */
export type LoaderThis = {
  resourcePath: string;
  resourceQuery: string;
  getOptions(): LoaderOptions;
  addDependency(file: string): void;
};

const featureDir = __dirname;

/** The files a fragment's HTML depends on besides the description, so caches know when to render again. */
function renderSources(): string[] {
  const inFeature = [
    'openapi.ts',
    'document.ts',
    'anchors.ts',
    'fragmentRequest.ts',
    'deferredPanels.ts',
    'tryIt/data.ts',
    'tryIt/checks.ts',
    'tryIt/id.ts',
    'samples/test-vectors.json',
  ].map((file) => path.join(featureDir, file));
  const filesOf = (dir: string, keep: (file: string) => boolean) =>
    fs
      .readdirSync(path.join(featureDir, dir))
      .filter(keep)
      .map((file) => path.join(featureDir, dir, file));
  const render = filesOf('render', (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const signing = filesOf('samples/signing', () => true);
  const shared = ['../../config/codeThemes.ts', '../../data/product.ts'].map((file) => path.join(featureDir, file));
  return [...inFeature, ...render, ...signing, ...shared];
}

/** One value of the description at a JSON pointer. Nothing there stops the build. */
export function pick(document: unknown, pointer: string): unknown {
  if (!pointer.startsWith('/')) {
    throw new Error(`?pick= takes a JSON pointer such as /components/schemas/Checkout/examples, not "${pointer}".`);
  }
  const value = valueAt(document, pointer);
  if (value === undefined) throw new Error(`The API description has nothing at ${pointer}.`);
  return value;
}

const asModule = (value: unknown) => `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;

/** A chunk name from a page's path: `for-developers/api/x` gives `api--for-developers-api-x` (or `api-try--…`). */
function chunkName(page: string, prefix = 'api'): string {
  return `${prefix}--${(page || 'page').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;
}

/** A dynamic import of the description with another query, in a chunk of that name. */
function lazyImport(resourcePath: string, query: string, chunk: string): string {
  return `() => import(/* webpackChunkName: ${JSON.stringify(chunk)} */ ${JSON.stringify(`${resourcePath}?${query}`)})`;
}

/** In the browser build, an operation fragment's loader of its Try it data, under the id its HTML names. */
function tryItLoader(resourcePath: string, op: string, example: string | undefined, {page}: Placement): string {
  const query = new URLSearchParams({tryit: op, ...(example ? {example} : {}), page}).toString();
  const load = lazyImport(resourcePath, query, chunkName(page, 'api-try'));
  return `, tryIt: {id: ${JSON.stringify(tryItId(op, example))}, load: ${load}}`;
}

/** The module of a fragment: its HTML (server, or the browser's chunk), or the browser's loader of it. */
function fragmentModule(resourcePath: string, query: URLSearchParams, target: LoaderOptions['target']): string {
  const isChunk = query.has('chunk');
  query.delete('chunk');
  const {request, placement} = fromQuery(query.toString());
  if (target === 'client' && !isChunk) {
    // Only a move within the app renders the fragment in the browser: it loads then, as a chunk of its page.
    const load = lazyImport(resourcePath, `${query.toString()}&chunk`, chunkName(placement.page));
    const withTryIt =
      request.api === 'operation' || request.api === 'ref-operation'
        ? tryItLoader(resourcePath, request.op, request.api === 'operation' ? request.example : undefined, placement)
        : '';
    return `export default {load: ${load}${withTryIt}};`;
  }
  const fragment = renderRequest(request, placement);
  return `export default ${JSON.stringify(isChunk ? fragment.html : fragment)};`;
}

export default function apiDescriptionLoader(this: LoaderThis): string {
  const {target} = this.getOptions();
  const query = new URLSearchParams(this.resourceQuery.slice(1));
  const pointer = query.get('pick');
  if (pointer !== null) return asModule(pick(readApiDocument(this.resourcePath), pointer));

  const tryIt = query.get('tryit');
  const checks = query.get('tryitChecks');
  if (tryIt === null && checks === null && !query.has('api')) {
    throw new Error(
      'A page imports the whole API description. Import the part it shows instead: ' +
        '`openapi.yaml?pick=/json/pointer`, or place an Api* element, which the remark step renders at build time.',
    );
  }
  for (const file of renderSources()) this.addDependency(file);
  if (tryIt !== null) {
    const page = query.get('page') ?? '';
    const checksQuery = new URLSearchParams({tryitChecks: tryIt, page}).toString();
    const data = tryItData(tryIt, query.get('example') || undefined);
    return `export * as checks from ${JSON.stringify(`${this.resourcePath}?${checksQuery}`)};\n${asModule(data)}`;
  }
  if (checks !== null) return checksSource(checks);
  return fragmentModule(this.resourcePath, query, target);
}
