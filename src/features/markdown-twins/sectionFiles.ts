/**
 * The docs in files an assistant can read whole. `llms-full.txt` holds every
 * page (1.7 MB, more than most assistants take), so each section of
 * `llms.txt` is also written as one file of its pages' twins, in the order
 * `llms.txt` lists them, under `SECTION_FILE_BYTES`. A section larger than
 * that is split into parts at page boundaries; a page larger than that alone
 * (the API reference) stays out of them: its own twin is listed in `llms.txt`,
 * and so is the OpenAPI description it is made from.
 */

/** The most bytes a section file holds: about 100,000 tokens at four bytes a token. */
export const SECTION_FILE_BYTES = 400_000;

/** The folder of the section files, beside `llms.txt`. */
export const SECTION_FILE_DIR = 'llms-full';

/** The heading of the `llms.txt` section that lists the section files. */
export const SECTION_FILES_HEADING = 'Each section in one file';

/** A page of a section: the address of its twin and the twin's text, trimmed. */
export type SectionPage = {url: string; text: string};

/** A section of `llms.txt`: its heading and the addresses of its pages' twins, in order. */
export type ListedSection = {name: string; urls: string[]};

/** The sections of an `llms.txt` and the twins each lists (links ending in `.md`). */
export function listedSections(llmsTxt: string): ListedSection[] {
  return llmsTxt
    .split(/^## /m)
    .slice(1)
    .map((part) => ({
      name: part.slice(0, part.indexOf('\n')).trim(),
      urls: [...part.matchAll(/^- \[[^\]]*\]\((\S+\.md)\)/gm)].map((match) => match[1]),
    }))
    .filter((section) => section.urls.length > 0);
}

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * A section's pages packed into parts of at most `bound` bytes each (its
 * heading included), in order; `left` are the pages larger than a part alone.
 */
export function packPages(
  heading: string,
  pages: readonly SectionPage[],
  bound: number = SECTION_FILE_BYTES,
): {parts: SectionPage[][]; left: SectionPage[]} {
  const parts: SectionPage[][] = [];
  const left: SectionPage[] = [];
  const empty = bytesOf(sectionFileText(heading, []));
  let size = bound;
  for (const page of pages) {
    const bytes = bytesOf(page.text) + 2;
    if (empty + bytes > bound) {
      left.push(page);
      continue;
    }
    if (size + bytes > bound) {
      parts.push([]);
      size = empty;
    }
    parts[parts.length - 1].push(page);
    size += bytes;
  }
  return {parts, left};
}

/** A section file's text: a heading that names the site and the section, then each page's twin (trimmed). */
export function sectionFileText(heading: string, pages: readonly SectionPage[]): string {
  return [heading, ...pages.map((page) => page.text)].join('\n\n') + '\n';
}
