/**
 * Writing `translationOf` into a translation's front matter as text, not through a YAML
 * round trip: everything else in the file (order, quotes, comments, line endings) stays
 * byte for byte. Pure: scripts/translations.ts reads and writes the file.
 */
import { findFrontMatterBlock } from '../content/front-matter-block';
import { TRANSLATION_FIELD } from './status';

const FIELD_LINE = new RegExp(`^${TRANSLATION_FIELD}[ \\t]*:`);

/**
 * Sets `translationOf: "<hash>"` in the front matter of `text`: replaces the field's
 * line where there is one, else adds it as the last field.
 * @example setTranslationOf('---\ntitle: A\n---\nBody\n', 'abc123def456') === '---\ntitle: A\ntranslationOf: "abc123def456"\n---\nBody\n'
 * @throws Error when the text does not start with a front-matter block
 */
export function setTranslationOf(text: string, hash: string): string {
  const block = findFrontMatterBlock(text);
  if (!block)
    throw new Error(
      /^\uFEFF?---[ \t]*\r?\n/.test(text)
        ? 'has no end to its front matter (a second line "---")'
        : 'has no front matter (a first line "---")',
    );
  // Quoted: YAML would read an all-digit hash, or one such as 123e456, as a number.
  const field = `${TRANSLATION_FIELD}: "${hash}"`;
  const lineEnding = /\r?\n$/.exec(text.slice(0, block.yamlStart))![0];
  // The YAML's lines with their own line endings between them: all but the field's stay as they are.
  const parts = block.yaml === '' ? [] : block.yaml.split(/(\r?\n)/);
  const existing = parts.findIndex((part, i) => i % 2 === 0 && FIELD_LINE.test(part));
  if (existing !== -1) parts[existing] = field;
  else parts.push(...(parts.length > 0 ? [lineEnding] : []), field);
  const yamlEnd = block.yamlStart + block.yaml.length;
  const closing = block.yaml === '' ? text.slice(block.yamlStart) : text.slice(yamlEnd);
  return `${text.slice(0, block.yamlStart)}${parts.join('')}${block.yaml === '' ? lineEnding : ''}${closing}`;
}
