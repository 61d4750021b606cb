/**
 * Byte budgets for a first visit, per sample page, in compressed bytes (see
 * page-weight.mjs). The budget test fails when a page outgrows one; the
 * benchmark prints each measurement beside its budget. Raise a budget only
 * with a reason in the commit that does it.
 */
export const BUDGETS = {
  landing: {html: 16_000, js: 215_000, css: 23_000},
  doc: {html: 24_000, js: 215_000, css: 23_000},
  blogPost: {html: 24_000, js: 215_000, css: 23_000},
  notFound: {html: 8_000, js: 195_000, css: 23_000},
};
