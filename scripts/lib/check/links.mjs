// @ts-check
/** The check of a page's links: each leads to a page or a file of the site, and to an anchor that page has. */
import fs from 'node:fs';
import path from 'node:path';
import {visit} from 'unist-util-visit';
import {anchorsOf} from './anchors.mjs';

/** @typedef {import('./page.mjs').Problem} Problem */

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
 * @param {import('./site.mjs').Site} site
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

/**
 * The problems of a page's links: Markdown links and references, and the `href` or `to` of `<a>` and `<Link>`.
 *
 * @param {import('mdast').Root} tree
 * @param {string} file
 * @param {import('./site.mjs').Site} site
 * @returns {Promise<Problem[]>}
 */
export async function linkProblems(tree, file, site) {
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
  /** @type {Problem[]} */
  const problems = [];
  for (const {href, node} of links) {
    const message = await checkLink(href, file, site);
    if (message) problems.push({node, message});
  }
  return problems;
}
