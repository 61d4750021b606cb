import {isSection, type Section} from './sections';

/** What a search is: the words, and the section it is narrowed to (none: the whole site). */
export type SearchQuery = {text: string; section: Section | null};

/** The search page's address parameters: `?q=words&section=API`. */
const TEXT_PARAM = 'q';
const SECTION_PARAM = 'section';

/** Reads a query from an address's search string; an unknown section means the whole site. */
export function parseQuery(search: string): SearchQuery {
  const params = new URLSearchParams(search);
  const section = params.get(SECTION_PARAM);
  return {text: params.get(TEXT_PARAM) ?? '', section: isSection(section) ? section : null};
}

/** The search string (`?q=…`) that gives this query, to share or to put in the address bar. */
export function formatQuery({text, section}: SearchQuery): string {
  const params = new URLSearchParams();
  if (text.trim()) params.set(TEXT_PARAM, text.trim());
  if (section) params.set(SECTION_PARAM, section);
  const search = params.toString().replace(/\+/g, '%20');
  return search ? `?${search}` : '';
}

/** The address of the search page for this query. */
export function searchPageHref(query: SearchQuery, pagePath = '/search/'): string {
  return `${pagePath}${formatQuery(query)}`;
}

/** The fewest letters a word being typed needs before it is searched: one letter matches a large part of the index. */
export const MIN_WORD_LETTERS = 2;

/**
 * The part of a query as typed that is searched: a last word shorter than `MIN_WORD_LETTERS` waits for its next
 * letter (Pagefind searches a word as a prefix, and one letter fetches every index chunk it starts), and a query
 * that is only such a word searches nothing yet.
 */
export function typedSoFar(text: string): string {
  const trimmed = text.trim();
  const last = /(\S+)$/.exec(trimmed)?.[1] ?? '';
  if (last.replace(/[^\p{L}\p{N}]/gu, '').length >= MIN_WORD_LETTERS || /\s$/.test(text)) return trimmed;
  return trimmed.slice(0, trimmed.length - last.length).trim();
}
