import {evaluate} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {createElement} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import rehypeTableLabels from './rehypeTableLabels';

/** Renders MDX the way the site compiles it (GFM tables, then the site's rehype step) to HTML. */
async function render(source: string, scope: Record<string, unknown> = {}): Promise<string> {
  const {default: Content} = await evaluate(source, {
    ...runtime,
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeTableLabels],
  });
  return renderToStaticMarkup(createElement(Content, {components: {}, ...scope}));
}

describe('rehypeTableLabels', () => {
  it('labels each value after the first with its column, on tables of three or more columns', async () => {
    const html = await render(
      ['| Kind | API value | What it does |', '| --- | --- | --- |', '| Sale | `sale` | A fixed *price*. |'].join('\n'),
    );
    expect(html).toContain('<table data-stack="">');
    expect(html).toContain('<td>Sale</td>');
    expect(html).toContain('<td data-label="API value"><code>sale</code></td>');
    expect(html).toContain('<td data-label="What it does">A fixed <em>price</em>.</td>');
  });

  it('leaves two-column tables as they are', async () => {
    const html = await render(['| Limit | Value |', '| --- | --- |', '| Items | 50 |'].join('\n'));
    expect(html).not.toContain('data-stack');
    expect(html).not.toContain('data-label');
  });

  it('reads a header written as an expression when the page renders, as the header does', async () => {
    const source = [
      'export const labels = {price: "Unit price", quantity: "Qty"};',
      '',
      '| Item | {labels.price} | `${x}` in {labels.quantity} |',
      '| :-- | --: | --- |',
      '| Shirt | 18.00 | 2 |',
    ].join('\n');
    const html = await render(source);
    expect(html).toContain('<th style="text-align:right">Unit price</th>');
    expect(html).toContain('<td style="text-align:right" data-label="Unit price">18.00</td>');
    // Text that looks like a template placeholder stays text.
    expect(html).toContain('<td data-label="${x} in Qty">2</td>');
  });
});
