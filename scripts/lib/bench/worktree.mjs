// @ts-check
/** Another commit's build, for `--compare`: made in a temporary Git worktree, removed when done. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';

/**
 * Builds a Git ref in a temporary worktree that borrows this tree's installed
 * packages, and returns where. `removeWorktree` deletes it.
 *
 * @param {string} root this tree's folder
 * @param {string} ref
 */
export function buildRef(root, ref) {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'coinloom-bench-'));
  const dir = path.join(parent, 'site');
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], {cwd: root, stdio: 'ignore'});
  // Each package linked rather than the folder, so the build's cache (node_modules/.cache) stays the worktree's own.
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '.cache') {
      fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
    }
  }
  const start = process.hrtime.bigint();
  try {
    execFileSync('npm', ['run', '--silent', 'build'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
      maxBuffer: 1 << 26,
    });
  } catch (error) {
    removeWorktree(root, parent);
    throw new Error(`The build of ${ref} failed:\n${/** @type {{stderr?: Buffer}} */ (error).stderr ?? error}`);
  }
  return {parent, dir, seconds: Number(process.hrtime.bigint() - start) / 1e9};
}

/**
 * @param {string} root this tree's folder
 * @param {string} parent the folder `buildRef` made
 */
export function removeWorktree(root, parent) {
  fs.rmSync(parent, {recursive: true, force: true});
  // Git forgets a worktree whose folder is gone.
  execFileSync('git', ['worktree', 'prune'], {cwd: root, stdio: 'ignore'});
}
