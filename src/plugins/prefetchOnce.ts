/**
 * Points Docusaurus's chunk prefetch helper at src/lib/prefetchOnce.ts, which asks for each chunk file once per page
 * load, skips the files the page has fetched already, and hands the others to the helper in idle time. Which routes
 * Docusaurus prefetches (those of the links that come into view) is unchanged.
 */
import path from 'node:path';
import {moduleAlias} from './moduleAlias';

/** The helper, as `@docusaurus/core/lib/client/docusaurus.js` imports it (`./prefetch`, without its extension). */
const PREFETCH_HELPER = require.resolve('@docusaurus/core/lib/client/prefetch').replace(/\.js$/, '');

export default moduleAlias(
  'coinloom-prefetch-once',
  PREFETCH_HELPER,
  path.resolve(__dirname, '../lib/prefetchOnce.ts'),
);
