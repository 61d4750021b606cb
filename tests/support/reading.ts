/**
 * How the rules of the brief (rules.ts) read a sentence: in lower case, with plain quotes and no emphasis, beside
 * its paragraph and its block; and which sentences break a rule.
 */
import type {Sentence} from './sentences';

/** A sentence as the checks read it: lower case, plain quotes, no emphasis marks; code keeps its backticks. */
export function plain(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑–—]/g, '-')
    .replace(/\*\*?|__/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .trim();
}

/** What a check sees of one sentence. */
export type Reading = {
  /** The sentence, `plain`. */
  text: string;
  /** The sentence as written (case kept), for the few checks where case tells a setting from a verb. */
  original: string;
  /** Every sentence of its paragraph, list item or table row, `plain`. */
  paragraph: string;
  /** The paragraph as written. */
  paragraphOriginal: string;
  /** Every sentence of its block (a whole list, a table, a figure), `plain`. */
  block: string;
  /** Where it is, such as `docs/intro.mdx:12`. */
  where: string;
  source: Sentence['source'];
};

/** A rule of the brief as a check: what it reads, what breaks it, and the sentences that prove the check. */
export type Rule = {
  id: string;
  /** What the brief requires, in one line; the test's name. */
  rule: string;
  /** Where the rule is stated in the brief. */
  brief: string;
  /** Which texts the rule applies to; all of them when absent. */
  sources?: readonly Sentence['source'][];
  /** Is the sentence on the rule's subject? */
  topic: (reading: Reading) => boolean;
  /** Does a sentence on the subject break the rule? */
  breaks: (reading: Reading) => boolean;
  /** Phrasings of the mistake the check must catch: at least three. */
  mistakes: readonly string[];
  /** Correct statements on the subject the check must pass: at least two. */
  correct: readonly string[];
};

/** What a check sees of a sentence the sentence reader found. */
export function readingOfSentence(sentence: Sentence): Reading {
  return {
    text: plain(sentence.text),
    original: sentence.text,
    paragraph: plain(sentence.paragraph),
    paragraphOriginal: sentence.paragraph,
    block: plain(sentence.block),
    where: sentence.where,
    source: sentence.source,
  };
}

/** A reading of a sentence written for a test, alone in its paragraph. */
export function readingOf(text: string, where = 'probe', source: Sentence['source'] = 'page'): Reading {
  const value = plain(text);
  return {text: value, original: text, paragraph: value, paragraphOriginal: text, block: value, where, source};
}

/** The sentences that break a rule, each as `where: sentence`. */
export function findings(rule: Rule, readings: readonly Reading[]): string[] {
  const found = new Set<string>();
  for (const reading of readings) {
    if (rule.sources && !rule.sources.includes(reading.source)) continue;
    if (rule.topic(reading) && rule.breaks(reading)) {
      found.add(
        `${reading.where}: ${reading.original.length > 220 ? `${reading.original.slice(0, 217)}…` : reading.original}`,
      );
    }
  }
  return [...found];
}
