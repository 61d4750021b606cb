/**
 * Turns off the classic theme's `prism-include-languages` client module. A client module runs on every page, and
 * that one imports Prism (prism-react-renderer, about 26 kB of gzip) into the main bundle, only to hand it the
 * `prism.additionalLanguages`, which this site leaves empty. Prism now loads with the code block, on the pages that
 * show one (src/lib/codeBlocks), and so do the extra grammars (src/lib/prismLanguages).
 */
import path from 'node:path';
import {moduleAlias} from './moduleAlias';

/** The theme's client module, as the generated list of client modules requires it (without its extension). */
const THEME_LANGUAGES_MODULE = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
  .replace(/\.js$/, '');

// That exact request, which the list of client modules makes, resolves to a module that does nothing.
export default moduleAlias('coinloom-prism-on-demand', {
  [THEME_LANGUAGES_MODULE]: path.resolve(__dirname, 'noClientModule.ts'),
});
