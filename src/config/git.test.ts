import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isInsideGitWorktree} from './git';

const projectRoot = path.resolve(__dirname, '../..');

describe('isInsideGitWorktree', () => {
  it('finds the repository this file is in', () => {
    expect(isInsideGitWorktree(projectRoot)).toBe(true);
  });

  it('is found missing outside any worktree, or without git at all, instead of stopping the build', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'coinloom-no-git-'));
    try {
      expect(isInsideGitWorktree(outside)).toBe(false);
      const withoutGit = {...process.env, PATH: ''};
      const original = process.env;
      process.env = withoutGit;
      try {
        expect(isInsideGitWorktree(projectRoot)).toBe(false);
      } finally {
        process.env = original;
      }
    } finally {
      fs.rmSync(outside, {recursive: true, force: true});
    }
  });
});
