/**
 * The words readers search with, for what the site calls by another name.
 * Pagefind has no synonyms of its own, so the index gives each page the
 * readers' words for the site's words it is about (`markForIndex.ts`): as
 * metadata, searched like the page's words but never shown in its snippets.
 *
 * Each entry is one-way, from the site's words to the readers': a page about
 * the sandbox is found for "test mode", but a page that says "test" is not
 * made a page about the sandbox.
 */
export type ReaderWords = {
  /**
   * What the site says, as the pages write it: a word or phrase, matched as
   * whole words in any case, with a hyphen or a space between them, and its
   * last word in any regular form ("receive", "receives", "received",
   * "receiving").
   */
  site: readonly string[];
  /** What readers type instead. Pagefind stems them, so one form of each word is enough. */
  readers: readonly string[];
};

export const READER_WORDS: readonly ReaderWords[] = [
  // Developers say webhook; the site calls every event it sends a callback.
  {site: ['callback'], readers: ['webhook', 'web hook']},
  {site: ['sandbox'], readers: ['test mode', 'testing', 'staging']},
  {site: ['install', 'configure'], readers: ['setup', 'set up']},
  {site: ['api key'], readers: ['credentials', 'api token', 'access key', 'secret key']},
  {site: ['replace a key', 'replace the key'], readers: ['rotate', 'roll']},
  {site: ['revoke'], readers: ['disable', 'deactivate']},
  {site: ['withdraw', 'withdrawal', 'cash out'], readers: ['payout', 'cashout']},
  {site: ['payout'], readers: ['withdrawal']},
  {site: ['multisend'], readers: ['bulk payment', 'mass payout', 'batch payout', 'pay many people']},
  {site: ['fiat'], readers: ['bank', 'euro', 'dollar', 'cash']},
  {site: ['allowlist'], readers: ['whitelist']},
  {site: ['recovery phrase', 'mnemonic'], readers: ['seed phrase', 'seed', 'secret phrase', 'backup phrase']},
  {site: ['two-factor'], readers: ['2fa', 'mfa', 'otp', 'one-time code']},
  {site: ['identity'], readers: ['kyc', 'know your customer']},
  {site: ['network fee', 'fees'], readers: ['gas', 'gas fee', 'miner fee']},
  {site: ['memo'], readers: ['destination tag']},
  {
    site: ['underpayment', 'underpaid'],
    readers: ['pays too little', 'paid too little', 'short payment', 'partial payment'],
  },
  {site: ['overpayment', 'overpaid'], readers: ['pays too much', 'paid too much']},
  {site: ['refund'], readers: ['money back', 'return', 'reverse']},
  {site: ['auto-swap'], readers: ['convert', 'auto convert', 'stablecoin']},
  {site: ['swap'], readers: ['exchange', 'convert', 'trade']},
  {site: ['replenish'], readers: ['top up', 'deposit', 'fund']},
  {site: ['rate limit'], readers: ['throttling', 'too many requests']},
  // A payment expires, not its checkout, which stays open: readers name the page they saw.
  {site: ['payment expire', 'payment expiry'], readers: ['checkout expired', 'checkout expiry']},
  {site: ['fail'], readers: ['error']},
  {site: ['status page', 'incident'], readers: ['outage', 'downtime', 'down']},
  {site: ['recurring billing', 'subscription'], readers: ['recurring payment', 'subscribe']},
  {site: ['checkout'], readers: ['payment page']},
  // Only where the site means money coming in: "Receive callbacks" is not about getting paid.
  {
    site: ['receive payment', 'receive your first payment', 'receive token', 'accept payment', 'accept crypto'],
    readers: ['get paid'],
  },
  {site: ['send'], readers: ['sent']},
  {site: ['customer', 'payer'], readers: ['client']},
  {site: ['site', 'web page'], readers: ['website']},
];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word's regular forms as a pattern: "receive" → receive, receives, received, receiving. */
function formsOf(word: string): string {
  const escaped = escape(word);
  return escaped.endsWith('e') ? `${escaped.slice(0, -1)}(?:e|es|ed|ing)` : `${escaped}(?:s|es|ed|ing)?`;
}

/** A site phrase as a pattern: whole words, a hyphen or a space between them, the last in any form. */
function phrasePattern(phrase: string): string {
  const words = phrase.split(/[\s-]+/);
  const last = formsOf(words.pop() ?? '');
  const pattern = [...words.map(escape), last].join('[\\s-]+');
  return `(?<![\\w-])${pattern}(?![\\w-])`;
}

const PATTERNS = READER_WORDS.map(({site, readers}) => ({
  patterns: site.map((phrase) => new RegExp(phrasePattern(phrase), 'i')),
  readers,
}));

/**
 * A text the site wrote, said in the readers' words: for each site word it
 * uses, the text with that word replaced by each reader's word in turn
 * ("Get sandbox keys" → "Get test mode keys", "Get testing keys", …).
 */
export function inReaderWords(text: string): string[] {
  return PATTERNS.flatMap(({patterns, readers}) =>
    patterns
      .filter((pattern) => pattern.test(text))
      .flatMap((pattern) => readers.map((reader) => text.replace(new RegExp(pattern.source, 'gi'), reader))),
  );
}

/**
 * The readers' words for a text the site wrote (a title, headings, a
 * description), each once, in the order of `READER_WORDS`; none that the
 * text already uses.
 */
export function readerWordsFor(text: string): string[] {
  const found = PATTERNS.filter(({patterns}) => patterns.some((pattern) => pattern.test(text)));
  const words = new Set(found.flatMap(({readers}) => readers));
  return [...words].filter((word) => !new RegExp(phrasePattern(word), 'i').test(text));
}
