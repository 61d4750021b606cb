import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {execFileSync} from 'node:child_process';
import {IGNORED_REVISIONS_FILE, isInsideGitWorktree, readFileDates, readIgnoredRevisions} from './git';

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

describe('page dates from the Git history', () => {
  const git = (cwd: string, args: string[], env: Record<string, string> = {}) =>
    execFileSync('git', args, {cwd, encoding: 'utf8', env: {...process.env, ...env}}).trim();

  it('take the newest commit of a file that is not an ignored revision', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'coinloom-dates-'));
    try {
      git(repo, ['init', '-q']);
      const commitAt = (seconds: number, message: string) => {
        const date = `${seconds} +0000`;
        git(repo, ['add', '-A']);
        git(repo, ['-c', 'user.name=Docs', '-c', 'user.email=docs@coinloom.example', 'commit', '-qm', message], {
          GIT_AUTHOR_DATE: date,
          GIT_COMMITTER_DATE: date,
        });
        return git(repo, ['rev-parse', 'HEAD']);
      };
      fs.writeFileSync(path.join(repo, 'page.mdx'), 'First words.\n');
      commitAt(1_700_000_000, 'Write the page');
      fs.writeFileSync(path.join(repo, 'page.mdx'), 'Better words.\n');
      commitAt(1_700_100_000, 'Say it better');
      fs.writeFileSync(path.join(repo, 'page.mdx'), "import X from './x';\n\nBetter words.\n");
      const refactor = commitAt(1_700_200_000, 'Move a component');
      const file = path.join(repo, 'page.mdx');

      expect(readFileDates(repo, file)?.lastUpdate?.timestamp).toBe(1_700_200_000_000);
      fs.writeFileSync(path.join(repo, IGNORED_REVISIONS_FILE), `# Move a component\n${refactor}\n`);
      const dates = readFileDates(repo, file);
      expect(dates?.lastUpdate).toEqual({timestamp: 1_700_100_000_000, author: 'Docs'});
      expect(dates?.creation.timestamp).toBe(1_700_000_000_000);
    } finally {
      fs.rmSync(repo, {recursive: true, force: true});
    }
  });

  it("leave out a side branch's change that its merge dropped", () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'coinloom-dates-'));
    try {
      const at = (seconds: number) => ({GIT_AUTHOR_DATE: `${seconds} +0000`, GIT_COMMITTER_DATE: `${seconds} +0000`});
      const id = ['-c', 'user.name=Docs', '-c', 'user.email=docs@coinloom.example'];
      const file = path.join(repo, 'page.mdx');
      git(repo, ['init', '-q', '-b', 'main']);
      fs.writeFileSync(file, 'First words.\n');
      git(repo, ['add', '-A']);
      git(repo, [...id, 'commit', '-qm', 'Write the page'], at(1_700_000_000));
      git(repo, ['checkout', '-qb', 'writer']);
      fs.writeFileSync(file, 'Better words.\n');
      git(repo, [...id, 'commit', '-qam', 'Say it better'], at(1_700_100_000));
      git(repo, ['checkout', '-q', '-b', 'note', 'main']);
      fs.writeFileSync(file, '{/* a note */}\nFirst words.\n');
      git(repo, [...id, 'commit', '-qam', 'Add a note'], at(1_700_200_000));
      git(repo, ['checkout', '-q', 'main']);
      git(repo, [...id, 'merge', '-q', '--no-ff', '--no-edit', 'note'], at(1_700_300_000));
      // The writer's rewrite wins the conflict whole: the note is gone, the words are the writer's.
      git(repo, [...id, 'merge', '-q', '-X', 'theirs', '--no-edit', 'writer'], at(1_700_400_000));
      expect(fs.readFileSync(file, 'utf8')).toBe('Better words.\n');
      expect(readFileDates(repo, file)?.lastUpdate?.timestamp).toBe(1_700_100_000_000);
    } finally {
      fs.rmSync(repo, {recursive: true, force: true});
    }
  });

  it('pass over only commits that changed nothing in the pages but their import lines', () => {
    const importLine = /^(import\b.*|\s*(type )?[A-Za-z]+,|\s*\}? ?from '[^']+';|\} from '[^']+';|)$/;
    for (const revision of readIgnoredRevisions(projectRoot)) {
      const diff = git(projectRoot, ['show', '--format=', '--unified=0', revision, '--', 'docs', 'blog']);
      const changed = diff
        .split('\n')
        .filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line))
        .map((line) => line.slice(1))
        .filter((line) => !line.startsWith('<!-- Generated by'));
      expect(
        changed.filter((line) => !importLine.test(line)),
        revision,
      ).toEqual([]);
    }
  });
});
