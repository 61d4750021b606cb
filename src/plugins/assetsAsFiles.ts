/**
 * Every image and font the bundler meets ships as a file of its own, never as a `data:` URI.
 *
 * Docusaurus inlines files under 10 kB unless `WEBPACK_URL_LOADER_LIMIT` is set in the environment before
 * it starts: the value is read once, when `@docusaurus/utils` loads, which is before the site's config
 * does. Set only in an npm script, a plain `docusaurus build` (what hosts and CI run) gave another site: small
 * figures became `data:` URIs, so zoom no longer filled the screen and the Markdown twins carried base64.
 * There is no option for it, so this plugin sets the limit to 0 on the loaders Docusaurus shares between its
 * bundler rules and its Markdown image step (one object per compiler, read at each use), before either runs.
 * If an upgrade changes their shape, the build stops here instead of inlining images again; the build tests
 * hold a plain `docusaurus build` to the same files.
 */
import type {Plugin} from '@docusaurus/types';
import {getFileLoaderUtils} from '@docusaurus/utils';

const LIMIT = /([?&]limit=)\d+/;
const patched = new WeakSet<object>();

export function shipAssetsAsFiles(): void {
  for (const isServer of [false, true]) {
    const {loaders} = getFileLoaderUtils(isServer);
    if (patched.has(loaders)) continue;
    if (!LIMIT.test(loaders.inlineMarkdownImageFileLoader) || typeof loaders.url !== 'function') {
      throw new Error(
        'assetsAsFiles: the Docusaurus file loaders changed shape; small images would be inlined as data: URIs.',
      );
    }
    loaders.inlineMarkdownImageFileLoader = loaders.inlineMarkdownImageFileLoader.replace(LIMIT, '$10');
    const url = loaders.url;
    loaders.url = (options) => {
      const rule = url(options);
      return {...rule, options: {...(rule.options as Record<string, unknown>), limit: 0}};
    };
    patched.add(loaders);
  }
}

export default function assetsAsFiles(): Plugin {
  shipAssetsAsFiles();
  return {name: 'coinloom-assets-as-files'};
}
