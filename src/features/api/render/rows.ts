/**
 * The compact row that every list of a fragment is made of (fields,
 * parameters, responses, events, statuses): a head line, then what it means.
 */
import type {Element, ElementContent} from 'hast';
import {h, type Child} from 'hastscript';

/** Elements that stand as a block of their own under a row's head; any other run of content is a sentence. */
const BLOCKS = new Set(['p', 'ul', 'ol', 'details', 'pre', 'div', 'blockquote', 'table', 'section']);

/** A row's meaning as blocks: a run of text and inline elements (a server's one-line description) becomes a paragraph. */
function asBlocks(body: ElementContent[]): ElementContent[] {
  const blocks: ElementContent[] = [];
  let run: ElementContent[] = [];
  const endRun = () => {
    if (run.some((node) => node.type !== 'text' || node.value.trim())) blocks.push(h('p', run));
    run = [];
  };
  for (const node of body) {
    if (node.type === 'element' && BLOCKS.has(node.tagName)) {
      endRun();
      blocks.push(node);
    } else run.push(node);
  }
  endRun();
  return blocks;
}

/**
 * One compact row: its name (code, or a link around it), what kind of thing it is, and a Required
 * badge on one line, then what it means, all children of the row. Spaces between the head's parts keep
 * them apart where the row is read as text (the Markdown twin, search); on screen the line's gaps do.
 */
export function rowOf(
  name: Element,
  {
    kind,
    required = false,
    body = [],
    id,
    extra = [],
  }: {kind?: Child; required?: boolean; body?: ElementContent[]; id?: string; extra?: ElementContent[]} = {},
): Element {
  const head: Child[] = [name];
  if (kind !== undefined) head.push(' ', h('span', {className: ['api-field-type']}, kind));
  if (required) head.push(' ', h('span', {className: ['api-badge']}, 'Required'));
  // No wrapper around the head or the body: the reference has close to 900 rows, and two elements fewer in each
  // is 1,700 fewer for a phone to build. The stylesheet tells the head from the rest (styles/fields.css).
  return h('li', {className: ['api-field'], ...(id ? {id} : {})}, ...head, asBlocks(body), extra);
}

/** The name cell of a row: code, with an id when links point at it. */
export function rowName(text: string, id?: string): Element {
  return h('code', {className: ['api-field-name'], ...(id ? {id} : {})}, text);
}
