// @ts-check
/**
 * What `npm run check` asks of one page, short of running the content tests:
 * it compiles as the site compiles it, its links and anchors lead somewhere and
 * its imports exist. The API elements' names are checked by the site's own
 * remark step (src/features/api/remark.ts), which the compile runs; here it
 * also adds the headings and anchors those elements give a page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import yaml from 'js-yaml';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';
import createJiti from 'jiti';

const require = createRequire(import.meta.url);
const jiti = createJiti(import.meta.url);
/** The site's remark step for API elements, and the renderer that gives their parts' anchors. */
const {default: remarkApi} = /** @type {typeof import('../../src/features/api/remark')} */ (
  jiti('../../src/features/api/remark.ts')
);
const {renderFragment} = /** @type {typeof import('../../src/features/api/render/fragment')} */ (
  jiti('../../src/features/api/render/fragment.ts')
);
/** @type {{pick: (document: unknown, pointer: string) => unknown}} */
const apiLoader = require('../../src/features/api/loader.cjs');
/** @type {(options: {anchorsMaintainCase: boolean}) => (tree: import('mdast').Root) => void} */
const remarkHeadingIds = require('@docusaurus/mdx-loader/lib/remark/headings/index.js').default;

/**
 * @typedef {{
 *   projectRoot: string,
 *   docsDir: string,
 *   routes: Map<string, string | null>,
 *   apiDocument: unknown,
 *   anchorsMaintainCase: boolean,
 * }} Site
 * `routes`: every route a link may name, with the doc file that renders it (null for a route
 * that is not a doc: the blog, the search page, a generated category index).
 */

/** The front matter and the body of a Markdown file. */
export function splitFrontMatter(/** @type {string} */ source) {
  const found = /^---\n([\s\S]*?)\n---\n/.exec(source);
  return found
    ? {
        frontMatter: /** @type {Record<string, unknown>} */ (yaml.load(found[1]) ?? {}),
        body: source.slice(found[0].length),
      }
    : {frontMatter: {}, body: source};
}

/**
 * The tree of a page as Docusaurus reads it, with the headings its API elements add (when their names are
 * right: the compile step reports them when not) and the ids Docusaurus gives its headings.
 */
async function parse(/** @type {string} */ file, /** @type {Site} */ site) {
  const build = (/** @type {boolean} */ withApi) => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkFrontmatter)
      .use(remarkMdx)
      .use(remarkDirective)
      .use(remarkGfm);
    if (withApi) processor.use(remarkApi);
    return processor.use(remarkHeadingIds, {anchorsMaintainCase: site.anchorsMaintainCase});
  };
  const vfile = () => new VFile({path: file, value: fs.readFileSync(file, 'utf8')});
  try {
    const processor = build(true);
    return /** @type {import('mdast').Root} */ (await processor.run(processor.parse(vfile()), vfile()));
  } catch {
    const processor = build(false);
    return /** @type {import('mdast').Root} */ (await processor.run(processor.parse(vfile())));
  }
}

/**
 * The route of a doc file, as the docs plugin at `/` makes it: the path without its
 * extension, `index` (or a file named as its folder) standing for the folder, and a
 * `slug` in front matter replacing it (relative to the folder unless it starts with `/`).
 *
 * @param {string} relativeFile the file's path under docs/, with forward slashes
 * @param {Record<string, unknown>} frontMatter
 */
export function routeOf(relativeFile, frontMatter) {
  const dir = path.posix.dirname(relativeFile);
  const folder = dir === '.' ? '' : dir;
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
  let route;
  if (slug) {
    route = slug.startsWith('/') ? slug : `/${folder}/${slug}`;
  } else {
    const name = path.posix.basename(relativeFile).replace(/\.mdx?$/, '');
    const isIndex = /^(index|readme)$/i.test(name) || name === path.posix.basename(folder);
    route = isIndex ? `/${folder}` : `/${folder}/${name}`;
  }
  return `${route.replace(/\/+/g, '/').replace(/\/$/, '')}/`;
}

/**
 * Every route a link may name: the docs (from their files) and the other routes the site has.
 *
 * @param {string} docsDir
 * @param {readonly string[]} otherRoutes
 */
export function siteRoutes(docsDir, otherRoutes) {
  /** @type {Map<string, string | null>} */
  const routes = new Map(otherRoutes.map((route) => [route, null]));
  const files = fs.readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file));
  for (const file of files) {
    const relative = file.split(path.sep).join('/');
    const {frontMatter} = splitFrontMatter(fs.readFileSync(path.join(docsDir, file), 'utf8'));
    routes.set(routeOf(relative, frontMatter), path.join(docsDir, file));
  }
  return routes;
}

/** @type {Map<string, Set<string>>} */
const anchorCache = new Map();

/**
 * The anchors a page has: its headings' ids (Docusaurus's slugs, or an explicit `{#id}`, and the headings its API
 * elements add), any `id="…"` it writes, and the ids inside the parts of the API description it shows.
 */
async function anchorsOf(/** @type {string} */ file, /** @type {Site} */ site) {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const tree = await parse(file, site);
  /** @type {Set<string>} */
  const anchors = new Set();
  visit(tree, (node) => {
    const id = /** @type {{data?: {id?: string}}} */ (node).data?.id;
    if (node.type === 'heading' && id) anchors.add(id);
    if (node.type === 'mdxjsEsm') {
      const query = /from "@site\/static\/openapi\.yaml\?(api=[^"]+)"/.exec(node.value)?.[1];
      if (query) for (const inside of renderFragment(query).ids) anchors.add(inside);
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'id' && typeof attribute.value === 'string') {
          anchors.add(attribute.value);
        }
      }
    }
  });
  anchorCache.set(file, anchors);
  return anchors;
}

/** A JSX element's string attributes. */
function stringAttributes(
  /** @type {import('mdast-util-mdx-jsx').MdxJsxFlowElement | import('mdast-util-mdx-jsx').MdxJsxTextElement} */ node,
) {
  return Object.fromEntries(
    node.attributes.flatMap((attribute) =>
      attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string'
        ? [[attribute.name, attribute.value]]
        : [],
    ),
  );
}

/**
 * Where a link leads, or what is wrong with it.
 *
 * @param {string} href
 * @param {string} file the page the link is on
 * @param {Site} site
 * @returns {Promise<string | undefined>} the problem, if any
 */
async function checkLink(href, file, site) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined;
  const [target, anchor] = /** @type {[string, string | undefined]} */ (/** @type {unknown} */ (href.split('#')));
  /** @type {string | null | undefined} */
  let targetFile;
  if (target === '') {
    targetFile = file;
  } else if (/\.mdx?$/.test(target)) {
    const resolved = path.resolve(path.dirname(file), decodeURI(target));
    if (!fs.existsSync(resolved)) return `links to ${target}, which does not exist`;
    targetFile = resolved;
  } else if (target.startsWith('/')) {
    const pathname = target.split('?')[0];
    if (fs.existsSync(path.join(site.projectRoot, 'static', decodeURI(pathname))) && !pathname.endsWith('/'))
      return undefined;
    const route = pathname.endsWith('/') ? pathname : `${pathname}/`;
    if (!site.routes.has(route)) return `links to ${target}, which is no route of the site`;
    targetFile = site.routes.get(route);
  } else {
    // A relative link to something other than a page: the compile step checks files it names.
    return undefined;
  }
  const anchors = anchor && targetFile ? await anchorsOf(targetFile, site) : null;
  if (anchor && targetFile && anchors && !anchors.has(decodeURIComponent(anchor))) {
    return `links to ${href}, but ${path.relative(site.projectRoot, targetFile)} has no heading or id "${anchor}"`;
  }
  return undefined;
}

const MODULE_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.json', '/index.ts', '/index.tsx', '/index.js'];

/**
 * The file an import names, or undefined when there is none.
 *
 * @param {string} request
 * @param {string} file the importing page
 * @param {Site} site
 */
function resolveImport(request, file, site) {
  // `!!raw-loader!@site/x.py`: a webpack loader, then the file it reads.
  const loaders = request.split('!').filter(Boolean);
  const [specifier, query] = /** @type {string} */ (loaders.pop()).split('?');
  // A part of the API description (`openapi.yaml?pick=/json/pointer`): the value must be there.
  if (specifier === '@site/static/openapi.yaml') {
    const pointer = new URLSearchParams(query ?? '').get('pick');
    if (pointer === null) return query ? specifier : undefined;
    try {
      apiLoader.pick(site.apiDocument, pointer);
      return specifier;
    } catch {
      return undefined;
    }
  }
  const packages = createRequire(path.join(site.projectRoot, 'package.json'));
  for (const loader of loaders) {
    try {
      packages.resolve(loader);
    } catch {
      return undefined;
    }
  }
  const local = specifier.startsWith('@site/')
    ? path.join(site.projectRoot, specifier.slice('@site/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(file), specifier)
      : undefined;
  if (local) {
    return MODULE_EXTENSIONS.map((extension) => `${local}${extension}`).find((candidate) => {
      try {
        return fs.statSync(candidate).isFile();
      } catch {
        return false;
      }
    });
  }
  if (specifier.startsWith('@theme/') || specifier.startsWith('@docusaurus/')) {
    // Theme components and Docusaurus's client modules are aliases the bundler resolves; the compile step and the build check them.
    return specifier;
  }
  try {
    return packages.resolve(specifier);
  } catch {
    return undefined;
  }
}

/** The names a TypeScript or JavaScript module exports, or undefined when it re-exports a whole module. */
function exportsOf(/** @type {string} */ moduleFile) {
  if (!/\.(ts|tsx|js|jsx|mjs)$/.test(moduleFile)) return undefined;
  const source = fs.readFileSync(moduleFile, 'utf8');
  if (/^export \* from/m.test(source)) return undefined;
  const names = new Set(
    [
      ...source.matchAll(
        /^export (?:declare )?(?:async )?(?:const|let|var|function\*?|class|type|interface|enum) ([A-Za-z_$][\w$]*)/gm,
      ),
    ].map((match) => match[1]),
  );
  for (const [, list] of source.matchAll(/^export (?:type )?\{([^}]*)\}/gm)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name.replace(/^type\s+/, ''));
    }
  }
  if (/^export default /m.test(source)) names.add('default');
  return names;
}

/**
 * The problems of one page's links, anchors and imports.
 *
 * @param {string} file
 * @param {Site} site
 * @returns {Promise<string[]>}
 */
export async function checkPage(file, site) {
  const tree = await parse(file, site);
  /** @type {string[]} */
  const problems = [];
  const at = (/** @type {import('unist').Node} */ node) =>
    `${path.relative(site.projectRoot, file)}:${node.position?.start.line ?? 0}`;
  /** @type {Map<string, string>} */
  const definitions = new Map();
  /** @type {{href: string, node: import('unist').Node}[]} */
  const links = [];
  visit(tree, 'definition', (node) => {
    definitions.set(node.identifier, node.url);
  });
  visit(tree, (node) => {
    /** @type {string | undefined} */
    let href;
    if (node.type === 'link') href = node.url;
    if (node.type === 'linkReference') href = definitions.get(node.identifier);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const attributes = stringAttributes(node);
      if (node.name === 'a' || node.name === 'Link') href = attributes.href ?? attributes.to;
    }
    if (href !== undefined) links.push({href, node});
  });
  for (const {href, node} of links) {
    const problem = await checkLink(href, file, site);
    if (problem) problems.push(`${at(node)}: ${problem}`);
  }
  visit(tree, 'mdxjsEsm', (node) => {
    const program = /** @type {import('estree').Program | undefined} */ (node.data?.estree);
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const specifier = String(statement.source.value);
      const moduleFile = resolveImport(specifier, file, site);
      if (!moduleFile) {
        problems.push(`${at(node)}: imports ${specifier}, which does not exist`);
        continue;
      }
      const exported = moduleFile === specifier || specifier.includes('!') ? undefined : exportsOf(moduleFile);
      if (!exported) continue;
      for (const imported of statement.specifiers) {
        const name =
          imported.type === 'ImportDefaultSpecifier'
            ? 'default'
            : imported.type === 'ImportSpecifier' && imported.imported.type === 'Identifier'
              ? imported.imported.name
              : undefined;
        if (name && !exported.has(name)) {
          problems.push(
            `${at(node)}: imports ${name === 'default' ? 'a default export' : name} from ${specifier}, which has none of that name`,
          );
        }
      }
    }
  });
  return problems;
}
