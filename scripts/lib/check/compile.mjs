// @ts-check
/** The site's MDX steps, as the docs plugin runs them on a page: the check compiles each page with them. */
import path from 'node:path';
import createJiti from 'jiti';
import {loadSiteConfig} from '@docusaurus/core/lib/server/config.js';
import {createProcessorUncached} from '@docusaurus/mdx-loader/lib/processor.js';
import {validateOptions} from '@docusaurus/plugin-content-docs/lib/options.js';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

const jiti = createJiti(import.meta.url);
const {parseFrontMatter} = /** @type {typeof import('../../../src/lib/frontMatter')} */ (
  jiti('../../../src/lib/frontMatter.ts')
);

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/**
 * The docs plugin's MDX steps, read from the site config (its classic preset), with the plugin's defaults filled
 * in, and a compile of a page with them that gives what stops it, if anything.
 *
 * @param {string} projectRoot
 */
export async function loadCompiler(projectRoot) {
  const {siteConfig} = await loadSiteConfig({siteDir: projectRoot});
  // The docs plugin is src/features/docs-cards/plugin.ts (the stock one, wrapped), under `plugins`.
  const docsPlugin = siteConfig.plugins.find(
    (plugin) => Array.isArray(plugin) && typeof plugin[0] === 'string' && /docs-cards\/plugin/.test(plugin[0]),
  );
  if (!Array.isArray(docsPlugin)) throw new Error('The site config no longer names src/features/docs-cards/plugin.ts');
  const docsOptions = validateOptions({
    // The validator Docusaurus itself hands a plugin; its generic type is looser than the docs plugin declares.
    validate: /** @type {any} */ (normalizePluginOptions),
    options: /** @type {any} */ (docsPlugin[1]),
  });
  const options = {
    admonitions: docsOptions.admonitions,
    remarkPlugins: docsOptions.remarkPlugins,
    rehypePlugins: docsOptions.rehypePlugins,
    recmaPlugins: docsOptions.recmaPlugins,
    beforeDefaultRemarkPlugins: docsOptions.beforeDefaultRemarkPlugins,
    beforeDefaultRehypePlugins: docsOptions.beforeDefaultRehypePlugins,
    markdownConfig: siteConfig.markdown,
    staticDirs: siteConfig.staticDirectories.map((dir) => path.resolve(projectRoot, dir)),
    siteDir: projectRoot,
  };
  const processors = {
    md: await createProcessorUncached({options, format: 'md'}),
    mdx: await createProcessorUncached({options, format: 'mdx'}),
  };
  return {
    anchorsMaintainCase: siteConfig.markdown.anchors.maintainCase,
    /**
     * Compiles a page as the site's build does.
     *
     * @param {string} file
     * @param {string} source
     * @returns {Promise<string | undefined>} why it does not compile, if it does not
     */
    async compile(file, source) {
      try {
        const {frontMatter} = await parseFrontMatter(file, source);
        await processors[file.endsWith('.md') ? 'md' : 'mdx'].process({
          content: source,
          filePath: file,
          frontMatter,
          compilerName: 'server',
        });
        return undefined;
      } catch (error) {
        return messageOf(error);
      }
    },
  };
}
