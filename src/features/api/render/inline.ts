/** Inline pieces of a fragment's sentences: a name as code, a list of items joined with commas. */
import type {Element, ElementContent} from 'hast';
import {h} from 'hastscript';

/** A name or value as inline code. */
export function code(text: string): Element {
  return h('code', text);
}

/** `a, b and c`, with elements. */
export function joined(parts: ElementContent[][], separator = ', ', last = separator): ElementContent[] {
  return parts.flatMap((part, index) => [
    ...(index === 0 ? [] : [{type: 'text' as const, value: index === parts.length - 1 ? last : separator}]),
    ...part,
  ]);
}
