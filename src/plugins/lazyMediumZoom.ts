/**
 * Points docusaurus-plugin-image-zoom's `medium-zoom` at src/lib/lazyMediumZoom.ts, which loads the library only
 * on pages with a figure to zoom. The plugin itself, its options and its timing are unchanged.
 */
import path from 'node:path';
import {moduleAlias} from './moduleAlias';

// The bare name only, so the lazy module can still import the library's own file.
export default moduleAlias('coinloom-lazy-medium-zoom', {
  'medium-zoom': path.resolve(__dirname, '../lib/lazyMediumZoom.ts'),
});
