import fs from 'node:fs';
import path from 'node:path';
import {parseFrontMatter, type FrontMatter} from '../../src/lib/frontMatter';

export {markdownFiles} from '../../src/lib/docFiles';

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
/** The production build the tests read: `build/`, or the one TEST_BUILD_DIR names (see playwright.config.ts). */
export const buildDir = path.resolve(projectRoot, process.env.TEST_BUILD_DIR ?? 'build');

/** What every page's title ends with: the delimiter and the site's title. */
export const SITE_SUFFIX = ' | Coinloom Docs';

/**
 * Whether a content test looks at a page: every page, or, under `npm run check`, only the files it
 * names (COINLOOM_CHECK_FILES, absolute paths joined by the platform's path delimiter).
 */
export function isChecked(file: string): boolean {
  const named = process.env.COINLOOM_CHECK_FILES?.split(path.delimiter).filter(Boolean);
  return !named || named.includes(path.resolve(file));
}

/**
 * A page's front matter, as Docusaurus reads it. Every page has a title and a description (the content tests hold
 * it); the keys the tests read are strings.
 */
export type PageFrontMatter = FrontMatter & {
  title: string;
  description: string;
  sidebar_label?: string;
  slug?: string;
  screen?: string;
};

/** A page's front matter, and its text below it with the file's line numbers (the front matter's lines left empty). */
export type SplitPage = {frontMatter: PageFrontMatter; body: string};

/** Splits a page into its front matter and its text, as Docusaurus does, keeping the text at its lines. */
export async function splitPage(file: string, source: string = fs.readFileSync(file, 'utf8')): Promise<SplitPage> {
  const {frontMatter, content} = await parseFrontMatter(file, source);
  const before = source.slice(0, source.lastIndexOf(content));
  return {frontMatter: frontMatter as PageFrontMatter, body: before.replace(/[^\n]/g, '') + content};
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
