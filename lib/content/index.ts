/**
 * The content model's entry point: `getContent()` reads and validates `content/` once
 * per process (every build worker), then every page reads typed data from it. In
 * development it reads it again whenever a file of it changed.
 */
import { processMemo } from '../process-memo';
import { buildContentSet, type BuildOptions } from './build';
import { readContentSnapshot } from './snapshot';
import { readContentFingerprint, readContentSources } from './sources';
import type { ContentSet } from './types';

export { ContentError, ContentValidationError } from './errors';
export type * from './types';

/** Where content is read from now; the benchmark and tests point it at copies. */
const contentDirNow = () => process.env.CONTENT_DIR ?? 'content';

/** Where content is read from; the benchmark points it at generated copies. */
export const CONTENT_DIR = contentDirNow();

/**
 * The memo and the warnings printed, once per process (lib/process-memo.ts): each copy of
 * this module in a render worker read and checked the whole content again (twice a worker,
 * a cost that grows with the content).
 */
const memo = processMemo(
  'content',
  (): { cached?: { key: string; content: ContentSet }; printedWarnings: Set<string> } => ({
    printedWarnings: new Set(),
  }),
);

/** Reads and validates a content folder. */
// Read when called: a test file that stubbed CONTENT_DIR may have loaded this module first.
export function loadContent(
  root: string = contentDirNow(),
  publicDir = 'public',
  options: BuildOptions = {},
): ContentSet {
  return buildContentSet(readContentSources(root, publicDir), options);
}

/**
 * The site's content, validated and memoised. In development, where authors edit it live
 * and see their drafts, the memo holds while no file of `content/` or `public/` changed:
 * a page (re)loaded after a save reads the saved files. Its warnings are printed once per process.
 */
export function getContent(): ContentSet {
  const development = process.env.NODE_ENV === 'development';
  // The folder as the environment names it now, in the key: a module copy loaded while a test
  // pointed CONTENT_DIR elsewhere must neither read that folder nor hand out its content.
  const root = contentDirNow();
  const key = `${root}\n${development ? readContentFingerprint(root, 'public') : 'build'}`;
  if (memo.cached?.key !== key)
    memo.cached = {
      key,
      content:
        (development ? undefined : readContentSnapshot()) ??
        loadContent(root, 'public', development ? { includeDrafts: true } : {}),
    };
  const content = memo.cached.content;
  for (const warning of content.warnings) {
    if (memo.printedWarnings.has(warning)) continue;
    memo.printedWarnings.add(warning);
    console.warn(`Warning: ${warning}`);
  }
  return content;
}
