/**
 * A page as its reader gets it, for the content tests that read meaning rather than source: its Markdown tree,
 * and the values of its expressions. A page writes `**{walletsScreen.label}**` or `<code>{confirmation.status}</code>`;
 * the reader sees **Wallets** and `awaiting_confirmation`, and so do these tests.
 *
 * The page's imports are loaded from the project (data modules through jiti, a part of the API description as the
 * site's loader picks it, a raw file as its text); React components, which hold no facts, are left out. Its
 * `export const` statements then run in that scope, as MDX runs them.
 */
import fs from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import yaml from 'js-yaml';
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {API_DATA, apiDataModules} from '../../src/features/api/dataModules';
import {valueAt} from '../../src/features/api/pointer';
import {
  blogDir,
  contentRoot,
  docsDir,
  isChecked,
  markdownFiles,
  projectRoot,
  splitPage,
  type PageFrontMatter,
} from './docs';

const jiti = createJiti(__filename, {interopDefault: true});

/** The site's Markdown as Docusaurus reads it: MDX, GitHub's tables, front matter and admonitions (`:::note`). */
export const markdownProcessor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkFrontmatter);

export type Page = {
  file: string;
  /** The path a failure message names: relative to the project, or to the checkout the pages come from. */
  where: string;
  source: string;
  tree: Root;
  /** The value of an expression of the page, such as `walletsScreen.label`; undefined when it cannot be read. */
  valueOf: (expression: string) => unknown;
  /** The page's front matter, as Docusaurus reads it. */
  frontMatter: PageFrontMatter;
};

type EsmNode = {type: 'mdxjsEsm'; value: string; data?: {estree?: Program}};
type Program = {body: Statement[]};
type Statement = {type: string; start: number; end: number; source?: {value: string}; specifiers?: Specifier[]} & {
  declaration?: {type: string; id?: Pattern; declarations?: {id: Pattern}[]};
};
type Specifier = {type: string; local: {name: string}; imported?: {name: string}};
type Pattern = {type: string; name?: string; elements?: (Pattern | null)[]; properties?: Pattern[]} & {
  value?: Pattern;
  argument?: Pattern;
  left?: Pattern;
};

/** The names a binding pattern declares: `x`, `[a, b]`, `{a, b: c}`, `...rest`, `a = 1`. */
function namesOf(pattern: Pattern | null | undefined): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name as string];
    case 'ArrayPattern':
      return (pattern.elements ?? []).flatMap(namesOf);
    case 'ObjectPattern':
      return (pattern.properties ?? []).flatMap((property) => namesOf(property.value ?? property.argument));
    case 'RestElement':
      return namesOf(pattern.argument);
    case 'AssignmentPattern':
      return namesOf(pattern.left);
    default:
      return [];
  }
}

let apiDocument: unknown;
const loadApiDocument = () =>
  (apiDocument ??= yaml.load(fs.readFileSync(path.join(projectRoot, 'static/openapi.yaml'), 'utf8')));

/** A JSON pointer into the API description, as the site's loader resolves `openapi.yaml?pick=`. */
function pick(pointer: string): unknown {
  return valueAt(loadApiDocument(), pointer);
}

/** What an import of a page gives: the module, or undefined for what holds no facts (components, the theme). */
function loadImport(specifier: string, pageFile: string): Record<string, unknown> | undefined {
  const raw = /^!!raw-loader!(.*)$/.exec(specifier);
  const request = raw ? raw[1] : specifier;
  const [bare, query] = request.split('?');
  const resolved = bare.startsWith('@site/')
    ? path.join(projectRoot, bare.slice('@site/'.length))
    : bare.startsWith('.')
      ? path.resolve(path.dirname(pageFile), bare)
      : undefined;
  if (bare.startsWith(API_DATA)) return {default: apiDataModules()[bare.slice(API_DATA.length)]};
  if (resolved === undefined) return undefined;
  if (raw) return fs.existsSync(resolved) ? {default: fs.readFileSync(resolved, 'utf8')} : undefined;
  if (bare.endsWith('openapi.yaml')) {
    if (query?.startsWith('pick=')) return {default: pick(query.slice('pick='.length))};
    return undefined;
  }
  const file = ['', '.ts', '.mjs', '.js', '.json', '/index.ts']
    .map((ending) => resolved + ending)
    .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  // A component (.tsx) draws what the data says; the data is what the tests read.
  if (file === undefined || file.endsWith('.tsx')) return undefined;
  try {
    return jiti(file) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Runs a page's imports and `export const` statements, and returns the names they bind. */
function scopeOf(file: string, source: string, tree: Root): Map<string, unknown> {
  const scope = new Map<string, unknown>();
  const statements: string[] = [];
  const declared: string[] = [];
  for (const node of tree.children as unknown as EsmNode[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        const module = loadImport(statement.source?.value ?? '', file);
        for (const specifier of statement.specifiers ?? []) {
          const value =
            module === undefined
              ? undefined
              : specifier.type === 'ImportSpecifier'
                ? module[specifier.imported?.name ?? specifier.local.name]
                : specifier.type === 'ImportDefaultSpecifier'
                  ? (module.default ?? module)
                  : module;
          scope.set(specifier.local.name, value);
        }
      } else {
        const code = source.slice(statement.start, statement.end);
        statements.push(code.replace(/^export\s+(default\s+)?/, ''));
        const declaration = statement.declaration;
        if (declaration?.type === 'VariableDeclaration') {
          declared.push(...(declaration.declarations ?? []).flatMap((d) => namesOf(d.id)));
        } else if (declaration?.id) {
          declared.push(...namesOf(declaration.id));
        }
      }
    }
  }
  const names = [...scope.keys()];
  // Run the statements one at a time, so that one that fails leaves the others' names readable.
  const values = names.map((name) => scope.get(name));
  const body = statements
    .map((code) => `try { ${code.replace(/^(const|let)\s/, 'var ')} } catch {}`)
    .concat(
      `return {${declared.map((name) => `${JSON.stringify(name)}: typeof ${name} === 'undefined' ? undefined : ${name}`).join(', ')}};`,
    )
    .join('\n');
  try {
    const exported = new Function(...names, body)(...values) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) scope.set(name, value);
  } catch {
    // A page whose exports cannot run at all: its expressions read as unknown.
  }
  return scope;
}

const cache = new Map<string, Page>();

/** A page, read once per test run. */
export async function readPage(file: string, source: string = fs.readFileSync(file, 'utf8')): Promise<Page> {
  const key = `${file}\n${source}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const tree = markdownProcessor.parse(source) as Root;
  let scope: Map<string, unknown> | undefined;
  const values = new Map<string, unknown>();
  const page: Page = {
    file,
    where: path.relative(file.startsWith(contentRoot + path.sep) ? contentRoot : projectRoot, file),
    source,
    tree,
    frontMatter: (await splitPage(file, source)).frontMatter,
    valueOf(expression) {
      const trimmed = expression.trim();
      if (values.has(trimmed)) return values.get(trimmed);
      scope ??= scopeOf(file, source, tree);
      let value: unknown;
      try {
        value = new Function(...scope.keys(), `return (${trimmed});`)(...scope.values());
      } catch {
        value = undefined;
      }
      values.set(trimmed, value);
      return value;
    },
  };
  cache.set(key, page);
  return page;
}

/** Every page a reader can read: the docs, the developers' pages and the blog posts; under `npm run check`, the named ones. */
export function contentPages(): string[] {
  return [
    ...markdownFiles(docsDir).map((file) => path.join(docsDir, file)),
    ...markdownFiles(blogDir).map((file) => path.join(blogDir, file)),
  ].filter(isChecked);
}
