/**
 * The API description's Markdown (descriptions of operations, fields, enums,
 * errors) as HTML syntax trees, with the unified stack the site already uses
 * for its pages: remark-parse, remark-gfm, remark-rehype. Raw HTML in a
 * description is dropped (remark-rehype's default), so a description cannot
 * inject markup. Headings inside a description become bold lines, so they
 * never break the page's heading order.
 */
import type {ElementContent, Root} from 'hast';
import {isElement} from 'hast-util-is-element';
import {toString} from 'hast-util-to-string';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import {highlight} from './highlight';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

const HEADING = /^h[1-6]$/;

function rewrite(nodes: ElementContent[]): ElementContent[] {
  return nodes.map((node) => {
    if (!isElement(node)) return node;
    if (HEADING.test(node.tagName)) {
      return {type: 'element', tagName: 'p', properties: {}, children: [{...node, tagName: 'strong', properties: {}}]};
    }
    if (node.tagName === 'pre') {
      const code = node.children.find((child) => isElement(child));
      const language = String((code?.properties?.className as string[] | undefined)?.[0] ?? '').replace(
        /^language-/,
        '',
      );
      const text = code ? toString(code) : '';
      return highlight(text.replace(/\n$/, ''), language || 'text');
    }
    return {...node, children: rewrite(node.children)};
  });
}

/** Block content: paragraphs, lists, code. Empty for an empty text. */
export function markdown(text: string | undefined): ElementContent[] {
  if (!text?.trim()) return [];
  const tree = processor.runSync(processor.parse(text)) as Root;
  const blocks = tree.children.filter((node) => isElement(node));
  return rewrite(blocks);
}

/**
 * Content for a place that holds one line (a field's description, a table
 * cell): a text of one paragraph gives that paragraph's content without the
 * `<p>`; a longer text gives its blocks.
 */
export function inlineMarkdown(text: string | undefined): ElementContent[] {
  const blocks = markdown(text);
  const [first] = blocks;
  if (blocks.length === 1 && isElement(first, 'p')) return first.children;
  return blocks;
}

/** A description cut at its level-two headings (the document's own `info.description`). */
export function markdownSections(text: string | undefined): {
  intro: string;
  sections: {title: string; body: string}[];
} {
  const [intro, ...rest] = (text ?? '').split(/^## +/m);
  return {
    intro,
    sections: rest.map((chunk) => {
      const [title, ...body] = chunk.split('\n');
      return {title: title.trim(), body: body.join('\n')};
    }),
  };
}
