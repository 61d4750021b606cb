/**
 * Docusaurus's route prefetch (`window.docusaurus.prefetch`), run in the main thread's idle time.
 *
 * Each link that comes into view asks Docusaurus to prefetch its route. Before any file is asked for, Docusaurus
 * matches the path against the app's whole route table and then, for each route it matched, rewrites every route's
 * chunk name with a regular expression: 119 replacements for the blog's authors page, more for a doc's nested routes.
 * The links in view as a page hydrates are all reported in one task, at a phone's first taps: on a doc page that
 * matching took about 26 ms of a 2-core machine's main thread, four times that on a phone, in one long task. A prefetch
 * is a hint for a later move, which a fraction of a second does not change, so each route waits for an idle slice
 * (src/lib/idleSlices.ts). Preloading, on a hover or a tap, is as it was: the reader is about to move.
 *
 * The bundler resolves core's module to this one (src/plugins/prefetchOnce.ts); it imports core's own by its full
 * file name, which the alias does not match.
 */
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js';
import {whenIdle} from './idleSlices';

function prefetchWhenIdle(routePath: string): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(() => {
      let pending: ReturnType<typeof docusaurus.prefetch> = false;
      try {
        pending = docusaurus.prefetch(routePath);
      } finally {
        // Settled however the prefetch ends: nothing waits on a hint that failed.
        void (pending
          ? pending.then(
              () => resolve(),
              () => resolve(),
            )
          : resolve());
      }
    });
  });
}

// Core freezes the object it mounts on `window`; so does this one.
export default Object.freeze({...docusaurus, prefetch: prefetchWhenIdle});
