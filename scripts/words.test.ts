/**
 * The word counter counts authored prose only (scripts/lib/words.mjs says what that is): each probe below holds
 * one kind of text and the words it must add.
 */
import {describe, expect, it} from 'vitest';
import {countWords, wordsIn} from './lib/words.mjs';

describe('the word counter', () => {
  it('counts a word as letters or digits joined inside by an apostrophe, hyphen, dot or underscore', () => {
    expect(wordsIn("Don't re-send 4.8.1 to refund_address, e-mail us.")).toBe(7);
  });

  it('counts headings, paragraphs, list items, quotes, admonitions and their titles, link text and alt text', () => {
    const source = [
      '## Two words',
      '',
      'One [linked phrase](./x.mdx) here.',
      '',
      '- A list item',
      '1. A step with `payment.paid`',
      '',
      '> Quoted text',
      '',
      ':::note[Note title]',
      '',
      'Inside the note.',
      '',
      ':::',
      '',
      '![Alt text counts](./img/x.svg)',
    ].join('\n');
    // 2 + 4 + 3 + 4 + 2 + 2 + 3 + 3
    expect(countWords(source)).toBe(23);
  });

  it('leaves out front matter, imports and exports, expressions, JSX attributes, code blocks and comments', () => {
    const source = [
      '---',
      'title: Not counted at all',
      '---',
      '',
      "import {x} from '@site/src/data/app';",
      "export const y = 'not counted';",
      '',
      'Counted {x.label} words.',
      '',
      '<Card title="Not counted" eyebrow="Nor this">',
      '',
      'Counted inside.',
      '',
      '</Card>',
      '',
      '{/* not counted */}',
      '',
      '```js',
      'const notCounted = true;',
      '```',
    ].join('\n');
    expect(countWords(source)).toBe(4);
  });

  it('counts the body of a table of prose, and no table of data', () => {
    const prose = '| Symptom | Fix |\n| - | - |\n| The payment shows pending | Wait for the confirmations |\n';
    expect(countWords(prose)).toBe(8);
    const data = '| Network | Blocks |\n| - | - |\n| Tron | 19 |\n| Bitcoin | 2 |\n';
    expect(countWords(data)).toBe(0);
  });
});
