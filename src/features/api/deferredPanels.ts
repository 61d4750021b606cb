/**
 * A sample tab's hidden panel carries its HTML in an attribute until a reader
 * picks its language. An API page has a panel per language for every set of
 * samples, and only one shows: on the reference the three hidden ones were
 * 1,771 of its 18,439 elements once loaded. A browser builds no elements from
 * an attribute's text (the bytes stay; the page is no smaller), so the page
 * parses into elements, styles and keeps in memory only the panels it shows.
 * What reads the built HTML as a whole (the search index, the Markdown twins)
 * puts the panels back first; `client/samples.ts` does the same in the browser
 * when a tab is chosen.
 *
 * A hidden panel is as invisible to find-in-page and screen readers as an
 * attribute is, so nothing a reader could reach is left out. A program that
 * reads hidden text (a text browser, a crawler) no longer finds the other
 * languages in the page; the Markdown twin of the page has all four.
 */
export const DEFERRED_ATTRIBUTE = 'data-api-deferred';

/** The attribute's name as hast writes it in an element's properties. */
export const DEFERRED_PROPERTY = 'dataApiDeferred';
