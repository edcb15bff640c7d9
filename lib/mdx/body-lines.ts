/**
 * A body's lines are not its file's: the front matter stands above it. The one place that maps
 * the one onto the other, for the parses of a body and the messages that name its lines.
 */
import { createHash } from 'node:crypto';
import { mdxContentError } from './syntax-hint';

/** A body, the file it stands in, and that file's lines above it (its front matter). */
export interface BodyInFile {
  file: string;
  body: string;
  bodyLineOffset?: number;
  /**
   * `bodyDigestOf` the body, set where the body itself was left out (`next build`'s content
   * snapshot, lib/content/snapshot.ts): the body is then empty, and only its compile's key is known.
   */
  bodyDigest?: string;
}

/**
 * The file's line of line `line` (from 1) of the body.
 * @example fileLineOf({ file: 'a.md', body: 'x', bodyLineOffset: 4 }, 1) === 5
 */
export function fileLineOf(source: BodyInFile, line: number): number {
  return line + (source.bodyLineOffset ?? 0);
}

/**
 * The body with blank lines in place of the front matter: for a compile, whose positions (its
 * messages, its warnings) are then the file's without any mapping.
 */
export function bodyWithFrontMatterLines(source: BodyInFile): string {
  return '\n'.repeat(source.bodyLineOffset ?? 0) + source.body;
}

/**
 * What identifies a body as it stands in its file (the compile cache's keys hold it): the hex
 * SHA-256 of `bodyWithFrontMatterLines`, or the digest a body left out was replaced with.
 */
export function bodyDigestOf(source: BodyInFile): string {
  return source.bodyDigest ?? createHash('sha256').update(bodyWithFrontMatterLines(source)).digest('hex');
}

/**
 * `parse` of the body as it stands in its file (positions in its result and in a parser's
 * message are the file's); a failure is the content error that names the file, the line and
 * the fix (lib/mdx/syntax-hint.ts).
 * @throws ContentError
 */
export function parseBody<T>(source: BodyInFile, parse: (text: string) => T): T {
  try {
    return parse(bodyWithFrontMatterLines(source));
  } catch (error) {
    throw mdxContentError(source.file, error);
  }
}
