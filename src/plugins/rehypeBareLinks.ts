import type {Element, ElementContent, Root, RootContent} from 'hast';
import {toString} from 'hast-util-to-string';

/**
 * Marks links whose text is their own address with `data-bare-link`. The print
 * stylesheet writes each external link's address after it; a bare link already
 * shows it. Two forms are recognised: a Markdown autolink (`<https://…>`), and
 * the pages' JSX link whose address and text are one expression from src/data
 * (`<a href={urls.app}>{urls.app}</a>`).
 */

type MdxAttribute = {type: string; name?: string; value?: unknown};
type MdxJsxElement = {
  type: 'mdxJsxTextElement' | 'mdxJsxFlowElement';
  name: string | null;
  attributes: MdxAttribute[];
  children: {type: string; value?: string}[];
};
type AnyNode = Root | RootContent | ElementContent | MdxJsxElement;

function normalise(url: string): string {
  return url
    .trim()
    .replace(/^(https?:)?\/\//, '')
    .replace(/\/$/, '');
}

function isBareElement(node: Element): boolean {
  const href = node.properties?.href;
  return node.tagName === 'a' && typeof href === 'string' && normalise(toString(node)) === normalise(href);
}

function isBareJsx(node: MdxJsxElement): boolean {
  if (node.name !== 'a' || node.children.length !== 1) return false;
  const [child] = node.children;
  const href = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'href')?.value;
  const hrefCode =
    typeof href === 'object' && href !== null && 'value' in href ? String((href as {value: unknown}).value) : null;
  return child.type === 'mdxTextExpression' && hrefCode !== null && child.value?.trim() === hrefCode.trim();
}

function visit(node: AnyNode): void {
  if (node.type === 'element' && isBareElement(node)) node.properties.dataBareLink = '';
  if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && isBareJsx(node as MdxJsxElement)) {
    (node as MdxJsxElement).attributes.push({type: 'mdxJsxAttribute', name: 'data-bare-link', value: null});
  }
  if ('children' in node) for (const child of node.children as AnyNode[]) visit(child);
}

export default function rehypeBareLinks() {
  return (tree: Root): void => visit(tree);
}
