import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import GithubSlugger from 'github-slugger';
import type {Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {beforeAll, describe, expect, it} from 'vitest';
import {urls} from '../../src/data/product';
import {markdownTwinPath} from '../../src/features/markdown-twins/twinPath';
import {docRoutes} from '../../src/data/routes';
import {buildDir, requireBuild} from '../support/docs';

/**
 * Links in what the site publishes as Markdown: every twin, llms.txt and llms-full.txt. A link
 * between twins must land: the file exists, and the anchor is one a Markdown reader finds in it,
 * a heading's slug (as GitHub and most readers make it) or an explicit `<a id="…">`. And every
 * anchor the HTML page has is in its twin under the same name, so that no link that works
 * between pages breaks between their twins (src/features/markdown-twins/steps.ts, `anchors`).
 */

type Link = {from: string; url: string};

const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const parse = (markdown: string) => unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
/** Each published Markdown file's tree, parsed once for both its anchors and its links. */
const trees = new Map<string, Root>();
function treeOf(file: string): Root {
  let tree = trees.get(file);
  if (!tree) {
    tree = parse(read(file));
    trees.set(file, tree);
  }
  return tree;
}

function visit(node: Root | Root['children'][number], each: (node: Root['children'][number]) => void): void {
  if (node.type !== 'root') each(node);
  if ('children' in node) for (const child of node.children) visit(child, each);
}

/** The anchors a Markdown reader finds in a file: heading slugs, counted in order, and `<a id>` / `<a name>`. */
function markdownAnchors(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  visit(treeOf(file), (node) => {
    if (node.type === 'heading') anchors.add(slugger.slug(toString(node)));
    if (node.type === 'html') {
      for (const match of node.value.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
    }
  });
  return anchors;
}

/** Every link target of a Markdown file: links, images and definitions, wherever they sit. */
function markdownLinks(from: string): Link[] {
  const links: Link[] = [];
  visit(treeOf(from), (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') links.push({from, url: node.url});
  });
  return links;
}

/**
 * The ids of a built page's article that its twin shows: the parts the twin leaves out (controls, a tab
 * list among them, drawings, what only works in a browser) take their ids with them.
 */
const LEFT_OUT =
  'form, button, input, select, textarea, svg, script, style, noscript, [data-browser-only], [role="tablist"]';
function articleIds(route: string): string[] {
  const $ = cheerio.load(read(path.join(route, 'index.html')));
  const body = $('main article .theme-doc-markdown');
  const root = body.length > 0 ? body : $('main .container');
  return root
    .find('[id]')
    .filter((_, element) => $(element).closest(LEFT_OUT).length === 0)
    .map((_, element) => $(element).attr('id'))
    .get();
}

const twinFiles = docRoutes.map(markdownTwinPath);
const anchorsByFile = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorsByFile.get(file);
  if (!anchors) {
    anchors = file.endsWith('.md')
      ? markdownAnchors(file)
      : new Set(cheerio.load(read(file))('[id]').map((_, element) => element.attribs.id).get());
    anchorsByFile.set(file, anchors);
  }
  return anchors;
}

beforeAll(requireBuild);

describe('anchors in the Markdown twins', () => {
  it('has in every twin each anchor its page has, under the same name', {timeout: 120_000}, () => {
    let ids = 0;
    for (const route of docRoutes) {
      const anchors = anchorsOf(markdownTwinPath(route));
      const pageIds = articleIds(route);
      const missing = pageIds.filter((id) => !anchors.has(id));
      ids += pageIds.length;
      expect(missing, markdownTwinPath(route)).toEqual([]);
    }
    expect(ids).toBeGreaterThan(1000);
  });

  it('keeps custom heading ids, the reference’s schema and error anchors, and the glossary’s entries', () => {
    const ethereum = '/for-developers/interaction-with-crypto-networks/working-with-the-ethereum-network.md';
    expect(anchorsOf(ethereum)).toContain('wrong-network');
    const reference = anchorsOf('/for-developers/specification.md');
    for (const id of ['schema-Problem', 'error-rate_limited', 'authentication']) expect(reference).toContain(id);
    expect(anchorsOf('/what-is-coinloom/general-concepts-about-coinloom.md')).toContain('sandbox');
  });
});

describe('every link in the twins, llms.txt and llms-full.txt', () => {
  let links: Link[];
  beforeAll(() => {
    links = [...twinFiles, '/llms.txt', '/llms-full.txt'].flatMap((file) => markdownLinks(file));
  }, 120_000);

  it('is absolute: an address on the site or elsewhere, never relative to where the text was pasted', () => {
    const relative = links.filter(({url}) => !/^(https?:|mailto:)/.test(url));
    expect(relative.map(({from, url}) => `${from} → ${url}`)).toEqual([]);
  });

  it('lands on the site: a twin, a file, or a page by its canonical address, with the slash', () => {
    const internal = links.filter(({url}) => url.startsWith(`${urls.docs}/`));
    expect(internal.length).toBeGreaterThan(5000);
    const broken = internal.filter(({url}) => {
      const {pathname} = new URL(url);
      const file = path.join(buildDir, pathname.endsWith('/') ? path.join(pathname, 'index.html') : pathname);
      return !fs.existsSync(file) || !fs.statSync(file).isFile();
    });
    expect(broken.map(({from, url}) => `${from} → ${url}`)).toEqual([]);
  });

  it('finds its anchor in the page it points at', {timeout: 120_000}, () => {
    const anchored = links.filter(({url}) => url.startsWith(`${urls.docs}/`) && url.includes('#'));
    expect(anchored.length).toBeGreaterThan(2000);
    const broken = anchored.filter(({url}) => {
      const {pathname, hash} = new URL(url);
      const file = pathname.endsWith('/') ? path.join(pathname, 'index.html') : pathname;
      return !anchorsOf(file).has(decodeURIComponent(hash.slice(1)));
    });
    expect(broken.map(({from, url}) => `${from} → ${url}`)).toEqual([]);
  });
});
