// @ts-check
/**
 * Counts the words a writer wrote on a page: its authored prose, and nothing generated or quoted.
 *
 * Counted, as the page's Markdown holds them:
 * - the text of headings, paragraphs, list items, block quotes and admonitions (with their titles);
 * - link text (not the address), emphasis, and inline code (`payment.paid` is one word);
 * - image alt text, which a screen reader reads;
 * - Markdown inside a JSX element (a card's paragraphs);
 * - the body cells of a prose table: one where at least half the body cells hold a phrase of four words or more.
 *
 * Not counted: front matter; imports and exports; `{expressions}` and JSX attributes (data and component options);
 * JSX elements' own output (data tables, figures); code blocks; comments; the header row of any table; tables of
 * data (the other tables).
 *
 * A word is a run of letters or digits, joined by apostrophes, hyphens, dots, or underscores within it:
 * "don't", "e-mail", "4.8.1" and "refund_address" are one word each.
 */
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkFrontmatter);

const WORD = /[\p{L}\p{N}]+(?:['’._-][\p{L}\p{N}]+)*/gu;

/** The words of a piece of text. */
export function wordsIn(/** @type {string} */ text) {
  return text.match(WORD)?.length ?? 0;
}

/**
 * The authored text of inline content: text, inline code and alt text; expressions and JSX attributes left out.
 * @param {any} node
 * @returns {string}
 */
function inlineText(node) {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'image':
      return ` ${node.alt ?? ''} `;
    case 'mdxTextExpression':
    case 'mdxFlowExpression':
    case 'html':
      return ' ';
    case 'break':
      return '\n';
    default:
      return Array.isArray(node.children) ? node.children.map(inlineText).join('') : '';
  }
}

/** A table is prose when at least half its body cells hold a phrase of four words or more. */
function isProseTable(/** @type {any} */ table) {
  const cells = table.children.slice(1).flatMap((/** @type {any} */ row) => row.children);
  if (cells.length === 0) return false;
  const phrases = cells.filter((/** @type {any} */ cell) => wordsIn(inlineText(cell)) >= 4).length;
  return phrases * 2 >= cells.length;
}

/**
 * The words of the blocks of a page.
 * @param {any[]} nodes
 * @returns {number}
 */
function countBlocks(nodes) {
  let total = 0;
  for (const node of nodes) {
    switch (node.type) {
      case 'heading':
      case 'paragraph':
        total += wordsIn(inlineText(node));
        break;
      case 'table':
        if (isProseTable(node)) {
          for (const row of node.children.slice(1)) total += wordsIn(row.children.map(inlineText).join(' '));
        }
        break;
      case 'list':
      case 'listItem':
      case 'blockquote':
      case 'containerDirective':
      case 'mdxJsxFlowElement':
        total += countBlocks(node.children);
        break;
      default:
        // Code, front matter, imports and exports, expressions, thematic breaks, HTML.
        break;
    }
  }
  return total;
}

/** The authored words of one page's source. */
export function countWords(/** @type {string} */ source) {
  return countBlocks(/** @type {any} */ (processor.parse(source)).children);
}
