/**
 * The files a static host reads beside the pages: `_headers` and `_redirects` (Netlify's format, which
 * Cloudflare Pages reads too) and `robots.txt`. Written by the hosting plugin after the build, from the
 * build itself (the hashes of its inline scripts), the site's URL and `src/data/redirects.ts`.
 */
import {createHash} from 'node:crypto';
import {JSON_FEED_PATH, JSON_FEED_TYPE} from '../feeds/jsonFeed';

/** A path pattern of `_headers` (`*` matches any rest of the path) and the headers it adds. */
export type HeaderRule = {path: string; headers: Record<string, string>};

/** Where the bundler puts the files it names by content hash: they never change, so they are cached for a year. */
export const HASHED_ASSETS = '/assets/*';

/**
 * Inline scripts that run: those without `src` whose type is JavaScript. Data blocks such as
 * `application/ld+json` never run, so the policy need not allow them.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase();
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
    scripts.push(body);
  }
  return scripts;
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

/**
 * Where the pages are: the site's root and each top-level folder that holds an HTML page (the 404 page
 * and the redirect pages included), as `_headers` patterns. Built from the build's own list of pages.
 */
export function pagePatterns(htmlFiles: readonly string[]): string[] {
  const folders = new Set<string>();
  const rootFiles = new Set<string>();
  for (const file of htmlFiles) {
    const [first, ...rest] = file.split(/[\\/]/);
    if (rest.length) folders.add(first);
    else if (first !== 'index.html') rootFiles.add(first);
  }
  return [
    '/',
    ...[...rootFiles].sort().map((file) => `/${file}`),
    ...[...folders].sort().map((folder) => `/${folder}/*`),
  ];
}

/**
 * The policies a page needs go with the pages only: they govern a document, and on the scripts, the search
 * index and the images they would add some 650 bytes to every response for nothing (a first search fetches
 * about 16 files). Every file is sent with `nosniff`, which matters most for scripts and styles.
 */
export function headerRules(scriptHashes: readonly string[], htmlFiles: readonly string[]): HeaderRule[] {
  const pageHeaders = {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
  return [
    {path: '/*', headers: {'X-Content-Type-Options': 'nosniff'}},
    ...pagePatterns(htmlFiles).map((path) => ({path, headers: pageHeaders})),
    {path: HASHED_ASSETS, headers: {'Cache-Control': 'public, max-age=31536000, immutable'}},
    {path: JSON_FEED_PATH, headers: {'Content-Type': `${JSON_FEED_TYPE}; charset=utf-8`}},
  ];
}

export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({path, headers}) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Response headers, in Netlify's format (Cloudflare Pages reads it too). Written by the build.\n${blocks.join('\n')}\n`;
}

/**
 * A forced 301 (`!`): the old address still has its static page, for hosts without `_redirects`, and a
 * host that reads the file must redirect even though that page exists.
 */
export function redirectsFile(redirects: Readonly<Record<string, string>>): string {
  const lines = Object.entries(redirects).map(([from, to]) => `${from} ${to} 301!`);
  return `# Moved pages, in Netlify's format. Written by the build from src/data/redirects.ts.\n${lines.join('\n')}\n`;
}

export function robotsFile(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
