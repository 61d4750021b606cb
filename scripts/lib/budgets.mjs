// @ts-check
/**
 * Byte budgets for a first visit, per sample page, in compressed bytes (see
 * page-weight.mjs). The budget test fails when a page outgrows one; the
 * benchmark prints each measurement beside its budget. Raise a budget only
 * with a reason in the commit that does it.
 */
/** @type {Record<keyof typeof import('./page-weight.mjs').SAMPLE_PAGES, {html: number, js: number, css: number}>} */
export const BUDGETS = {
  // Raised from 215 kB of JS when the site went from 22 to 115 routes: the
  // route table and the sidebars that every doc page loads grew with them.
  landing: {html: 16_000, js: 220_000, css: 23_000},
  doc: {html: 24_000, js: 222_000, css: 23_000},
  blogPost: {html: 24_000, js: 215_000, css: 23_000},
  notFound: {html: 8_000, js: 195_000, css: 23_000},
  // Pages that show parts of the API description load it once, as the shared
  // `api` chunk (about 51 kB gzip with the components that render it).
  apiGuide: {html: 40_000, js: 278_000, css: 23_000},
  // Raised from 72 kB of HTML and 265 kB of JS when the reference gained the
  // cURL, Node.js, Python and PHP samples of all 65 operations (issue 14): the
  // samples sit in deferred parts, so they cost bytes but no elements until the
  // reader reaches them, and the page now loads the sample generator and the
  // deferred-part component.
  apiReference: {html: 84_000, js: 272_000, css: 23_000},
  networkGuide: {html: 16_000, js: 268_000, css: 23_000},
  // Screen references carry the screens' control data for their tables.
  screen: {html: 16_000, js: 240_000, css: 23_000},
};

/**
 * Elements in the document of a page that shows API operations, once it has
 * loaded and hydrated (`document.getElementsByTagName('*').length`): every
 * element costs style, layout and hydration time on a phone. `apiGuide` holds
 * for every guide with operation blocks, `apiReference` for the one-page
 * reference, which shows every operation, schema and error code (about 20,500
 * before the redesign of issue 14). Enforced by tests/e2e/api-layout.spec.ts;
 * the benchmark prints each sample page's count.
 */
export const DOM_BUDGETS = {apiGuide: 6_000, apiReference: 12_000};
