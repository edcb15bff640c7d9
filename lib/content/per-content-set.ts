/**
 * What is derived from a content set (route keys, route tables, layouts), made once per
 * content set (and key) and dropped with it: a content set is not changed once made, and
 * every page of a build asks for the same answers.
 */
import type { ContentSet } from './types';

/**
 * `make` memoised by content set, and by the key it takes, if any.
 * @example const keysOf = perContentSet(buildKeys); keysOf(content) === keysOf(content)
 */
export function perContentSet<Value>(make: (content: ContentSet) => Value): (content: ContentSet) => Value;
export function perContentSet<Key, Value>(
  make: (content: ContentSet, key: Key) => Value,
): (content: ContentSet, key: Key) => Value;
export function perContentSet<Key, Value>(
  make: (content: ContentSet, key?: Key) => Value,
): (content: ContentSet, key?: Key) => Value {
  const made = new WeakMap<ContentSet, Map<Key | undefined, Value>>();
  return (content, key) => {
    let byKey = made.get(content);
    if (!byKey) made.set(content, (byKey = new Map()));
    if (!byKey.has(key)) byKey.set(key, make(content, key));
    return byKey.get(key) as Value;
  };
}
