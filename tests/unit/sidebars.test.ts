import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {docIdOf, docsDir, markdownFiles} from '../support/docs';

type Item = string | {type?: string; id?: string; items?: Item[]; link?: {type: string; id?: string}};

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
const docIds = markdownFiles(docsDir).map(docIdOf);

describe('sidebars', () => {
  it('has the sidebar named docs, starting with the intro', () => {
    expect(Object.keys(sidebars)).toContain('docs');
    expect((sidebars as Record<string, Item[]>).docs[0]).toBe('intro');
  });

  it('puts every doc in a sidebar', () => {
    const missing = docIds.filter((id) => !sidebarDocIds.includes(id));
    expect(missing).toEqual([]);
  });

  it('points only at docs that exist, each once', () => {
    expect(sidebarDocIds.filter((id) => !docIds.includes(id))).toEqual([]);
    expect(sidebarDocIds.length).toBe(new Set(sidebarDocIds).size);
  });
});
