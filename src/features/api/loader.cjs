// The webpack loader for static/openapi.yaml. No page imports the whole
// description: an import names the part it needs in its query, and gets
// only that.
//
// - `?api=<kind>&…` (written by the remark step, remark.ts): a fragment, the
//   part rendered to HTML at build time (render/fragment.ts). The server
//   build gets the HTML, its ids and its links. The browser build gets a
//   function that loads the HTML as a chunk of its own, named after the page
//   (`api--<page>`): a page opened from the server's HTML never needs it,
//   a page reached by a move within the app loads it then.
// - `?pick=/json/pointer`: one value of the description (an example, a
//   default), for a page or component that shows it in text.
// - `?requestExamples=opA,opB`: those operations' method, path and first
//   request example (the network guides build their examples from them).
// - `?facts`: the description's title and versions, its id prefixes and its
//   status enums (`apiFacts` in openapi.ts).
// - `?tryit=<operationId>&example=…&page=…`: what the Try it panel needs of an
//   operation (tryIt/data.ts), and as `checks` its validators, which it
//   imports from `?tryitChecks=<operationId>&page=…`: Ajv's standalone code,
//   compiled here (tryIt/checks.ts), so the browser compiles no schema. The
//   browser build's operation fragments load both when the reader opens the
//   panel, as a chunk of the page (`api-try--<page>`).
//
// The loader's options say which build it serves: `{target: 'server' | 'client'}`.
const fs = require('node:fs');
const path = require('node:path');
const jiti = require('jiti')(__filename);

const featureDir = __dirname;

/** The files a fragment's HTML depends on besides the description, so caches know when to render again. */
function renderSources() {
  const inFeature = [
    'openapi.ts',
    'document.ts',
    'anchors.ts',
    'tryIt/data.ts',
    'tryIt/checks.ts',
    'tryIt/id.ts',
    'samples/test-vectors.json',
  ].map((file) => path.join(featureDir, file));
  const render = fs
    .readdirSync(path.join(featureDir, 'render'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(featureDir, 'render', file));
  const signing = fs
    .readdirSync(path.join(featureDir, 'samples/signing'))
    .map((file) => path.join(featureDir, 'samples/signing', file));
  const shared = ['../../config/codeThemes.ts', '../../data/product.ts'].map((file) => path.join(featureDir, file));
  return [...inFeature, ...render, ...signing, ...shared];
}

function pick(document, pointer) {
  if (!pointer.startsWith('/'))
    throw new Error(`?pick= takes a JSON pointer such as /components/schemas/Checkout/examples, not "${pointer}".`);
  const value = jiti('./pointer.ts').valueAt(document, pointer);
  if (value === undefined) throw new Error(`The API description has nothing at ${pointer}.`);
  return value;
}

function requestExamples(openapi, document, operationIds) {
  const found = {};
  for (const {method, path: route, operation} of openapi.allOperations()) {
    if (!operationIds.includes(operation.operationId)) continue;
    const first = openapi.mediaExamples(openapi.requestBodyOf(operation))[0];
    if (!first) throw new Error(`The API description has no request example for "${operation.operationId}".`);
    found[operation.operationId] = {method, path: route, example: first.value};
  }
  const missing = operationIds.filter((id) => !found[id]);
  if (missing.length) throw new Error(`The API description has no operation ${missing.join(', ')}.`);
  return found;
}

const asModule = (value) => `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;

/** A chunk name from a page's path: `for-developers/api/x` gives `api--for-developers-api-x` (or `api-try--…`). */
function chunkName(page, prefix = 'api') {
  return `${prefix}--${(page || 'page').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;
}

/** The operation fragments, which carry a Try it control. */
const WITH_TRY_IT = new Set(['operation', 'ref-operation']);

/** In the browser build, an operation fragment's loader of its Try it data, under the id its HTML names. */
function tryItLoader(resourcePath, query) {
  if (!WITH_TRY_IT.has(query.get('api'))) return '';
  const {tryItId} = jiti('./tryIt/id.ts');
  const op = query.get('op');
  const example = query.get('example') || undefined;
  const data = new URLSearchParams({tryit: op, ...(example ? {example} : {}), page: query.get('page') || ''});
  const request = JSON.stringify(`${resourcePath}?${data.toString()}`);
  const chunk = JSON.stringify(chunkName(query.get('page'), 'api-try'));
  return `, tryIt: {id: ${JSON.stringify(tryItId(op, example))}, load: () => import(/* webpackChunkName: ${chunk} */ ${request})}`;
}

function apiDescriptionLoader() {
  const {target} = this.getOptions();
  const query = new URLSearchParams(this.resourceQuery.slice(1));
  const {readApiDocument} = jiti('./document.ts');
  const document = readApiDocument(this.resourcePath);

  if (query.has('pick')) return asModule(pick(document, query.get('pick')));
  if (query.has('facts')) return asModule(jiti('./openapi.ts').apiFacts());
  if (query.has('tryit')) {
    for (const file of renderSources()) this.addDependency(file);
    const op = query.get('tryit');
    const checks = JSON.stringify(
      `${this.resourcePath}?${new URLSearchParams({tryitChecks: op, page: query.get('page') || ''}).toString()}`,
    );
    return `export * as checks from ${checks};\n${asModule(jiti('./tryIt/data.ts').tryItData(op, query.get('example') || undefined))}`;
  }
  if (query.has('tryitChecks')) {
    for (const file of renderSources()) this.addDependency(file);
    return jiti('./tryIt/checks.ts').checksSource(query.get('tryitChecks'));
  }
  if (query.has('requestExamples')) {
    return asModule(requestExamples(jiti('./openapi.ts'), document, query.get('requestExamples').split(',')));
  }
  if (!query.has('api')) {
    throw new Error(
      'A page imports the whole API description. Import the part it shows instead: ' +
        '`openapi.yaml?pick=/json/pointer`, or place an Api* element, which the remark step renders at build time.',
    );
  }

  for (const file of renderSources()) this.addDependency(file);
  const isChunk = query.has('chunk');
  query.delete('chunk');
  if (target === 'client' && !isChunk) {
    // Only a move within the app renders the fragment in the browser: it loads then, as a chunk of its page.
    const request = JSON.stringify(`${this.resourcePath}?${query.toString()}&chunk`);
    return `export default {load: () => import(/* webpackChunkName: ${JSON.stringify(chunkName(query.get('page')))} */ ${request})${tryItLoader(this.resourcePath, query)}};`;
  }
  const {renderFragment} = jiti('./render/fragment.ts');
  const fragment = renderFragment(query.toString());
  return isChunk ? `export default ${JSON.stringify(fragment.html)};` : `export default ${JSON.stringify(fragment)};`;
}

module.exports = apiDescriptionLoader;
// The check of a page (scripts/lib/page-check.mjs) follows a pick the same way.
module.exports.pick = pick;
