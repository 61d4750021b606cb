// @ts-check
/** How the benchmark sums up repeated runs and shows bytes. */

/**
 * The middle value of the runs, or the mean of the two middle ones when their count is even.
 *
 * @param {number[]} numbers
 */
export function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Bytes in kilobytes (1,000 bytes), one decimal: `12.3 kB`. */
export const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;
