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
  const build = spawnSync('npm', ['run', '--silent', 'build'], {cwd: copy, encoding: 'utf8', env: {...process.env}});
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
