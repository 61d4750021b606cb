/**
 * The files a static host reads beside the pages: `_headers` and `_redirects` (Netlify's format, which
 * Cloudflare Pages reads too) and `robots.txt`. Written by the hosting plugin after the build, from the
 * build itself (the hashes of its inline scripts), the site's URL and `src/data/redirects.ts`.
 */
import {createHash} from 'node:crypto';
import * as cheerio from 'cheerio';
import {JSON_FEED_PATH, JSON_FEED_TYPE} from '../feeds/jsonFeed';

/** A path pattern of `_headers` (`*` matches any rest of the path) and the headers it adds. */
export type HeaderRule = {path: string; headers: Record<string, string>};

/** The `type` values of a script that runs; any other type is a data block, such as `application/ld+json`. */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * Inline scripts that run: those without `src` whose type is JavaScript. Data blocks such as
 * `application/ld+json` never run, so the policy need not allow them. The page is parsed as a browser
 * parses it (parse5, through cheerio), so each script's text is the one the browser hashes: a `>` in an
 * attribute, a `<script>` in a comment or a CRLF line ending cannot change it.
 */
export function inlineScripts(html: string): string[] {
  const $ = cheerio.load(html);
  return $('script')
    .toArray()
    .filter((script) => $(script).attr('src') === undefined)
    .filter((script) => SCRIPT_TYPES.has(($(script).attr('type') ?? '').trim().toLowerCase()))
    .map((script) => $(script).text());
}

/** A CSP source for a script's exact text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * Everything comes from the site itself. Scripts run only from its files or, inline, when their hash is
 * listed; Pagefind compiles its WebAssembly index reader (`'wasm-unsafe-eval'`), but nothing may `eval`.
 * Styles allow inline `style` attributes, which React and the image zoom set on elements. Images allow
 * `data:` for the theme's icons, which its stylesheet draws as inline SVG.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${[...scriptHashes].sort().join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Where the bundler puts the files it names by content hash (`name.hash.js`, `hash.css`), under the build's root. */
export const HASHED_ASSETS_FOLDER = 'assets';

/**
 * The headers for every path, and a year's caching for each content-hashed file that exists.
 *
 * - The page policies go on every answer (`/*`), not on the pages' folders alone: the host matches
 *   `_headers` by the request's path whatever it answers, so `/index.html`, a 404 at any unknown address
 *   and a page added at a new top-level folder all carry them. On the scripts and images they are some
 *   570 bytes each over HTTP/1.1, but over HTTP/2 a header repeated on one connection is sent once and then
 *   named by its index (HPACK): measured on a doc page's 36 responses, 140 bytes more in all (1,149 against
 *   1,289); scripts/README.md has the method.
 * - A year's `immutable` caching is given file by file, never to a folder pattern: a pattern would also
 *   match a file that is not there, and the 404 for a chunk missing after a deploy would be kept a year.
 *   The hosts' limits on the number of rules are in the README's deploy section.
 */
export function headerRules(scriptHashes: readonly string[], hashedAssets: readonly string[]): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      },
    },
    {path: JSON_FEED_PATH, headers: {'Content-Type': `${JSON_FEED_TYPE}; charset=utf-8`}},
    ...[...hashedAssets]
      .map((file) => `/${HASHED_ASSETS_FOLDER}/${file.split(/[\\/]/).join('/')}`)
      .sort()
      .map((path) => ({path, headers: {'Cache-Control': 'public, max-age=31536000, immutable'}})),
  ];
}

export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({path, headers}) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Response headers, in Netlify's format (Cloudflare Pages reads it too). Written by the build.\n${blocks.join('\n')}\n`;
}

/**
 * Each move as two lines, so that both hosts that read the file answer it with a 301 though the old
 * address keeps its redirect page (for hosts without `_redirects`):
 * - `301!` first: Netlify takes the first rule that matches, and only a forced one (`!`) applies where a
 *   file exists;
 * - `301` after it: Cloudflare Pages' parser refuses a status that is not a number, so it skips the `301!`
 *   line, and it applies its redirects whether or not a file exists.
 * Both pass the request's query on to the new address. The README's deploy section gives the sources.
 */
export function redirectsFile(redirects: Readonly<Record<string, string>>): string {
  const lines = Object.entries(redirects).flatMap(([from, to]) => [`${from} ${to} 301!`, `${from} ${to} 301`]);
  return [
    "# Moved pages, in Netlify's format. Written by the build from src/data/redirects.ts.",
    '# Netlify applies the first line of each pair (301! forces it over the old redirect page);',
    '# Cloudflare Pages skips 301!, which it cannot read, and applies the second.',
    ...lines,
    '',
  ].join('\n');
}

export function robotsFile(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
