/**
 * When each doc last changed, from the git history of its file, read once per process
 * at build time. On a shallow clone every date would be the clone's, so none is given;
 * a file without history (not committed, or no git at all) has none either.
 */
import { execFileSync } from 'node:child_process';
import { GIT_LOG_RECORD_SEPARATOR, parseGitLogDates } from './git-dates';

/** What git knows about the content's files. */
export interface GitHistory {
  shallow: boolean;
  /** Newest commit date per file, relative to the repository's top (ISO 8601). */
  dates: Map<string, string>;
}

let history: GitHistory | undefined;

function git(args: string[]): string {
  return execFileSync('git', args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** Reads the history of `contentDir` once (one `git log` for every file). */
export function readGitHistory(contentDir: string): GitHistory {
  if (history) return history;
  try {
    const shallow = git(['rev-parse', '--is-shallow-repository']).trim() === 'true';
    const prefix = git(['rev-parse', '--show-prefix']).trim();
    const dates = shallow
      ? new Map<string, string>()
      : parseGitLogDates(git(['log', `--format=${GIT_LOG_RECORD_SEPARATOR}%cI`, '--name-only', '--', contentDir]));
    // git prints paths from the repository's top; docs name theirs from the working directory.
    const relative = new Map(
      [...dates].flatMap(([file, date]) =>
        file.startsWith(prefix) ? [[file.slice(prefix.length), date] as const] : [],
      ),
    );
    history = { shallow, dates: relative };
  } catch {
    history = { shallow: false, dates: new Map() };
  }
  return history;
}

/** The ISO date of the last commit that changed `file`, or undefined when it is not known. */
export function readLastUpdated(file: string, contentDir: string): string | undefined {
  return readGitHistory(contentDir).dates.get(file.split('\\').join('/'));
}
