/**
 * The pages in a folder, and the docs with what Docusaurus makes of them (front matter, id, route), for the tools
 * and the tests that list them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {docIdOf, docRouteOf} from './docRoute';
import {readFrontMatter, type FrontMatter} from './frontMatter';

/** Every Markdown or MDX file under a folder, as sorted paths relative to it, with forward slashes. */
export function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** A doc file: its path under the docs folder and its absolute path, its front matter, its id and its route. */
export type DocFile = {relativeFile: string; file: string; frontMatter: FrontMatter; id: string; route: string};

/** Every doc under a docs folder, in the order of `markdownFiles`. */
export function readDocs(docsDir: string): Promise<DocFile[]> {
  return Promise.all(
    markdownFiles(docsDir).map(async (relativeFile) => {
      const file = path.join(docsDir, relativeFile);
      const {frontMatter} = await readFrontMatter(file);
      return {
        relativeFile,
        file,
        frontMatter,
        id: docIdOf(relativeFile, frontMatter),
        route: docRouteOf(relativeFile, frontMatter),
      };
    }),
  );
}
