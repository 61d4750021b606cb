import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {product, urls} from './src/data/product';
import {codeThemes} from './src/config/codeThemes';
import apiDescriptionPlugin from './src/features/api/plugin';
import remarkApi from './src/features/api/remark';
import {MARK_OPENED_AT_ANCHOR} from './src/features/api/openedAtAnchor';
import remarkApiChanges from './src/features/api/changes/remark';
import remarkFigures, {remarkFigureCropSizes} from './src/plugins/remarkFigures';
import assetsAsFiles from './src/plugins/assetsAsFiles';
import prismOnDemand from './src/plugins/prismOnDemand';
import lazyMediumZoom from './src/plugins/lazyMediumZoom';
import prefetchOnce from './src/plugins/prefetchOnce';
import shallowMemoObject from './src/plugins/shallowMemoObject';
import compileHint from './src/plugins/compileHint';
import remarkCodeBlocks from './src/plugins/remarkCodeBlocks';
import {llmsOptions} from './src/features/markdown-twins/options';
import markdownTwinsPlugin from './src/features/markdown-twins/plugin';
import rehypeBareLinks from './src/plugins/rehypeBareLinks';
import rehypeImageAlt from './src/plugins/rehypeImageAlt';
import rehypeTableLabels from './src/plugins/rehypeTableLabels';
import {isInsideGitWorktree, noGitHistoryNotice, pageDatesFromGit} from './src/config/git';
import searchIndexPlugin from './src/features/search/plugin';
import hostingPlugin from './src/features/hosting/plugin';
import {JSON_FEED_PATH, JSON_FEED_TYPE} from './src/features/feeds/jsonFeed';
import {blogFeedItems} from './src/features/feeds/blogFeedItems';

// This file runs in Node.js: no browser APIs, no JSX.

const SITE_TITLE = 'Coinloom Docs';
const FAVICON = 'img/favicon.svg';
const BLOG_TITLE = 'Coinloom blog';
const BLOG_DESCRIPTION = 'Release notes and articles from the team behind the Coinloom docs.';
const TAGLINE = 'Accept crypto payments, pay out, swap and hold assets with Coinloom';

/**
 * "Last updated" under each page is the date of its file's last commit. A copy
 * of the site without its Git history still builds, without the dates.
 */
const HAS_GIT_HISTORY = isInsideGitWorktree(__dirname);

/**
 * Runs first in <head>. `/x/index.html` is the page of `/x/` under another
 * name: rename the URL in place, so the app hydrates the route it was
 * rendered for. `/x.html` is a 404 for a static host: go to `/x/` instead.
 */
const NORMALISE_HTML_PATHS = `(function () {
  var path = location.pathname;
  if (path === '/404.html') return;
  var rest = location.search + location.hash;
  if (/\\/index\\.html$/.test(path)) {
    history.replaceState(history.state, '', path.replace(/index\\.html$/, '') + rest);
  } else if (/\\.html$/.test(path)) {
    location.replace(path.replace(/\\.html$/, '/') + rest);
  }
})();`;

type NavbarItem = NonNullable<NonNullable<Preset.ThemeConfig['navbar']>['items']>[number];
type FooterLink = {label: string; to?: string; href?: string};

const navbarItems: NavbarItem[] = [
  {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Guides'},
  // One item is active at a time: Developers on the developers' pages, API on the reference alone.
  {
    to: '/category/api/',
    position: 'left',
    label: 'Developers',
    activeBaseRegex: '^/(category/api/|for-developers/(?!specification/))',
  },
  {
    to: '/for-developers/specification/',
    position: 'left',
    label: 'API',
    activeBaseRegex: '^/for-developers/specification/',
  },
  {to: '/blog/', position: 'left', label: 'Blog'},
  {
    to: product.releaseNotesPath,
    position: 'right',
    label: `v${product.version}`,
    className: 'navbar__version',
    // The visible text starts the name, so a voice-control user can say what they see (WCAG 2.5.3).
    'aria-label': `v${product.version} release notes`,
  },
  {type: 'localeDropdown', position: 'right'},
  {type: 'search', position: 'right'},
];

const footerColumns: {title: string; items: FooterLink[]}[] = [
  {
    title: 'Get started',
    items: [
      {label: 'What is Coinloom', to: '/what-is-coinloom/'},
      {label: 'Quickstarts', to: '/quickstart/overview/'},
      {label: 'Receive your first payment', to: '/quickstart/receive-payment-for-business/'},
      {label: 'Glossary', to: '/what-is-coinloom/general-concepts-about-coinloom/'},
    ],
  },
  {
    title: 'Guides',
    items: [
      {label: 'Send a payment', to: '/quickstart/send-payment/'},
      {label: 'Cash out to fiat', to: '/quickstart/withdrawal-crypto-to-fiat/'},
      {label: 'Supported networks and assets', to: '/what-is-coinloom/specification/'},
      {label: 'Integrations', to: '/integration/'},
    ],
  },
  {
    title: 'Developers',
    items: [
      {label: 'API reference', to: '/for-developers/specification/'},
      {label: 'API architecture', to: '/for-developers/api/api-architecture/'},
      {label: 'Callbacks', to: '/for-developers/callbacks/'},
      {label: 'Sandbox and environments', to: '/for-developers/general-concepts-about-coinloom/'},
    ],
  },
  {
    title: 'Status and news',
    items: [
      {label: 'System status', href: urls.status},
      {label: 'Using the status page', to: '/status-page/'},
      {label: `Release notes ${product.version}`, to: product.releaseNotesPath},
      {label: 'Blog', to: '/blog/'},
      {label: 'RSS feed', href: `${urls.docs}/blog/rss.xml`},
    ],
  },
];

/** The docs plugin's options (the plugin is the stock one, wrapped: src/features/docs-cards/plugin.ts). */
const docsOptions = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  // "Last updated on …" under every doc, from the last commit that changed its file.
  showLastUpdateTime: HAS_GIT_HISTORY,
  showLastUpdateAuthor: false,
  // API elements become headings and build-time HTML before the theme's heading and table-of-contents steps.
  beforeDefaultRemarkPlugins: [remarkApi, remarkFigures],
  remarkPlugins: [remarkFigureCropSizes, remarkCodeBlocks],
  rehypePlugins: [rehypeBareLinks, rehypeTableLabels, rehypeImageAlt],
} satisfies DocsOptions;

const config: Config = {
  title: SITE_TITLE,
  tagline: TAGLINE,
  favicon: FAVICON,

  url: urls.docs,
  baseUrl: '/',
  trailingSlash: true,
  noIndex: false,
  titleDelimiter: '|',

  future: {
    v4: true,
    faster: true,
    // Off without a Git history: Docusaurus would stop the build to say the site is outside a worktree.
    // A production build reads the dates itself, to pass over commits that changed no page
    // (.git-blame-ignore-revs); `npm start` keeps Docusaurus's placeholder dates.
    experimental_vcs: HAS_GIT_HISTORY && (process.env.NODE_ENV === 'production' ? pageDatesFromGit() : true),
  },

  headTags: [
    {tagName: 'script', attributes: {}, innerHTML: NORMALISE_HTML_PATHS},
    // Before the body is parsed: which of the API's large parts to lay out at once (src/features/api/openedAtAnchor.ts).
    {tagName: 'script', attributes: {}, innerHTML: MARK_OPENED_AT_ANCHOR},
    // The blog announces its RSS and Atom feeds itself; the JSON Feed is the site's own (src/features/feeds).
    {
      tagName: 'link',
      attributes: {rel: 'alternate', type: JSON_FEED_TYPE, href: JSON_FEED_PATH, title: `${BLOG_TITLE} JSON Feed`},
    },
  ],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en'},
    },
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is src/features/docs-cards/plugin.ts, under `plugins`: the stock one, less card data on every page.
        docs: false,
        blog: {
          blogTitle: BLOG_TITLE,
          blogDescription: BLOG_DESCRIPTION,
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          showReadingTime: true,
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          // A release's API changes, generated from its description and the one before (src/features/api/changes).
          beforeDefaultRemarkPlugins: [remarkApiChanges, remarkFigures],
          remarkPlugins: [remarkFigureCropSizes, remarkCodeBlocks],
          rehypePlugins: [rehypeBareLinks, rehypeTableLabels, rehypeImageAlt],
          feedOptions: {
            // At /blog/rss.xml and /blog/atom.xml; /blog/feed.json is JSON Feed 1.1, written from the same items.
            type: ['rss', 'atom'],
            title: BLOG_TITLE,
            description: BLOG_DESCRIPTION,
            copyright: `Copyright © ${new Date().getFullYear()} Coinloom`,
            xslt: true,
            createFeedItems: blogFeedItems({
              url: urls.docs,
              title: BLOG_TITLE,
              description: BLOG_DESCRIPTION,
              favicon: FAVICON,
              language: 'en',
            }),
          },
        },
        sitemap: {
          // Each page's last update, the date under it; without a Git history there is none, and no <lastmod>.
          lastmod: 'date',
        },
        theme: {
          customCss: [
            './src/css/colors.css',
            './src/css/chrome.css',
            './src/css/figures.css',
            './src/css/blocks.css',
            './src/css/layout.css',
            './src/css/print.css',
          ],
        },
      } satisfies Preset.Options,
    ],
  ],

  clientModules: ['./src/clientModules/printInLight.ts', './src/clientModules/figureZoomOnTouch.ts'],

  plugins: [
    ['./src/features/docs-cards/plugin.ts', docsOptions],
    // Images ship as files from any command, `docusaurus build` as well as `npm run build`.
    assetsAsFiles,
    ...(HAS_GIT_HISTORY ? [] : [noGitHistoryNotice]),
    'docusaurus-plugin-image-zoom',
    // medium-zoom, which that plugin imports, loads only on pages with a figure (src/lib/lazyMediumZoom.ts).
    lazyMediumZoom,
    // Prism loads with the code block, on the pages that show one (src/lib/codeBlocks), not in every page's bundle.
    prismOnDemand,
    // Docusaurus prefetches routes in idle time (src/lib/prefetchWhenIdle.ts), each chunk file once per page load
    // (src/lib/prefetchOnce.ts).
    prefetchOnce,
    // theme-common memoizes the navbar menu's props without building a collator (src/lib/shallowMemoObject.ts).
    shallowMemoObject,
    // In a production build, main.js opens with V8's compile hint: Chromium 136 and later compile its functions on a
    // background thread as it downloads (src/plugins/compileHint.ts).
    compileHint,
    apiDescriptionPlugin,
    // The search index (Pagefind), written after the build; the search box is src/theme/SearchBar.
    searchIndexPlugin,
    // _headers (the security policy with the inline scripts' hashes), _redirects, robots.txt and redirect pages for the host.
    hostingPlugin,
    // The Markdown twins, llms.txt, llms-full.txt and a file per section (src/features/markdown-twins).
    [markdownTwinsPlugin, llmsOptions({title: SITE_TITLE, description: TAGLINE, url: urls.docs})],
  ],

  themeConfig: {
    image: 'img/coinloom-social-card.jpg',
    metadata: [{name: 'theme-color', content: '#1d4ed8'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      // A new id shows the bar again to readers who dismissed an earlier one.
      id: `release-${product.version}`,
      content: `Coinloom ${product.version} is out. <a href="${product.releaseNotesPath}">Read the release notes</a>.`,
      isCloseable: true,
      // Set per colour mode in src/css/colors.css; the theme's default is white in both.
      backgroundColor: 'var(--coinloom-announcement-background)',
      textColor: 'var(--coinloom-announcement-color)',
    },
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: true,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: SITE_TITLE,
      hideOnScroll: true,
      logo: {
        alt: 'Coinloom logo',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: navbarItems,
    },
    footer: {
      style: 'dark',
      links: footerColumns,
      copyright: `Copyright © ${new Date().getFullYear()} Coinloom. Documentation for Coinloom ${product.version}.`,
    },
    zoom: {
      // Images in page content only; linked images keep their link.
      selector: '.markdown img:not(a img, .figure-crops img)',
      background: {
        light: 'rgba(255, 255, 255, 0.96)',
        dark: 'rgba(24, 25, 27, 0.96)',
      },
      // With a mouse, a zoomed figure fills the window's width or height. On a touch screen a tapped figure opens
      // at twice its width or more, to pan with a finger (src/clientModules/figureZoomOnTouch.ts).
      config: {margin: 8},
    },
    prism: {
      theme: codeThemes.light,
      darkTheme: codeThemes.dark,
      // No `additionalLanguages`: they would load on every page. Bash and PHP load with the pages that show them
      // (src/plugins/remarkCodeBlocks.ts).
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
