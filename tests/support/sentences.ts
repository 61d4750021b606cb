/**
 * Every sentence a reader can read, wherever it is written: the pages and blog posts (as rendered, with their
 * expressions read from the data), the API description (every string in it), the data files the screens and
 * tables are written from (every string they export), and the screens' figures (their title, description and
 * text). The rule checks (tests/unit/rules.test.ts) read sentences, so a rule is held wherever it is stated.
 */
import fs from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import yaml from 'js-yaml';
import type {Nodes, Parent, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {contentRoot, projectRoot} from './docs';
import type {Page} from './pages';

const jiti = createJiti(__filename, {interopDefault: true});

export type Sentence = {
  /** file:line */
  where: string;
  text: string;
  /** Every sentence of the same paragraph, list item, table row or string. */
  paragraph: string;
  /** Every sentence of the same block (a paragraph, a whole list, a table, a figure): what the reader reads with it. */
  block: string;
  /** What kind of text it is: a page, the API description, a data file or a figure. */
  source: 'page' | 'api' | 'data' | 'figure';
};

/** Splits running text into sentences at a full stop, question or exclamation mark followed by a capital or mark-up. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])["')\]]?\s+(?=[A-Z0-9`"'(*{<])/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => /[A-Za-z]/.test(part));
}

/** A JSX element as the reader sees it: an inline list of items from data, or its children's text. */
function jsxText(node: MdxJsxFlowElement | MdxJsxTextElement, page: Page): string | undefined {
  if (node.name !== 'InlineList') return undefined;
  const attribute = (name: string) =>
    node.attributes.find(
      (candidate): candidate is MdxJsxAttribute => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
    )?.value;
  const items = attribute('items');
  const value = typeof items === 'object' && items !== null ? page.valueOf(items.value) : undefined;
  if (!Array.isArray(value)) return undefined;
  const conjunction = attribute('conjunction') === 'or' ? 'or' : 'and';
  const words = value.map(String);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`;
}

/** Inline content as read: expressions with their values, code as its text, JSX as its children. */
function inlineText(node: Nodes, page: Page): string {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'inlineCode':
      return `\`${node.value}\``;
    case 'mdxTextExpression': {
      const value = page.valueOf(node.value);
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    }
    case 'break':
      return '\n';
    case 'image':
      // Alt text is read aloud: it states what the figure says.
      return node.alt ? ` ${node.alt} ` : '';
    case 'mdxJsxTextElement':
      return jsxText(node, page) ?? node.children.map((child) => inlineText(child as Nodes, page)).join('');
    default:
      return 'children' in node ? (node.children as Nodes[]).map((child) => inlineText(child, page)).join('') : '';
  }
}

type Block = {line: number; texts: {line: number; text: string}[]};

/** The blocks of a page: each paragraph and heading alone; a list, a table, an admonition as one block each. */
function blocksOf(nodes: readonly RootContent[], page: Page, into: Block[], block?: Block): void {
  for (const node of nodes) {
    const line = node.position?.start.line ?? 0;
    switch (node.type) {
      case 'paragraph':
      case 'heading': {
        const target = block ?? {line, texts: []};
        target.texts.push({line, text: inlineText(node, page)});
        if (!block) into.push(target);
        break;
      }
      case 'tableRow': {
        const target = block ?? {line, texts: []};
        target.texts.push({line, text: node.children.map((cell) => inlineText(cell, page).trim()).join(' | ')});
        if (!block) into.push(target);
        break;
      }
      case 'mdxJsxFlowElement': {
        const inline = jsxText(node, page);
        // What a component says in its attributes, such as a card's title and eyebrow, is read too.
        const said = node.attributes
          .filter((attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute')
          .filter((attribute) => typeof attribute.value === 'string')
          .filter((attribute) => /^(?:title|eyebrow|description|label|summary|alt|caption)$/.test(attribute.name))
          .map((attribute) => attribute.value as string);
        const text = [...said, ...(inline === undefined ? [] : [inline])].join(' · ');
        if (text !== '') {
          const target = block ?? {line, texts: []};
          target.texts.push({line, text});
          if (!block) into.push(target);
        }
        if (inline === undefined) blocksOf(node.children as RootContent[], page, into, block);
        break;
      }
      case 'list':
      case 'table':
      case 'blockquote':
      case 'containerDirective': {
        const target = block ?? {line, texts: []};
        blocksOf((node as Parent).children as RootContent[], page, into, target);
        if (!block) into.push(target);
        break;
      }
      case 'listItem':
        blocksOf(node.children, page, into, block);
        break;
      default:
        // Code, front matter, imports and exports, expressions on their own line: not prose.
        break;
    }
  }
}

/** Every sentence of a page as the reader reads it, each with its line. */
export function pageSentences(page: Page): Sentence[] {
  const blocks: Block[] = [];
  blocksOf(page.tree.children, page, blocks);
  return blocks.flatMap(({texts}) => {
    const sentences = texts.flatMap(({line, text}) => {
      const parts: Sentence[] = [];
      const split = splitSentences(text);
      let offset = 0;
      for (const part of split) {
        const at = text.indexOf(part.slice(0, 12), offset);
        const lineOf = line + (at < 0 ? 0 : (text.slice(0, at).match(/\n/g) ?? []).length);
        offset = at < 0 ? offset : at + 1;
        parts.push({
          where: `${page.where}:${lineOf}`,
          text: part,
          paragraph: split.join(' '),
          block: '',
          source: 'page',
        });
      }
      return parts;
    });
    const block = sentences.map((sentence) => sentence.text).join(' ');
    return sentences.map((sentence) => ({...sentence, block}));
  });
}

/** Every string of a value, depth first, with the keys that lead to it. */
function strings(value: unknown, trail: string[], out: {trail: string[]; text: string}[], seen: Set<unknown>): void {
  if (typeof value === 'string') {
    out.push({trail, text: value});
  } else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const [key, child] of Object.entries(value)) strings(child, [...trail, key], out, seen);
  }
}

/** The line of a file where a string is written, found by the longest start of it that the file holds. */
function lineOf(source: string, text: string): number {
  for (let length = Math.min(60, text.length); length >= 12; length -= 8) {
    const at = source.indexOf(text.slice(0, length));
    if (at >= 0) return source.slice(0, at).split('\n').length;
  }
  return 0;
}

function stringSentences(file: string, value: unknown, kind: Sentence['source']): Sentence[] {
  const source = fs.readFileSync(file, 'utf8');
  const relative = path.relative(file.startsWith(contentRoot + path.sep) ? contentRoot : projectRoot, file);
  const found: {trail: string[]; text: string}[] = [];
  strings(value, [], found, new Set());
  return found.flatMap(({trail, text}) => {
    const block = splitSentences(text).join(' ');
    // A long description has paragraphs and bullets of its own, one a line.
    return text
      .split(/\n+/)
      .map((line) => line.replace(/^\s*[-*]\s+/, '').trim())
      .filter(Boolean)
      .flatMap((paragraph) => {
        const line = lineOf(source, paragraph);
        const where = line > 0 ? `${relative}:${line}` : `${relative} (${trail.join('.')})`;
        const parts = splitSentences(paragraph);
        return parts.map((part) => ({where, text: part, paragraph: parts.join(' '), block, source: kind}));
      });
  });
}

/** Every sentence of the API description: each of its strings (descriptions, summaries, examples). */
export function apiSentences(file = path.join(contentRoot, 'static/openapi.yaml')): Sentence[] {
  return stringSentences(file, yaml.load(fs.readFileSync(file, 'utf8')), 'api');
}

/** The data files the screens, tables and figures are written from. */
export function dataFiles(root = contentRoot): string[] {
  const inDir = (dir: string, filter: (file: string) => boolean) =>
    fs
      .readdirSync(path.join(root, dir))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && filter(file))
      .map((file) => path.join(root, dir, file));
  return [
    ...inDir('src/data', () => true),
    ...inDir('src/features/screens/data', () => true),
    path.join(root, 'src/features/screens/setting-controls.ts'),
  ];
}

/** Every sentence of a data file: each string it exports, as its module builds it. */
export function dataSentences(file: string): Sentence[] {
  return stringSentences(file, jiti(file), 'data');
}

/** A figure's title, description and texts; the whole figure is one block. */
export function figureSentences(file: string): Sentence[] {
  const svg = fs.readFileSync(file, 'utf8');
  const relative = path.relative(file.startsWith(contentRoot + path.sep) ? contentRoot : projectRoot, file);
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const texts = [...svg.matchAll(/<(title|desc|text)\b[^>]*>([^<]*)<\/\1>/g)].map((match) => ({
    line: svg.slice(0, match.index).split('\n').length,
    text: decode(match[2]).trim(),
  }));
  const block = texts.map((entry) => entry.text).join(' · ');
  return texts
    .filter((entry) => entry.text !== '')
    .flatMap((entry) =>
      splitSentences(entry.text)
        // A sketch's description ends with its numbered labels: a list of names, not a statement.
        .filter((text) => !text.startsWith('Numbered controls:'))
        .map((text) => ({
          where: `${relative}:${entry.line}`,
          text,
          paragraph: entry.text,
          block,
          source: 'figure' as const,
        })),
    );
}

/** The figures of the pages: the screens' sketches and the diagrams. */
export function figureFiles(root = contentRoot): string[] {
  const dir = path.join(root, 'docs');
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.svg'))
    .sort()
    .map((file) => path.join(dir, file));
}

/**
 * The sentences the rule checks read: the pages, and on a full run the API description, the data files and the
 * figures. A string a data file takes from another (a shared control's text) is read once, where it is written.
 */
export function sentencesToCheck(pages: readonly Page[], full: boolean): Sentence[] {
  const fromPages = pages.flatMap(pageSentences);
  if (!full) return fromPages;
  const fromData = new Map<string, Sentence>();
  for (const sentence of dataFiles().flatMap(dataSentences)) {
    const seen = fromData.get(sentence.text);
    if (!seen || (!/:\d+$/.test(seen.where) && /:\d+$/.test(sentence.where))) fromData.set(sentence.text, sentence);
  }
  return [...fromPages, ...apiSentences(), ...fromData.values(), ...figureFiles().flatMap(figureSentences)];
}
