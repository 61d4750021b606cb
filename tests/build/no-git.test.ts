import {execFileSync, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {NO_GIT_WARNING} from '../../src/config/git';
import {projectRoot} from '../support/docs';

/**
 * The site downloaded as a source archive, or copied into a container without
 * `.git`, must still build. This copies the project's files (as
 * `git ls-files` names them, without the repository) to a folder outside any
 * worktree and builds it there, with the project's installed packages.
 *
 * It builds as a host does: `docusaurus build` itself, not the npm script, and
 * with no build setting in the environment. So the same build also proves
 * that every command gives the site `npm run build` gave (its figures and
 * Markdown twins), which the test suite built before these tests.
 */

const PAGE = 'quickstart/send-payment';
let copy = '';
let output = '';
let status: number | null = null;

/**
 * One folder per worktree, emptied and filled again on each run: the bundler's persistent cache (in the
 * project's node_modules/.cache, which the copy links to) knows a site by its path, so a copy at the same
 * path as last time bundles from that cache, as a second `npm run build` does, instead of from nothing.
 */
const COPY = path.join(
  os.tmpdir(),
  `coinloom-archive-${createHash('sha256').update(projectRoot).digest('hex').slice(0, 12)}`,
);

beforeAll(() => {
  fs.rmSync(COPY, {recursive: true, force: true});
  fs.mkdirSync(COPY);
  copy = COPY;
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(projectRoot, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
    fs.copyFileSync(path.join(projectRoot, file), path.join(copy, file));
  }
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const env = {...process.env};
  delete env.WEBPACK_URL_LOADER_LIMIT;
  const build = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'], {
    cwd: copy,
    encoding: 'utf8',
    env,
  });
  status = build.status;
  output = `${build.stdout}\n${build.stderr}`;
}, 600_000);

afterAll(() => {
  if (copy) fs.rmSync(copy, {recursive: true, force: true});
});

describe('a build without Git history', () => {
  it('succeeds', () => {
    expect(output).not.toMatch(/outside any Git worktree/);
    expect(status, output.slice(-3000)).toBe(0);
  });

  it('says once, clearly, that the pages go without their dates', () => {
    expect(output.split(NO_GIT_WARNING).length - 1).toBe(1);
  });

  it('leaves the "Last updated" line out of the pages and their Markdown twins', () => {
    const html = fs.readFileSync(path.join(copy, 'build', PAGE, 'index.html'), 'utf8');
    expect(html).toContain('<h1');
    expect(html).not.toMatch(/theme-last-updated|Last updated/);
    const twin = fs.readFileSync(path.join(copy, 'build', `${PAGE}.md`), 'utf8');
    expect(twin).toMatch(/^Source: </m);
    expect(twin).not.toContain('Last updated');
  });

  it('leaves the dates out of the sitemap too', () => {
    const sitemap = fs.readFileSync(path.join(copy, 'build', 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`/${PAGE}/</loc>`);
    expect(sitemap).not.toContain('<lastmod>');
  });
});

/** Every file under `dir`, relative to it, sorted. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .sort();
}

/** A Markdown twin or llms file without its "Last updated" dates, the one thing Git history adds. */
function withoutDates(twin: string): string {
  return (
    twin
      .replaceAll(/ · Last updated: \d{4}-\d{2}-\d{2}/g, '')
      // llms.txt gives each section file's size, which its pages' dates are part of.
      .replaceAll(/(\d+ pages), \d+ kB/g, '$1, … kB')
  );
}

describe('a plain `docusaurus build`', () => {
  const main = path.join(projectRoot, 'build');

  it('ships the same figures as `npm run build`, each a file', () => {
    const images = filesUnder(path.join(copy, 'build/assets/images'));
    expect(images.length).toBeGreaterThan(30);
    expect(images).toEqual(filesUnder(path.join(main, 'assets/images')));
  });

  it('writes the same Markdown twins and llms files, with no image inlined', () => {
    const twins = filesUnder(path.join(copy, 'build')).filter((file) => file.endsWith('.md') || file.endsWith('.txt'));
    expect(twins.length).toBeGreaterThan(100);
    expect(twins).toEqual(filesUnder(main).filter((file) => file.endsWith('.md') || file.endsWith('.txt')));
    for (const file of twins) {
      const text = fs.readFileSync(path.join(copy, 'build', file), 'utf8');
      expect(text, file).not.toMatch(/data:image\//);
      expect(withoutDates(text), file).toBe(withoutDates(fs.readFileSync(path.join(main, file), 'utf8')));
    }
  });

  it('inlines no image in any page', () => {
    for (const file of filesUnder(path.join(copy, 'build')).filter((name) => name.endsWith('.html'))) {
      expect(fs.readFileSync(path.join(copy, 'build', file), 'utf8'), file).not.toMatch(/src="data:image\//);
    }
  });
});
