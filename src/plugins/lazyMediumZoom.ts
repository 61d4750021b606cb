/**
 * Points docusaurus-plugin-image-zoom's `medium-zoom` at src/lib/lazyMediumZoom.ts, which loads the library only
 * on pages with a figure to zoom. The plugin itself, its options and its timing are unchanged.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function lazyMediumZoom(): Plugin {
  return {
    name: 'coinloom-lazy-medium-zoom',
    configureWebpack() {
      // `$`: the bare name only, so the lazy module can still import the library's own file.
      return {resolve: {alias: {'medium-zoom$': path.resolve(__dirname, '../lib/lazyMediumZoom.ts')}}};
    },
  };
}
