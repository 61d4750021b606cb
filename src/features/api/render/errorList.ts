/** Error codes as compact rows: the code, its HTTP status, what it means and, where asked, what to do. */
import type {Element} from 'hast';
import {h} from 'hastscript';
import {anchors, type ErrorEntry} from '../openapi';
import {referenceHref, type Context} from './context';
import {inlineMarkdown} from './markdown';

/**
 * Error codes as compact rows: the code (a link to its place in the
 * reference's catalogue, or the anchor itself there), its HTTP status and
 * what it means; with `actions`, what to do too.
 */
export function errorList(
  context: Context,
  entries: readonly ErrorEntry[],
  {label, anchored = false, actions = false}: {label: string; anchored?: boolean; actions?: boolean},
): Element {
  return h(
    'ul',
    {className: ['api-errors'], ariaLabel: label},
    entries.map((entry) => {
      const name = h('code', {className: ['api-field-name']}, entry.code);
      return h('li', {className: ['api-error'], ...(anchored ? {id: anchors.error(entry.code)} : {})}, [
        h('p', [
          anchored ? name : h('a', {href: referenceHref(context, anchors.error(entry.code))}, name),
          ' ',
          h('span', {className: ['api-field-type']}, `HTTP ${entry.status}`),
          ' ',
          ...inlineMarkdown(entry.meaning),
        ]),
        ...(actions && entry.action
          ? [h('p', [h('strong', 'What to do:'), ' ', ...inlineMarkdown(entry.action)])]
          : []),
      ]);
    }),
  );
}
