/**
 * A result's heading and snippet as the reader sees them. Pagefind counts a
 * section's heading as its first words, so a snippet near the top of a
 * section opens with the heading the result shows right above it ("Create an
 * invoice / Create an invoice POST /invoices…"), or with its last words when
 * the snippet starts inside it.
 */

/** A heading's text without the zero-width space of the theme's "#" link, which Pagefind keeps. */
export function headingText(title: string): string {
  return title.replace(/\u200b/g, '').trim();
}

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};

/** A word of a snippet as text: without `<mark>` tags and entities, in lower case. */
function plain(word: string): string {
  return word
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity])
    .toLowerCase();
}

/**
 * A snippet (Pagefind's HTML: escaped text with `<mark>` around matches)
 * without the heading's words it opens with: the whole heading, or its last
 * two words or more where the snippet starts inside it. One word alone may be
 * the section's own text, so it stays.
 */
export function withoutHeading(excerpt: string, heading: string): string {
  const headingWords = headingText(heading).toLowerCase().split(/\s+/).filter(Boolean);
  const words = excerpt.trim().split(/\s+/);
  for (let start = 0; start < headingWords.length; start += 1) {
    const tail = headingWords.slice(start);
    if (tail.length < 2 && start > 0) break;
    if (tail.every((word, index) => plain(words[index] ?? '') === word)) {
      return words
        .slice(tail.length)
        .join(' ')
        .replace(/^<\/mark>\s*/, '');
    }
  }
  return excerpt;
}
