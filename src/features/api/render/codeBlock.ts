/**
 * Code blocks with their title and a Copy button: any code, and the
 * description's JSON examples, folded under their titles.
 */
import type {Element} from 'hast';
import {h} from 'hastscript';
import type {Context} from './context';
import {highlight, type CodeOptions} from './highlight';

/**
 * A code block with its title and a Copy button, which shows on every device
 * (the theme's shows on hover only). The button is a browser control: the
 * Markdown twin and print leave it out.
 */
export function codeBlock(source: string, language: string, title: string, options: CodeOptions = {}): Element {
  return h('div', {className: ['api-code-block', 'theme-code-block']}, [
    h('div', {className: ['api-code-bar']}, [
      h('span', {className: ['api-code-title']}, title),
      // A button needs no `data-browser-only`: the Markdown twins drop every button, and print hides a code
      // block's buttons (src/css/print.css). On the reference, 373 of them cost about 100 bytes of its gzip budget.
      h('button', {type: 'button', className: ['api-copy'], ariaLabel: `Copy ${title}`}, 'Copy'),
    ]),
    highlight(source, language, options),
  ]);
}

/**
 * An example value (a request or response body, an event's body) as a JSON code block folded under its
 * title; plain text on the reference, as its samples are.
 */
export function exampleBlock(context: Context, value: unknown, title: string): Element {
  const block = codeBlock(JSON.stringify(value, null, 2), 'json', title, {plain: context.inReference});
  return h('details', {className: ['api-example']}, [h('summary', title), block]);
}
