#!/usr/bin/env node
// @ts-check
// Compiles MDX files the way the site does (MDX 3, GFM, directives) and
// reports syntax errors in seconds, without a full build. Writers run it on
// the pages they touch: `node scripts/check-mdx.mjs docs/payments/*.mdx`.
import {readFile} from 'node:fs/promises';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import yaml from 'js-yaml';

/**
 * @param {string} source
 * @returns {{data: {title?: string, description?: string}, content: string}}
 */
function matter(source) {
  const found = /^---\n([\s\S]*?)\n---\n/.exec(source);
  return found
    ? {data: /** @type {object} */ (yaml.load(found[1]) ?? {}), content: source.slice(found[0].length)}
    : {data: {}, content: source};
}

const files = process.argv.slice(2);
let failed = 0;
for (const file of files) {
  const {content, data} = matter(await readFile(file, 'utf8'));
  try {
    if (!data.title || !data.description) throw new Error('front matter needs title and description');
    await compile(content, {remarkPlugins: [remarkGfm, remarkDirective]});
    console.log(`ok    ${file}`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL  ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exitCode = failed ? 1 : 0;
