import fs from 'node:fs';
import path from 'node:path';

export const projectRoot = path.resolve(__dirname, '../..');
/**
 * Where the content tests read the pages, the API description and the data files from: the project, or another
 * checkout of it (COINLOOM_CONTENT_ROOT), to measure today's checks on the text of an older commit.
 */
export const contentRoot = path.resolve(process.env.COINLOOM_CONTENT_ROOT ?? projectRoot);
/** The pages' folder; `npm run check` points it at a copy in its own tests (COINLOOM_DOCS_DIR). */
export const docsDir = path.resolve(process.env.COINLOOM_DOCS_DIR ?? path.join(contentRoot, 'docs'));
/** The blog's folder. */
export const blogDir = path.join(contentRoot, 'blog');
export const buildDir = path.join(projectRoot, 'build');

/** What every page's title ends with: the delimiter and the site's title. */
export const SITE_SUFFIX = ' | Coinloom Docs';

/** Every Markdown or MDX file under a folder, as paths relative to it. */
export function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * Whether a content test looks at a page: every page, or, under `npm run check`, only the files it
 * names (COINLOOM_CHECK_FILES, absolute paths joined by the platform's path delimiter).
 */
export function isChecked(file: string): boolean {
  const named = process.env.COINLOOM_CHECK_FILES?.split(path.delimiter).filter(Boolean);
  return !named || named.includes(path.resolve(file));
}

/** The front matter of a Markdown file as flat key/value strings (enough for our keys). */
export function frontMatter(file: string): Record<string, string> {
  const text = fs.readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  if (!match) {
    return {};
  }
  const entries = match[1]
    .split('\n')
    .map((line) => /^([A-Za-z_]+):\s*(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1], m[2].replace(/^['"]|['"]$/g, '')]);
  return Object.fromEntries(entries);
}

/** The doc id Docusaurus gives a file: its path without extension, unless front matter sets `id`. */
export function docIdOf(relativeFile: string): string {
  const id = frontMatter(path.join(docsDir, relativeFile)).id;
  const withoutExtension = relativeFile.replace(/\.mdx?$/, '');
  return id ? path.posix.join(path.posix.dirname(withoutExtension), id).replace(/^\.\//, '') : withoutExtension;
}

export function requireBuild(): void {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No production build in build/: run `npm run build` first.');
  }
}

/** A script the build emits for the browser: its file name in build/assets/js and its text. */
export type BuiltScript = {file: string; text: string};

/** Every script the build emits for the browser, from build/assets/js. */
export function builtScripts(): BuiltScript[] {
  requireBuild();
  const jsDir = path.join(buildDir, 'assets/js');
  return fs
    .readdirSync(jsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({file, text: fs.readFileSync(path.join(jsDir, file), 'utf8')}));
}
