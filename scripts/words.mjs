#!/usr/bin/env node
// @ts-check
/**
 * `npm run words`: the authored prose of the site, in words, per page and in total (what counts is written in
 * lib/words.mjs). With files named, only those; `--root <dir>` counts another checkout's docs/ and blog/ (such as
 * a worktree of an older commit); `--json` prints {total, docs, blog, pages}.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {countWords} from './lib/words.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every Markdown and MDX file under a folder, relative to the root, sorted. */
function markdownUnder(/** @type {string} */ root, /** @type {string} */ dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .sort();
}

function main() {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? path.resolve(args[rootAt + 1]) : projectRoot;
  const named = args.filter((arg, index) => !arg.startsWith('--') && (rootAt < 0 || index !== rootAt + 1));
  const files =
    named.length > 0
      ? named.map((file) => path.relative(root, path.resolve(file)))
      : [...markdownUnder(root, 'docs'), ...markdownUnder(root, 'blog')];
  const pages = files.map((file) => ({file, words: countWords(fs.readFileSync(path.join(root, file), 'utf8'))}));
  const sum = (/** @type {string} */ prefix) =>
    pages.filter((page) => page.file.startsWith(prefix)).reduce((total, page) => total + page.words, 0);
  const total = sum('');
  if (json) {
    console.log(JSON.stringify({total, docs: sum('docs/'), blog: sum('blog/'), pages}, null, 2));
    return;
  }
  for (const page of pages) console.log(`${String(page.words).padStart(7)}  ${page.file}`);
  console.log(
    `${String(total).padStart(7)}  words in ${pages.length} page${pages.length === 1 ? '' : 's'}` +
      (named.length > 0 ? '' : ` (docs ${sum('docs/')}, blog ${sum('blog/')})`),
  );
}

main();
