/**
 * Writing `translationOf` into a translation's front matter as text, not through a YAML
 * round trip: everything else in the file (order, quotes, comments, line endings) stays
 * byte for byte. Pure: scripts/translations.ts reads and writes the file.
 */
import { TRANSLATION_FIELD } from './status';

const FENCE = /^---[ \t]*$/;
const FIELD_LINE = new RegExp(`^${TRANSLATION_FIELD}[ \\t]*:`);

/** The file's lines, each with its own line ending (the last may have none). */
function splitLines(text: string): string[] {
  return text.match(/[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$/g) ?? [];
}

function lineEnding(line: string): string {
  return /\r\n$/.test(line) ? '\r\n' : /\r$/.test(line) ? '\r' : /\n$/.test(line) ? '\n' : '';
}

function content(line: string): string {
  return line.replace(/\r?\n$|\r$/, '');
}

/**
 * Sets `translationOf: "<hash>"` in the front matter of `text`: replaces the field's
 * line where there is one, else adds it as the last field.
 * @example setTranslationOf('---\ntitle: A\n---\nBody\n', 'abc123def456') === '---\ntitle: A\ntranslationOf: "abc123def456"\n---\nBody\n'
 * @throws Error when the text does not start with a front-matter block
 */
export function setTranslationOf(text: string, hash: string): string {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const lines = splitLines(text.slice(bom.length));
  if (lines.length === 0 || !FENCE.test(content(lines[0]!)))
    throw new Error('has no front matter (a first line "---")');
  const close = lines.findIndex((line, i) => i > 0 && FENCE.test(content(line)));
  if (close === -1) throw new Error('has no end to its front matter (a second line "---")');
  // Quoted: YAML would read an all-digit hash, or one such as 123e456, as a number.
  const field = `${TRANSLATION_FIELD}: "${hash}"`;
  const existing = lines.findIndex((line, i) => i > 0 && i < close && FIELD_LINE.test(line));
  if (existing !== -1) {
    lines[existing] = `${field}${lineEnding(lines[existing]!) || lineEnding(lines[0]!)}`;
  } else {
    lines.splice(close, 0, `${field}${lineEnding(lines[0]!) || '\n'}`);
  }
  return bom + lines.join('');
}
