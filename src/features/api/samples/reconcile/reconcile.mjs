// Reconcile with the events list: catch every event your callback endpoint
// missed, in any order, exactly once. Node.js 20 or later, no dependencies;
// sign-request.mjs sits beside this file.
//
//   COINLOOM_KEY_ID=... COINLOOM_KEY_SECRET=... node reconcile.mjs
//
// Run it on a schedule (every few minutes) beside your callback endpoint.
import process from 'node:process';
import {coinloomRequest} from './sign-request.mjs';

// Coinloom retries an unacknowledged callback for 72 hours, so a run looks
// back that far behind the last run that completed.
export const RETRY_WINDOW_SECONDS = 72 * 60 * 60;

/**
 * One run. `listEvents(startingAfter)` returns a page of events, newest
 * first; `store` remembers processed event ids and the watermark (the start
 * time of the last complete run, in Unix seconds); `handle` acts on an event.
 */
export async function reconcile({listEvents, store, handle, now = () => Math.floor(Date.now() / 1000)}) {
  const startedAt = now();
  const since = (await store.watermark()) - RETRY_WINDOW_SECONDS;
  let startingAfter;
  let handled = 0;
  for (;;) {
    const page = await listEvents(startingAfter);
    for (const event of page.data) {
      if (event.created < since) {
        await store.setWatermark(startedAt);
        return handled;
      }
      // Never stop at the first event you already know: an older one may
      // still be missing, because events arrive out of order.
      if (await store.hasProcessed(event.id)) {
        continue;
      }
      await handle(event);
      await store.markProcessed(event.id);
      handled += 1;
    }
    if (!page.has_more || page.data.length === 0) {
      break;
    }
    startingAfter = page.data[page.data.length - 1].id;
  }
  // Only a run that read everything moves the watermark.
  await store.setWatermark(startedAt);
  return handled;
}

// An in-memory store for the example. In production, keep processed ids in the
// same database table your callback endpoint uses, with a unique key on the
// id, and the watermark beside them.
export function memoryStore() {
  const processed = new Set();
  let mark = 0;
  return {
    watermark: async () => mark,
    setWatermark: async (value) => {
      mark = value;
    },
    hasProcessed: async (id) => processed.has(id),
    markProcessed: async (id) => {
      processed.add(id);
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const handled = await reconcile({
    listEvents: (startingAfter) =>
      coinloomRequest('GET', `/events?limit=100${startingAfter ? `&starting_after=${startingAfter}` : ''}`),
    store: memoryStore(),
    handle: async (event) => console.log(`${event.type} for ${event.data.id}`),
  });
  console.log(`${handled} events handled`);
}
