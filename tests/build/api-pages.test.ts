/**
 * The API pages as the build writes them (issue 24): the description is page
 * content made at build time, so every word is in the HTML, and the browser's
 * scripts carry no part of the description a page does not show.
 *
 * The browser gets a part's HTML only after a move within the app, from a
 * chunk named after its page (`api--<page>`, src/features/api/loader.ts),
 * and an operation's Try it data only when the reader opens its panel, from
 * another chunk of the page (`api-try--<page>`). So a page's scripts hold an
 * operation only if: the operation is in a chunk, that chunk is one page's
 * `api--` (HTML) or `api-try--` (panel data) chunk, only that page's content
 * module loads it, and the page shows the operation.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {beforeAll, describe, expect, it} from 'vitest';
import type {OpenApiDocument} from '../../src/features/api/openapi';
import {readDocs} from '../../src/lib/docFiles';
import {docPathOf} from '../../src/lib/docRoute';
import {buildDir, builtScripts, docsDir, projectRoot, type BuiltScript} from '../support/docs';

const description = yaml.load(fs.readFileSync(path.join(projectRoot, 'static/openapi.yaml'), 'utf8')) as OpenApiDocument;
const operationIds = Object.values(description.paths).flatMap((item) =>
  (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => (item[method] ? [item[method].operationId] : [])),
);

/** Keys that only the description itself holds, as JSON writes them: a script with one carries its raw parts. */
const DESCRIPTION_MARKERS = ['"x-error-catalog":', '"x-transitions":', '"x-error-codes":', '"securitySchemes":', '"paths":{'];

/** The operations whose build-time HTML a text holds (`data-api-operation="…"`, escaped or not). */
function operationsIn(text: string): Set<string> {
  return new Set([...text.matchAll(/data-api-operation=(?:\\?")?([A-Za-z]+)/g)].map((match) => match[1]));
}

/** The operations whose Try it data a script holds (`"tryOperation":"…"`, escaped as a script writes it). */
function panelDataIn(text: string): Set<string> {
  return new Set([...text.matchAll(/\\?"tryOperation\\?":\\?"([A-Za-z]+)/g)].map((match) => match[1]));
}

let scripts: BuiltScript[] = [];

/** Every built page with its HTML. */
function pages(): {route: string; html: string}[] {
  return fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('index.html'))
    .map((file) => ({
      route: `/${path.dirname(file).split(path.sep).join('/')}/`.replace(/^\/\.\/$/, '/'),
      html: fs.readFileSync(path.join(buildDir, file), 'utf8'),
    }));
}

/** Each doc's route by its source path (`for-developers/api/using-api-for-wallet/index` → its route). */
const routeOfPage = new Map((await readDocs(docsDir)).map((doc) => [docPathOf(doc.relativeFile), doc.route]));

beforeAll(() => {
  scripts = builtScripts();
});

/**
 * Where scripts hold operations, by `held`: each must be a chunk named `<prefix>--<page>` after one page, loaded
 * by that page's content module alone, holding only operations that page shows. Gives the problems and the
 * number of such chunks.
 */
function pageChunkProblems(held: (text: string) => Set<string>, prefix: 'api' | 'api-try'): {problems: string[]; chunks: number} {
  const runtime = scripts.find(({file}) => file.startsWith('runtime~main.'));
  expect(runtime, 'the runtime chunk').toBeDefined();
  const problems: string[] = [];
  let chunks = 0;
  for (const {file, text} of scripts) {
    const operations = held(text);
    if (!operations.size) continue;
    const name = new RegExp(`^(${prefix}--[\\w-]+)\\.[0-9a-f]+\\.js$`).exec(file)?.[1];
    if (!name) {
      problems.push(`${file} holds operations (${[...operations].join(', ')}) but is not a page's ${prefix}-- chunk`);
      continue;
    }
    chunks += 1;
    // The runtime names the chunk's id; the page's content module loads it by that id.
    const id = new RegExp(`(\\d+):"${name}"`).exec(runtime?.text ?? '')?.[1];
    const loaders = scripts.filter(
      (script) => script.file !== file && !script.file.startsWith('runtime~') && new RegExp(`\\.e\\("?${id}"?\\)`).test(script.text),
    );
    const sources = loaders.map((loader) => /"source":"@site\/docs\/([^"]+)\.mdx?"/.exec(loader.text)?.[1]);
    if (!id || loaders.length !== 1 || !sources[0]) {
      problems.push(`${file}: loaded by ${loaders.map((loader) => loader.file).join(', ') || 'no page'}, not by one page`);
      continue;
    }
    const expected = `${prefix}--${sources[0].replace(/[^a-z0-9]+/gi, '-')}`;
    if (expected !== name) problems.push(`${file}: loaded by the page ${sources[0]}, whose chunk is ${expected}`);
    const route = routeOfPage.get(sources[0]);
    if (!route) {
      problems.push(`${file}: loaded by ${sources[0]}, which is no doc`);
      continue;
    }
    const html = fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
    const shown = operationsIn(html);
    const extra = [...operations].filter((operation) => !shown.has(operation));
    if (extra.length) problems.push(`${file} holds ${extra.join(', ')}, which ${route} does not show`);
  }
  return {problems, chunks};
}

describe('the API pages in the build', () => {
  it('put every part of the description in the HTML: no page has a <template>', () => {
    const withTemplates = pages()
      .filter(({html}) => /<template\b/i.test(html))
      .map(({route}) => route);
    expect(withTemplates).toEqual([]);
  });

  it('show every operation in the reference, and in a guide each operation its source places', () => {
    const reference = fs.readFileSync(path.join(buildDir, 'for-developers/specification/index.html'), 'utf8');
    expect([...operationsIn(reference)].sort()).toEqual([...operationIds].sort());
    const source = fs.readFileSync(path.join(docsDir, 'for-developers/api/using-api-for-checkout.mdx'), 'utf8');
    const placed = [...source.matchAll(/<ApiEndpoint\b[^>]*\bop="(\w+)"/g)].map((match) => match[1]);
    const guide = fs.readFileSync(path.join(buildDir, 'for-developers/api/using-api-for-checkout/index.html'), 'utf8');
    expect(placed.length).toBeGreaterThan(3);
    expect([...operationsIn(guide)].sort()).toEqual([...new Set(placed)].sort());
  });

  it('ship the raw description in no script', () => {
    const carrying = scripts
      .filter(({text}) => DESCRIPTION_MARKERS.some((marker) => text.includes(marker)))
      .map(({file}) => file);
    expect(carrying).toEqual([]);
  });

  it("keep every operation's HTML in chunks named after one page, which only that page loads, holding only what it shows", () => {
    const {problems, chunks} = pageChunkProblems(operationsIn, 'api');
    expect(problems).toEqual([]);
    expect(chunks).toBeGreaterThan(10);
  });

  it("keep every operation's Try it data in chunks named after one page, which only that page loads, holding only what it shows", () => {
    const {problems, chunks} = pageChunkProblems(panelDataIn, 'api-try');
    expect(problems).toEqual([]);
    expect(chunks).toBeGreaterThan(10);
    // The reference's data chunk holds every operation, each Try it control in its HTML has its data.
    const reference = fs.readFileSync(path.join(buildDir, 'for-developers/specification/index.html'), 'utf8');
    const controls = new Set([...reference.matchAll(/data-api-try="?([A-Za-z]+)/g)].map((match) => match[1]));
    expect([...controls].sort()).toEqual([...operationIds].sort());
    const data = scripts.find(({file}) => file.startsWith('api-try--for-developers-specification.'));
    expect([...panelDataIn(data?.text ?? '')].sort()).toEqual([...operationIds].sort());
  });

  it('keep the Try it panel’s code in a chunk of its own, with no operation in it', () => {
    const panel = scripts.filter(({file}) => file.startsWith('api-try-panel.'));
    expect(panel).toHaveLength(1);
    expect(operationsIn(panel[0].text).size + panelDataIn(panel[0].text).size).toBe(0);
  });
});
