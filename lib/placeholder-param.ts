/**
 * The segment a dynamic route lists when it has nothing to list (a site without posts, tags
 * or authors): Next's export refuses an empty list. No content can have it (a leading `_`
 * marks a partial), its page is not found, and the post-build step removes what it wrote.
 */
export const NOTHING_TO_LIST_SEGMENT = '_none';

/**
 * `params`, or the one placeholder param `make(NOTHING_TO_LIST_SEGMENT)` when it is empty.
 * @example paramsOrPlaceholder([], (s) => ({ tag: s })) → [{ tag: '_none' }]
 */
export function paramsOrPlaceholder<T>(params: T[], make: (segment: string) => T): T[] {
  return params.length > 0 ? params : [make(NOTHING_TO_LIST_SEGMENT)];
}
