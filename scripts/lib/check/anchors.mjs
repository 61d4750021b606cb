// @ts-check
/** The anchors a page has, for the links that name one. */
import {visit} from 'unist-util-visit';
import createJiti from 'jiti';
import {parse} from './parse.mjs';

const jiti = createJiti(import.meta.url);
/** The renderer that gives the anchors of the parts of the API description a page shows. */
const {renderFragment} = /** @type {typeof import('../../../src/features/api/render/fragment')} */ (
  jiti('../../../src/features/api/render/fragment.ts')
);

/** @type {Map<string, Set<string>>} */
const anchorCache = new Map();

/**
 * The anchors a page has: its headings' ids (Docusaurus's slugs, or an explicit `{#id}`, and the headings its API
 * elements add), any `id="…"` it writes, and the ids inside the parts of the API description it shows.
 *
 * @param {string} file
 * @param {import('./site.mjs').Site} site
 */
export async function anchorsOf(file, site) {
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
