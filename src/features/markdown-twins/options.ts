import type {PluginOptions, SectionDefinition} from '@signalwire/docusaurus-plugin-llms-txt/public';
import {apiDocumentPath, postmanCollectionPath, postmanEnvironmentPath} from '../api/anchors';
import {apiReleases} from '../../data/apiReleases';
import {rehypeMarkdownTwin, remarkMarkdownTwin} from './steps';

/**
 * The docs as Markdown, for readers who paste a page into an assistant and for
 * tools that read `llms.txt` (llmstxt.org). `@signalwire/docusaurus-plugin-llms-txt`
 * converts each built doc page's HTML after the build, so what the components
 * render (tables from src/data, API samples from the description) is in the
 * Markdown too. It writes, beside the HTML:
 * - `/llms.txt`: every doc page and blog post by section, with its description;
 * - `/llms-full.txt`: all doc pages in one file;
 * - a twin of every doc page and blog post: `/a/b/` → `/a/b.md`, and `/` → `/index.md`
 *   (`markdownTwinPath` in src/features/markdown-twins/twinPath.ts is the one place that rule is written).
 */

/** Routes without a twin: the search page and the blog's lists of posts (a post has its own twin). */
const BLOG_LISTS = ['/search/', '/blog/', '/blog/page/**', '/blog/archive/', '/blog/tags/**', '/blog/authors/**'];

/** A section of `llms.txt`, with the one-line description the file gives it above the first section. */
type Section = SectionDefinition & {description: string};

/**
 * Sections of `llms.txt`, in the order `position` gives. A route goes to the section whose
 * pattern matches it most specifically, so the network guides, under /for-developers/, go to
 * Networks. The home page is not in a section: the plugin lists it first, above them all.
 */
export const sections: Section[] = [
  {
    id: 'get-started',
    name: 'Get started',
    description: 'What Coinloom is, its concepts and fees, and quickstarts for a first payment, transfer and cash-out.',
    position: 1,
    routes: [{route: '/what-is-coinloom/**'}, {route: '/quickstart/**'}],
  },
  {
    id: 'payments',
    name: 'Accept and send payments',
    description:
      'Every payment feature for merchants: checkouts, invoices, donations, subscriptions, multisend, swap and the status page.',
    position: 2,
    routes: [
      {route: '/category/payments/'},
      {route: '/payments/**'},
      {route: '/accept-crypto/**'},
      {route: '/creating-branded-crypto-invoice/'},
      {route: '/multisend/'},
      {route: '/swap/'},
      {route: '/p2p/**'},
      {route: '/status-page/'},
    ],
  },
  {
    id: 'integration',
    name: 'Add Coinloom to a website',
    description: 'The pay button, a shared link, an embedded iframe, WooCommerce and the API, compared and set up.',
    position: 3,
    routes: [{route: '/integration/**'}],
  },
  {
    id: 'developers',
    name: 'Developers and the API',
    description:
      'The REST API from one OpenAPI description: signing, errors, callbacks, each area of the API, and the full reference.',
    position: 4,
    routes: [{route: '/category/api/'}, {route: '/for-developers/**'}],
  },
  {
    id: 'networks',
    name: 'Networks',
    description: 'One guide per network: addresses, tokens, fees, confirmations and what can go wrong.',
    position: 5,
    routes: [{route: '/for-developers/interaction-with-crypto-networks/**'}],
  },
  {
    id: 'web-app',
    name: 'The web app',
    description: 'Each screen of the Coinloom web app, its controls and states, with how-tos.',
    position: 6,
    routes: [{route: '/category/functional/'}, {route: '/functional/**'}],
  },
  {
    id: 'wallets',
    name: 'Wallets',
    description: 'Create, import, fund, export and delete wallets, and move funds out of them.',
    position: 7,
    routes: [{route: '/category/wallets/'}, {route: '/multi-wallet/**'}],
  },
  {
    id: 'news',
    name: 'Release notes and news',
    description: 'What changed in each release, the API changes generated from the API description included.',
    position: 8,
    routes: [{route: '/blog/**'}],
  },
];

/**
 * The part of `llms.txt` between the summary and the first section. After the first `##`, the
 * llmstxt.org format allows only `## Section` headings and `- [name](url): notes` items, so what
 * each section holds is said here, as one list, and the plugin gets the sections without their
 * descriptions (it would write each under its heading, as a quote). The plugin writes its
 * `siteDescription` as the summary line; the paragraphs after its first line become this part.
 */
function llmsTxtIntro(summary: string): string {
  const guide = sections.map(({name, description}) => `- **${name}**: ${description}`).join('\n');
  return `${summary}\n\nThe docs as Markdown, one file per page, by section; each section is also one file or more of at most 400 kB (about 100,000 tokens), listed first, and llms-full.txt holds every page:\n\n${guide}`;
}

export function llmsOptions(site: {title: string; description: string; url: string}) {
  return {
    markdown: {
      enableFiles: true,
      // Links in the Markdown point at the other twins by full URL, so they work wherever the text is pasted.
      relativePaths: false,
      includeDocs: true,
      includeGeneratedIndex: true,
      // Blog posts too, for the release notes' generated API changes; not the blog's list pages.
      includeBlog: true,
      includePages: false,
      excludeRoutes: BLOG_LISTS,
      // A doc's article (its body is kept, see sourceLine in markdownTwin.ts); a blog post's article; for a
      // category's generated index, the page's title, description and cards.
      contentSelectors: [
        'main article:has(.theme-doc-markdown)',
        'main article:has(#__blog-post-container)',
        'main .container',
      ],
      beforeDefaultRehypePlugins: [[rehypeMarkdownTwin, {siteUrl: site.url}]],
      beforeDefaultRemarkPlugins: [[remarkMarkdownTwin, {siteUrl: site.url}]],
      // Cells are not padded to a common width: wide tables would otherwise be mostly spaces.
      remarkGfm: {tablePipeAlign: false},
      remarkStringify: {bullet: '-', emphasis: '_', rule: '-'},
    },
    llmsTxt: {
      enableLlmsFullTxt: true,
      includeDocs: true,
      includeGeneratedIndex: true,
      includeBlog: true,
      excludeRoutes: BLOG_LISTS,
      siteTitle: site.title,
      siteDescription: llmsTxtIntro(site.description),
      sections: sections.map(({id, name, position, routes}) => ({id, name, position, routes})),
      optionalLinks: [
        {
          title: 'OpenAPI description',
          url: `${site.url}${apiDocumentPath}`,
          description:
            'The whole Coinloom API as an OpenAPI description in YAML, which the API reference page renders.',
        },
        {
          title: 'Postman collection',
          url: `${site.url}${postmanCollectionPath}`,
          description:
            'Every operation of the description as a Postman collection (v2.1), whose pre-request script signs each request.',
        },
        {
          title: 'Postman environment',
          url: `${site.url}${postmanEnvironmentPath}`,
          description: "The collection's sandbox environment: the base URL, and the key id and secret to fill in.",
        },
        ...apiReleases.map((release) => ({
          title: `OpenAPI description ${release.version}`,
          url: `${site.url}/${release.file}`,
          description: `The description as released in ${release.version}, which the release notes compare to list what changed.`,
        })),
      ],
    },
    onRouteError: 'throw',
    onSectionError: 'throw',
  } satisfies PluginOptions;
}
