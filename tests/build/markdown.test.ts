import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {readIgnoredRevisions} from '../../src/config/git';
import {beforeAll, describe, expect, it} from 'vitest';
import {blogPostRoutes, docRoutes, generatedIndexRoutes, twinRoutes} from '../../src/data/routes';
import {urls} from '../../src/data/product';
import {markdownTwinPath} from '../../src/features/markdown-twins/twinPath';
import {sections} from '../../src/features/markdown-twins/options';
import {
  listedSections,
  SECTION_FILE_BYTES,
  SECTION_FILE_DIR,
  SECTION_FILES_HEADING,
} from '../../src/features/markdown-twins/sectionFiles';
import {buildDir, projectRoot, requireBuild} from '../support/docs';
import {splitMarkdown, type ProseLine} from '../support/markdown';
import {parseLlmsTxt} from '../support/llmsTxt';

/**
 * The docs as Markdown (src/features/markdown-twins/options.ts): a twin of every doc page, llms.txt
 * and llms-full.txt, as static files beside the HTML. And "Last updated" on
 * every doc page, from git.
 */

const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const htmlOf = (route: string) => read(path.join(route, 'index.html'));
const twinOf = (route: string) => read(markdownTwinPath(route));

/** The level-one heading of a built page, as text. */
function titleOf(route: string): string {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(htmlOf(route));
  if (!match) throw new Error(`${route} has no <h1>`);
  return match[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
}

/**
 * The lines of a Markdown text outside fenced code, with inline code removed:
 * where an MDX leftover (an import, a component tag) would be a defect.
 * Code samples may import and may contain tags; prose may not.
 */
function proseLines(markdown: string): ProseLine[] {
  return splitMarkdown(markdown).prose.map(({line, text}) => ({line, text: text.replace(/`[^`]*`/g, '')}));
}

/** The language of every fenced code block. */
function fenceLanguages(markdown: string): string[] {
  return splitMarkdown(markdown).fences.map((fence) => fence.language);
}

/** Every Markdown link target in a text. */
function linkTargets(markdown: string): string[] {
  return proseLines(markdown).flatMap(({text}) => [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]));
}

beforeAll(requireBuild);

describe('the Markdown twin of every doc page', () => {
  it('exists for every doc route and blog post at the predictable address, and for nothing else', () => {
    const twins = fs
      .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.md'))
      .map((file) => `/${file.split(path.sep).join('/')}`)
      .sort();
    expect(twins).toEqual(twinRoutes.map(markdownTwinPath).sort());
  });

  it('is linked from its page, by the "View as Markdown" control and as an alternate version', () => {
    for (const route of docRoutes) {
      const html = htmlOf(route);
      const twin = markdownTwinPath(route);
      expect(html, route).toContain(`rel=alternate type=text/markdown href=${twin} `);
      expect(html, route).toMatch(new RegExp(`<a class=[^>]*href=${twin.replace(/\./g, '\\.')} type=text/markdown>`));
      expect(html, route).toMatch(/<button type=button[^>]*>.*?Copy page<\/span><\/button>/);
    }
  });

  it('opens with the page title as its only level-one heading', () => {
    for (const route of docRoutes) {
      const headings = proseLines(twinOf(route))
        .map(({text}) => text)
        .filter((line) => line.startsWith('# '));
      expect(headings, route).toEqual([`# ${titleOf(route)}`]);
    }
  });

  it('says under its title where the page lives', () => {
    for (const route of docRoutes) {
      const [title, source] = twinOf(route)
        .split('\n')
        .filter((line) => line.trim() !== '');
      expect(title, route).toBe(`# ${titleOf(route)}`);
      const dated = generatedIndexRoutes.includes(route) ? '' : ' · Last updated: \\d{4}-\\d{2}-\\d{2}';
      expect(source, route).toMatch(new RegExp(`^Source: <${urls.docs}${route}>${dated}$`));
    }
  });

  it('has no import or export line, no JSX, HTML or MDX syntax outside code', () => {
    // A line break in a table cell, an autolink, and an anchor (an id of the page that no heading's slug gives).
    const allowed = [/^<br \/>$/, /^<https:\/\/[a-z0-9.-]+\.coinloom\.example[^>]*>$/, /^<a id="[^"<>]+">$/, /^<\/a>$/];
    for (const route of docRoutes) {
      for (const {line, text} of proseLines(twinOf(route))) {
        const where = `${markdownTwinPath(route)}:${line}`;
        expect(text, where).not.toMatch(/^\s*(import|export)\s/);
        expect(text, where).not.toMatch(/\{\/\*|:::|<!--|className=|\u200b/);
        // A character written as a reference (`**What to do:&#x20;**`), where a reader wants the character.
        expect(text, where).not.toMatch(/&#x?[0-9a-f]+;/i);
        for (const [tag] of text.matchAll(/<\/?[A-Za-z][^>]*>/g)) {
          expect(
            allowed.some((pattern) => pattern.test(tag)),
            `${where}: ${tag}`,
          ).toBe(true);
        }
      }
    }
  });

  it('keeps the language of every code block', () => {
    for (const route of docRoutes) {
      const unnamed = fenceLanguages(twinOf(route)).filter((language) => language === '');
      expect(unnamed, markdownTwinPath(route)).toEqual([]);
    }
  });

  it('keeps every code sample of the page', () => {
    for (const route of docRoutes) {
      const samples = (htmlOf(route).match(/<pre\b/g) ?? []).length;
      expect(fenceLanguages(twinOf(route)).length, route).toBe(samples);
    }
  });

  it('writes every admonition as a quote that names its kind', () => {
    let admonitions = 0;
    for (const route of docRoutes) {
      const html = htmlOf(route);
      const kinds = [...html.matchAll(/theme-admonition-(note|tip|info|warning|caution|danger)\b/g)].map((m) => m[1]);
      admonitions += kinds.length;
      const quotes = twinOf(route).match(/^> \*\*(Note|Tip|Info|Warning|Danger)\b/gm) ?? [];
      expect(quotes.length, route).toBe(kinds.length);
    }
    expect(admonitions).toBeGreaterThan(50);
  });

  it('writes every table of the page as a Markdown table', () => {
    for (const route of docRoutes) {
      const tables = (htmlOf(route).match(/<table\b/g) ?? []).length;
      // A table may sit in a quote (an admonition) or a list item.
      const delimiterRows = twinOf(route).match(/^[\s>]*\|(\s*:?-+:?\s*\|)+$/gm) ?? [];
      expect(delimiterRows.length, route).toBe(tables);
    }
  });

  it('labels every tab panel with its tab', () => {
    // The theme's tabs (`<li role=tab>`, the callbacks page's handlers in three languages, twice) and the API
    // samples' (`<button role=tab>`, the checkout guide's endpoints): each kind of tab becomes a bold label in the twin.
    for (const [route, kind] of [
      ['/for-developers/callbacks/', 'li'],
      ['/for-developers/api/using-api-for-checkout/', 'button'],
    ] as const) {
      const html = htmlOf(route);
      const tabsOf = (tag: string) => [...html.matchAll(new RegExp(`<${tag}\\b[^>]*\\brole=tab\\b[^>]*>([^<]+)`, 'g'))];
      expect(tabsOf(kind).length, route).toBeGreaterThanOrEqual(4);
      // Every tab of either kind on the page, as both may share it.
      const tabs = tabsOf('li').length + tabsOf('button').length;
      const labels = twinOf(route).match(/^\*\*(cURL|Node\.js|Python|PHP)\*\*$/gm) ?? [];
      expect(labels.length, route).toBe(tabs);
    }
  });

  it('leaves out what only works in a browser, and keeps each figure with its description and full address', () => {
    for (const route of docRoutes) {
      const twin = twinOf(route);
      expect(twin, route).not.toContain('](data:');
      expect(twin, route).not.toContain('Direct link to');
      expect(twin, route).not.toContain('Copy page');
    }
    expect(twinOf('/for-developers/callbacks/')).not.toContain('Callback secret\n');
    expect(twinOf('/functional/home/')).toMatch(
      /^!\[The Home screen\b[^\]]+\]\(https:\/\/docs\.coinloom\.example\/assets\/images\/home-\w+\.svg\)$/m,
    );
  });

  it('links to pages by full URL: other twins, or pages without one, all of which exist', () => {
    for (const route of docRoutes) {
      for (const target of linkTargets(twinOf(route))) {
        if (target.startsWith('#')) continue;
        expect(target, `${route} → ${target}`).toMatch(/^(https?:|mailto:)/);
        if (!target.startsWith(`${urls.docs}/`)) continue;
        const pathname = new URL(target).pathname;
        const file = pathname.endsWith('/') ? path.join(pathname, 'index.html') : pathname;
        expect(fs.existsSync(path.join(buildDir, file)), `${route} → ${target}`).toBe(true);
      }
    }
  });
});

describe('llms.txt', () => {
  let text: string;
  beforeAll(() => {
    text = read('llms.txt');
  });

  it('parses as llmstxt.org lays it out: a title, a summary, info, then sections of nothing but links', () => {
    const parsed = parseLlmsTxt(text);
    expect(parsed.violations).toEqual([]);
    expect(parsed.title).toBe('Coinloom Docs');
    expect(parsed.summary).toMatch(/^\S/);
    expect(parsed.sections.length).toBeGreaterThanOrEqual(7);
    for (const link of parsed.sections.flatMap((section) => section.links)) {
      expect(link.url, link.title).toMatch(/^https:\/\/\S+$/);
      expect(link.notes, link.title).toMatch(/^\S/);
    }
  });

  it('says in its info what each section holds, since the sections themselves hold only links', () => {
    const {info} = parseLlmsTxt(text);
    for (const section of sections) expect(info).toContain(`- **${section.name}**: ${section.description}`);
  });

  it('lists every doc page and blog post once, by its twin, with its description', () => {
    const linked = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S/gm)].map((m) => m[1]);
    const twins = linked.filter((url) => url.endsWith('.md'));
    expect(twins.sort()).toEqual(twinRoutes.map((route) => `${urls.docs}${markdownTwinPath(route)}`).sort());
  });

  it('has exactly the configured sections, and each network guide under Networks', () => {
    const headings = parseLlmsTxt(text).sections.map((section) => section.name);
    // A page no section matches would open a section of its own, named after its path.
    expect(headings).toEqual([SECTION_FILES_HEADING, ...sections.map((section) => section.name), 'Optional']);
    const networksPart = text.slice(text.indexOf('## Networks\n'), text.indexOf('\n## ', text.indexOf('## Networks\n') + 1));
    const guides = docRoutes.filter((route) => route.startsWith('/for-developers/interaction-with-crypto-networks/'));
    expect(guides).toHaveLength(15);
    for (const route of guides) expect(networksPart, route).toContain(`(${urls.docs}${markdownTwinPath(route)})`);
  });

  it('points at the OpenAPI description, which is published', () => {
    expect(text).toContain(`(${urls.docs}/openapi.yaml)`);
    expect(fs.existsSync(path.join(buildDir, 'openapi.yaml'))).toBe(true);
  });
});

describe('the section files', () => {
  const files = () => fs.readdirSync(path.join(buildDir, SECTION_FILE_DIR)).sort();
  const listed = () => {
    const part = parseLlmsTxt(read('llms.txt')).sections.find((section) => section.name === SECTION_FILES_HEADING);
    return (part?.links ?? []).map((link) => link.url);
  };

  it(`are each at most ${SECTION_FILE_BYTES / 1000} kB, about 100,000 tokens, an assistant can read whole`, () => {
    expect(files().length).toBeGreaterThanOrEqual(sections.length);
    for (const file of files()) {
      expect(fs.statSync(path.join(buildDir, SECTION_FILE_DIR, file)).size, file).toBeLessThanOrEqual(SECTION_FILE_BYTES);
    }
  });

  it('are each listed in llms.txt, and nothing else is listed there', () => {
    expect(listed().sort()).toEqual(files().map((file) => `${urls.docs}/${SECTION_FILE_DIR}/${file}`));
  });

  it("hold every page of their section, in llms.txt's order, but one too large for a file alone", () => {
    const text = read('llms.txt');
    const held = files().map((file) => read(path.join(SECTION_FILE_DIR, file))).join('\n');
    const left = [...text.matchAll(/; without (\S+\.md), listed below/g)].map((m) => m[1]);
    expect(left).toEqual([`${urls.docs}/for-developers/specification.md`]);
    for (const {name, urls: pages} of listedSections(text)) {
      for (const url of pages.filter((page) => !left.includes(page))) {
        // A doc page's twin says its address under its title; a blog post's, the day it was published.
        const twin = read(new URL(url).pathname.slice(1));
        const said = twin.split('\n').filter(Boolean).slice(0, 2).join('\n\n');
        expect(said, url).toMatch(/\n\n(Source: <|Published: \d{4}-\d{2}-\d{2}$)/);
        expect(held, `${name}: ${url}`).toContain(said);
      }
    }
  });
});

describe('the Markdown twin of a blog post', () => {
  it('opens with the title and the day it was published, without the authors or the reading time', () => {
    expect(blogPostRoutes.length).toBeGreaterThan(0);
    for (const route of blogPostRoutes) {
      const [title, published, ...rest] = twinOf(route).split('\n').filter((line) => line.trim() !== '');
      expect(title, route).toBe(`# ${titleOf(route)}`);
      expect(published, route).toMatch(/^Published: \d{4}-\d{2}-\d{2}$/);
      expect(rest.join('\n'), route).not.toMatch(/min read|\/img\/authors\//);
    }
  });

  it('carries the release notes\' generated API changes', () => {
    const twin = twinOf('/blog/long-blog-post/');
    expect(twin).toMatch(/^## API changes$/m);
    expect(twin).toMatch(/^\d+ changes from \S+ to \S+, \d+ of them breaking/m);
    expect(twin).toContain('**Breaking:**');
  });
});

describe('llms-full.txt', () => {
  it('holds every doc page, each under its title', () => {
    const full = read('llms-full.txt');
    // The plugin makes the landing page the file's own heading and summary, not a page of it;
    // the landing page is a map of links to the pages below, all of which are in the file.
    for (const route of docRoutes.filter((r) => r !== '/')) {
      expect(full, route).toMatch(new RegExp(`^#+ ${titleOf(route).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
    }
    expect(proseLines(full).filter(({text}) => /^\s*(import|export)\s/.test(text))).toEqual([]);
  });
});

describe('"Last updated" on every doc page', () => {
  type DocMetadata = {source: string; permalink: string; lastUpdatedAt?: number};
  let docs: DocMetadata[];

  beforeAll(() => {
    const dir = path.join(projectRoot, '.docusaurus/docusaurus-plugin-content-docs/default');
    docs = fs
      .readdirSync(dir)
      .filter((file) => file.startsWith('site-docs-') && file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as DocMetadata)
      // The folder keeps records of docs deleted since an earlier build.
      .filter((doc) => fs.existsSync(path.join(projectRoot, doc.source.replace(/^@site\//, ''))));
  });

  it('shows the date of the last commit that changed the page file, passing over .git-blame-ignore-revs', () => {
    const ignored = readIgnoredRevisions(projectRoot);
    const pages = docRoutes.filter((route) => !generatedIndexRoutes.includes(route));
    expect(docs.map((doc) => doc.permalink.replace(/\/?$/, '/')).sort()).toEqual([...pages].sort());
    for (const doc of docs) {
      const file = doc.source.replace(/^@site\//, '');
      // The newest commit of the file that is not listed as changing no page, in the history `git log -- <file>`
      // lists, as Docusaurus's own reader reads it: a merge that resolved a conflict made words of its own, and a
      // side branch's change that a merge dropped never reached the page.
      const committed = Number(
        execFileSync('git', ['log', '--format=%H %ct', '--', file], {cwd: projectRoot, encoding: 'utf8'})
          .split('\n')
          .map((line) => line.split(' '))
          .find(([hash]) => hash && !ignored.has(hash))?.[1],
      );
      expect(committed, `${file} is committed`).toBeGreaterThan(0);
      expect(doc.lastUpdatedAt, file).toBe(committed * 1000);
      const html = htmlOf(doc.permalink.replace(/\/?$/, '/'));
      const iso = new Date(committed * 1000).toISOString();
      expect(html, file).toMatch(new RegExp(`Last updated[\\s\\S]{0,200}<time datetime=${iso} itemprop=dateModified>`));
      // The Markdown twin carries the same date.
      expect(twinOf(doc.permalink.replace(/\/?$/, '/')), file).toContain(` · Last updated: ${iso.slice(0, 10)}\n`);
    }
  });
});
