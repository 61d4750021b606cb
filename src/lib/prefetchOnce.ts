/**
 * Docusaurus's prefetch of a chunk file, asked once per file in a page load (moves within the app included), never
 * for a file the page has already fetched, and in the main thread's idle time.
 *
 * When a link comes into view, Docusaurus prefetches every chunk of the route it leads to and of the routes around
 * it (`window.docusaurus.prefetch`), one `<link rel="prefetch">` per chunk. Its helper remembers nothing, and with
 * the docs at the site's root every doc's route sits under the same parent routes, so each visible link asks again
 * for the same layout, sidebar and version chunks. A doc page on a phone appended 417 link elements for 24 files,
 * and a checkout guide 528 for 26: appending them and starting their requests held the main thread for about
 * 300 ms at a phone's speed after hydration. The bundler resolves the helper to this module
 * (src/plugins/prefetchOnce.ts), which hands each file to it the first time and answers the same promise after.
 *
 * Those shared chunks are the page's own, fetched already to show it: they are not asked for again. The others are
 * handed to the helper in idle time, a few at a time. The links that come into view as the page hydrates are all
 * reported in one task: appending their prefetch links there (16 on a doc page on a phone) took about 45 ms of a
 * 2-core machine's main thread in that one task, as a phone's first taps come. A prefetch is a hint for a later
 * move, which a fraction of a second does not change.
 */
import prefetchChunk from '@docusaurus/core/lib/client/prefetch.js';

const asked = new Map<string, Promise<void>>();
const waiting: (() => void)[] = [];

/** The most of the main thread one turn of prefetching takes when the browser cannot say how long it is idle. */
const SLICE_MS = 4;

function handOver(deadline?: IdleDeadline): void {
  const end = performance.now() + SLICE_MS;
  // Called on its timeout, an idle callback has no idle time left: it takes the fixed slice.
  const idle = deadline && !deadline.didTimeout ? deadline : undefined;
  do waiting.shift()?.();
  while (waiting.length > 0 && (idle ? idle.timeRemaining() > 1 : performance.now() < end));
  if (waiting.length > 0) schedule();
}

function schedule(): void {
  // Safari has no requestIdleCallback.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(handOver, {timeout: 2000});
  else setTimeout(handOver, 50);
}

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
    pending = fetchedAlready(url)
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          // Asked again when its turn comes: hovering a link loads its page's files meanwhile.
          waiting.push(() => (fetchedAlready(url) ? resolve() : void prefetchChunk(url).then(resolve)));
          if (waiting.length === 1) schedule();
        });
    asked.set(url, pending);
  }
  return pending;
}
