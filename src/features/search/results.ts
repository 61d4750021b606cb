import type {PagefindResultData, PagefindSubResult} from './pagefind';
import {isSection, SECTION_FILTER, type Section} from './sections';
import {headingText, withoutHeading} from './snippet';

/** One section of a page, as a result shows it: its heading, its address and a snippet with the words marked (without the heading). */
export type SectionHit = {title: string; url: string; excerpt: string};

/** One page in the results, with the section of it that matches best. */
export type PageHit = {
  url: string;
  title: string;
  section: Section | null;
  /** The page's own snippet, shown when no section under a heading matches better (without the title it opens with). */
  excerpt: string;
  bestSection: SectionHit | null;
  /** Words of the query the page lacks, when no page has them all (see search.ts). */
  missing: string[];
};

/** How strongly a section matches: the sum of its matched words' weighted scores (or their count). */
function strength(sub: PagefindSubResult): number {
  return sub.weighted_locations?.reduce((sum, location) => sum + location.balanced_score, 0) ?? sub.locations.length;
}

/**
 * The section under a heading that matches best; the page's opening (no heading) is the page itself, and a
 * section whose snippet is its heading alone (its text is code or a heading below) has nothing to show.
 */
export function bestSectionOf(subResults: readonly PagefindSubResult[]): SectionHit | null {
  const headed = subResults
    .filter((sub) => sub.anchor?.id && sub.url.includes('#'))
    .map((sub) => ({sub, excerpt: withoutHeading(sub.excerpt, sub.title)}))
    .filter(({excerpt}) => excerpt !== '');
  if (headed.length === 0) return null;
  const best = headed.reduce((top, entry) => (strength(entry.sub) > strength(top.sub) ? entry : top));
  return {title: headingText(best.sub.title), url: best.sub.url, excerpt: best.excerpt};
}

/** A page hit from what Pagefind returns for a result, and the words of the query the page lacks. */
export function toPageHit(data: PagefindResultData, missing: string[] = []): PageHit {
  const section = data.filters[SECTION_FILTER]?.[0];
  const title = data.meta.title ?? data.url;
  return {
    url: data.url,
    title,
    section: isSection(section) ? section : null,
    excerpt: withoutHeading(data.excerpt, title),
    bestSection: bestSectionOf(data.sub_results),
    missing,
  };
}
