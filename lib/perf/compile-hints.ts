/**
 * React's and Next's router chunks are a few large module factories that every page runs as it
 * hydrates. V8 parses a function lazily, on its first call, on the main thread: under Lighthouse's
 * slow phone CPU that compile was the longest task of a page's start. Chrome's explicit compile
 * hint (a first-line `//# allFunctionsCalledOnLoad`) has the whole file compiled while it
 * streams in, off the main thread; other engines read it as a comment.
 * Only large chunks carry it: in a small one the eager compile would happen on the main thread
 * anyway, and each hint is about 20 bytes gzip of the first-load JS budget.
 */

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** From this size (characters) a Turbopack chunk is compiled eagerly: the framework's chunks, none of the site's. */
export const EAGER_COMPILE_MIN_BYTES = 100_000;

/** A Turbopack chunk file begins by pushing its modules onto the runtime's list. */
const TURBOPACK_CHUNK_START = '(globalThis.TURBOPACK';

/** The chunk with the hint when it should carry one (large, a Turbopack chunk, not hinted yet); else `undefined`. */
export function withCompileHint(chunk: string): string | undefined {
  if (chunk.length < EAGER_COMPILE_MIN_BYTES || !chunk.startsWith(TURBOPACK_CHUNK_START)) return undefined;
  return COMPILE_HINT + chunk;
}
