/**
 * The llms.txt layout of llmstxt.org, read as strictly as the proposal's reference parser
 * (`parse_llms_file` in the `llms_txt` Python package) reads it, and stricter where that
 * parser would pass a line by accident:
 *
 * 1. `# Title`, the only level-one heading;
 * 2. optionally `> summary`, one line;
 * 3. optionally any Markdown without headings (the "info");
 * 4. `## Section` headings, each followed only by items `- [name](url)` or `- [name](url): notes`.
 *
 * The reference parser splits the file at every line that starts with `##` and reads each line of
 * a section as a link item; a line that is not one (a quote, a paragraph, a `###` heading) makes it
 * fail. Here such a line is a violation, reported with its line number.
 */

export type LlmsTxtLink = {title: string; url: string; notes?: string};

export type LlmsTxt = {
  title: string;
  summary?: string;
  info: string;
  sections: {name: string; links: LlmsTxtLink[]}[];
  /** What does not fit the layout, as `line N: why`; empty when the file parses. */
  violations: string[];
};

const LINK_ITEM = /^-\s*\[(?<title>[^\]]+)\]\((?<url>[^)\s]+)\)(?::\s*(?<notes>\S.*))?$/;

export function parseLlmsTxt(text: string): LlmsTxt {
  const lines = text.split('\n');
  const violations: string[] = [];
  const at = (index: number, why: string) => violations.push(`line ${index + 1}: ${why}`);

  const firstSection = lines.findIndex((line) => line.startsWith('##'));
  const head = firstSection === -1 ? lines : lines.slice(0, firstSection);

  let index = head.findIndex((line) => line.trim() !== '');
  const titleMatch = index === -1 ? null : /^#\s+(\S.*)$/.exec(head[index]);
  if (!titleMatch) at(Math.max(index, 0), 'the file must open with a level-one heading, `# Title`');
  const title = titleMatch?.[1].trim() ?? '';
  index += 1;
  while (index < head.length && head[index].trim() === '') index += 1;
  let summary: string | undefined;
  const summaryMatch = /^>\s*(\S.*)$/.exec(head[index] ?? '');
  if (summaryMatch) {
    summary = summaryMatch[1].trim();
    index += 1;
    if ((head[index] ?? '').trim() !== '' && index < head.length) at(index, 'the summary is one line');
  }
  const infoLines = head.slice(index);
  let inFence = false;
  infoLines.forEach((line, offset) => {
    if (/^\s*(`{3,}|~{3,})/.test(line)) inFence = !inFence;
    else if (!inFence && /^\s{0,3}#/.test(line))
      at(index + offset, `no heading may stand before the first section: ${line}`);
  });

  const sections: LlmsTxt['sections'] = [];
  if (firstSection !== -1) {
    lines.slice(firstSection).forEach((line, offset) => {
      const lineIndex = firstSection + offset;
      if (line.trim() === '') return;
      const heading = /^##(?!#)\s*(\S.*)$/.exec(line);
      if (heading) {
        sections.push({name: heading[1].trim(), links: []});
        return;
      }
      const item = LINK_ITEM.exec(line);
      if (!item?.groups) {
        at(lineIndex, `after the first section, only \`## Section\` and \`- [name](url): notes\`: ${line}`);
        return;
      }
      const {title: name, url, notes} = item.groups;
      sections[sections.length - 1].links.push(notes === undefined ? {title: name, url} : {title: name, url, notes});
    });
  }

  return {title, summary, info: infoLines.join('\n').trim(), sections, violations};
}
