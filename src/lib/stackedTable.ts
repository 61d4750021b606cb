/**
 * On a phone, a table of this many columns or more shows each row as a card
 * (`src/css/blocks.css`): each value under its column's name, full width,
 * instead of columns a few words wide. Narrower tables keep their columns.
 * Markdown tables (`src/plugins/rehypeTableLabels.ts`) and `DataTable` both
 * follow this rule.
 */
export const STACKED_TABLE_MIN_COLUMNS = 3;
