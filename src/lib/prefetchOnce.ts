/**
 * Docusaurus's prefetch of a chunk file, asked once per file in a page load (moves within the app included), never
 * for a file the page has already fetched.
 *
 * When a link comes into view, Docusaurus prefetches every chunk of the route it leads to and of the routes around
 * it (`window.docusaurus.prefetch`), one `<link rel="prefetch">` per chunk. Its helper remembers nothing, and with
 * the docs at the site's root every doc's route sits under the same parent routes, so each visible link asks again
 * for the same layout, sidebar and version chunks. A doc page on a phone appended 417 link elements for 24 files,
 * and a checkout guide 528 for 26: appending them and starting their requests held the main thread for about
 * 300 ms at a phone's speed after hydration. The bundler resolves the helper to this module
 * (src/plugins/prefetchOnce.ts), which hands each file to it the first time and answers the same promise after.
 *
 * Those shared chunks are the page's own, fetched already to show it: they are not asked for again. The routes'
 * prefetches themselves wait for idle time (src/lib/prefetchWhenIdle.ts), so a file is looked up when its route's
 * turn comes: hovering a link loads its page's files meanwhile.
 */
import prefetchChunk from '@docusaurus/core/lib/client/prefetch.js';

const asked = new Map<string, Promise<void>>();

/**
 * Whether this page has fetched the file already (its own chunks, which the routes around it share). The browser
 * keeps 250 resource timings by default; past them a file fetched before is prefetched again, as before this module.
 */
function fetchedAlready(url: string): boolean {
  return performance.getEntriesByName(new URL(url, window.location.href).href).length > 0;
}

export default function prefetchOnce(url: string): Promise<void> {
  let pending = asked.get(url);
  if (!pending) {
    pending = fetchedAlready(url) ? Promise.resolve() : prefetchChunk(url);
    asked.set(url, pending);
  }
  return pending;
}
