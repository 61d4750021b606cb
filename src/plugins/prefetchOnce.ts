/**
 * Docusaurus's prefetching, made cheaper on the main thread; which routes it prefetches (those of the links that
 * come into view) is unchanged. Its route prefetcher resolves to src/lib/prefetchWhenIdle.ts, which runs each route's
 * prefetch in idle time, and its chunk prefetch helper to src/lib/prefetchOnce.ts, which asks for each chunk file
 * once per page load and skips the files the page has fetched already.
 */
import path from 'node:path';
import {moduleAlias} from './moduleAlias';

/** A module of core's client, as core's own modules import it (`./prefetch`, without its extension). */
const coreClient = (name: string) => require.resolve(`@docusaurus/core/lib/client/${name}`).replace(/\.js$/, '');

export default moduleAlias('coinloom-prefetch-once', {
  [coreClient('docusaurus')]: path.resolve(__dirname, '../lib/prefetchWhenIdle.ts'),
  [coreClient('prefetch')]: path.resolve(__dirname, '../lib/prefetchOnce.ts'),
});
