// @ts-check
/**
 * What `npm run check` asks of one page, short of compiling it and running the content tests: its links and
 * anchors lead somewhere and its imports exist. The API elements' names are checked by the site's own remark step
 * (src/features/api/remark.ts), which the compile runs; the parse runs it too, for the headings and anchors those
 * elements give a page.
 */
import path from 'node:path';
import {importProblems} from './imports.mjs';
import {linkProblems} from './links.mjs';
import {parse} from './parse.mjs';

/** @typedef {{node: import('unist').Node, message: string}} Problem What is wrong, at a node of the page. */

/**
 * The problems of one page's links, anchors and imports, each at its file and line.
 *
 * @param {string} file
 * @param {import('./site.mjs').Site} site
 * @returns {Promise<string[]>}
 */
export async function checkPage(file, site) {
  const tree = await parse(file, site);
  const problems = [...(await linkProblems(tree, file, site)), ...importProblems(tree, file, site)];
  return problems.map(
    ({node, message}) => `${path.relative(site.projectRoot, file)}:${node.position?.start.line ?? 0}: ${message}`,
  );
}
