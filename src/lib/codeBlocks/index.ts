/**
 * The theme's code block, with Prism (prism-react-renderer, about 26 kB of gzip) and its buttons, for the pages
 * that show code. Importing this module provides the block to the `CodeBlock` wrap (src/theme/CodeBlock), which every
 * page carries without it: most pages (82 of 115) show no code block. A Markdown page gets the import from
 * src/plugins/remarkCodeBlocks.ts; a component that renders `<CodeBlock>` imports it from here.
 */
import CodeBlock from '@theme-original/CodeBlock';
import {provideCodeBlock} from './registry';

provideCodeBlock(CodeBlock);

export default CodeBlock;
