import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import yaml from 'js-yaml';
import type {OpenApiDocument} from '../../src/features/api/openapi';
import {pageRoutes} from '../../src/data/routes';
import {buildDir, docsDir, requireBuild} from '../support/docs';

/**
 * Which pages show API operations, and which links lead into the reference,
 * read from the sources and the production build. Shared by the API layout
 * and anchor tests.
 */

/** The one-page reference (`referencePath` in src/features/api/openapi.ts). */
export const REFERENCE_ROUTE = '/for-developers/specification/';

/** The site's own origin, as absolute links inside the site spell it (`urls.docs` in src/data/product.ts). */
const SITE_ORIGIN = 'https://docs.coinloom.example';

export const description = yaml.load(
  fs.readFileSync(path.join(__dirname, '../../static/openapi.yaml'), 'utf8'),
) as OpenApiDocument;

/** Every operationId in the description, in its order. */
export const operationIds: readonly string[] = Object.values(description.paths).flatMap((item) =>
  (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
    const operation = item[method];
    return operation ? [operation.operationId] : [];
  }),
);

/**
 * The reference's anchors for the description's parts, by kind: the same rules
 * as `anchors` in src/features/api/openapi.ts, written out (that module imports
 * the YAML through the site's loader, which Playwright does not have).
 */
export const apiAnchors = {
  operation: new Set(operationIds.map((id) => `op-${id}`)),
  schema: new Set(Object.keys(description.components.schemas).map((name) => `schema-${name}`)),
  webhook: new Set(Object.keys(description.webhooks ?? {}).map((type) => `event-${type.replace(/\./g, '-')}`)),
  error: new Set((description.components.schemas.ErrorCode.enum ?? []).map((code) => `error-${String(code)}`)),
};

/** Every built page as its route and its HTML file (404.html is not a route). */
function builtPages(): {route: string; file: string}[] {
  requireBuild();
  return fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith(`${path.sep}index.html`))
    .map((file) => {
      const dir = path.dirname(file);
      return {route: dir === '.' ? '/' : `/${dir.split(path.sep).join('/')}/`, file: path.join(buildDir, file)};
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The ids in the built reference, in the order the page shows them. */
export function referenceIdsInPageOrder(): string[] {
  requireBuild();
  const $ = cheerio.load(fs.readFileSync(path.join(buildDir, REFERENCE_ROUTE.slice(1), 'index.html'), 'utf8'));
  return $('[id]')
    .map((_, element) => $(element).attr('id') ?? '')
    .get();
}

/** The MDX source of a doc route (`/a/b/` is docs/a/b.mdx or docs/a/b/index.mdx), if it has one. */
function sourceOf(route: string): string | undefined {
  const base = path.join(docsDir, route.slice(1, -1));
  return [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx'), path.join(base, 'index.md')].find((file) =>
    fs.existsSync(file),
  );
}

/** The operations a page places with one component, `<Component op="…">`, read from its MDX. */
function placedOperations(route: string, component: 'ApiEndpoint' | 'ApiSamples'): string[] {
  const source = sourceOf(route);
  if (!source) {
    return [];
  }
  const pattern = new RegExp(`<${component}\\b[^>]*?\\bop="([^"]+)"`, 'g');
  return [...fs.readFileSync(source, 'utf8').matchAll(pattern)].map((match) => match[1]);
}

export type ApiGuide = {
  route: string;
  /** Operations the page's source places as an endpoint: each must render as an operation block. */
  endpoints: string[];
  /** Of those, the ones whose samples the page shows too: each block must hold its samples. */
  withSamples: string[];
};

/**
 * The guide pages that show API operations: every `/for-developers/api/*`
 * route of the specification, every doc that places an `<ApiEndpoint>`, and
 * every built page with an operation block in its HTML. The reference is
 * tested apart.
 */
export function apiGuides(): ApiGuide[] {
  const withBlocks = builtPages()
    .filter(({file}) => fs.readFileSync(file, 'utf8').includes('data-api-operation'))
    .map(({route}) => route);
  const routes = new Set([
    ...pageRoutes.filter((route) => route.startsWith('/for-developers/api/')),
    ...pageRoutes.filter((route) => placedOperations(route, 'ApiEndpoint').length > 0),
    ...withBlocks,
  ]);
  routes.delete(REFERENCE_ROUTE);
  return [...routes].sort().map((route) => {
    const endpoints = [...new Set(placedOperations(route, 'ApiEndpoint'))];
    const samples = new Set(placedOperations(route, 'ApiSamples'));
    return {route, endpoints, withSamples: endpoints.filter((op) => samples.has(op))};
  });
}

export type AnchorLink = {
  /** The page the link is on. */
  from: string;
  /** The id it leads to on the reference page. */
  target: string;
};

/**
 * Every link in the built site that leads to an anchor of the reference:
 * from other pages, any `/for-developers/specification/#…` (relative or with
 * the site's origin); on the reference itself, every `#…` link but the theme's
 * skip-to-content link.
 */
export function referenceAnchorLinks(): AnchorLink[] {
  const links: AnchorLink[] = [];
  for (const {route, file} of builtPages()) {
    const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
    $('a[href]').each((_, element) => {
      const href = $(element).attr('href') ?? '';
      const url = new URL(href, `${SITE_ORIGIN}${route}`);
      const target = decodeURIComponent(url.hash.slice(1));
      if (url.origin === SITE_ORIGIN && url.pathname === REFERENCE_ROUTE && target) {
        links.push({from: route, target});
      }
    });
  }
  return links.filter(({target}) => target !== '__docusaurus_skipToContent_fallback');
}
