import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {redirects} from '../../data/redirects';
import {
  HASHED_ASSETS_FOLDER,
  headerRules,
  headersFile,
  inlineScripts,
  redirectsFile,
  robotsFile,
  scriptHash,
} from './files';

/**
 * Writes `_headers`, `_redirects` and `robots.txt` into the build once its pages exist. The policy's
 * script hashes come from the pages themselves, so a changed inline script changes its hash here and
 * cannot silently be blocked; `scripts/serve.mjs` applies both files as the host would.
 */
export default function hostingPlugin(): Plugin {
  return {
    name: 'coinloom-hosting',
    async postBuild({outDir, siteConfig}) {
      const files = (await fs.readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.html'));
      const hashes = new Set<string>();
      for (const file of files) {
        for (const script of inlineScripts(await fs.readFile(path.join(outDir, file), 'utf8'))) {
          hashes.add(scriptHash(script));
        }
      }
      const assetsDir = path.join(outDir, HASHED_ASSETS_FOLDER);
      const assets: string[] = [];
      for (const entry of await fs.readdir(assetsDir, {recursive: true, withFileTypes: true})) {
        if (entry.isFile()) assets.push(path.relative(assetsDir, path.join(entry.parentPath, entry.name)));
      }
      await fs.writeFile(path.join(outDir, '_headers'), headersFile(headerRules([...hashes], assets)));
      await fs.writeFile(path.join(outDir, '_redirects'), redirectsFile(redirects));
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsFile(siteConfig.url));
      console.log(
        `[hosting] _headers allows ${hashes.size} inline scripts by hash and caches ${assets.length} hashed files for a year; _redirects, robots.txt written`,
      );
    },
  };
}
