/**
 * Where a doc file goes, as the docs plugin places it: its id and its route. This is the one place the rule is
 * written; the site's remark step, `npm run check` and the tests read it here. The site serves the docs at the root
 * (`routeBasePath: '/'`) with a trailing slash on every route (`trailingSlash: true`); tests/unit/config.test.ts
 * holds both. Like the docs plugin (its `lib/docs.js` and `lib/slug.js`, which are not public), a file:
 *
 * - takes its id from its folder and its name, or from an `id` in its front matter;
 * - stands for its folder when it is named `index`, `readme` or as its folder (in any case), unless it has a `slug`;
 * - goes where its `slug` says: from the root when the slug starts with `/`, else from its folder;
 * - else goes at its folder, then its id's last part.
 *
 * The plugin also drops number prefixes (`01-setup.mdx`); no doc is named so, and a route that came from one would
 * fail the route tests (tests/unit/routes.test.ts).
 */
import path from 'node:path';
import {normalizeUrl, posixPath, resolvePathname} from '@docusaurus/utils';
import type {FrontMatter} from './frontMatter';

/** Where the docs plugin serves the docs (its `routeBasePath`). */
const DOCS_ROUTE = '/';

const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A doc file's path under docs/, given with either separator: its folder (`''` at the root) and its name. */
function partsOf(relativeFile: string): {folder: string; name: string} {
  const {dir, name} = path.posix.parse(posixPath(relativeFile));
  return {folder: dir, name};
}

/**
 * A doc file's path under docs/ without its extension, with forward slashes (`api/index.mdx` → `api/index`):
 * what names a page when its front matter is not read, as the remark step names the page's chunks.
 */
export function docPathOf(relativeFile: string): string {
  const {folder, name} = partsOf(relativeFile);
  return folder ? `${folder}/${name}` : name;
}

/** The id Docusaurus gives a doc file (what the sidebars name): its folder, then its front matter `id` or its name. */
export function docIdOf(relativeFile: string, frontMatter: FrontMatter): string {
  const {folder, name} = partsOf(relativeFile);
  const baseId = stringOf(frontMatter.id) ?? name;
  return folder ? `${folder}/${baseId}` : baseId;
}

/** The route of a doc file, with its trailing slash (`swap.mdx` → `/swap/`). */
export function docRouteOf(relativeFile: string, frontMatter: FrontMatter): string {
  const {folder, name} = partsOf(relativeFile);
  const slug = stringOf(frontMatter.slug);
  const folderRoute = folder ? `/${folder}/` : '/';
  const indexNames = ['index', 'readme', path.posix.basename(folder).toLowerCase()];
  const docSlug = slug?.startsWith('/')
    ? slug
    : !slug && indexNames.includes(name.toLowerCase())
      ? folderRoute
      : resolvePathname(slug ?? stringOf(frontMatter.id) ?? name, folderRoute);
  return `${normalizeUrl([DOCS_ROUTE, docSlug]).replace(/\/$/, '')}/`;
}
