// @ts-check
/** A page's Markdown tree as the check reads it. */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import {VFile} from 'vfile';
import createJiti from 'jiti';

const require = createRequire(import.meta.url);
const jiti = createJiti(import.meta.url);
/** The site's remark step for API elements. */
const {default: remarkApi} = /** @type {typeof import('../../../src/features/api/remark')} */ (
  jiti('../../../src/features/api/remark.ts')
);
/** @type {(options: {anchorsMaintainCase: boolean}) => (tree: import('mdast').Root) => void} */
const remarkHeadingIds = require('@docusaurus/mdx-loader/lib/remark/headings/index.js').default;

/**
 * The tree of a page as Docusaurus reads it, with the headings its API elements add (when their names are
 * right: the compile step reports them when not) and the ids Docusaurus gives its headings.
 *
 * @param {string} file
 * @param {import('./site.mjs').Site} site
 */
export async function parse(file, site) {
  const build = (/** @type {boolean} */ withApi) => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkFrontmatter)
      .use(remarkMdx)
      .use(remarkDirective)
      .use(remarkGfm);
    if (withApi) processor.use(remarkApi);
    return processor.use(remarkHeadingIds, {anchorsMaintainCase: site.anchorsMaintainCase});
  };
  const vfile = () => new VFile({path: file, value: fs.readFileSync(file, 'utf8')});
  try {
    const processor = build(true);
    return /** @type {import('mdast').Root} */ (await processor.run(processor.parse(vfile()), vfile()));
  } catch {
    const processor = build(false);
    return /** @type {import('mdast').Root} */ (await processor.run(processor.parse(vfile())));
  }
}
