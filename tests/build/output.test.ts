import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as cheerio from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';
import {STACKED_TABLE_MIN_COLUMNS} from '../../src/lib/stackedTable';
import {docRoutes, extraRoutes, generatedIndexRoutes, pageRoutes, redirects, specRoutes} from '../../src/data/routes';
import {product, urls} from '../../src/data/product';
import {readDocs} from '../../src/lib/docFiles';
import {buildDir, docsDir, projectRoot, requireBuild, SITE_SUFFIX} from '../support/docs';
import {isSearchable} from '../../src/features/search/searchable';
import {sectionOf} from '../../src/features/search/sections';
import sidebars from '../../sidebars';

const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const pageOf = (route: string) => read(path.join(route, 'index.html'));
const extras = extraRoutes.map((extra) => extra.route);

/** Every route the build produced: each folder holding an index.html. */
function routesInBuild(): string[] {
  return fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${path.dirname(file).split(path.sep).join('/')}/`.replace(/^\/\.\/$/, '/').replace(/\/+/g, '/'))
    .sort();
}

beforeAll(requireBuild);

describe('the production build', () => {
  it("builds every route of the specification, and only those plus the listed extras", () => {
    expect(routesInBuild()).toEqual([...specRoutes, ...extras].sort());
  });

  it('lists the built routes in the sitemap, as absolute URLs with trailing slashes', () => {
    const locations = [...read('sitemap.xml').matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locations.sort()).toEqual([...pageRoutes, ...extras].map((route) => `${urls.docs}${route}`).sort());
  });

  it('dates every doc page in the sitemap with the day it last changed, as the page itself says', () => {
    const entries = [...read('sitemap.xml').matchAll(/<url>(.*?)<\/url>/g)].map(([, entry]) => ({
      route: /<loc>(.*?)<\/loc>/.exec(entry)?.[1].slice(urls.docs.length) ?? '',
      lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(entry)?.[1],
    }));
    const docPages = docRoutes.filter((route) => !generatedIndexRoutes.includes(route));
    for (const route of docPages) {
      const entry = entries.find((e) => e.route === route);
      const shown = /<time datetime=(\d{4}-\d{2}-\d{2})T[^ >]* itemprop=dateModified>/.exec(pageOf(route))?.[1];
      expect(shown, route).toBeDefined();
      expect(entry?.lastmod, route).toBe(shown);
    }
    for (const {route, lastmod} of entries.filter((e) => e.lastmod !== undefined)) {
      expect(lastmod, route).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(lastmod ?? '')), route).toBe(false);
    }
  });

  it('writes each "Last updated" date and blog post date in the words the theme\'s Intl formatter gives', () => {
    // src/theme/LastUpdated and BlogPostItem/Header/Info write the dates without Intl (src/lib/dates.ts).
    const intl = (month: 'short' | 'long', iso: string) =>
      new Intl.DateTimeFormat('en', {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'}).format(new Date(iso));
    const docPages = docRoutes.filter((route) => !generatedIndexRoutes.includes(route));
    for (const route of docPages) {
      const [, iso, text] = /<time datetime=([^ >]+) itemprop=dateModified>([^<]*)<\/time>/.exec(pageOf(route)) ?? [];
      expect(text, route).toBe(intl('short', iso));
    }
    const posts = pageRoutes.filter((route) => /^\/blog\/[^/]+\/$/.test(route) && !/\/(archive|authors|tags)\/$/.test(route));
    expect(posts.length).toBeGreaterThan(0);
    for (const route of posts) {
      const [, iso, text] = /<time datetime=([^ >]+)>([^<]*)<\/time> · (?:<!-- -->)?(One min read|\d+ min read)</.exec(pageOf(route)) ?? [];
      expect(text, route).toBe(intl('long', iso));
    }
  });

  it('writes a 404.html for static hosts, kept out of search engines and naming no address of its own', () => {
    const html = read('404.html');
    expect(html).toContain('Page Not Found');
    expect(html).toMatch(/<meta[^>]*name=robots content=noindex/);
    expect(html).not.toMatch(/rel=canonical|hreflang=|property=og:url/);
    expect(html).not.toMatch(/404\.html\/|href=\/404\//);
    const $ = cheerio.load(html);
    const languages = $('.navbar .dropdown__menu a[lang]')
      .map((_, link) => $(link).attr('href'))
      .get();
    expect(languages).toEqual(['/']);
  });

  it('keeps the docs version record as Docusaurus makes it', () => {
    const globalData = JSON.parse(fs.readFileSync(path.join(projectRoot, '.docusaurus/globalData.json'), 'utf8'));
    const [version] = globalData['docusaurus-plugin-content-docs'].default.versions;
    expect(version).toMatchObject({name: 'current', label: 'Next', isLast: true, path: '/', mainDocId: 'intro'});
  });

  it('serves the intro at / only, as both landing page and docs intro', () => {
    expect(pageOf('/')).toContain('<h1');
    expect(fs.existsSync(path.join(buildDir, 'intro', 'index.html'))).toBe(false);
  });

  it('gives every page English, a title of its own, a canonical URL, a description and a social card', () => {
    for (const route of pageRoutes) {
      const html = pageOf(route);
      expect(html, route).toMatch(/<html[^>]*\blang=en\b/);
      const title = cheerio.load(html)('head > title').text();
      expect(title.endsWith(SITE_SUFFIX), `${route}: ${title}`).toBe(true);
      expect(title.length, route).toBeGreaterThan(SITE_SUFFIX.length);
      expect(html, route).toContain(`<link data-rh=true rel=canonical href=${urls.docs}${route}`);
      expect(html, route).toMatch(/<meta data-rh=true name=description content="?[^"> ]/);
      expect(html, route).toContain(`${urls.docs}/img/coinloom-social-card.jpg`);
      expect(html, route).not.toMatch(/name=robots content="?noindex/);
    }
  });

  it('keeps each older address as a redirect page to its route, out of search engines', () => {
    for (const [route, target] of Object.entries(redirects)) {
      const html = pageOf(route);
      expect(pageRoutes, route).toContain(target);
      expect(html, route).toContain(`<meta http-equiv="refresh" content="0; url=${target}"`);
      expect(html, route).toContain(`<link rel="canonical" href="${urls.docs}${target}"`);
      expect(html, route).toContain('<meta name="robots" content="noindex"');
    }
  });
});

describe('the search index', () => {
  type Fragment = {url: string; content: string; filters: Record<string, string[]>; meta: Record<string, string>};
  const indexDir = path.join(buildDir, 'pagefind');
  let fragments: Fragment[];

  /** Pagefind's page records: gzip files whose text starts with a signature, then the JSON. */
  beforeAll(() => {
    const dir = path.join(indexDir, 'fragment');
    fragments = fs.readdirSync(dir).map((file) => {
      const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, file))).toString('utf8');
      return JSON.parse(text.slice(text.indexOf('{'))) as Fragment;
    });
  });

  /** Every doc and every blog post; not the list pages (blog lists, tags, authors, generated category indexes). */
  const searchable = pageRoutes.filter((route) => isSearchable(route));

  it('is Pagefind\'s split index, and the old single-file index is gone', () => {
    const entry = JSON.parse(read('pagefind/pagefind-entry.json')) as {languages: Record<string, {page_count: number}>};
    expect(entry.languages.en.page_count).toBe(searchable.length);
    expect(fs.existsSync(path.join(indexDir, 'pagefind.js'))).toBe(true);
    expect(fs.readdirSync(path.join(indexDir, 'index')).length).toBeGreaterThan(3);
    expect(fs.existsSync(path.join(buildDir, 'search-index.json'))).toBe(false);
  });

  it('covers every doc and every blog post, and not the list pages, the search page or the not-found page', () => {
    expect(searchable.length).toBeGreaterThan(90);
    expect(fragments.map((fragment) => fragment.url).sort()).toEqual([...searchable].sort());
  });

  it('files each page under its section, with its title', () => {
    for (const fragment of fragments) {
      expect(fragment.filters.section, fragment.url).toEqual([sectionOf(fragment.url)]);
      expect(fragment.meta.title, fragment.url).toMatch(/\w/);
    }
    const titles = Object.fromEntries(fragments.map((fragment) => [fragment.url, fragment.meta.title]));
    expect(titles['/for-developers/callbacks/']).toBe('Receive callbacks');
  });

  it('holds the page content, not the navbar, sidebar, table of contents, footer or the closing links', () => {
    const callbacks = fragments.find((fragment) => fragment.url === '/for-developers/callbacks/');
    expect(callbacks?.content).toMatch(/^Receive callbacks\./);
    for (const chrome of ['Copyright ©', 'On this page', 'Skip to main content', 'Next steps', 'Edit this page']) {
      for (const fragment of fragments) expect(fragment.content, `${fragment.url}: ${chrome}`).not.toContain(chrome);
    }
  });

  it('leaves code blocks out but keeps the names in them, as the page\'s code metadata', () => {
    const architecture = fragments.find((fragment) => fragment.url === '/for-developers/api/api-architecture/');
    expect(architecture?.meta.code).toContain('X-Coinloom-Signature');
    const callbacks = fragments.find((fragment) => fragment.url === '/for-developers/callbacks/');
    // The Node.js sample's function and the PHP and Python ones are names; a line of their code is not.
    expect(callbacks?.meta.code).toContain('verifyCallback');
    expect(callbacks?.meta.code).toContain('verify_callback');
    // The built page shows that code; the index does not hold it, and no snippet runs the names into the text.
    expect(cheerio.load(pageOf('/for-developers/callbacks/'))('.theme-code-block').text()).toContain('timingSafeEqual(');
    for (const fragment of fragments) {
      expect(fragment.content, fragment.url).not.toMatch(/timingSafeEqual\(|hash_equals\(|curl -X |verifyCallback/);
    }
  });

  it('holds text that reads as sentences: header cells apart, no tab labels', () => {
    const plugin = fragments.find((fragment) => fragment.url === '/payments/woo-commerce-plugin/');
    expect(plugin?.content).toMatch(/Setting\. What it does\. Default\./);
    for (const fragment of fragments) {
      expect(fragment.content, fragment.url).not.toMatch(/SettingWhat it does|cURL\. ?Node\.js\. ?Python\. ?PHP/);
    }
  });

  it('gives pages the readers\' words for the site\'s, from the one list of them', () => {
    const metaOf = (url: string) => fragments.find((fragment) => fragment.url === url)?.meta ?? {};
    expect(metaOf('/for-developers/callbacks/').synonyms).toContain('webhook');
    expect(metaOf('/functional/header/').section_synonyms).toContain('test mode');
  });
});

describe('the blog', () => {
  it('publishes RSS, Atom and JSON feeds with every post (tests/build/feeds.test.ts reads them as a feed reader does)', () => {
    const posts = specRoutes.filter((route) => /^\/blog\/[a-z0-9-]+\/$/.test(route) && !['/blog/archive/', '/blog/tags/'].includes(route));
    for (const feed of ['rss.xml', 'atom.xml', 'feed.json']) {
      const xml = read(path.join('blog', feed));
      for (const post of posts) {
        expect(xml, `${feed} lists ${post}`).toContain(`${urls.docs}${post}`);
      }
    }
  });

  it('titles the release notes with the product version', () => {
    expect(pageOf(product.releaseNotesPath)).toMatch(new RegExp(`<h1[^>]*>Coinloom ${product.version.replace(/\./g, '\\.')} release notes</h1>`));
  });
});

describe('tables', () => {
  it('mark every table of three or more columns for the phone layout, each value labelled with its column', () => {
    let stacked = 0;
    for (const route of pageRoutes) {
      const $ = cheerio.load(pageOf(route));
      $('article table').each((index, table) => {
        const headers = $(table)
          .find('thead th')
          .map((_, th) => $(th).text().trim())
          .get();
        const name = `${route} table ${index + 1} (${headers.join(' | ')})`;
        expect($(table).is('[data-stack]'), name).toBe(headers.length >= STACKED_TABLE_MIN_COLUMNS);
        if (headers.length < STACKED_TABLE_MIN_COLUMNS) return;
        stacked += 1;
        $(table)
          .find('tbody tr')
          .each((_, row) => {
            const labels = $(row)
              .children('td, th')
              .map((column, cell) => (column === 0 ? '' : ($(cell).attr('data-label') ?? null)))
              .get();
            expect(labels, name).toEqual(headers.map((header, column) => (column === 0 ? '' : header)));
          });
      });
    }
    // The API's fields, errors and statuses are lists since issue 24: the tables left are the pages' own.
    expect(stacked).toBeGreaterThan(100);
  });
});

describe('figures', () => {
  // The zoom fills the screen only for images whose address ends in .svg (medium-zoom's rule for
  // vector images); an inlined data: URI would zoom to the drawing's own size. The build scripts
  // set WEBPACK_URL_LOADER_LIMIT=0 so that Docusaurus writes every figure as a file.
  it('are files whose addresses end in .svg, never inlined, each in a <figure>', () => {
    let figures = 0;
    for (const route of pageRoutes) {
      const $ = cheerio.load(pageOf(route));
      $('article .markdown img').each((_, img) => {
        if ($(img).closest('.figure-crops').length) return;
        figures += 1;
        expect($(img).attr('src'), route).toMatch(/^\/assets\/images\/[\w.-]+\.svg$/);
        expect($(img).closest('figure.figure').length, `${route}: ${$(img).attr('alt')}`).toBe(1);
      });
    }
    expect(figures).toBeGreaterThan(30);
  });

  it('say in their alt text what the page source says, escaped once (src/plugins/rehypeImageAlt.ts)', () => {
    // Docusaurus's image step escapes an alt text and React escapes it again: "merchant's" came out as
    // `merchant&amp;#39;s`, which a screen reader reads aloud. An attribute that still holds an escape once
    // the HTML is parsed was escaped twice.
    const alts: string[] = [];
    for (const route of pageRoutes) {
      const $ = cheerio.load(pageOf(route));
      $('article img[alt]').each((_, img) => {
        const alt = $(img).attr('alt') ?? '';
        alts.push(alt);
        expect(alt, route).not.toMatch(/&(?:amp|quot|#39|#x27|lt|gt);/);
      });
    }
    // The pages do have alt texts with an apostrophe, so the check is not empty.
    expect(alts.filter((alt) => alt.includes("'")).length).toBeGreaterThan(5);
  });

  it("of the app's screens carry, for phones, crops of the same file around their numbers", () => {
    let screens = 0;
    for (const route of pageRoutes.filter((candidate) => candidate.startsWith('/functional/'))) {
      const $ = cheerio.load(pageOf(route));
      $('article figure.figure').each((_, figure) => {
        const file = $(figure).find('> p img').attr('src') ?? '';
        const crops = $(figure).find('.figure-crops[data-browser-only] img');
        if (!/\/assets\/images\/[\w-]+-[\w]+\.svg$/.test(file) || crops.length === 0) return;
        screens += 1;
        crops.each((_, crop) => {
          expect($(crop).attr('src'), route).toMatch(new RegExp(`^${file.replace(/\./g, '\\.')}#svgView\\(viewBox\\(\\d+,\\d+,\\d+,\\d+\\)\\)$`));
          expect($(crop).attr('alt'), route).toMatch(
            /^Where (control \d+ of the figure above is|controls (\d+, )*\d+ and \d+ of the figure above are)$/,
          );
        });
      });
    }
    expect(screens).toBeGreaterThan(20);
  });
});

describe('previous and next links', () => {
  /** Where a doc page sits in the sidebars: its top-level entry (its section), and the pages of the categories it is in. */
  type Place = {section: number; tasks: string[]};

  async function places(): Promise<Map<string, Place>> {
    type Item = string | {type?: string; id?: string; items?: Item[]; link?: {type: string; id?: string; slug?: string}};
    const routes = new Map((await readDocs(docsDir)).map((doc) => [doc.id, doc.route]));
    // An id that no doc has is the sidebars test's to report: here it maps to no route.
    const routeOf = (id: string) => routes.get(id) ?? id;
    const map = new Map<string, Place>();
    const visit = (item: Item, section: number, tasks: string[]) => {
      if (typeof item === 'string') map.set(routeOf(item), {section, tasks});
      else {
        if (item.type === 'doc' && item.id) map.set(routeOf(item.id), {section, tasks});
        const page =
          item.link?.type === 'doc' && item.link.id
            ? routeOf(item.link.id)
            : item.link?.type === 'generated-index' && item.link.slug
              ? `${item.link.slug}/`
              : undefined;
        const inner = page ? [page, ...tasks] : tasks;
        if (page) map.set(page, {section, tasks: inner});
        for (const child of item.items ?? []) visit(child, section, inner);
      }
    };
    for (const [name, items] of Object.entries(sidebars as unknown as Record<string, Item[]>)) {
      items.forEach((item, index) => visit(item, name === 'docs' ? index : 1000 + index, []));
    }
    return map;
  }

  /** The previous and next links of a built page, as routes. */
  function linksOf(route: string): string[] {
    const $ = cheerio.load(pageOf(route));
    return $('nav.pagination-nav a.pagination-nav__link')
      .map((_, link) => ($(link).attr('href') ?? '').replace(/\/?$/, '/'))
      .get();
  }

  it('stay inside the section of the page and on its path, or else inside its task', async () => {
    const place = await places();
    const kind = (route: string) => (/^\/(category\/)?functional\//.test(route) ? 'screen' : 'guide');
    let links = 0;
    for (const route of docRoutes) {
      const targets = linksOf(route);
      const onPath = targets.filter((target) => kind(target) === kind(route));
      for (const target of targets) {
        links += 1;
        expect(place.get(target)?.section, `${route} → ${target}`).toBe(place.get(route)?.section);
        if (kind(target) === kind(route)) continue;
        // Off its path only when it has no link on it, and only to a page of its own task.
        expect(onPath, `${route} → ${target}`).toEqual([]);
        expect(place.get(target)?.tasks, `${route} → ${target}`).toContain(place.get(route)?.tasks[0]);
      }
    }
    expect(links).toBeGreaterThan(50);
    const woo = cheerio.load(pageOf('/payments/woo-commerce-plugin/'));
    expect(woo('a.pagination-nav__link--prev').attr('href')).toBe('/accept-crypto/recurly-payments/');
  });

  it('come as a bar with at least one link, or not at all', () => {
    for (const route of docRoutes) {
      const $ = cheerio.load(pageOf(route));
      $('nav.pagination-nav').each((_, nav) => {
        expect($(nav).find('a.pagination-nav__link').length, `${route}: an empty previous/next bar`).toBeGreaterThan(0);
      });
    }
    // A hub whose pages are screens leads to them; a screen filed under a guide's task leads back to that task.
    expect(linksOf('/swap/')).toEqual(['/functional/swap/']);
    expect(linksOf('/category/functional/')).toEqual(['/functional/home/']);
    expect(linksOf('/functional/withdrawal/')).toEqual(['/multi-wallet/wallet-overview/withdrawal/']);
    expect(linksOf('/functional/recurring-billing/')).toEqual(['/accept-crypto/recurly-payments/']);
    // A page alone in its section, under no task, has none.
    expect(cheerio.load(pageOf('/status-page/'))('nav.pagination-nav')).toHaveLength(0);
  });
});
