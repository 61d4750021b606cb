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
 * Every file's first commit, and its last commit that is not an ignored
 * revision, read from one `git log` of the whole history (renames are not
 * followed, and a merge lists no files, so it counts as its parents' changes:
 * both as in Docusaurus's own Git reader).
 */
export function readFileDates(repoRoot: string): Map<string, FileDates> {
  const ignored = readIgnoredRevisions(repoRoot);
  const log = execFileSync(
    'git',
    ['--no-pager', '-c', 'log.showSignature=false', 'log', '--format=c:%H %ct %an', '--name-status'],
    {cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
  );
  const dates = new Map<string, FileDates>();
  let commit = {hash: '', info: {timestamp: 0, author: ''}};
  for (const line of log.split('\n')) {
    const header = /^c:([0-9a-f]{40}) (\d+) (.*)$/.exec(line);
    if (header) {
      commit = {hash: header[1], info: {timestamp: Number(header[2]) * 1000, author: header[3]}};
      continue;
    }
    const tab = line.lastIndexOf('\t');
    if (tab === -1) {
      continue;
    }
    const file = path.join(repoRoot, line.slice(tab + 1));
    const known = dates.get(file);
    // The log runs newest first: each commit is older than those before it.
    const lastUpdate = known?.lastUpdate ?? (ignored.has(commit.hash) ? null : commit.info);
    dates.set(file, {creation: commit.info, lastUpdate});
  }
  return dates;
}

/**
 * Docusaurus's VCS hooks for "Last updated": the dates of the Git history,
 * except that a commit listed in .git-blame-ignore-revs does not make a page
 * look newer than its words are.
 */
export function pageDatesFromGit(): VcsConfig {
  let dates: Map<string, FileDates> | undefined;
  const read = (siteDir: string) => {
    const root = execFileSync('git', ['rev-parse', '--show-toplevel'], {cwd: siteDir, encoding: 'utf8'}).trim();
    dates = readFileDates(root);
  };
  return {
    initialize: ({siteDir}) => {
      if (!dates) {
        read(siteDir);
      }
    },
    getFileCreationInfo: async (filePath) => dates?.get(path.resolve(filePath))?.creation ?? null,
    getFileLastUpdateInfo: async (filePath) => dates?.get(path.resolve(filePath))?.lastUpdate ?? null,
  };
}
