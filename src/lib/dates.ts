/**
 * Dates as the site writes them, in English (the site's one locale) and in UTC, without `Intl`.
 *
 * The theme formats a page's "Last updated" date with `Intl.DateTimeFormat` while the page hydrates. Building the
 * first formatter of a page load loads the browser's locale and time-zone data: 21–27 ms of the main thread of a
 * 2-core machine on a hydrated doc page, four times that on Lighthouse's phone, in the middle of hydration, on every
 * doc page. The same words come from a table of month names; `dates.test.ts` holds them to `Intl`'s output for every
 * month.
 */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `Dec 7, 2026`: what `Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'})` writes. */
export function shortDate(date: Date): string {
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** `December 7, 2026`: the same with `month: 'long'`. */
export function longDate(date: Date): string {
  return `${LONG_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
