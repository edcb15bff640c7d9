/**
 * Pure halves of the "last updated" date: reading `git log` output and formatting.
 * The git I/O is lib/docs/last-updated.ts.
 */
import type { Locale } from '../i18n';

/** Separator written before each commit by `git log --format=%x1e%cI --name-only`. */
export const GIT_LOG_RECORD_SEPARATOR = '\x1e';

/**
 * The newest commit date of every file in `git log --format=%x1e%cI --name-only` output
 * (newest commit first): the first date a file appears under.
 * @example parseGitLogDates('\x1e2026-01-02T10:00:00+01:00\n\na.mdx\n') → Map { 'a.mdx' → '2026-01-02T10:00:00+01:00' }
 */
export function parseGitLogDates(output: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const record of output.split(GIT_LOG_RECORD_SEPARATOR)) {
    const [date, ...files] = record
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (!date) continue;
    for (const file of files) if (!dates.has(file)) dates.set(file, date);
  }
  return dates;
}

/**
 * A commit date as readers see it, in UTC so the build machine's zone never shifts the day.
 * @example formatLastUpdated('2026-11-20T23:30:00-02:00', 'es') === '21 de noviembre de 2026'
 */
export function formatLastUpdated(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
}

/**
 * The `datetime` attribute of the date: the UTC day.
 * @example lastUpdatedDay('2026-11-20T23:30:00-02:00') === '2026-11-21'
 */
export function lastUpdatedDay(isoDate: string): string {
  return new Date(isoDate).toISOString().slice(0, 10);
}

/**
 * The build's one line when some dates are left out, or undefined when every doc has one.
 * @example buildLastUpdatedNotice({ shallow: true, missing: 22, total: 22 }) → 'last updated: shallow git clone, dates left out of 22 of 22 docs'
 */
export function buildLastUpdatedNotice(state: {
  shallow: boolean;
  missing: number;
  total: number;
}): string | undefined {
  if (state.missing === 0) return undefined;
  const reason = state.shallow ? 'shallow git clone' : 'no git history for some files';
  return `last updated: ${reason}, dates left out of ${state.missing} of ${state.total} docs`;
}
