/**
 * The compact row that every list of a fragment is made of (fields,
 * parameters, responses, events, statuses): a head line, then what it means.
 */
import type {Element, ElementContent} from 'hast';
import {h, type Child} from 'hastscript';

/**
 * One compact row: its name (code, or a link around it), what kind of thing it is, and a Required
 * badge on one line, then what it means. Spaces between the parts keep them apart where the row is
 * read as text (the Markdown twin, search); on screen the line's gaps do.
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
  return h('li', {className: ['api-field'], ...(id ? {id} : {})}, [
    h('div', {className: ['api-field-head']}, ...head),
    ...(body.length ? [h('div', {className: ['api-field-body']}, body)] : []),
    ...extra,
  ]);
}

/** The name cell of a row: code, with an id when links point at it. */
export function rowName(text: string, id?: string): Element {
  return h('code', {className: ['api-field-name'], ...(id ? {id} : {})}, text);
}
