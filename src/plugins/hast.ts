import type {Element, ElementContent, RootContent} from 'hast';

/** Small helpers over HTML syntax trees, for the site's rehype steps. */

export function isElement(node: RootContent | ElementContent | undefined): node is Element {
  return node?.type === 'element';
}

/** The text a node shows, its descendants' text joined. */
export function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}
