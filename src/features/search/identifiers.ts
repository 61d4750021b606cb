/**
 * Names worth finding in code: header names (`X-Coinloom-Signature`),
 * camelCase and PascalCase names (`verifyCallback`, `CoinloomClient`),
 * snake_case fields (`idempotency_key`) and constants (`COINLOOM_SECRET`).
 * Plain words, numbers, strings of hex and punctuation are left out: the
 * prose around a code block already says what it does, and indexing whole
 * samples repeats the same lines across dozens of pages.
 */
const IDENTIFIER_PATTERNS = [
  // Header-like: two or more capitalised parts joined by hyphens.
  /\b[A-Z][A-Za-z0-9]*(?:-[A-Z][A-Za-z0-9]*)+\b/g,
  // camelCase: a lower-case start, then at least one capitalised part.
  /\b[a-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+\b/g,
  // PascalCase: at least two capitalised parts.
  /\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+\b/g,
  // snake_case and SCREAMING_SNAKE_CASE: at least two parts joined by underscores.
  /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g,
  /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g,
];

/** Hex digests and ids (`pay_2Xv9Nc4HsE`) look like names; a part that mixes letters and digits at random is not one. */
const LOOKS_GENERATED = /[0-9][A-Za-z][0-9]|[A-Za-z][0-9]{2,}[A-Za-z]|^[0-9a-f_]{12,}$/;

const MAX_IDENTIFIER_LENGTH = 48;

/** The identifiers in a piece of code, each once, in order of first appearance. */
export function identifiersIn(code: string): string[] {
  const matches = IDENTIFIER_PATTERNS.flatMap((pattern) => [...code.matchAll(pattern)])
    .filter((match) => match[0].length <= MAX_IDENTIFIER_LENGTH && !LOOKS_GENERATED.test(match[0]))
    .sort((a, b) => a.index - b.index);
  return [...new Set(matches.map((match) => match[0]))];
}
