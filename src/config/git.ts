import {execFileSync} from 'node:child_process';
import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';

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
