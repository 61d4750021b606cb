/**
 * Where a fragment is shown, and what that place decides: where its links
 * into the reference lead, and the level of its parts' titles.
 */
import type {Element} from 'hast';
import {h} from 'hastscript';
import {referencePath} from '../openapi';

/** Where a fragment is shown, which decides where its links lead and which heading level its parts take. */
export type Context = {
  /** On the reference page: its anchors are on the same page (`#schema-Money`). */
  inReference: boolean;
  /** Unique on the page: element ids inside the fragment start with it. */
  idPrefix: string;
  /** The heading level of the fragment's own part titles (Parameters, Responses…); 0 for none. */
  level: number;
};

/** A link to an anchor of the reference: on the page itself there, to the reference page elsewhere. */
export function referenceHref(context: Context, anchor: string): string {
  return context.inReference ? `#${anchor}` : `${referencePath}#${anchor}`;
}

/** A part's title inside a fragment: a heading one level below the fragment's own, or a bold line. */
export function partTitle(context: Context, text: string, id?: string): Element {
  const properties = {className: ['api-part-title'], ...(id ? {id} : {})};
  return context.level >= 1 && context.level <= 6
    ? h(`h${context.level}`, properties, text)
    : h('p', properties, h('strong', text));
}
