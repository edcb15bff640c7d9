/** What the build says about the docs and posts it left out. */

/**
 * The one line the build prints about skipped drafts.
 * @example describeSkippedDrafts(['content/es/blog/x.mdx']) === 'Drafts: skipped 1 (content/es/blog/x.mdx)'
 */
export function describeSkippedDrafts(files: readonly string[]): string {
  if (files.length === 0) return 'Drafts: skipped 0';
  return `Drafts: skipped ${files.length} (${files.join(', ')})`;
}
