/**
 * A value handed to a client component as a promise that settles after the page has
 * rendered, so React writes it at the end of the page's data payload instead of where
 * the component stands. Why it matters: a doc page's HTML repeats its article in that
 * payload, and gzip only finds the repeat within 32 KB. The sidebar's list of categories,
 * written before the article, pushed the two copies apart: the same bytes compress worse
 * there than at the end (npm run bench, x100, shows it).
 */
export function deferToEndOfPayload<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}
