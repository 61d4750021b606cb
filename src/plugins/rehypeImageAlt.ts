import type {Root} from 'hast';
import {visit} from 'unist-util-visit';

/**
 * Undoes the one escape too many in the alt text (and title) of a page's own
 * images.
 *
 * Docusaurus's image step (`@docusaurus/mdx-loader`, `transformImage`) turns
 * `![alt](./img/x.svg)` into an `<img>` JSX element and writes its `alt` with
 * `escape-html`. A JSX attribute is a plain string, which React escapes again
 * when it renders, so "the merchant's keys" reached the page as
 * `merchant&amp;#39;s` and a screen reader read out "ampersand hash 39".
 * This step runs after it (a rehype step) and turns the five escapes
 * `escape-html` writes back into their characters: the alt text is then the
 * one the Markdown parser read (which has already decoded any entity the
 * author wrote), and React escapes it once, as it escapes any attribute.
 */
const ESCAPES: Record<string, string> = {'&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>'};

type MdxJsxAttribute = {type: string; name?: string; value?: unknown};
type MdxJsxElement = {
  type: 'mdxJsxTextElement' | 'mdxJsxFlowElement';
  name: string | null;
  attributes: MdxJsxAttribute[];
};

export function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|quot|#39|lt|gt);/g, (escape) => ESCAPES[escape]);
}

export default function rehypeImageAlt() {
  return (tree: Root): void => {
    visit(tree, (node) => {
      const element = node as unknown as MdxJsxElement;
      if ((element.type !== 'mdxJsxTextElement' && element.type !== 'mdxJsxFlowElement') || element.name !== 'img') {
        return;
      }
      for (const attribute of element.attributes) {
        if (
          attribute.type === 'mdxJsxAttribute' &&
          (attribute.name === 'alt' || attribute.name === 'title') &&
          typeof attribute.value === 'string'
        ) {
          attribute.value = unescapeHtml(attribute.value);
        }
      }
    });
  };
}
