/**
 * The content model's entry point: `getContent()` reads and validates `content/` once
 * per process (every build worker), then every page reads typed data from it.
 */
import { buildContentSet } from './build';
import { readContentSources } from './sources';
import type { ContentSet } from './types';

export { ContentError, ContentValidationError } from './errors';
export type * from './types';

/** Where content is read from; the benchmark points it at generated copies. */
export const CONTENT_DIR = process.env.CONTENT_DIR ?? 'content';

let cached: ContentSet | undefined;

/** Reads and validates a content folder. */
export function loadContent(root: string = CONTENT_DIR, publicDir = 'public'): ContentSet {
  return buildContentSet(readContentSources(root, publicDir));
}

/** The site's content, validated; memoised except in development, where authors edit it live. */
export function getContent(): ContentSet {
  if (process.env.NODE_ENV === 'development') return loadContent();
  cached ??= loadContent();
  return cached;
}
