// @ts-check
/**
 * The site as the check sees it: every route a link may name, with the doc file that renders it, and the API
 * description that pages pick values from.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import createJiti from 'jiti';

const jiti = createJiti(import.meta.url);
const {readDocs} = /** @type {typeof import('../../../src/lib/docFiles')} */ (jiti('../../../src/lib/docFiles.ts'));
const {specRoutes, extraRoutes} = /** @type {typeof import('../../../src/data/routes')} */ (
  jiti('../../../src/data/routes.ts')
);

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

/** The routes that are not doc files: the blog's, the search page, the generated category indexes. */
const otherRoutes = [...specRoutes, ...extraRoutes.map((extra) => extra.route)];

/**
 * Every route a link may name: the docs (from their files) and the other routes the site has.
 *
 * @param {string} docsDir
 * @returns {Promise<Map<string, string | null>>}
 */
async function siteRoutes(docsDir) {
  /** @type {Map<string, string | null>} */
  const routes = new Map(otherRoutes.map((route) => [route, null]));
  for (const doc of await readDocs(docsDir)) routes.set(doc.route, doc.file);
  return routes;
}

/**
 * The site whose pages the check reads.
 *
 * @param {{projectRoot: string, docsDir: string, anchorsMaintainCase: boolean}} where
 * @returns {Promise<Site>}
 */
export async function loadSite({projectRoot, docsDir, anchorsMaintainCase}) {
  return {
    projectRoot,
    docsDir,
    routes: await siteRoutes(docsDir),
    apiDocument: yaml.load(fs.readFileSync(path.join(projectRoot, 'static/openapi.yaml'), 'utf8')),
    anchorsMaintainCase,
  };
}
