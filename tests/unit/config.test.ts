import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {isInsideGitWorktree} from '../../src/config/git';
import {projectRoot} from '../support/docs';
import {product, urls} from '../../src/data/product';

type Preset = {docs: false; blog: Record<string, unknown>};
type ThemeConfig = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const [, presetOptions] = config.presets?.[0] as [string, Preset];
/** The docs plugin's options: the preset's docs plugin is off, and src/features/docs-cards/plugin.ts takes its place. */
const DOCS_PLUGIN = './src/features/docs-cards/plugin.ts';
const docsEntry = config.plugins?.find((plugin) => Array.isArray(plugin) && plugin[0] === DOCS_PLUGIN);
const docsOptions = (docsEntry as [string, Record<string, unknown>] | undefined)?.[1] ?? {};
const themeConfig = config.themeConfig as ThemeConfig;

describe('site config', () => {
  it('names and places the site as the specification says', () => {
    expect(config.title).toBe('Coinloom Docs');
    expect(config.tagline).toMatch(/\w/);
    expect(config.url).toBe('https://docs.coinloom.example');
    expect(config.url).toBe(urls.docs);
    expect(config.baseUrl).toBe('/');
    expect(config.trailingSlash).toBe(true);
    expect(config.titleDelimiter).toBe('|');
    expect(config.noIndex).toBe(false);
  });

  it('is English only', () => {
    expect(config.i18n).toMatchObject({defaultLocale: 'en', locales: ['en']});
  });

  it('fails the build on broken links, anchors, Markdown links and images', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown?.hooks).toEqual({onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'});
  });

  it('builds with Docusaurus Faster', () => {
    expect(config.future).toMatchObject({v4: true, faster: true});
  });

  it('serves docs at the root and leaves the version record as Docusaurus makes it', () => {
    expect(presetOptions.docs).toBe(false);
    expect(docsOptions.routeBasePath).toBe('/');
    for (const option of ['lastVersion', 'versions', 'onlyIncludeVersions', 'includeCurrentVersion']) {
      expect(docsOptions).not.toHaveProperty(option);
    }
  });

  it('shows headings 2 to 3 in the table of contents', () => {
    expect(themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  });

  it('defaults to light mode and lets the reader choose', () => {
    expect(themeConfig.colorMode).toMatchObject({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    });
  });

  it('has a navbar that hides on scroll, with the version from the product data, search and languages', () => {
    const {navbar} = themeConfig;
    expect(navbar.hideOnScroll).toBe(true);
    expect(navbar.title).toBe('Coinloom Docs');
    const version = navbar.items.find((item: {className?: string}) => item.className === 'navbar__version');
    expect(version).toMatchObject({label: `v${product.version}`, to: product.releaseNotesPath});
    const types = navbar.items.map((item: {type?: string}) => item.type);
    expect(types).toContain('search');
    expect(types).toContain('localeDropdown');
    expect(navbar.items).toContainEqual(expect.objectContaining({type: 'docSidebar', sidebarId: 'docs'}));
    expect(navbar.items).toContainEqual(expect.objectContaining({to: '/blog/'}));
  });

  it("links the guides, the developers' home and the API reference from the navbar, one active at a time", () => {
    const items = themeConfig.navbar.items as {
      sidebarId?: string;
      to?: string;
      label?: string;
      activeBaseRegex?: string;
    }[];
    expect(items.map((item) => item.sidebarId).filter(Boolean)).toEqual(['docs']);
    const developers = items.find((item) => item.label === 'Developers');
    const api = items.find((item) => item.label === 'API');
    expect(developers?.to).toBe('/category/api/');
    expect(api?.to).toBe('/for-developers/specification/');
    const active = (pathname: string) =>
      [developers, api]
        .filter((item) => new RegExp(item?.activeBaseRegex ?? '^$').test(pathname))
        .map((item) => item?.label);
    expect(active('/for-developers/specification/')).toEqual(['API']);
    expect(active('/for-developers/callbacks/')).toEqual(['Developers']);
    expect(active('/category/api/')).toEqual(['Developers']);
    expect(active('/quickstart/overview/')).toEqual([]);
  });

  it('announces the current release, dismissibly, under an id that changes with the version', () => {
    const bar = themeConfig.announcementBar;
    expect(bar.isCloseable).toBe(true);
    expect(bar.id).toBe(`release-${product.version}`);
    expect(bar.content).toContain(`href="${product.releaseNotesPath}"`);
    expect(bar.content).toContain(product.version);
  });

  it('zooms content images only, with a backdrop for each colour mode', () => {
    expect(config.plugins).toContain('docusaurus-plugin-image-zoom');
    expect(themeConfig.zoom.selector).toMatch(/^\.markdown /);
    expect(Object.keys(themeConfig.zoom.background).sort()).toEqual(['dark', 'light']);
    expect(themeConfig.zoom.background.dark).not.toBe(themeConfig.zoom.background.light);
  });

  it('builds the offline search index with its own plugin, and no other search theme', () => {
    expect(config.themes ?? []).toEqual([]);
    expect(config.plugins?.map((plugin) => (typeof plugin === 'function' ? plugin.name : plugin))).toContain(
      'searchIndexPlugin',
    );
  });

  it('rejects unknown blog tags and authors, and publishes RSS, Atom and (its own, version 1.1) JSON feeds', () => {
    expect(presetOptions.blog).toMatchObject({
      tags: 'tags.yml',
      onInlineTags: 'throw',
      onInlineAuthors: 'throw',
      onUntruncatedBlogPosts: 'throw',
    });
    // The blog's JSON output is JSON Feed 1.0 with one author a post: the site writes 1.1 from the same items.
    expect((presetOptions.blog.feedOptions as {type: string[]}).type).toEqual(['rss', 'atom']);
    expect((presetOptions.blog.feedOptions as {createFeedItems?: unknown}).createFeedItems).toBeTypeOf('function');
    expect(config.headTags).toContainEqual({
      tagName: 'link',
      attributes: expect.objectContaining({rel: 'alternate', type: 'application/feed+json', href: '/blog/feed.json'}),
    });
  });
});

describe('the Git history that dates the pages', () => {
  it('is read inside the repository: pages carry "Last updated" from their last commit', () => {
    expect(isInsideGitWorktree(projectRoot)).toBe(true);
    expect(config.future?.experimental_vcs).toBe(true);
    expect(docsOptions.showLastUpdateTime).toBe(true);
  });
});
