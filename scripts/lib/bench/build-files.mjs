// @ts-check
/** The size on disk of what a build holds for search and for machines: the Pagefind index and the Markdown files. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {median} from './numbers.mjs';

/**
 * The Pagefind index on disk: every file under `pagefind/`, and how many there are.
 *
 * @param {string} buildDir
 */
export function searchIndexSize(buildDir) {
  const dir = path.join(buildDir, 'pagefind');
  const files = fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => fs.statSync(path.join(dir, file)).isFile());
  return {files: files.length, bytes: files.reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0)};
}

/**
 * @param {string} buildDir
 * @param {string} file
 */
function sizeOf(buildDir, file) {
  const bytes = fs.readFileSync(path.join(buildDir, file));
  return {raw: bytes.length, gzip: zlib.gzipSync(bytes).length};
}

/** @typedef {ReturnType<typeof markdownSizes>} MarkdownSizes */

/**
 * llms.txt, llms-full.txt, and the Markdown twin of every doc page (the largest named).
 *
 * @param {string} buildDir
 */
export function markdownSizes(buildDir) {
  const twins = fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({path: `/${file.split(path.sep).join('/')}`, ...sizeOf(buildDir, file)}))
    .sort((a, b) => b.raw - a.raw);
  const total = (/** @type {'raw' | 'gzip'} */ key) => twins.reduce((sum, twin) => sum + twin[key], 0);
  return {
    llmsTxt: sizeOf(buildDir, 'llms.txt'),
    llmsFullTxt: sizeOf(buildDir, 'llms-full.txt'),
    twins: {
      count: twins.length,
      raw: total('raw'),
      gzip: total('gzip'),
      medianRaw: median(twins.map((twin) => twin.raw)),
      largest: twins.slice(0, 3),
    },
  };
}
