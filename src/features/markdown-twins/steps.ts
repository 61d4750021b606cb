import type {Comment, Element, ElementContent, Root as HastRoot, RootContent} from 'hast';
import type {Root as MdastRoot, RootContent as MdastContent} from 'mdast';
import GithubSlugger from 'github-slugger';
import {fromHtml} from 'hast-util-from-html';
import {isElement} from 'hast-util-is-element';
import {toString} from 'hast-util-to-string';
import {DEFERRED_PROPERTY} from '../api/deferredPanels';
import {routeOfTwin} from './twinPath';

/**
 * Extra steps for the Markdown twins that `@signalwire/docusaurus-plugin-llms-txt`
 * makes from each built doc page (see src/features/markdown-twins/options.ts). The plugin converts
 * rendered HTML, so components arrive as their output; these steps turn the
 * theme's markup into plain Markdown idioms a reader or a model expects:
 * admonitions become quotes that name their kind, each tab panel is labelled,
 * code titles stay with their code, and controls that only work in a browser
 * (buttons, forms, the heading anchors) are left out. A component marks any other
 * part that only makes sense in a browser with `data-browser-only`, which print leaves out too.
 */

type Parent = HastRoot | Element;

function classes(node: Element): string[] {
  const value: unknown = node.properties?.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

function hasClass(node: Element, name: string): boolean {
  return classes(node).includes(name);
}

/** CSS-module classes carry a hash suffix (`admonitionContent_BuS1`): match the stem. */
function hasClassStem(node: Element, stem: string): boolean {
  return classes(node).some((c) => c === stem || c.startsWith(`${stem}_`));
}

function element(tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element {
  return {type: 'element', tagName, properties, children};
}

function text(value: string): ElementContent {
  return {type: 'text', value};
}

/** A paragraph holding one bold label: the heading of a tab panel or an admonition. */
function label(value: string): Element {
  return element('p', [element('strong', [text(value)])]);
}

function findChild(node: Element, test: (child: Element) => boolean): Element | undefined {
  return node.children.filter((child) => isElement(child)).find(test);
}

function findDescendant(node: Element, test: (child: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = findDescendant(child, test);
    if (found) return found;
  }
  return undefined;
}

const ADMONITION_KINDS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Warning',
  danger: 'Danger',
};

/** `div.theme-admonition` → a block quote that opens with its kind and title in bold. */
function admonition(node: Element): Element {
  const kindClass = classes(node).find((c) => c.startsWith('theme-admonition-'));
  const kind = ADMONITION_KINDS[kindClass?.slice('theme-admonition-'.length) ?? ''] ?? 'Note';
  const heading = findChild(node, (c) => hasClassStem(c, 'admonitionHeading'));
  const title = heading ? toString(heading).trim() : '';
  const content = findChild(node, (c) => hasClassStem(c, 'admonitionContent'));
  const lead = title && title.toLowerCase() !== kind.toLowerCase() ? `${kind}: ${title}` : kind;
  return element('blockquote', [label(lead), ...(content?.children ?? [])]);
}

/**
 * An API samples panel that waits in its deferred attribute (src/features/api/deferredPanels.ts) gets
 * its content back first, so the anchors, links and tabs below treat it as any other panel.
 */
function expandDeferredPanels(node: Parent): void {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    const deferred = child.properties[DEFERRED_PROPERTY];
    if (typeof deferred === 'string') {
      child.children = fromHtml(deferred, {fragment: true}).children as ElementContent[];
      child.properties = Object.fromEntries(
        Object.entries(child.properties).filter(([name]) => name !== DEFERRED_PROPERTY),
      );
    } else expandDeferredPanels(child);
  }
}

/** Tabs → every panel in order, each under its tab's label; the tab strip itself goes. */
function tabs(node: Element): Element {
  const list = findDescendant(node, (c) => c.properties?.role === 'tablist');
  const names = list ? list.children.filter((child) => isElement(child)).map((tab) => toString(tab).trim()) : [];
  const panels: Element[] = [];
  const collect = (parent: Element) => {
    for (const child of parent.children) {
      if (!isElement(child)) continue;
      if (child.properties?.role === 'tabpanel') panels.push(child);
      else if (child.properties?.role !== 'tablist') collect(child);
    }
  };
  collect(node);
  const children: ElementContent[] = panels.flatMap((panel, index) => [
    label(names[index] ?? `Tab ${index + 1}`),
    ...panel.children,
  ]);
  return element('div', children);
}

/** A code block's title (a file name, or what the sample is) becomes an italic line above the code. */
function codeBlock(node: Element): Element {
  const bar = findChild(node, (c) => hasClass(c, 'api-code-bar'));
  const title = bar
    ? findChild(bar, (c) => hasClass(c, 'api-code-title'))
    : findChild(node, (c) => hasClassStem(c, 'codeBlockTitle'));
  if (!title) return node;
  const rest = node.children.filter((c) => c !== title && c !== bar);
  return element('div', [element('p', [element('em', [text(toString(title).trim())])]), ...rest], node.properties);
}

/** A row of links drawn as buttons (calls to action) → a list, so the links do not run together. */
function buttonRow(node: Element): Element | undefined {
  const items = node.children.filter((child) => isElement(child));
  const allButtons = items.length > 1 && items.every((c) => c.tagName === 'a' && hasClass(c, 'button'));
  return allButtons
    ? element(
        'ul',
        items.map((a) => element('li', [a])),
      )
    : undefined;
}

/** A grid of doc cards (a category's pages) → a list of links, each with its description. */
function cardList(node: Element): Element | undefined {
  const items = node.children.filter((child) => isElement(child));
  if (items.length === 0 || !items.every((c) => hasClassStem(c, 'docCardListItem'))) return undefined;
  const entries = items.flatMap((item) => {
    const card = findDescendant(item, (c) => c.tagName === 'a' && hasClass(c, 'card'));
    if (!card) return [];
    const title = findDescendant(card, (c) => hasClass(c, 'theme-doc-card-title'));
    const description = findDescendant(card, (c) => hasClass(c, 'theme-doc-card-description'));
    const link = element('a', [text(toString(title ?? card).trim())], {href: card.properties?.href});
    const rest = description ? [text(`: ${toString(description).trim()}`)] : [];
    return [element('li', [link, ...rest])];
  });
  return element('ul', entries);
}

/** A figure keeps its alternative text and gets its full address, so the twin can show or link it. */
function image(node: Element, siteUrl: string): Element {
  const src = String(node.properties?.src ?? '');
  if (src.startsWith('/') && !src.startsWith('//')) node.properties.src = `${siteUrl}${src}`;
  return node;
}

const BLOCKS = ['p', 'div', 'ul', 'ol', 'pre', 'blockquote'];

/**
 * A table cell holds one line of Markdown: blocks that follow other content in it
 * (a list after a sentence, a second paragraph) start on a new line, with `<br />`.
 */
function cell(node: Element): Element {
  const children: ElementContent[] = [];
  const add = (nodes: ElementContent[]) => {
    for (const child of nodes) {
      const isBlock = isElement(child) && BLOCKS.includes(child.tagName);
      // An anchor (see `anchors`) shows nothing: a block after it starts the cell.
      const hasContent = children.some((c) => c.type === 'element' || (c.type === 'text' && c.value.trim() !== ''));
      if (isBlock && hasContent) children.push(element('br', []));
      // Paragraphs and wrappers give up their box, not their words: a cell cannot hold a block.
      if (isElement(child) && (child.tagName === 'p' || child.tagName === 'div')) add(child.children);
      else children.push(child);
    }
  };
  add(node.children);
  return {...node, children};
}

/** What only works in a browser, or only decorates: dropped from the twin. */
function isDropped(node: Element): boolean {
  const controls = ['form', 'button', 'input', 'select', 'textarea', 'svg', 'script', 'style', 'noscript'];
  if (controls.includes(node.tagName)) return true;
  if (node.tagName === 'a' && hasClass(node, 'hash-link')) return true;
  if (hasClass(node, 'theme-doc-breadcrumbs') || hasClass(node, 'pagination-nav')) return true;
  return node.properties?.dataBrowserOnly !== undefined;
}

function transform(parent: Parent, siteUrl: string): void {
  const next: (RootContent | ElementContent)[] = [];
  for (const child of parent.children) {
    if (child.type === 'comment' && !isAnchor(child)) continue;
    if (!isElement(child)) {
      next.push(child);
      continue;
    }
    if (isDropped(child)) continue;
    let node = child;
    if (hasClass(node, 'theme-admonition')) node = admonition(node);
    else if (hasClass(node, 'tabs-container') || hasClass(node, 'api-samples')) node = tabs(node);
    else if (hasClass(node, 'theme-code-block') || hasClass(node, 'api-code-block')) node = codeBlock(node);
    else if (node.tagName === 'img') node = image(node, siteUrl);
    else if (node.tagName === 'td' || node.tagName === 'th') node = cell(node);
    else node = buttonRow(node) ?? cardList(node) ?? node;
    transform(node, siteUrl);
    next.push(node);
  }
  parent.children = next as typeof parent.children;
}

/**
 * Under the title, where the page lives and when it last changed, so a copied or
 * downloaded page still says both: `Source: <url> · Last updated: 2026-03-14`.
 * The page's address comes from its own "View as Markdown" link, the date from the
 * "Last updated" footer (a category index has none). Then only the article's body
 * is kept: the breadcrumbs, controls and footer around it stay on the web page.
 * Returns the twin's path (`/a/b.md`).
 */
function sourceLine(tree: HastRoot, siteUrl: string): string | undefined {
  const [top] = tree.children.filter((child) => isElement(child));
  if (!top) return undefined;
  if (blogPost(tree, top)) return undefined;
  const twin = findDescendant(top, (c) => c.tagName === 'a' && c.properties?.type === 'text/markdown');
  const footer = findDescendant(top, (c) => hasClass(c, 'theme-doc-footer'));
  const time = footer && findDescendant(footer, (c) => c.tagName === 'time');
  const body = findDescendant(top, (c) => hasClass(c, 'theme-doc-markdown'));
  if (body) tree.children = [body];
  const root = body ?? top;
  const heading = findDescendant(root, (c) => c.tagName === 'h1');
  if (!twin || !heading) return undefined;
  const twinPath = String(twin.properties.href);
  const url = `${siteUrl}${routeOfTwin(twinPath)}`;
  const parts: ElementContent[] = [text('Source: '), element('a', [text(url)], {href: url})];
  const date = typeof time?.properties?.dateTime === 'string' ? time.properties.dateTime.slice(0, 10) : undefined;
  if (date) parts.push(text(` · Last updated: ${date}`));
  const holder = findDescendant(root, (c) => c.children.includes(heading)) ?? root;
  holder.children.splice(holder.children.indexOf(heading) + 1, 0, element('p', parts));
  return twinPath;
}

/**
 * A blog post: its title, the day it was published, then its body; the authors and reading time stay on the web
 * page. (A post has no "View as Markdown" link, so its twin does not say its own address: llms.txt does.)
 */
function blogPost(tree: HastRoot, top: Element): boolean {
  const body = findDescendant(top, (c) => c.properties?.id === '__blog-post-container');
  const header = findDescendant(top, (c) => c.tagName === 'header');
  const heading = header && findDescendant(header, (c) => c.tagName === 'h1');
  if (!body || !heading) return false;
  const time = findDescendant(header, (c) => c.tagName === 'time');
  const date = typeof time?.properties?.dateTime === 'string' ? time.properties.dateTime.slice(0, 10) : undefined;
  tree.children = [heading, ...(date ? [element('p', [text(`Published: ${date}`)])] : []), ...body.children];
  return true;
}

/**
 * Anchors. Every `id` the page's article has (a heading's, custom ones like `{#wrong-network}`
 * included, a schema's, an error code's row) exists in the twin under the same name, so that links
 * between twins land where links between pages do. A heading whose text slugs to its id the way
 * GitHub and most Markdown readers slug headings needs nothing more; any other id becomes an HTML
 * anchor, `<a id="…"></a>`, which Markdown keeps as it is. It travels through the HTML-to-Markdown
 * conversion as a comment (`ANCHOR_PREFIX`), the one kind of node that arrives in Markdown
 * verbatim, and `remarkMarkdownTwin` writes it out.
 */
const ANCHOR_PREFIX = 'markdown-twin-anchor:';

function isAnchor(node: RootContent | ElementContent): node is Comment {
  return node.type === 'comment' && node.value.startsWith(ANCHOR_PREFIX);
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
/** Elements an anchor goes before rather than into: Markdown cannot hold one inside them, or they are replaced. */
const ANCHOR_BEFORE = [
  ...HEADINGS,
  ...['table', 'pre', 'ul', 'ol', 'dl', 'img', 'hr', 'br', 'code', 'a', 'strong', 'em', 'span', 'kbd'],
];
const ROW_PARTS = ['thead', 'tbody', 'tfoot', 'tr'];

/** The text a reader sees in the twin: what `isDropped` leaves out does not count. */
function visibleText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || isDropped(node)) return '';
  return node.children.map(visibleText).join('');
}

function anchors(tree: HastRoot): void {
  const slugger = new GithubSlugger();
  const anchor = (id: string): Comment => ({type: 'comment', value: `${ANCHOR_PREFIX}${id}`});
  const visit = (parent: Parent) => {
    for (const child of [...parent.children]) {
      if (!isElement(child) || isDropped(child)) continue;
      const id = child.properties?.id;
      const heading = HEADINGS.includes(child.tagName);
      // Every heading takes its slug in order, as a Markdown reader counts them, whether it has an id or not.
      const slug = heading ? slugger.slug(visibleText(child).trim()) : undefined;
      if (typeof id === 'string' && id !== '' && id !== slug) {
        const replaced = hasClass(child, 'theme-admonition') || hasClass(child, 'tabs-container');
        if (ANCHOR_BEFORE.includes(child.tagName) || replaced) {
          parent.children.splice(parent.children.indexOf(child), 0, anchor(id));
        } else if (ROW_PARTS.includes(child.tagName)) {
          const cell = findDescendant(child, (c) => c.tagName === 'td' || c.tagName === 'th');
          cell?.children.unshift(anchor(id));
        } else {
          child.children.unshift(anchor(id));
        }
      }
      visit(child);
    }
  };
  visit(tree);
}

/**
 * A link within the page (`#x`) gets the twin's full address, as links to other pages do: in
 * llms-full.txt, where every twin follows the others, `#x` alone would mean whichever page has an `x` first.
 */
function ownLinks(node: Parent, twinUrl: string): void {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    const href = child.properties?.href;
    if (child.tagName === 'a' && typeof href === 'string' && href.startsWith('#') && href.length > 1) {
      child.properties.href = `${twinUrl}${href}`;
    }
    ownLinks(child, twinUrl);
  }
}

export function rehypeMarkdownTwin(options?: unknown) {
  const {siteUrl} = options as {siteUrl: string};
  return (tree: HastRoot): void => {
    expandDeferredPanels(tree);
    const twinPath = sourceLine(tree, siteUrl);
    anchors(tree);
    if (twinPath) ownLinks(tree, `${siteUrl}${twinPath}`);
    transform(tree, siteUrl);
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * By the time the plugin hands over the Markdown, it has pointed links at the twins. A link to a page
 * without a twin (the blog's list of posts, a tag) keeps the site's canonical address: the plugin drops the
 * trailing slash of `/blog/tags/x/`, and `/blog/tags/x` is only a redirect to it. Files (`/openapi.yaml`) keep theirs as they are.
 */
function canonicalUrl(url: string, siteUrl: string): string {
  if (!url.startsWith(`${siteUrl}/`)) return url;
  const parsed = new URL(url);
  const last = parsed.pathname.split('/').pop() ?? '';
  if (last === '' || last.includes('.')) return url;
  parsed.pathname = `${parsed.pathname}/`;
  return parsed.href;
}

/**
 * Code lines arrive with the block's last line feed: drop it, so fences close right after the code.
 * An anchor arrives as a comment (see `anchors`) and leaves as `<a id="…"></a>`. Links to pages
 * without a twin end in a slash (`canonicalUrl`).
 */
export function remarkMarkdownTwin(options?: unknown) {
  const {siteUrl} = options as {siteUrl: string};
  return (tree: MdastRoot): void => {
    const anchor = new RegExp(`^<!--${ANCHOR_PREFIX}([\\s\\S]*)-->$`);
    const visit = (nodes: MdastContent[]) => {
      for (const node of nodes) {
        if (node.type === 'code') node.value = node.value.replace(/\n+$/, '');
        const id = node.type === 'html' ? anchor.exec(node.value)?.[1] : undefined;
        if (node.type === 'html' && id !== undefined) node.value = `<a id="${escapeAttribute(id)}"></a>`;
        if (node.type === 'link') node.url = canonicalUrl(node.url, siteUrl);
        if ('children' in node) visit(node.children as MdastContent[]);
      }
    };
    visit(tree.children);
  };
}
