/**
 * The code languages the theme's Prism (prism-react-renderer) lacks, added to it: Bash (also `sh` and `shell`)
 * and PHP (./names.ts lists the names). Only pages with a code block in one of them import this module;
 * src/plugins/remarkCodeBlocks.ts adds the import where a page needs it, so the other pages do not carry the
 * grammars (about 5 kB of gzip). The API's samples are highlighted at build time instead
 * (src/features/api/render/highlight.ts).
 *
 * Prism's language files extend a global `Prism`, so the theme's is lent to them while they load, as the theme's
 * own prism-include-languages does. They are `require`d, not imported: the bundler hoists the imports of a module
 * above its statements, and the files would run before the loan.
 */
import {Prism} from 'prism-react-renderer';

const holder = globalThis as {Prism?: typeof Prism};
const before = holder.Prism;
holder.Prism = Prism;
/* eslint-disable @typescript-eslint/no-require-imports -- see above: the order matters */
require('prismjs/components/prism-bash.js');
// PHP's grammar builds on markup-templating, which must come first.
require('prismjs/components/prism-markup-templating.js');
require('prismjs/components/prism-php.js');
/* eslint-enable @typescript-eslint/no-require-imports */
if (before === undefined) delete holder.Prism;
else holder.Prism = before;
