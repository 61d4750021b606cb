import * as cheerio from 'cheerio';
import {DEFERRED_ATTRIBUTE} from '../api/deferredPanels';
import {identifiersIn} from './identifiers';
import {META} from './metadata';
import {isSearchable} from './searchable';
import {sectionOf, SECTION_FILTER} from './sections';
import {wordPairs} from './phrases';
import {inReaderWords, readerWordsFor} from './synonyms';

/**
 * Pagefind's weights (1 is body text; it gives h1 7, h2 6, h3 5 on its own).
 * A page's title counts most, so the page whose subject the query names
 * comes before pages that only mention it.
 */
export const WEIGHTS = {title: 10} as const;

/** Meta tags of the built page that Pagefind searches: the front matter's description and keywords. */
const PAGE_META = [META.description, META.keywords] as const;

/**
 * Code blocks: the theme's, any bare `pre` a component renders outside one,
 * and an API operation's samples (a tab per language, each with its code and
 * a line on the helper it imports).
 */
const CODE_BLOCKS = '.api-samples, .theme-code-block, pre:not(.theme-code-block pre)';

/**
 * Pages generated from the API description in full: every operation's and
 * schema's fields in lists (most of the reference's text). Their field lists
 * (and any table) are indexed as the names in them, like code: the guides
 * explain the same fields, and a result's page record stays small enough to
 * fetch and show quickly (Pagefind reads a result's whole record to cut its
 * snippets).
 */
const GENERATED_REFERENCES = new Set(['/for-developers/specification/']);

/** The heading of the closing list of links to other pages, which every doc ends with. */
const NEXT_STEPS = /^next steps$/i;

type Root = ReturnType<cheerio.CheerioAPI>;

/** The content of a page: the doc's article text, or the blog post's title and text. */
function contentOf($: cheerio.CheerioAPI, route: string): Root {
  return route.startsWith('/blog/') ? $('main article').first() : $('main .theme-doc-markdown').first();
}

/** Controls in the text, whose words are the page's interface, not its subject: an operation's Try it. */
const CONTROLS = '.api-try';

/** Cards (`<DocCardList>`: headings and descriptions) that link to other pages. */
const CARDS = '.theme-doc-card-container';

/**
 * The closing "Next steps" section and any cards link to other pages by their
 * titles and descriptions: they name other subjects.
 */
function ignoreLinksToOtherPages($: cheerio.CheerioAPI, content: Root): void {
  content.find(CARDS).attr('data-pagefind-ignore', '');
  content
    .find('h2')
    .filter((_, heading) => NEXT_STEPS.test(ownText($(heading))))
    .each((_, heading) => {
      $(heading).attr('data-pagefind-ignore', '');
      $(heading).nextUntil('h2').attr('data-pagefind-ignore', '');
    });
}

/**
 * Code is left out, but the names in it are kept, as the page's `code`
 * metadata: a search for a header or a function finds the page that shows
 * it, and no snippet runs a list of names into the text around it. The names
 * come from the code itself, not from a block's title bar or copy button.
 */
function codeNames($: cheerio.CheerioAPI, content: Root, selector: string): string[] {
  const names = new Set<string>();
  content.find(selector).each((_, block) => {
    $(block).attr('data-pagefind-ignore', '');
    const code = $(block).is('table') ? $(block) : $(block).find('pre').addBack('pre');
    for (const name of identifiersIn(code.text())) names.add(name);
  });
  return [...names];
}

/** A heading's own words, without the theme's "#" link (a zero-width space that trim() keeps). */
function ownText(element: Root): string {
  return element.clone().children('.hash-link').remove().end().text().trim();
}

/**
 * Makes the page's text read as sentences in a snippet. Pagefind ends a
 * paragraph, list item or table cell with a full stop when it has none, but
 * runs header cells, a details block's summary and inline elements together:
 * - header cells become cells and summaries paragraphs, so "Setting", "What
 *   it does" and "Default" are three sentences, not "SettingWhat it doesDefault";
 * - tab labels ("cURL", "Node.js", "Python", "PHP") are controls, not text;
 * - an API field's head (`kind`, `string`, `Required`, the first children of
 *   its row) reads as "kind (string, required):", before what the field is.
 */
function readAsSentences($: cheerio.CheerioAPI, content: Root): void {
  content.find('th').each((_, cell) => {
    cell.tagName = 'td';
  });
  content.find('summary').each((_, summary) => {
    summary.tagName = 'p';
  });
  content.find('[role="tablist"]').attr('data-pagefind-ignore', '');
  content.find('.api-field').each((_, row) => {
    const head = $(row).children(':first-child, .api-field-type, .api-badge');
    const name = head.first().text().trim();
    const badges = head
      .filter('.api-badge')
      .map((_, badge) => $(badge).text().trim().toLowerCase())
      .get();
    const facts = [head.filter('.api-field-type').text().trim(), ...badges].filter(Boolean);
    head.remove();
    $(row)
      .contents()
      .filter((_, node) => node.type === 'text' && !node.data.trim())
      .remove();
    $(row).prepend($('<div>').text(facts.length ? `${name} (${facts.join(', ')}):` : `${name}:`));
  });
}

/**
 * A generated reference says what holds for every operation or event under
 * each one ("Authentication: signed, with …", how to verify an event): each
 * such paragraph is indexed where the page first says it. Thirteen copies
 * would make the reference outrank the guide on those words, and would fill
 * its page record, which a result fetches whole.
 */
function indexRepeatsOnce($: cheerio.CheerioAPI, content: Root): void {
  const said = new Set<string>();
  content.find('p, li').each((_, block) => {
    const text = $(block).text().replace(/\s+/g, ' ').trim();
    if (said.has(text)) $(block).attr('data-pagefind-ignore', '');
    said.add(text);
  });
}

/**
 * Pagefind records every element with an id as an anchor, in the page's
 * record that a result fetches, but links a result's sections only to
 * headings: the ids of fields, tabs and figures are bytes no reader sees.
 */
function keepHeadingAnchorsOnly(content: Root): void {
  content.find('[id]').not('h1, h2, h3, h4, h5, h6').removeAttr('id');
}

/** Adds a searched field to the page's metadata (Pagefind reads `name[content]` from any element). */
function addMeta($: cheerio.CheerioAPI, name: string, words: readonly string[]): void {
  if (words.length === 0) return;
  $('<meta>').attr('data-pagefind-meta', `${name}[content]`).attr('content', words.join(' ')).appendTo('head');
}

/**
 * Marks a built page for Pagefind: what to index (`data-pagefind-body` on
 * the page's content, leaving out the navbar, sidebars, table of contents,
 * breadcrumbs, pagination and footer), its section filter, the weight of
 * its title and description, the readers' words for what it is about, and
 * code replaced by the names in it. Returns null for a page that is not a
 * search result. The built file itself is not changed: the marked copy goes
 * to the indexer only.
 */
export function markForIndex(html: string, route: string): string | null {
  if (!isSearchable(route)) return null;
  const $ = cheerio.load(html);
  // The samples in the languages a page does not show yet are indexed as if they showed.
  $(`[${DEFERRED_ATTRIBUTE}]`).each((_, panel) => {
    $(panel)
      .html($(panel).attr(DEFERRED_ATTRIBUTE) ?? '')
      .removeAttr(DEFERRED_ATTRIBUTE);
  });
  const content = contentOf($, route);
  const title = content.find('h1').first();
  if (content.length === 0 || title.length === 0) return null;

  content.attr('data-pagefind-body', '').attr('data-pagefind-filter', `${SECTION_FILTER}:${sectionOf(route)}`);
  title.attr('data-pagefind-weight', String(WEIGHTS.title)).attr('data-pagefind-meta', 'title');
  // A blog post's byline (date, reading time, authors) and its tags are not what the post says.
  content.find('header').children(':not(h1)').attr('data-pagefind-ignore', '');
  content.children('footer').attr('data-pagefind-ignore', '');

  // What the page is about, in the writer's words: searched as metadata (see RANKING.metaWeights).
  for (const name of PAGE_META) $(`meta[name="${name}"]`).attr('data-pagefind-meta', `${name}[content]`);
  ignoreLinksToOtherPages($, content);
  content.find(CONTROLS).attr('data-pagefind-ignore', '');
  addMeta(
    $,
    META.code,
    codeNames($, content, GENERATED_REFERENCES.has(route) ? `${CODE_BLOCKS}, table, .api-fields` : CODE_BLOCKS),
  );
  // The readers' words for the page's subject (its title and keywords), then for what it covers.
  const metaOf = (name: string) => $(`meta[name="${name}"]`).attr('content') ?? '';
  const subject = [ownText(title), metaOf(META.keywords)];
  // A generated reference's headings are the API's names, not what a writer says it covers.
  const headings = GENERATED_REFERENCES.has(route)
    ? []
    : content
        .find('h2, h3')
        .not('[data-pagefind-ignore], [data-pagefind-ignore] *')
        .map((_, heading) => ownText($(heading)))
        .get();
  const subjectWords = readerWordsFor(subject.join('\n'));
  addMeta($, META.synonyms, subjectWords);
  addMeta(
    $,
    META.sectionSynonyms,
    readerWordsFor([metaOf(META.description), ...headings].join('\n')).filter((word) => !subjectWords.includes(word)),
  );
  // The pairs of neighbouring words in the names the page gives its subject and sections (title, keywords,
  // headings), in its words and the readers'. Not in its description: a sentence puts words side by side in passing.
  const names = [subject[0], ...metaOf(META.keywords).split(','), ...headings];
  addMeta($, META.phrases, [...new Set([...names, ...names.flatMap(inReaderWords)].flatMap(wordPairs))]);
  readAsSentences($, content);
  if (GENERATED_REFERENCES.has(route)) indexRepeatsOnce($, content);
  keepHeadingAnchorsOnly(content);
  return $.html();
}
