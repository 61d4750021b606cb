/**
 * The four parts of the site a reader can narrow search to, as the navbar
 * and the sidebars divide it: the guides (the `docs` sidebar), the developer
 * section (the `developers` sidebar), its API guides and reference (the
 * navbar's API item), and the blog.
 */
export const SECTIONS = ['Guides', 'Developers', 'API', 'Blog'] as const;

export type Section = (typeof SECTIONS)[number];

/** The name of the Pagefind filter that holds a page's section. */
export const SECTION_FILTER = 'section';

/** Routes in the developers sidebar that belong to the API, not to the rest of the developer section. */
const API_ROUTES = [/^\/for-developers\/api\//, /^\/for-developers\/specification\/$/, /^\/category\/api\/$/];

/** The section a route belongs to. */
export function sectionOf(route: string): Section {
  if (route.startsWith('/blog/')) return 'Blog';
  if (API_ROUTES.some((pattern) => pattern.test(route))) return 'API';
  if (route.startsWith('/for-developers/')) return 'Developers';
  return 'Guides';
}

export function isSection(value: string | null | undefined): value is Section {
  return SECTIONS.includes(value as Section);
}
