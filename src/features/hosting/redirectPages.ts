/**
 * The page each old address of `src/data/redirects.ts` keeps, for hosts that do not read `_redirects`: a meta
 * refresh to the new address, a link a reader can follow, the new page's title, `noindex` and a canonical link
 * to the new address, so search engines take the new one. It runs no script, so the policy has nothing to
 * allow, and it is valid HTML with a language, as every page of the site is (`tests/build/markup.test.ts`).
 *
 * Not `@docusaurus/plugin-client-redirects`: its page has no title, no language and no `noindex`, a relative
 * canonical link, and its script outside the body (the HTML checker's errors), and its template cannot be set.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {toHtml} from 'hast-util-to-html';
import {h} from 'hastscript';
import {pageFileOf} from '../../lib/builtPages';

/** The redirect page to a route, given the site's address, its favicon's path and the target page's title. */
export function redirectPage({
  to,
  title,
  siteUrl,
  favicon,
}: {
  to: string;
  title: string;
  siteUrl: string;
  favicon: string;
}): string {
  const page = h(null, [
    {type: 'doctype'},
    h('html', {lang: 'en'}, [
      h('head', [
        h('meta', {charSet: 'utf-8'}),
        h('title', title),
        h('meta', {name: 'viewport', content: 'width=device-width, initial-scale=1'}),
        h('meta', {name: 'robots', content: 'noindex'}),
        h('link', {rel: 'icon', href: favicon, type: 'image/svg+xml'}),
        h('link', {rel: 'canonical', href: `${siteUrl}${to}`}),
        h('meta', {httpEquiv: 'refresh', content: `0; url=${to}`}),
      ]),
      h('body', [h('p', ['This page has moved to ', h('a', {href: to}, title.split(' | ')[0]), '.'])]),
    ]),
  ]);
  return `${toHtml(page)}\n`;
}

/**
 * Writes the redirect page of each move into the build, with the title of the page it moved to (read from the
 * build, which holds every page before `postBuild` runs). A target that is not a page fails the build.
 */
export async function writeRedirectPages(
  outDir: string,
  moves: Readonly<Record<string, string>>,
  site: {url: string; favicon: string},
): Promise<void> {
  for (const [from, to] of Object.entries(moves)) {
    const targetHtml = await fs.readFile(path.join(outDir, pageFileOf(to)), 'utf8').catch(() => {
      throw new Error(`src/data/redirects.ts moves ${from} to ${to}, which is not a page of the build.`);
    });
    const title = cheerio.load(targetHtml)('title').first().text();
    const file = path.join(outDir, pageFileOf(from));
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, redirectPage({to, title, siteUrl: site.url, favicon: site.favicon}));
  }
}
