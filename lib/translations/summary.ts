/**
 * The build's one line about translations, from the content folder itself.
 */
import { readContentSources } from '../content/sources';
import { buildTranslationReport, formatTranslationSummary } from './report';

/**
 * Counts the translations of the content at `root`.
 * @example buildTranslationSummaryLine('content') === 'translations: 15 up to date, 0 outdated'
 */
export function buildTranslationSummaryLine(root: string): string {
  return formatTranslationSummary(buildTranslationReport(readContentSources(root).mdx));
}
