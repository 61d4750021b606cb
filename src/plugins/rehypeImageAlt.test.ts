import {describe, expect, it} from 'vitest';
import rehypeImageAlt, {unescapeHtml} from './rehypeImageAlt';

/** An `<img>` as Docusaurus's image step leaves it in the tree: a JSX element with escaped string attributes. */
function image(alt: string) {
  return {
    type: 'root',
    children: [
      {
        type: 'mdxJsxTextElement',
        name: 'img',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'alt', value: alt},
          {type: 'mdxJsxAttribute', name: 'src', value: '/a&amp;b.svg'},
        ],
        children: [],
      },
    ],
  };
}

describe('rehypeImageAlt', () => {
  it('undoes exactly the five escapes escape-html writes', () => {
    expect(unescapeHtml('the merchant&#39;s &quot;keys&quot; &lt;b&gt; &amp; more')).toBe(
      'the merchant\'s "keys" <b> & more',
    );
    // Undone once only: an escaped escape becomes the escape the author wrote.
    expect(unescapeHtml('&amp;#39;')).toBe('&#39;');
    expect(unescapeHtml('&nbsp; &#40;')).toBe('&nbsp; &#40;');
  });

  it("rewrites an image's alt text and leaves its other attributes", () => {
    const tree = image('A key&#39;s secret');
    rehypeImageAlt()(tree as never);
    const [alt, src] = tree.children[0].attributes;
    expect(alt.value).toBe("A key's secret");
    expect(src.value).toBe('/a&amp;b.svg');
  });
});
