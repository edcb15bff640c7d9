/**
 * The content model's entry point: `getContent()` reads and validates `content/` once
 * per process (every build worker), then every page reads typed data from it.
 */
import { buildContentSet, type BuildOptions } from './build';
import { readContentSources } from './sources';
import type { ContentSet } from './types';

export { ContentError, ContentValidationError } from './errors';
export type * from './types';

/** Where content is read from; the benchmark points it at generated copies. */
export const CONTENT_DIR = process.env.CONTENT_DIR ?? 'content';

let cached: ContentSet | undefined;

/** Reads and validates a content folder. */
export function loadContent(root: string = CONTENT_DIR, publicDir = 'public', options: BuildOptions = {}): ContentSet {
  return buildContentSet(readContentSources(root, publicDir), options);
}

const printedWarnings = new Set<string>();

/**
 * The site's content, validated; memoised except in development, where authors edit it
 * live and see their drafts. Its warnings are printed once per process.
 */
export function getContent(): ContentSet {
  const development = process.env.NODE_ENV === 'development';
  const content = development ? loadContent(CONTENT_DIR, 'public', { includeDrafts: true }) : (cached ??= loadContent());
  for (const warning of content.warnings) {
    if (printedWarnings.has(warning)) continue;
    printedWarnings.add(warning);
    console.warn(`Warning: ${warning}`);
  }
  return content;
}
