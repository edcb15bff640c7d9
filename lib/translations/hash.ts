/**
 * The content hash a translation records of its source (`translationOf` in its front
 * matter). Hashes, not git dates: dates are wrong on shallow clones and change on
 * whitespace-only commits. Pure: callers pass the file's text.
 */
import { createHash } from 'node:crypto';

/** Hex digits `--mark` records: 12 of sha256, 48 bits, plenty for one file's versions. */
export const SHORT_HASH_LENGTH = 12;

/** What `translationOf` may hold: 8 to 64 hex digits (a short or a full sha256). */
const HASH_PATTERN = /^[0-9a-f]{8,64}$/i;

/**
 * The text as hashed: what an editor or a checkout may change without changing the
 * content is made equal (line endings, a byte-order mark, trailing spaces, trailing
 * blank lines, Unicode composition of accented letters).
 * @example normalizeSourceText('a \r\nb\r\n\r\n') === 'a\nb\n'
 */
export function normalizeSourceText(text: string): string {
  const lines = text
    .replace(/^\uFEFF/, '')
    .normalize('NFC')
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/[ \t]+$/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

/** The full sha256 (64 hex digits) of a source file's normalised text. */
export function hashSourceText(text: string): string {
  return createHash('sha256').update(normalizeSourceText(text), 'utf8').digest('hex');
}

/**
 * The short hash `--mark` writes into a translation.
 * @example shortSourceHash('---\ntitle: Hola\n---\n') has SHORT_HASH_LENGTH hex digits
 */
export function shortSourceHash(text: string): string {
  return hashSourceText(text).slice(0, SHORT_HASH_LENGTH);
}

/** Whether a front-matter value has the form of a recorded hash. */
export function isSourceHash(value: unknown): value is string {
  return typeof value === 'string' && HASH_PATTERN.test(value);
}

/** Whether a recorded hash (short or full) is the hash of `text`. */
export function hashMatchesText(recorded: string, text: string): boolean {
  return hashSourceText(text).startsWith(recorded.toLowerCase());
}
