import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {headersFor, parseHeaders, parseRedirects, redirectFor} from '../../scripts/lib/host-rules.mjs';
import {urls} from '../../src/data/product';
import {redirects} from '../../src/data/redirects';
import {inlineScripts, scriptHash} from '../../src/features/hosting/files';
import {buildDir, projectRoot, requireBuild} from '../support/docs';

/**
 * The files the host reads beside the pages (src/features/hosting): `_headers`, `_redirects` and
 * `robots.txt`, held to the pages they serve. The browser tests run under the same headers, applied by
 * scripts/serve.mjs as the host applies them: by the request's path, whatever the answer.
 */

const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const htmlFiles = () =>
  fs.readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));

beforeAll(requireBuild);

describe('_headers', () => {
  const rules = () => parseHeaders(read('_headers'));
  const headersOf = (pattern: string) =>
    Object.fromEntries(rules().find((rule) => rule.path === pattern)?.headers ?? []) as Record<string, string>;
  const policy = () => {
    const value = headersOf('/*')['Content-Security-Policy'];
    return new Map(
      value
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources] as const),
    );
  };

  it('allows every inline script of every page by its hash, and no other', () => {
    const hashes = new Set(htmlFiles().flatMap((file) => inlineScripts(read(file)).map(scriptHash)));
    expect(hashes.size).toBeGreaterThan(0);
    const allowed = policy()
      .get('script-src')
      ?.filter((source) => source.startsWith("'sha256-"));
    expect(new Set(allowed)).toEqual(hashes);
  });

  it("is strict: the site's own origin only, no inline code without a hash, no eval, WebAssembly for Pagefind", () => {
    const directives = policy();
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toContain("'wasm-unsafe-eval'");
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    for (const [name, sources] of directives) {
      for (const source of sources) {
        // Keywords, hashes and `data:` images: never another origin, never a wildcard.
        expect(source, name).toMatch(/^'(self|none|wasm-unsafe-eval|unsafe-inline|sha256-[A-Za-z0-9+/]+=*)'$|^data:$/);
      }
    }
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('sends the page policies with every answer the build can give: each page in both its forms, and any 404', () => {
    const pages = htmlFiles().flatMap((file) => [`/${file}`, `/${file.replace(/index\.html$/, '')}`]);
    expect(pages.length).toBeGreaterThan(230);
    // 404s at an unknown top-level folder, under a known one, under the assets, and a file of the build.
    const others = ['/no-such-page/', '/functional/no-such-page/', '/assets/js/missing.0123abcd.js', '/img/logo.svg'];
    for (const page of [...pages, ...others, '/pagefind/pagefind.js']) {
      expect(headersFor(rules(), page), page).toMatchObject({
        'Content-Security-Policy': headersOf('/*')['Content-Security-Policy'],
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': expect.stringContaining('camera=()'),
      });
    }
  });

  it('caches for a year each file named by its content, by its own rule, and nothing that is not there', () => {
    const cached = rules().filter((rule) =>
      rule.headers.some(([name, value]) => name === 'Cache-Control' && value.includes('immutable')),
    );
    const assets = fs.readdirSync(path.join(buildDir, 'assets'), {recursive: true, encoding: 'utf8'});
    const files = assets.filter((file) => fs.statSync(path.join(buildDir, 'assets', file)).isFile());
    expect(files.length).toBeGreaterThan(50);
    // The bundler's names: `name.hash.js`, `name-hash.svg`, `hash.css`.
    for (const file of files) expect(file).toMatch(/[.-][0-9a-f]{8,}\.[a-z0-9]+$|^js\/[0-9a-f]{8,}\.js$/);
    expect(cached.map((rule) => rule.path).sort()).toEqual(files.map((file) => `/assets/${file}`).sort());
    for (const missing of ['/assets/js/main.00000000.js', '/assets/', '/assets/css/']) {
      expect(headersFor(rules(), missing)['Cache-Control'], missing).toBeUndefined();
    }
  });

  it('stays within what Cloudflare Pages reads: lines of 2,000 characters, and the policies in its first 100 rules', () => {
    const text = read('_headers');
    expect(Math.max(...text.split('\n').map((line) => line.trim().length))).toBeLessThanOrEqual(2000);
    const firstHundred = rules().slice(0, 100);
    expect(firstHundred.map((rule) => rule.path)).toEqual(expect.arrayContaining(['/*', '/blog/feed.json']));
  });

  it('serves the JSON Feed as application/feed+json', () => {
    expect(headersOf('/blog/feed.json')['Content-Type']).toMatch(/^application\/feed\+json/);
    expect(fs.existsSync(path.join(buildDir, 'blog/feed.json'))).toBe(true);
  });
});

/**
 * `_redirects` as Cloudflare Pages reads it (its documentation and its open-source parser): `from to [code]`,
 * the code a number among 200, 301, 302, 303, 307 and 308 (302 when left out), any other line skipped; the
 * first valid line for a path applies, whether or not a file answers the path.
 */
function cloudflareRedirect(text: string, pathname: string): {status: number; to: string} | undefined {
  for (const line of text.split('\n').map((entry) => entry.trim())) {
    if (!line || line.startsWith('#')) continue;
    const [from, to, code = '302', ...rest] = line.split(/\s+/);
    const status = Number(code);
    if (!to || rest.length || ![200, 301, 302, 303, 307, 308].includes(status)) continue;
    if (from === pathname) return {status, to};
  }
  return undefined;
}

describe('_redirects', () => {
  it('moves every old address with a 301, under Netlify and under Cloudflare Pages, though its redirect page remains', () => {
    const text = read('_redirects');
    const rules = parseRedirects(text);
    for (const [from, to] of Object.entries(redirects)) {
      expect(fs.existsSync(path.join(buildDir, from, 'index.html'))).toBe(true);
      // Netlify: the first matching rule, forced over the page; the query goes on.
      expect(redirectFor(rules, from, true, '?ref=x')).toEqual({status: 301, location: `${to}?ref=x`});
      expect(cloudflareRedirect(text, from)).toEqual({status: 301, to});
      const page = read(path.join(from, 'index.html'));
      expect(page).toContain(`url=${to}`);
      expect(fs.existsSync(path.join(buildDir, to, 'index.html'))).toBe(true);
    }
  });
});

describe('robots.txt', () => {
  it('lets crawlers in and names the sitemap, which exists', () => {
    const robots = read('robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${urls.docs}/sitemap\\.xml$`, 'm'));
    expect(read('sitemap.xml')).toContain('<urlset');
  });
});

describe("Netlify's configuration", () => {
  it('builds with `docusaurus build` itself and publishes the folder where _headers and _redirects are', () => {
    const toml = fs.readFileSync(path.join(projectRoot, 'netlify.toml'), 'utf8');
    expect(toml).toMatch(/^\s*command = ".*npx docusaurus build"$/m);
    expect(toml).toMatch(/^\s*publish = "build"$/m);
    expect(path.basename(buildDir)).toBe('build');
  });
});
