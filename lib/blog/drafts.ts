/** What the build says about the posts it left out. */

/**
 * The one line the build prints about skipped drafts.
 * @example describeSkippedDrafts(['content/es/blog/x.mdx']) === 'Blog: skipped 1 draft (content/es/blog/x.mdx)'
 */
export function describeSkippedDrafts(files: readonly string[]): string {
  if (files.length === 0) return 'Blog: skipped 0 drafts';
  return `Blog: skipped ${files.length} draft${files.length === 1 ? '' : 's'} (${files.join(', ')})`;
}
