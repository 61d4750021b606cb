/**
 * Points Docusaurus's chunk prefetch helper at src/lib/prefetchOnce.ts, which asks for each chunk file once per page
 * and hands it to the helper. What Docusaurus prefetches, and when (a link coming into view), is unchanged.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The helper, as `@docusaurus/core/lib/client/docusaurus.js` imports it (`./prefetch`, without its extension). */
const PREFETCH_HELPER = require.resolve('@docusaurus/core/lib/client/prefetch').replace(/\.js$/, '');

export default function prefetchOnce(): Plugin {
  return {
    name: 'coinloom-prefetch-once',
    configureWebpack() {
      // `$`: the helper's own request; the module imports the helper by its file name, which this does not match.
      return {resolve: {alias: {[`${PREFETCH_HELPER}$`]: path.resolve(__dirname, '../lib/prefetchOnce.ts')}}};
    },
  };
}
