import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {Plugin, VcsChangeInfo, VcsConfig} from '@docusaurus/types';

/**
 * Whether `dir` is inside a Git working tree, where the "Last updated" date of
 * each page can be read from its last commit. A source archive, or a container
 * build that leaves `.git` out, has no history; so does a machine without git.
 */
export function isInsideGitWorktree(dir: string): boolean {
  try {
    const answer = execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return answer.trim() === 'true';
  } catch {
    return false;
  }
}

/** The one line a build prints when it has no history to date the pages with. */
export const NO_GIT_WARNING =
  'No Git history here (a source archive, or a copy without .git): the pages are built without their "Last updated" dates.';

/**
 * A plugin that prints that line once per build. The config itself is read
 * more than once by a build, so a warning written there would repeat.
 */
export function noGitHistoryNotice(): Plugin {
  return {
    name: 'coinloom-no-git-history',
    loadContent: async () => {
      logger.warn(NO_GIT_WARNING);
    },
  };
}

/**
 * Commits that changed no page a reader sees (an import path moved, code was
 * reorganised), one full hash a line, `#` comments allowed: the format of
 * `git blame --ignore-revs-file`. Kept at the repository root.
 */
export const IGNORED_REVISIONS_FILE = '.git-blame-ignore-revs';

export function readIgnoredRevisions(repoRoot: string): Set<string> {
  const file = path.join(repoRoot, IGNORED_REVISIONS_FILE);
  if (!fs.existsSync(file)) {
    return new Set();
  }
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  return new Set(lines.map((line) => line.replace(/#.*/, '').trim()).filter(Boolean));
}

type FileDates = {creation: VcsChangeInfo; lastUpdate: VcsChangeInfo | null};

/**
 * A file's first commit, and its last commit that is not an ignored revision, as `git log -- <file>` lists
 * them: Git's history simplification leaves out a side branch whose change to the file a merge dropped, so a
 * page never looks newer than its words are (renames are not followed, as in Docusaurus's own Git reader).
 * Null for a file with no commit.
 */
export function readFileDates(
  repoRoot: string,
  file: string,
  ignored: ReadonlySet<string> = readIgnoredRevisions(repoRoot),
): FileDates | null {
  const log = execFileSync(
    'git',
    ['--no-pager', '-c', 'log.showSignature=false', 'log', '--format=%H %ct %an', '--', file],
    {cwd: repoRoot, encoding: 'utf8'},
  );
  const commits = log
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash, seconds, ...author] = line.split(' ');
      return {hash, info: {timestamp: Number(seconds) * 1000, author: author.join(' ')}};
    });
  const first = commits.at(-1);
  if (!first) {
    return null;
  }
  return {creation: first.info, lastUpdate: commits.find((commit) => !ignored.has(commit.hash))?.info ?? null};
}

/**
 * Docusaurus's VCS hooks for "Last updated": the dates of the Git history,
 * except that a commit listed in .git-blame-ignore-revs does not make a page
 * look newer than its words are.
 */
export function pageDatesFromGit(): VcsConfig {
  let repo: {root: string; ignored: ReadonlySet<string>} | undefined;
  const dates = new Map<string, FileDates | null>();
  const datesOf = (filePath: string) => {
    const file = path.resolve(filePath);
    if (!repo) {
      return null;
    }
    if (!dates.has(file)) {
      dates.set(file, readFileDates(repo.root, file, repo.ignored));
    }
    return dates.get(file) ?? null;
  };
  return {
    initialize: ({siteDir}) => {
      if (!repo) {
        const root = execFileSync('git', ['rev-parse', '--show-toplevel'], {cwd: siteDir, encoding: 'utf8'}).trim();
        repo = {root, ignored: readIgnoredRevisions(root)};
      }
    },
    getFileCreationInfo: async (filePath) => datesOf(filePath)?.creation ?? null,
    getFileLastUpdateInfo: async (filePath) => datesOf(filePath)?.lastUpdate ?? null,
  };
}
