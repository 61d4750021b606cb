/**
 * The front matter of a page, read as Docusaurus reads it: the one place the site's tools and tests parse it.
 * The site sets no `markdown.parseFrontMatter` (frontMatter.test.ts holds that), so Docusaurus reads every page with
 * its default parser, `DEFAULT_PARSE_FRONT_MATTER` from `@docusaurus/utils`, which this module calls.
 */
import fs from 'node:fs/promises';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

/** A page's front matter: its YAML keys and their values, as Docusaurus gives them. */
export type FrontMatter = {readonly [key: string]: unknown};

/** A page's front matter and its text below it, trimmed as Docusaurus trims it. */
export type ParsedPage = {frontMatter: FrontMatter; content: string};

/** Splits a page's source into its front matter and its text, as Docusaurus does. */
export function parseFrontMatter(filePath: string, fileContent: string): Promise<ParsedPage> {
  return DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
}

/** Reads a page and splits it into its front matter and its text, as Docusaurus does. */
export async function readFrontMatter(filePath: string): Promise<ParsedPage> {
  return parseFrontMatter(filePath, await fs.readFile(filePath, 'utf8'));
}
