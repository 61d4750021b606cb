import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {redirects} from '../../data/redirects';
import {builtPages} from '../../lib/builtPages';
import {
  HASHED_ASSETS_FOLDER,
  headerRules,
  headersFile,
  inlineScripts,
  redirectsFile,
  robotsFile,
  scriptHash,
} from './files';
import {writeRedirectPages} from './redirectPages';

/**
 * Writes `_headers`, `_redirects`, `robots.txt` and a redirect page at each old address
 * (./redirectPages.ts) into the build once its pages exist. The policy's script hashes come from the
 * pages themselves, so a changed inline script changes its hash here and cannot silently be blocked;
 * `scripts/serve.mjs` applies both files as the host would.
 */
export default function hostingPlugin(): Plugin {
  return {
    name: 'coinloom-hosting',
    async postBuild({outDir, routesPaths, baseUrl, siteConfig}) {
      const hashes = new Set<string>();
      const addScriptsOf = (html: string) => inlineScripts(html).forEach((script) => hashes.add(scriptHash(script)));
      for await (const {html} of builtPages(outDir, routesPaths)) addScriptsOf(html);
      await writeRedirectPages(outDir, redirects, {url: siteConfig.url, favicon: `${baseUrl}${siteConfig.favicon}`});
      // The hashed files are no route's page: only the folder itself lists them.
      const assetsDir = path.join(outDir, HASHED_ASSETS_FOLDER);
      const assets: string[] = [];
      for (const entry of await fs.readdir(assetsDir, {recursive: true, withFileTypes: true})) {
        if (entry.isFile()) assets.push(path.relative(assetsDir, path.join(entry.parentPath, entry.name)));
      }
      await fs.writeFile(path.join(outDir, '_headers'), headersFile(headerRules([...hashes], assets)));
      await fs.writeFile(path.join(outDir, '_redirects'), redirectsFile(redirects));
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsFile(siteConfig.url));
      console.log(
        `[hosting] _headers allows ${hashes.size} inline scripts by hash and caches ${assets.length} hashed files for a year; _redirects, robots.txt and ${Object.keys(redirects).length} redirect pages written`,
      );
    },
  };
}
