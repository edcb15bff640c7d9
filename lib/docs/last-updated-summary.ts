/**
 * The build's one line about "last updated" dates, printed only when some are left out
 * (shallow clone, files without history), by the precompile step (scripts/precompile-mdx.ts).
 */
import { readContentSources } from '../content/sources';
import { buildLastUpdatedNotice } from './git-dates';
import { readGitHistory } from './last-updated';

/** The line for the docs of the content at `root`, or undefined when every doc has its date. */
export function buildLastUpdatedSummaryLine(root: string): string | undefined {
  const docs = readContentSources(root).mdx.filter((source) => source.kind === 'docs');
  const history = readGitHistory(root);
  const missing = docs.filter((doc) => !history.dates.has(doc.file.split('\\').join('/'))).length;
  return buildLastUpdatedNotice({ shallow: history.shallow, missing, total: docs.length });
}
