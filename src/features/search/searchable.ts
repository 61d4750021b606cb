/**
 * Which built pages go in the search index. Build-side only (`markForIndex.ts`): the route lists it reads
 * stay out of the browser's bundle.
 */
import {generatedIndexRoutes} from '../../data/routes';

/**
 * List pages that only repeat the titles of the pages they list: the blog's
 * front page, archive, tag and author pages, and the category indexes
 * Docusaurus generates (`generatedIndexRoutes`; the developers' home at
 * `/category/api/` is a doc of its own, and a result). Search finds the pages
 * themselves instead.
 */
const LIST_ROUTES = [/^\/blog\/(page\/\d+\/)?$/, /^\/blog\/(archive|tags|authors)\//];

/** Routes that are never search results: the search page, the not-found page and the list pages. */
const UNSEARCHABLE_ROUTES = [/^\/search\//, /^\/404\.html$/, ...LIST_ROUTES];

/** Whether the page at this route belongs in the search index. */
export function isSearchable(route: string): boolean {
  return !generatedIndexRoutes.includes(route) && !UNSEARCHABLE_ROUTES.some((pattern) => pattern.test(route));
}
