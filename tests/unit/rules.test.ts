/**
 * The rules of ../shared/product-brief.md, held by meaning rather than by wording (tests/support/rules.ts): each
 * check finds every sentence on its rule's topic, whatever its words, and fails on one that says what the brief
 * forbids. Each proves first that it catches several phrasings of the mistake and passes correct ones. They read
 * the pages and blog posts as rendered (expressions read from the data), and on a full run the API description,
 * the data files and the figures too; under `npm run check`, only the named pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentRoot} from '../support/docs';
import {contentPages, readPage} from '../support/pages';
import {findings, readingOf, readingOfSentence} from '../support/reading';
import {rules} from '../support/rules';
import {figureSentences, pageSentences, sentencesToCheck, splitSentences} from '../support/sentences';

const full = !process.env.COINLOOM_CHECK_FILES;
const readings = sentencesToCheck(await Promise.all(contentPages().map((file) => readPage(file))), full).map(
  readingOfSentence,
);

describe('the rules of the brief, by meaning', () => {
  it('have one id each', () => {
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length);
  });

  for (const rule of rules) {
    describe(`${rule.rule} (${rule.brief})`, () => {
      it('catches at least three phrasings of the mistake and passes at least two correct statements', () => {
        expect(rule.mistakes.length).toBeGreaterThanOrEqual(3);
        expect(rule.correct.length).toBeGreaterThanOrEqual(2);
        // A probe stands where a blog post would, so rules about posts read it too.
        const probe = (text: string) => readingOf(text, 'blog/probe.mdx');
        const missed = rule.mistakes.filter((text) => !(rule.topic(probe(text)) && rule.breaks(probe(text))));
        expect(missed, 'mistakes the check lets through').toEqual([]);
        // A correct statement is on the topic (the check reads it) and passes.
        const offTopic = rule.correct.filter((text) => !rule.topic(probe(text)));
        expect(offTopic, 'correct statements the check does not read as on its topic').toEqual([]);
        const refused = rule.correct.filter((text) => rule.breaks(probe(text)));
        expect(refused, 'correct statements the check refuses').toEqual([]);
      });

      it(`holds on every page${full ? ', in the API description, the data files and the figures' : ''}`, () => {
        expect(findings(rule, readings)).toEqual([]);
      });
    });
  }
});

describe('the code samples follow the rules', () => {
  const callbacksDir = path.join(contentRoot, 'src/features/api/samples/callbacks');
  for (const file of ['handler.mjs', 'handler.py', 'handler.php']) {
    it(`${file} fulfils on payment.overpaid as on payment.paid (overpaid is final and delivers)`, () => {
      const lines = fs.readFileSync(path.join(callbacksDir, file), 'utf8').split('\n');
      const fulfil = lines.findIndex((line) => /fulfil the order/.test(line));
      expect(fulfil, 'the line that fulfils').toBeGreaterThan(0);
      // The branch that fulfils is chosen on both event types, a few lines above.
      const branch = lines.slice(Math.max(0, fulfil - 6), fulfil).join('\n');
      expect(branch).toContain('payment.paid');
      expect(branch).toContain('payment.overpaid');
    });
  }
});

describe('the sentence reader', () => {
  const probe = async (source: string) =>
    pageSentences(await readPage(path.join(contentRoot, 'docs/__probe__.mdx'), source));

  it('splits prose, list items and table rows into sentences, each with its line, and leaves code out', async () => {
    const found = await probe(
      'One sentence. Another: `overpaid` waits.\n\n- An item\n\n```\nno. Code.\n```\n\n| a | b |\n| - | - |\n| c | d |\n',
    );
    expect(found.map((sentence) => [sentence.where, sentence.text])).toEqual([
      ['docs/__probe__.mdx:1', 'One sentence.'],
      ['docs/__probe__.mdx:1', 'Another: `overpaid` waits.'],
      ['docs/__probe__.mdx:3', 'An item'],
      ['docs/__probe__.mdx:9', 'a | b'],
      ['docs/__probe__.mdx:11', 'c | d'],
    ]);
  });

  it('reads what the reader reads: expressions from the data, links as their text, lists of items, alt text, a card’s words', async () => {
    const sentences = await probe(
      [
        "import {confirmation} from '@site/src/data/product';",
        "import {walletActions} from '@site/src/data/app';",
        '',
        'It waits in <code>{confirmation.status}</code>.',
        '',
        'The wallet derives the same [private key](./a.mdx#key) on each network.',
        '',
        'A card offers <InlineList items={walletActions} />.',
        '',
        '![The Send dialog with its review](./img/x.svg)',
        '',
        '<Card title="Withdraw to fiat" eyebrow="Everyone · 10 min" to="/x/" />',
      ].join('\n'),
    );
    const [expression, link, list, alt, card] = sentences.map((sentence) => sentence.text);
    expect(expression).toBe('It waits in awaiting_confirmation.');
    expect(link).toBe('The wallet derives the same private key on each network.');
    expect(list).toBe('A card offers Receive, Send, Swap and Withdraw.');
    expect(alt).toBe('The Send dialog with its review');
    expect(card).toBe('Withdraw to fiat · Everyone · 10 min');
  });

  it('keeps a block together, so a check can read a list of steps as one example', async () => {
    const [first, second] = await probe(
      '1. Enter the Price, such as 12.00 USD.\n2. Keep a stablecoin on an allowance network.\n',
    );
    expect(first.block).toBe(second.block);
    expect(first.block).toContain('allowance');
  });

  it('reads a figure’s title, description and texts, but not its list of numbered labels', () => {
    const file = path.join(contentRoot, 'docs/functional/img/wallet-send.svg');
    if (!fs.existsSync(file)) return;
    const texts = figureSentences(file).map((sentence) => sentence.text);
    expect(texts).toContain('Confirm');
    expect(texts.some((text) => text.startsWith('Numbered controls'))).toBe(false);
  });

  it('splits at the end of a sentence, not inside a number or a code name', () => {
    expect(splitSentences('Pay 12.50 USDT. Then `payment.paid` arrives.')).toEqual([
      'Pay 12.50 USDT.',
      'Then `payment.paid` arrives.',
    ]);
  });
});
