import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {parseFrontMatter} from './frontMatter';

describe('parseFrontMatter', () => {
  it("reads the site's pages as Docusaurus does: the site sets no parser of its own", () => {
    expect(config.markdown?.parseFrontMatter).toBeUndefined();
  });

  it('gives the YAML values and the text below, trimmed', async () => {
    const source = "---\ntitle: 'Swap: quotes'\nsidebar_position: 3\nslug: /swap\n---\n\n# Swap\n\nText.\n";
    expect(await parseFrontMatter('swap.mdx', source)).toEqual({
      frontMatter: {title: 'Swap: quotes', sidebar_position: 3, slug: '/swap'},
      content: '# Swap\n\nText.',
    });
  });

  it('gives no keys to a page without front matter', async () => {
    expect(await parseFrontMatter('plain.md', 'Text.\n\n---\n\nMore.\n')).toEqual({
      frontMatter: {},
      content: 'Text.\n\n---\n\nMore.',
    });
  });
});
