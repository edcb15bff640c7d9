/**
 * A page's HTML as its bytes, one character a byte (a Latin-1 string): how the post-build
 * step rewrites the export's pages (scripts/apply-csp.ts). Read as text, a page with one
 * accent is a UTF-16 string twice its size, and each of the step's passes copies it whole;
 * as bytes every copy is half that, and an inline script's hash is of the bytes as served.
 * The rewrites only look for ASCII markup, which reads the same either way.
 */

/** The bytes of `text` in UTF-8, as such a string. */
export function bytesOfText(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

/** The text the UTF-8 `bytes` (such a string) hold. */
export function textOfBytes(bytes: string): string {
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
