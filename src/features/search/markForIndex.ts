import * as cheerio from 'cheerio';
import {identifiersIn} from './identifiers';
import {isSearchable, sectionOf, SECTION_FILTER} from './sections';

/**
 * Pagefind's weights (1 is body text; it gives h1 7, h2 6, h3 5 on its own).
 * A page's title counts most, so the page whose subject the query names
 * comes before pages that only mention it.
 */
export const WEIGHTS = {
  title: 10,
  /** Names gathered from the page's code blocks (and from a generated reference's tables). */
  codeNames: 1,
} as const;

/**
 * Meta tags Pagefind searches besides the title: the description every page
 * has, and the `keywords` a writer gives a page in its front matter for the
 * words readers use for its subject when the page itself uses others.
 */
export const META_FIELDS = ['description', 'keywords'] as const;

/** Code blocks: the theme's, and any bare `pre` a component renders outside one. */
const CODE_BLOCKS = '.theme-code-block, pre:not(.theme-code-block pre)';

/**
 * Pages generated from the API description in full: every operation's and
 * schema's fields in tables (half of the reference's 270,000 characters). Their
 * tables are indexed as the names in them, like code: the guides explain the
 * same fields in prose, and a result's page record stays small enough to show
 * quickly (Pagefind reads a result's whole record to cut its snippets).
 */
const GENERATED_REFERENCES = new Set(['/for-developers/specification/']);

/** The heading of the closing list of links to other pages, which every doc ends with. */
const NEXT_STEPS = /^next steps$/i;

type Root = ReturnType<cheerio.CheerioAPI>;

/** The content of a page: the doc's article text, or the blog post's title and text. */
function contentOf($: cheerio.CheerioAPI, route: string): Root {
  return route.startsWith('/blog/') ? $('main article').first() : $('main .theme-doc-markdown').first();
}

/** The closing "Next steps" section links to other pages by their titles: it names other subjects. */
function ignoreNextSteps($: cheerio.CheerioAPI, content: Root): void {
  content
    .find('h2')
    // The heading's own words, without the theme's "#" link (a zero-width space that trim() keeps).
    .filter((_, heading) => NEXT_STEPS.test($(heading).clone().children('.hash-link').remove().end().text().trim()))
    .each((_, heading) => {
      $(heading).attr('data-pagefind-ignore', '');
      $(heading).nextUntil('h2').attr('data-pagefind-ignore', '');
    });
}

/**
 * Code is left out, but the names in it are kept: after each code block (or
 * other block matched by `selector`), a paragraph of the names it introduces
 * to the page, so a search for a header or a function lands in the section
 * that shows it.
 */
function replaceWithNames($: cheerio.CheerioAPI, content: Root, selector: string): void {
  const seen = new Set<string>();
  content.find(selector).each((_, block) => {
    const names = identifiersIn($(block).text()).filter((name) => !seen.has(name));
    names.forEach((name) => seen.add(name));
    $(block).attr('data-pagefind-ignore', '');
    if (names.length === 0) return;
    $('<p>').attr('data-pagefind-weight', String(WEIGHTS.codeNames)).text(names.join(' ')).insertAfter(block);
  });
}

/**
 * Marks a built page for Pagefind: what to index (`data-pagefind-body` on
 * the page's content, leaving out the navbar, sidebars, table of contents,
 * breadcrumbs, pagination and footer), its section filter, the weight of
 * its title and description, and code replaced by the names in it. Returns
 * null for a page that is not a search result. The built file itself is not
 * changed: the marked copy goes to the indexer only.
 */
export function markForIndex(html: string, route: string): string | null {
  if (!isSearchable(route)) return null;
  const $ = cheerio.load(html);
  const content = contentOf($, route);
  const title = content.find('h1').first();
  if (content.length === 0 || title.length === 0) return null;

  content.attr('data-pagefind-body', '').attr('data-pagefind-filter', `${SECTION_FILTER}:${sectionOf(route)}`);
  title.attr('data-pagefind-weight', String(WEIGHTS.title)).attr('data-pagefind-meta', 'title');
  // A blog post's byline (date, reading time, authors) and its tags are not what the post says.
  content.find('header').children(':not(h1)').attr('data-pagefind-ignore', '');
  content.children('footer').attr('data-pagefind-ignore', '');

  // What the page is about, in the writer's words: searched as metadata (see RANKING.metaWeights).
  for (const name of META_FIELDS) $(`meta[name="${name}"]`).attr('data-pagefind-meta', `${name}[content]`);
  ignoreNextSteps($, content);
  replaceWithNames($, content, GENERATED_REFERENCES.has(route) ? `${CODE_BLOCKS}, table` : CODE_BLOCKS);
  return $.html();
}
