#!/usr/bin/env node
// @ts-check
/**
 * `npm run check -- <files>`: a writer's check of the pages they touched, in seconds.
 *
 * 1. Prettier, as `npm run lint` runs it (so not on what .prettierignore leaves out: today docs/ and blog/);
 * 2. compiles each page with the site's own MDX steps: Docusaurus's, then the docs
 *    plugin's remark and rehype plugins as `docusaurus.config.ts` lists them (a broken
 *    image or static file fails here);
 *    (the site's remark step for API elements is one of them: an unknown operation,
 *    schema, event or error code fails here, with its line);
 * 3. resolves its links (files, routes, anchors, those the API elements add included),
 *    its imports and the values it picks from static/openapi.yaml;
 * 4. runs the content tests on those pages alone: facts typed instead of read from
 *    src/data, labels named in steps, the product rules, the sidebar entry, the front matter; and the API
 *    release checks (what the posts claim changed, against the generated lists).
 *
 * With no file named, it checks the pages that differ from `main` (committed or not).
 * COINLOOM_DOCS_DIR points the check (and the content tests) at another docs folder;
 * the check's own tests use it for copies of docs/ with a fault put in.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync, spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import * as prettier from 'prettier';
import {loadCompiler} from './lib/check/compile.mjs';
import {checkPage} from './lib/check/page.mjs';
import {loadSite} from './lib/check/site.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsDir = path.resolve(process.env.COINLOOM_DOCS_DIR ?? path.join(projectRoot, 'docs'));

/** The pages that differ from main: changed, added or not yet committed. */
function changedPages() {
  const git = (/** @type {string[]} */ args) =>
    execFileSync('git', args, {cwd: projectRoot, encoding: 'utf8'}).split('\n').filter(Boolean);
  const base = git(['merge-base', 'main', 'HEAD'])[0];
  return [
    ...git(['diff', '--name-only', '--diff-filter=d', base]),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ].filter((file) => /^(docs|blog)\/.*\.mdx?$/.test(file));
}

async function main() {
  const started = performance.now();
  const named = process.argv.slice(2);
  const files = (named.length > 0 ? named : changedPages()).map((file) => path.resolve(file));
  if (files.length === 0) {
    console.log('No page differs from main: nothing to check.');
    return 0;
  }
  const missing = files.filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    console.error(`No such file: ${missing.join(', ')}`);
    return 1;
  }
  /** @type {string[]} */
  const problems = [];

  const compiler = await loadCompiler(projectRoot);
  const site = await loadSite({projectRoot, docsDir, anchorsMaintainCase: compiler.anchorsMaintainCase});
  for (const file of files) {
    const where = path.relative(projectRoot, file);
    const source = fs.readFileSync(file, 'utf8');
    const {ignored} = await prettier.getFileInfo(file, {ignorePath: path.join(projectRoot, '.prettierignore')});
    const config = await prettier.resolveConfig(file);
    if (!ignored && !(await prettier.check(source, {...config, filepath: file}))) {
      problems.push(`${where}: not formatted as Prettier writes it (run npx prettier --write ${where})`);
    }
    const compileError = await compiler.compile(file, source);
    if (compileError) problems.push(`${where}: does not compile: ${compileError}`);
    problems.push(...(await checkPage(file, site)));
  }
  for (const problem of problems) console.log(`FAIL  ${problem}`);

  // The content tests, filtered to these pages through COINLOOM_CHECK_FILES (tests/support/docs.ts).
  const contentTests = [
    'tests/unit/content.test.ts',
    'tests/unit/app-labels.test.ts',
    'tests/unit/rules.test.ts',
    'tests/unit/sidebars.test.ts',
    // What posts claim changed in the API against the generated list, and the working description against the releases.
    'tests/unit/api-releases.test.ts',
  ];
  const vitest = spawnSync(
    path.join(projectRoot, 'node_modules/.bin/vitest'),
    ['run', '--project', 'unit', '--reporter', 'dot', ...contentTests],
    {
      cwd: projectRoot,
      stdio: 'inherit',
      env: {...process.env, COINLOOM_CHECK_FILES: files.join(path.delimiter), COINLOOM_DOCS_DIR: docsDir},
    },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const failed = problems.length > 0 || vitest.status !== 0;
  console.log(
    `${failed ? 'FAIL' : 'ok'}    ${files.length} page${files.length === 1 ? '' : 's'} checked in ${seconds} s` +
      (problems.length > 0 ? `: ${problems.length} problem${problems.length === 1 ? '' : 's'} above` : ''),
  );
  return failed ? 1 : 0;
}

process.exitCode = await main();
