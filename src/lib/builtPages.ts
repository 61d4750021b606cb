import fs from 'node:fs/promises';
import path from 'node:path';

/** A page of the build: the route it answers and its HTML. */
export type BuiltPage = {route: string; html: string};

/**
 * The file the build writes for a route, as Docusaurus names it with `trailingSlash: true` (core's
 * `ssg/ssgUtils.js`): `/a/b/` is `a/b/index.html`, and a route that ends in `.html` (`/404.html`) is that file.
 */
export function pageFileOf(route: string): string {
  const file = route.replace(/^\//, '');
  return /\.html?$/i.test(file) ? file : path.join(file, 'index.html');
}

/**
 * The pages of the routes `postBuild` receives (`routesPaths`), one at a time, in the order of their files.
 * Docusaurus renders each route to its file, so these are exactly the site's pages: not the redirect pages
 * another plugin writes, and not an HTML file copied from `static/`.
 */
export async function* builtPages(outDir: string, routesPaths: readonly string[]): AsyncGenerator<BuiltPage> {
  const pages = routesPaths.map((route) => ({route, file: pageFileOf(route)}));
  pages.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  for (const {route, file} of pages) yield {route, html: await fs.readFile(path.join(outDir, file), 'utf8')};
}
