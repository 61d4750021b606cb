import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {builtPages} from '../../lib/builtPages';
import {markForIndex} from './markForIndex';

/** Where the index goes in the build, and where the browser loads it from. */
export const INDEX_DIR = 'pagefind';

/**
 * Pagefind is an ES module whose package exports no `require` entry, and
 * Docusaurus loads this config through jiti, which resolves `import()` the
 * way `require()` does. Its entry file, named by path, loads either way.
 */
function importPagefind(siteDir: string): Promise<typeof import('pagefind')> {
  return import(path.join(siteDir, 'node_modules/pagefind/lib/index.js'));
}

/** Pagefind's ready-made interfaces, which this site does not use: its own is in React. */
const UNUSED_BUNDLE_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

async function removeUnusedBundleFiles(indexDir: string): Promise<void> {
  const files = await fs.readdir(indexDir);
  await Promise.all(
    files.filter((file) => UNUSED_BUNDLE_FILES.test(file)).map((file) => fs.rm(path.join(indexDir, file))),
  );
}

/**
 * Builds the search index after `docusaurus build`: every page that is a
 * search result, marked by `markForIndex`, goes to Pagefind, which writes a
 * split index to `<outDir>/pagefind/`. `npm start` has no postBuild, so the
 * live preview has no index (the search box says so).
 */
export default function searchIndexPlugin(): Plugin {
  return {
    name: 'coinloom-search-index',
    async postBuild({outDir, routesPaths, siteDir}) {
      const pagefind = await importPagefind(siteDir);
      const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
      if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
      try {
        let pages = 0;
        for await (const {route, html} of builtPages(outDir, routesPaths)) {
          const marked = markForIndex(html, route);
          if (!marked) continue;
          const added = await index.addHTMLFile({url: route, content: marked});
          if (added.errors.length) throw new Error(`Pagefind could not index ${route}: ${added.errors.join('; ')}`);
          pages += 1;
        }
        const indexDir = path.join(outDir, INDEX_DIR);
        // Fragments are named by content hash: an index left from an earlier run would keep stale pages.
        await fs.rm(indexDir, {recursive: true, force: true});
        const written = await index.writeFiles({outputPath: indexDir});
        if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
        await removeUnusedBundleFiles(indexDir);
        console.log(`[search] Indexed ${pages} pages into ${INDEX_DIR}/`);
      } finally {
        await pagefind.close();
      }
    },
  };
}
