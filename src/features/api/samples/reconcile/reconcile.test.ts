/**
 * The reconciliation sample that the integration guide shows. It must catch an
 * event that arrived out of order (the mistake of paging only until the first
 * event already processed), handle each event once across runs, look back no
 * further than the retry window behind its watermark, and keep the watermark
 * where it was when a run fails.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {limits} from '../../../../data/product';
import {RETRY_WINDOW_SECONDS, memoryStore, reconcile} from './reconcile.mjs';

type Event = {id: string; type: string; created: number; data: {id: string}};
const HOUR = 3600;
const event = (n: number, created: number): Event => ({
  id: `evt_${String(n).padStart(8, '0')}`,
  type: 'payment.paid',
  created,
  data: {id: `pay_${String(n).padStart(8, '0')}`},
});

/** The events list: newest first, in pages of `size`, counting the pages read. */
function eventsApi(events: Event[], size = 2) {
  const newestFirst = [...events].sort((a, b) => b.created - a.created);
  const api = {
    pagesRead: 0,
    listEvents: async (startingAfter?: string) => {
      api.pagesRead += 1;
      const from = startingAfter ? newestFirst.findIndex((e) => e.id === startingAfter) + 1 : 0;
      const data = newestFirst.slice(from, from + size);
      return {object: 'list', data, has_more: from + size < newestFirst.length};
    },
  };
  return api;
}

describe('the reconciliation sample', () => {
  it('looks back over the 72-hour callback retry window', () => {
    expect(RETRY_WINDOW_SECONDS).toBe(limits.callbackRetryHours * HOUR);
  });

  it('handles an older event still missing behind a newer one already processed', async () => {
    const now = 100 * HOUR;
    const events = [1, 2, 3, 4, 5].map((n) => event(n, now - (6 - n) * 60));
    const store = memoryStore();
    // The callback endpoint already took in event 4; event 2 is still being retried.
    await store.markProcessed(events[3].id);
    const handled: string[] = [];
    const api = eventsApi(events);
    await reconcile({
      listEvents: api.listEvents,
      store,
      handle: async (e: Event) => handled.push(e.id),
      now: () => now,
    });
    expect(handled).toEqual([events[4].id, events[2].id, events[1].id, events[0].id]);
    expect(await store.watermark()).toBe(now);
  });

  it('handles each event once across runs, and stops paging past the window', async () => {
    const start = 1000 * HOUR;
    const old = Array.from({length: 20}, (_, i) => event(i + 1, start - 200 * HOUR + i * HOUR));
    const store = memoryStore();
    const handled: string[] = [];
    const handle = async (e: Event) => handled.push(e.id);
    await reconcile({listEvents: eventsApi(old).listEvents, store, handle, now: () => start});
    expect(handled).toHaveLength(20);

    const fresh = event(21, start + 60);
    const api = eventsApi([...old, fresh]);
    await reconcile({listEvents: api.listEvents, store, handle, now: () => start + 120});
    expect(handled).toHaveLength(21);
    expect(handled.at(-1)).toBe(fresh.id);
    // The old events lie 200 hours back: the run reads until it passes
    // watermark − 72 h, not the whole history.
    const inWindow = [...old, fresh].filter((e) => e.created >= start - RETRY_WINDOW_SECONDS).length;
    expect(api.pagesRead).toBe(Math.ceil((inWindow + 1) / 2));
  });

  it('keeps the watermark when a run fails part way', async () => {
    const now = 50 * HOUR;
    const store = memoryStore();
    await store.setWatermark(now - HOUR);
    const events = [1, 2, 3].map((n) => event(n, now - n * 60));
    const failing = async (e: Event) => {
      if (e.id === events[1].id) throw new Error('database down');
    };
    await expect(
      reconcile({listEvents: eventsApi(events).listEvents, store, handle: failing, now: () => now}),
    ).rejects.toThrow('database down');
    expect(await store.watermark()).toBe(now - HOUR);
    expect(await store.hasProcessed(events[0].id)).toBe(true);
    expect(await store.hasProcessed(events[1].id)).toBe(false);
  });

  it('parses as a script a reader can run', () => {
    execFileSync('node', ['--check', path.join(__dirname, 'reconcile.mjs')]);
  });
});
