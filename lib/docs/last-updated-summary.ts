/**
 * The build's one line about "last updated" dates, printed only when some are left out
 * (shallow clone, files without history), by the precompile step (scripts/precompile-mdx.ts).
 */
import type { MdxSource } from '../content/sources';
import { buildLastUpdatedNotice } from './git-dates';
import { readGitHistory } from './last-updated';

/** The line for the docs among `mdx` (read from `root`), or undefined when every doc has its date. */
export function buildLastUpdatedSummaryLine(mdx: readonly MdxSource[], root: string): string | undefined {
  const docs = mdx.filter((source) => source.kind === 'docs');
  const history = readGitHistory(root);
  const missing = docs.filter((doc) => !history.dates.has(doc.file.split('\\').join('/'))).length;
  return buildLastUpdatedNotice({ shallow: history.shallow, missing, total: docs.length });
}
