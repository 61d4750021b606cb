import path from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';
// The docs plugin's own slug rule, which it does not publish: only this test reads it, to hold ours to it.
import getSlug from '@docusaurus/plugin-content-docs/lib/slug.js';
import {describe, expect, it} from 'vitest';
import {docIdOf, docPathOf, docRouteOf} from './docRoute';
import type {FrontMatter} from './frontMatter';

/** Files under docs/, their front matter, and the id and route Docusaurus gives them. */
const cases: {file: string; frontMatter: FrontMatter; id: string; route: string}[] = [
  {file: 'swap.mdx', frontMatter: {}, id: 'swap', route: '/swap/'},
  {file: 'intro.mdx', frontMatter: {slug: '/'}, id: 'intro', route: '/'},
  {
    file: 'quickstart/overview.mdx',
    frontMatter: {title: 'Overview'},
    id: 'quickstart/overview',
    route: '/quickstart/overview/',
  },
  // A file named index, readme or as its folder stands for the folder; its id keeps its name.
  {file: 'integration/index.mdx', frontMatter: {}, id: 'integration/index', route: '/integration/'},
  {file: 'guides/README.md', frontMatter: {}, id: 'guides/README', route: '/guides/'},
  {file: 'a/wallets/wallets.mdx', frontMatter: {}, id: 'a/wallets/wallets', route: '/a/wallets/'},
  {file: 'a/Wallets/wallets.md', frontMatter: {}, id: 'a/Wallets/wallets', route: '/a/Wallets/'},
  // A slug: from the root when it starts with a slash, else from the file's folder; an index file too.
  {file: 'a/b.mdx', frontMatter: {slug: '/elsewhere/c'}, id: 'a/b', route: '/elsewhere/c/'},
  {file: 'a/b.mdx', frontMatter: {slug: 'c'}, id: 'a/b', route: '/a/c/'},
  {file: 'a/b.mdx', frontMatter: {slug: '../c'}, id: 'a/b', route: '/c/'},
  {file: 'a/index.mdx', frontMatter: {slug: 'c'}, id: 'a/index', route: '/a/c/'},
  {file: 'a/b.mdx', frontMatter: {slug: '/c/'}, id: 'a/b', route: '/c/'},
  // An id in front matter renames the doc and, without a slug, its route; an index file still stands for its folder.
  {file: 'a/b.mdx', frontMatter: {id: 'c'}, id: 'a/c', route: '/a/c/'},
  {file: 'a/index.mdx', frontMatter: {id: 'c'}, id: 'a/c', route: '/a/'},
  {file: 'b.mdx', frontMatter: {id: 'c', slug: 'd'}, id: 'c', route: '/d/'},
  // A path with the platform's separators.
  {file: path.win32.join('a', 'b', 'c.mdx'), frontMatter: {}, id: 'a/b/c', route: '/a/b/c/'},
];

describe('docIdOf and docRouteOf', () => {
  it.each(cases)('place $file $frontMatter at $id, $route', ({file, frontMatter, id, route}) => {
    expect(docIdOf(file, frontMatter)).toBe(id);
    expect(docRouteOf(file, frontMatter)).toBe(route);
  });

  it("give the route the docs plugin's own slug rule gives, with the site's trailing slash", () => {
    for (const {file, frontMatter} of cases) {
      const source = file.split(path.win32.sep).join('/');
      const {name} = path.posix.parse(source);
      const slug = getSlug({
        baseID: typeof frontMatter.id === 'string' ? frontMatter.id : name,
        frontMatterSlug: typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined,
        source: `@site/docs/${source}`,
        sourceDirName: path.posix.dirname(source),
      });
      expect(docRouteOf(file, frontMatter), file).toBe(`${normalizeUrl(['/', slug]).replace(/\/$/, '')}/`);
    }
  });
});

describe('docPathOf', () => {
  it('names a page by its path under docs/, without its extension and whatever its front matter', () => {
    expect(docPathOf('for-developers/api/index.mdx')).toBe('for-developers/api/index');
    expect(docPathOf('intro.mdx')).toBe('intro');
    expect(docPathOf(path.win32.join('a', 'b.md'))).toBe('a/b');
  });
});
