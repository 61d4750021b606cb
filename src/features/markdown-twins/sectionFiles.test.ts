import {describe, expect, it} from 'vitest';
import {listedSections, packPages, sectionFileText} from './sectionFiles';

const page = (url: string, size: number) => ({url, text: 'x'.repeat(size)});

describe('packPages', () => {
  it('fills parts in order up to the bound, heading included, and leaves out a page too large alone', () => {
    const heading = '# Site: Section';
    const {parts, left} = packPages(heading, [page('a', 40), page('b', 40), page('huge', 500), page('c', 40)], 120);
    expect(parts.map((part) => part.map(({url}) => url))).toEqual([['a', 'b'], ['c']]);
    expect(left.map(({url}) => url)).toEqual(['huge']);
    for (const part of parts) expect(Buffer.byteLength(sectionFileText(heading, part))).toBeLessThanOrEqual(120);
  });
});

describe('listedSections', () => {
  it("reads each section's twins from llms.txt, in order", () => {
    const text =
      '# T\n\n> s\n\n## One\n\n- [A](https://x.example/a.md): a\n- [B](https://x.example/b.md): b\n\n## Optional\n\n- [Y](https://x.example/y.yaml): y\n';
    expect(listedSections(text)).toEqual([{name: 'One', urls: ['https://x.example/a.md', 'https://x.example/b.md']}]);
  });
});
