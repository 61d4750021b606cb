import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {generatedIndexRoutes} from '../../src/data/routes';
import {referenceSectionTitles, referenceSections} from '../../src/features/api/anchors';
import {readDocs} from '../../src/lib/docFiles';
import type {SidebarItem} from '../support/sidebarItems';
import {docsDir, isChecked, type PageFrontMatter} from '../support/docs';

type Item = SidebarItem;

/** The API reference's entry: its children index the description's tags and operations, which are endpoints, not tasks. */
const REFERENCE_DOC = 'for-developers/specification';

function docIdsIn(items: readonly Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') {
      return [item];
    }
    const own = item.type === 'doc' && item.id ? [item.id] : [];
    const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...own, ...link, ...docIdsIn(item.items ?? [])];
  });
}

const sidebarDocIds = Object.values(sidebars as Record<string, Item[]>).flatMap(docIdsIn);
const docs = await readDocs(docsDir);
const docIds = docs.map((doc) => doc.id);
const docOf = (id: string) => docs[docIds.indexOf(id)];

/**
 * What the reader sees for an entry: a category's label, or, for a doc, what
 * Docusaurus shows: its front matter `sidebar_label`, else the entry's label,
 * else its title.
 */
function labelsIn(items: readonly Item[]): string[] {
  const docLabel = (id: string, label?: string) => {
    const meta = docOf(id).frontMatter as PageFrontMatter;
    return meta.sidebar_label ?? label ?? meta.title;
  };
  return items.flatMap((item) => {
    if (typeof item === 'string') {
      return [docLabel(item)];
    }
    const own = item.type === 'doc' && item.id ? docLabel(item.id, item.label) : (item.label ?? '');
    return item.link?.id === REFERENCE_DOC ? [own] : [own, ...labelsIn(item.items ?? [])];
  });
}

/** The doc ids a page links to through relative Markdown links. */
function linkedDocIds(id: string): string[] {
  const {file} = docOf(id);
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/\]\((\.{1,2}\/[^)#\s]+\.mdx?)(?:#[^)]*)?\)/g)].flatMap(
    (match) => docs.find((doc) => doc.file === path.resolve(path.dirname(file), match[1]))?.id ?? [],
  );
}

function categories(items: readonly Item[]): Exclude<Item, string>[] {
  return items.flatMap((item) =>
    typeof item === 'string' ? [] : item.type === 'category' ? [item, ...categories(item.items ?? [])] : [],
  );
}

describe('sidebars', () => {
  it('has the sidebar named docs, starting with the intro', () => {
    expect(Object.keys(sidebars)).toContain('docs');
    expect((sidebars as Record<string, Item[]>).docs[0]).toBe('intro');
  });

  it('puts every doc in a sidebar', () => {
    const checkedIds = docs.filter((doc) => isChecked(doc.file)).map((doc) => doc.id);
    const missing = checkedIds.filter((id) => !sidebarDocIds.includes(id));
    expect(missing).toEqual([]);
  });

  it('points only at docs that exist, each once', () => {
    expect(sidebarDocIds.filter((id) => !docIds.includes(id))).toEqual([]);
    expect(sidebarDocIds.length).toBe(new Set(sidebarDocIds).size);
  });

  it('gives each task one entry: no label twice in a sidebar, and no "Functional"', () => {
    for (const [name, items] of Object.entries(sidebars as Record<string, Item[]>)) {
      const labels = labelsIn(items);
      const repeated = labels.filter((label, index) => labels.indexOf(label) !== index);
      expect(repeated, name).toEqual([]);
      expect(labels, name).not.toContain('Functional');
    }
  });

  it('lists every tag and operation of the API description under the API reference, each linking to its heading', () => {
    const reference = categories((sidebars as Record<string, Item[]>).developers).find(
      (category) => category.link?.id === REFERENCE_DOC,
    );
    const items = (reference?.items ?? []).filter((item): item is Exclude<Item, string> => typeof item !== 'string');
    const tags = items.filter((item) => item.type === 'category');
    // After the tags, the reference's sections that readers come back to, each a link to its heading.
    expect(items.filter((item) => item.type !== 'category').map((item) => [item.label, item.href])).toEqual(
      Object.entries(referenceSectionTitles).map(([key, title]) => [
        title,
        `/for-developers/specification/#${referenceSections[key as keyof typeof referenceSectionTitles]}`,
      ]),
    );
    const description = yaml.load(fs.readFileSync(path.join(docsDir, '../static/openapi.yaml'), 'utf8')) as {
      paths: Record<string, Record<string, {operationId?: string; tags?: string[]}>>;
    };
    const operations = Object.values(description.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => (operation.operationId ? [operation] : [])),
    );
    expect(tags.map((tag) => tag.label).sort()).toEqual([...new Set(operations.map((op) => op.tags?.[0]))].sort());
    const hrefs = tags.flatMap((tag) => (tag.items ?? []).map((link) => (typeof link === 'string' ? link : link.href)));
    expect(hrefs.sort()).toEqual(operations.map((op) => `/for-developers/specification/#op-${op.operationId}`).sort());
  });

  it('offers a page twice only as a link to a doc that the same sidebar lists, as Wallets offers auto-sign', () => {
    for (const [name, items] of Object.entries(sidebars as Record<string, Item[]>)) {
      const ids = docIdsIn(items);
      const links = [...items, ...categories(items).flatMap((category) => category.items ?? [])].filter(
        (item): item is Exclude<Item, string> => typeof item !== 'string' && item.type === 'link',
      );
      for (const link of links.filter((item) => item.href?.startsWith('/') && !item.href.includes('#'))) {
        const doc = docs.find((candidate) => candidate.route === link.href);
        expect(doc?.id, `${name}: ${link.href}`).toBeDefined();
        expect(ids, `${name}: ${link.href}`).toContain(doc?.id);
      }
    }
    const wallets = categories((sidebars as Record<string, Item[]>).docs).find(
      (item) => item.link?.slug === '/category/wallets',
    );
    const hrefs = (wallets?.items ?? []).map((item) => (typeof item === 'string' ? item : item.href));
    expect(hrefs).toContain('/functional/wallets/auto-sign/');
  });

  it('generates the category indexes that the route list names, and no other', () => {
    const slugs = Object.values(sidebars as Record<string, Item[]>).flatMap((items) =>
      categories(items).flatMap((category) =>
        category.link?.type === 'generated-index' && category.link.slug ? [`${category.link.slug}/`] : [],
      ),
    );
    expect(slugs.sort()).toEqual([...generatedIndexRoutes].sort());
  });

  it('links a task page to every page under it, so the page itself leads to them', () => {
    for (const category of categories((sidebars as Record<string, Item[]>).docs)) {
      if (category.link?.type !== 'doc' || !category.link.id) {
        continue;
      }
      const linked = linkedDocIds(category.link.id);
      const children = (category.items ?? []).map((child) =>
        typeof child === 'string' ? child : (child.link?.id ?? child.id ?? ''),
      );
      expect(
        children.filter((child) => !linked.includes(child)),
        `${category.link.id} links to the pages under it`,
      ).toEqual([]);
    }
  });
});
