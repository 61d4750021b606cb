/**
 * Splits Markdown into its fenced code blocks and the prose around them. Used on
 * the pages' MDX sources (tests/unit/page-samples.test.ts) and on the Markdown
 * twins the build writes (tests/build/markdown.test.ts). A fence may sit in a
 * list item or a quote: its opening line's indent and `>` marks are taken off
 * its body lines.
 */

export type Fence = {
  /** The 1-based line of the opening fence. */
  line: number;
  /** The first word of the info string, lower-cased; '' when there is none. */
  language: string;
  /** The rest of the info string, such as `schema=Payment` or `title="x.mjs"`. */
  info: string;
  body: string;
};

export type ProseLine = {line: number; text: string};

export function splitMarkdown(markdown: string): {fences: Fence[]; prose: ProseLine[]} {
  const fences: Fence[] = [];
  const prose: ProseLine[] = [];
  let open: {marker: string; prefix: string; fence: Fence; body: string[]} | null = null;
  markdown.split('\n').forEach((text, index) => {
    const fenceLine = /^([\s>]*)(`{3,}|~{3,})\s*(.*)$/.exec(text);
    if (open) {
      const closes =
        fenceLine !== null &&
        fenceLine[2][0] === open.marker[0] &&
        fenceLine[2].length >= open.marker.length &&
        fenceLine[3].trim() === '';
      if (closes) {
        fences.push({...open.fence, body: open.body.join('\n')});
        open = null;
      } else {
        open.body.push(text.startsWith(open.prefix) ? text.slice(open.prefix.length) : text);
      }
      return;
    }
    if (fenceLine) {
      const [, prefix, marker, infoString] = fenceLine;
      const [, language = '', info = ''] = /^([\w+-]*)\s*(.*)$/.exec(infoString.trim()) ?? [];
      open = {marker, prefix, fence: {line: index + 1, language: language.toLowerCase(), info, body: ''}, body: []};
      return;
    }
    prose.push({line: index + 1, text});
  });
  return {fences, prose};
}
