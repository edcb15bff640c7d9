/**
 * Docusaurus' line marks of a code block, read as Docusaurus reads them
 * (theme-common `codeBlockUtils.ts`): `{1,3-5}` and `showLineNumbers` / `showLineNumbers=N`
 * in the fence's meta, and the magic comments `highlight-next-line`, `highlight-start`,
 * `highlight-end` written in the comment syntax of the block's language. Pure functions;
 * remark-code-lines.ts applies them to a page's blocks.
 */

/** A `{…}` group in the meta, outside quoted values. */
const RANGE_GROUP = /(?:^|\s)\{([^}]*)\}(?=\s|$)/g;
const RANGE_LIST = /^\s*\d+(?:\s*-\s*\d+)?(?:\s*,\s*\d+(?:\s*-\s*\d+)?)*\s*$/;
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\S*))?(?=\s|$)/;
const QUOTED = /"[^"]*"|'[^']*'/g;

/** Why a meta string cannot be read; the caller adds file and line. */
export class CodeMetaError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

function withoutQuoted(meta: string): string {
  return meta.replace(QUOTED, (quoted) => ' '.repeat(quoted.length));
}

/**
 * The 1-based line numbers that `{…}` groups of a meta string name.
 * @example parseHighlightRanges('title="a.ts" {1,3-5}') → Set {1, 3, 4, 5}
 * @throws CodeMetaError for a group that is not numbers and ranges (`{1,3-x}`)
 */
export function parseHighlightRanges(meta: string | null | undefined): Set<number> {
  const lines = new Set<number>();
  for (const [, group = ''] of withoutQuoted(meta ?? '').matchAll(RANGE_GROUP)) {
    if (!RANGE_LIST.test(group)) {
      throw new CodeMetaError(
        `the line range "{${group}}" cannot be read`,
        'write line numbers and ranges separated by commas, e.g. {1,3-5}',
      );
    }
    for (const part of group.split(',')) {
      const [from, to = from] = part.split('-').map((n) => Number(n.trim()));
      if (from! < 1 || to! < from!)
        throw new CodeMetaError(
          `the line range "${part.trim()}" is empty`,
          'lines count from 1 and a range goes upwards, e.g. {3-5}',
        );
      for (let line = from!; line <= to!; line += 1) lines.add(line);
    }
  }
  return lines;
}

/**
 * The first line number when the meta asks for line numbers, else undefined.
 * @example parseLineNumbersStart('showLineNumbers') === 1
 * @example parseLineNumbersStart('showLineNumbers=7') === 7
 * @throws CodeMetaError for `showLineNumbers=` followed by anything but a whole number
 */
export function parseLineNumbersStart(meta: string | null | undefined): number | undefined {
  const match = LINE_NUMBERS.exec(withoutQuoted(meta ?? ''));
  if (!match) return undefined;
  if (match[1] === undefined) return 1;
  if (!/^\d+$/.test(match[1]))
    throw new CodeMetaError(
      `"showLineNumbers=${match[1]}" is not a line number`,
      'write showLineNumbers or showLineNumbers=N with N a whole number, e.g. showLineNumbers=10',
    );
  return Number(match[1]);
}

/**
 * The meta string as the highlighter reads it: the author's `{…}` and `showLineNumbers`
 * replaced by the lines to mark (magic comments included) and the first line number.
 * @example buildCodeMeta('title="a" {2}', new Set([2, 4]), 1) === 'title="a" {2,4} showLineNumbers=1'
 */
export function buildCodeMeta(
  meta: string | null | undefined,
  highlighted: ReadonlySet<number>,
  lineNumbersStart: number | undefined,
): string {
  const blanked = withoutQuoted(meta ?? '');
  let rest = '';
  // Cut the author's marks out at the positions found in the quote-blanked copy.
  const drop = new Set<number>();
  for (const pattern of [new RegExp(RANGE_GROUP.source, 'g'), new RegExp(LINE_NUMBERS.source, 'g')]) {
    for (const match of blanked.matchAll(pattern))
      for (let i = match.index; i < match.index + match[0].length; i += 1) drop.add(i);
  }
  for (let i = 0; i < (meta ?? '').length; i += 1) if (!drop.has(i)) rest += meta![i];
  const parts = [rest.trim()];
  if (highlighted.size > 0) parts.push(`{${[...highlighted].sort((a, b) => a - b).join(',')}}`);
  if (lineNumbersStart !== undefined) parts.push(`showLineNumbers=${lineNumbersStart}`);
  return parts.filter(Boolean).join(' ');
}

/** Comment syntaxes a magic comment may be written in: [opening, closing] as regex sources. */
const COMMENT_STYLES = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  tex: ['%', ''],
} as const;

type CommentStyle = keyof typeof COMMENT_STYLES;

/** The comment syntaxes of a language, as Docusaurus maps them (Markdown: `<!-- -->`, `{/* *\/}`, `#`). */
export function commentStylesOf(lang: string | null | undefined): CommentStyle[] {
  switch ((lang ?? '').toLowerCase()) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
    case 'sh':
    case 'shell':
    case 'yaml':
    case 'yml':
      return ['bash'];
    case 'markdown':
    case 'md':
    case 'mdx':
      return ['html', 'jsx', 'bash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['tex'];
    case 'lua':
    case 'haskell':
    case 'sql':
      return ['lua'];
    default:
      return ['js', 'jsBlock', 'jsx', 'bash', 'html'];
  }
}

const DIRECTIVES = ['highlight-next-line', 'highlight-start', 'highlight-end'] as const;
type Directive = (typeof DIRECTIVES)[number];

function directivePattern(lang: string | null | undefined): RegExp {
  const alternatives = commentStylesOf(lang).map((style) => {
    const [open, close] = COMMENT_STYLES[style];
    return `(?:${open}\\s*(${DIRECTIVES.join('|')})\\s*${close})`;
  });
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

/** A code block without its magic comments, and what they asked for. */
export interface MagicCommentResult {
  code: string;
  /** 1-based lines of the returned code to mark. */
  highlighted: Set<number>;
  /** Problems worth a warning (a start without an end, an end without a start). */
  problems: string[];
}

/**
 * Removes the magic-comment lines of a block and returns the lines they mark.
 * @example removeMagicComments('a\n// highlight-next-line\nb', 'js') → { code: 'a\nb', highlighted: Set {2}, problems: [] }
 */
export function removeMagicComments(code: string, lang: string | null | undefined): MagicCommentResult {
  const pattern = directivePattern(lang);
  const kept: string[] = [];
  const highlighted = new Set<number>();
  const problems: string[] = [];
  let markNext = false;
  let openSince: number | undefined;
  for (const line of code.split('\n')) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find(Boolean) as Directive | undefined;
    if (directive === 'highlight-next-line') markNext = true;
    else if (directive === 'highlight-start') openSince ??= kept.length + 1;
    else if (directive === 'highlight-end') {
      if (openSince === undefined) problems.push('"highlight-end" without a "highlight-start" before it');
      openSince = undefined;
    } else {
      kept.push(line);
      if (markNext || openSince !== undefined) highlighted.add(kept.length);
      markNext = false;
    }
  }
  if (openSince !== undefined)
    problems.push('"highlight-start" without a "highlight-end": marked to the end of the block');
  return { code: kept.join('\n'), highlighted, problems };
}
