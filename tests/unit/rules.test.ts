/**
 * The product rules decided on 2026-11-27 (../shared/product-brief.md), held against every statement of
 * them: the pages and blog posts, the API description and the data files the screens and tables are
 * written from. Each rule is checked sentence by sentence, so a sentence that brings back an old
 * answer fails here, wherever it is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsDir, isChecked, markdownFiles, projectRoot} from '../support/docs';

const blogDir = path.join(projectRoot, 'blog');
const pages = [
  ...markdownFiles(docsDir).map((file) => path.join(docsDir, file)),
  ...markdownFiles(blogDir).map((file) => path.join(blogDir, file)),
].filter(isChecked);
const sources = [
  path.join(projectRoot, 'static/openapi.yaml'),
  ...fs
    .readdirSync(path.join(projectRoot, 'src/data'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(projectRoot, 'src/data', file)),
  ...fs
    .readdirSync(path.join(projectRoot, 'src/features/screens/data'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(projectRoot, 'src/features/screens/data', file)),
];
// Under `npm run check`, only the named pages; the sources are read on a full run.
const files = process.env.COINLOOM_CHECK_FILES ? pages : [...pages, ...sources];

type Sentence = {where: string; text: string};

/**
 * Every sentence of every file, with its line (a paragraph, list item or table row is one line in these
 * files), links read as their text and code blocks left out.
 */
export function sentencesOf(where: string, source: string): Sentence[] {
  const text = source
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/\[([^\]\n]*)\]\([^)\n]*\)/g, '$1');
  return text.split('\n').flatMap((line, index) =>
    line
      .split(/(?<=[.!?:;])\s+(?=[A-Z`*{<])/)
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => ({where: `${where}:${index + 1}`, text: part})),
  );
}

const sentences = files.flatMap((file) => sentencesOf(path.relative(projectRoot, file), fs.readFileSync(file, 'utf8')));

/** The sentences that match `pattern` and none of `unless`. */
function offending(pattern: RegExp, unless?: RegExp): string[] {
  return sentences
    .filter(({text}) => pattern.test(text) && !(unless && unless.test(text)))
    .map(({where, text}) => `${where}: ${text.slice(0, 160)}`);
}

type Rule = {
  rule: string;
  /** A sentence that breaks the rule. */
  pattern: RegExp;
  /** A sentence that states the rule correctly despite the pattern. */
  unless?: RegExp;
  /** The old wording the rule replaced, which the check must catch. */
  old: string;
};

const rules: Rule[] = [
  {
    rule: 'never leaves an overpaid payment waiting for a decision: overpaid is final',
    pattern: /\boverpaid\b.*\b(decide|decision|waits? for (you|your))\b|\b(decide|decision)\b.*\boverpaid\b/i,
    unless: /\bfinal\b|(no|without a) decision|needs? (no|none)\b|not listed/i,
    old: 'An `underpaid` or `overpaid` payment waits for your decision; nothing happens to it on its own.',
  },
  {
    rule: 'delivers a sale token once the amount due has arrived, never after an exact refund',
    pattern: /refund(s|ing)? exactly the (difference|excess)|exact refund/i,
    old: 'An overpaid one joins the queue after you refund exactly the difference.',
  },
  {
    rule: 'keeps the withdrawal allowlist in the web app as well as in the API',
    pattern: /allowlist[^.]*\b(only through|managed through) the API\b/i,
    old: 'The withdrawal address allowlist is a separate list, managed through the API:',
  },
  {
    rule: 'never lets a quote be refused for price within its validity',
    pattern: /market (has )?(already )?moved past/i,
    old: 'If the market has already moved past the minimum when you accept, the swap is refused.',
  },
  {
    rule: 'keeps a one-off invoice payable after its due date',
    pattern: /overdue invoice[^.]*\bpayable\b|\bpayable\b[^.]*for \d+ days/i,
    unless: /until (it is )?paid or voided/i,
    old: 'On invoice networks, the number of days an overdue invoice stays payable.',
  },
  {
    rule: 'prices an allowance plan in its stablecoin, never in fiat',
    pattern: /\ballowance\b.*\bfiat (price|prices|amount)\b|\bfiat (price|prices)\b.*\bcollected in stablecoins?\b/i,
    unless: /\binvoice\b/i,
    old: 'Allowance networks, fiat prices collected in stablecoins, and reminders all prevent failed charges.',
  },
  {
    rule: 'says a network fee is usually, not always, paid in the native coin',
    pattern: /\balways (be )?(paid )?in (the|its|the network's) native coin\b/i,
    old: 'A network fee is always paid in the native coin.',
  },
  {
    rule: 'never says one key serves every network (an EVM address is the one case)',
    pattern: /\bsame (private )?keys? (and (an )?address(es)? )?on (each|every|all)\b/i,
    unless: /\bEVM\b/,
    old: 'From it, the wallet always derives the same private key and address on each of the 15 supported networks.',
  },
  {
    rule: 'never calls PATCH idempotent by nature',
    pattern: /\bPATCH`? (is|are) idempotent/i,
    old: '`GET`, `PUT`, `DELETE` and `PATCH` are idempotent by nature and take no key.',
  },
];

describe('the rules of 2026-11-27, wherever they are stated', () => {
  for (const {rule, pattern, unless, old} of rules) {
    it(rule, () => {
      expect(pattern.test(old) && !unless?.test(old), `the check catches: ${old}`).toBe(true);
      expect(offending(pattern, unless)).toEqual([]);
    });
  }
});

describe('the sentence reader', () => {
  it('splits prose, list items and table rows into sentences', () => {
    const found = sentencesOf('x', 'One sentence. Another: `overpaid` waits.\n\n- An item\n```\nno. Code.\n```\n');
    expect(found.map((s) => s.text)).toEqual(['One sentence.', 'Another:', '`overpaid` waits.', '- An item']);
    expect(found[3].where).toBe('x:3');
  });

  it('reads a link as its text, so a rule stated through links is still read', () => {
    const [found] = sentencesOf(
      'x',
      'The wallet derives the same [private key](./a.mdx#key) and [address](./a.mdx) on each network.',
    );
    expect(found.text).toBe('The wallet derives the same private key and address on each network.');
  });
});
