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
/** Lines given other classes than the highlight, in a normalised meta (buildCodeMeta). */
const LINE_CLASSES = /(?:^|\s)lineClasses="([^"]*)"/;

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
 * replaced by the lines to mark (magic comments included), the lines of other classes and the first line number.
 * @example buildCodeMeta('title="a" {2}', new Set([2, 4]), 1) === 'title="a" {2,4} showLineNumbers=1'
 */
export function buildCodeMeta(
  meta: string | null | undefined,
  highlighted: ReadonlySet<number>,
  lineNumbersStart: number | undefined,
  lineClasses: ReadonlyMap<string, ReadonlySet<number>> = new Map(),
): string {
  const blanked = withoutQuoted(meta ?? '');
  let rest = '';
  // Cut the author's marks out at the positions found in the quote-blanked copy.
  const drop = new Set<number>();
  for (const pattern of [new RegExp(RANGE_GROUP.source, 'g'), new RegExp(LINE_NUMBERS.source, 'g')]) {
    for (const match of blanked.matchAll(pattern))
      for (let i = match.index; i < match.index + match[0].length; i += 1) drop.add(i);
  }
  for (const match of (meta ?? '').matchAll(new RegExp(LINE_CLASSES.source, 'g')))
    for (let i = match.index; i < match.index + match[0].length; i += 1) drop.add(i);
  for (let i = 0; i < (meta ?? '').length; i += 1) if (!drop.has(i)) rest += meta![i];
  const parts = [rest.trim()];
  if (highlighted.size > 0) parts.push(`{${[...highlighted].sort((a, b) => a - b).join(',')}}`);
  parts.push(formatLineClasses(lineClasses));
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

/** One magic comment, as in Docusaurus' `themeConfig.prism.magicComments`. */
export interface MagicComment {
  /** Class of the lines it marks (may hold several, space-separated). */
  className: string;
  /** Comment that marks the next line, e.g. `highlight-next-line`. */
  line?: string;
  /** Comments around the lines to mark, e.g. `highlight-start` / `highlight-end`. */
  block?: { start: string; end: string };
}

/** Docusaurus' own class for a highlighted line: here the site's `highlighted` lines. */
export const DOCUSAURUS_HIGHLIGHT_CLASS = 'theme-code-block-highlighted-line';

/** Docusaurus' default `magicComments`. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [
  {
    className: DOCUSAURUS_HIGHLIGHT_CLASS,
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function directivePattern(lang: string | null | undefined, directives: readonly string[]): RegExp {
  const words = directives.map(escapeRegex).join('|');
  const alternatives = commentStylesOf(lang).map((style) => {
    const [open, close] = COMMENT_STYLES[style];
    return `(?:${open}\\s*(${words})\\s*${close})`;
  });
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

/** A code block without its magic comments, and what they asked for. */
export interface MagicCommentResult {
  code: string;
  /** 1-based lines of the returned code to mark as highlighted (Docusaurus' default class). */
  highlighted: Set<number>;
  /** 1-based lines of the returned code given another class, by class. */
  lineClasses: Map<string, Set<number>>;
  /** Problems worth a warning (a start without an end, an end without a start). */
  problems: string[];
}

/**
 * Removes the magic-comment lines of a block and returns the lines they mark, by class; the
 * default class is Docusaurus' highlighted line.
 * @example removeMagicComments('a\n// highlight-next-line\nb', 'js') → { code: 'a\nb', highlighted: Set {2}, lineClasses: Map {}, problems: [] }
 * @example removeMagicComments('// diff-red\nb', 'js', [{ className: 'red', line: 'diff-red' }]).lineClasses → Map { 'red' → Set {1} }
 */
export function removeMagicComments(
  code: string,
  lang: string | null | undefined,
  magicComments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS,
): MagicCommentResult {
  const byDirective = new Map<string, { comment: MagicComment; kind: 'line' | 'start' | 'end' }>();
  for (const comment of magicComments) {
    if (comment.line) byDirective.set(comment.line, { comment, kind: 'line' });
    if (comment.block) {
      byDirective.set(comment.block.start, { comment, kind: 'start' });
      byDirective.set(comment.block.end, { comment, kind: 'end' });
    }
  }
  const highlighted = new Set<number>();
  const lineClasses = new Map<string, Set<number>>();
  const problems: string[] = [];
  if (byDirective.size === 0) return { code, highlighted, lineClasses, problems };
  const pattern = directivePattern(lang, [...byDirective.keys()]);
  const kept: string[] = [];
  const next = new Set<MagicComment>();
  const open = new Set<MagicComment>();
  const mark = (comment: MagicComment, line: number) => {
    if (comment.className === DOCUSAURUS_HIGHLIGHT_CLASS) highlighted.add(line);
    else lineClasses.set(comment.className, (lineClasses.get(comment.className) ?? new Set()).add(line));
  };
  for (const line of code.split('\n')) {
    const directive = pattern.exec(line)?.slice(1).find(Boolean);
    const found = directive === undefined ? undefined : byDirective.get(directive);
    if (found?.kind === 'line') next.add(found.comment);
    else if (found?.kind === 'start') open.add(found.comment);
    else if (found?.kind === 'end') {
      if (!open.has(found.comment))
        problems.push(`"${found.comment.block!.end}" without a "${found.comment.block!.start}" before it`);
      open.delete(found.comment);
    } else {
      kept.push(line);
      for (const comment of new Set([...next, ...open])) mark(comment, kept.length);
      next.clear();
    }
  }
  for (const comment of open)
    problems.push(`"${comment.block!.start}" without a "${comment.block!.end}": marked to the end of the block`);
  return { code: kept.join('\n'), highlighted, lineClasses, problems };
}

/**
 * The classes given to lines by magic comments other than the highlight, as written into a
 * block's meta by buildCodeMeta: `lineClasses="red:1,2|green:4"`.
 * @example parseLineClasses('lineClasses="red:1,2|green:4"') → Map { 'red' → Set {1, 2}, 'green' → Set {4} }
 */
export function parseLineClasses(meta: string | null | undefined): Map<string, Set<number>> {
  const classes = new Map<string, Set<number>>();
  const value = LINE_CLASSES.exec(meta ?? '')?.[1];
  for (const entry of value ? value.split('|') : []) {
    const at = entry.lastIndexOf(':');
    classes.set(
      entry.slice(0, at),
      new Set(
        entry
          .slice(at + 1)
          .split(',')
          .map(Number),
      ),
    );
  }
  return classes;
}

/** The `lineClasses="…"` meta part of classed lines, '' when there are none. */
export function formatLineClasses(lineClasses: ReadonlyMap<string, ReadonlySet<number>>): string {
  const entries = [...lineClasses].filter(([, lines]) => lines.size > 0);
  if (entries.length === 0) return '';
  return `lineClasses="${entries.map(([name, lines]) => `${name}:${[...lines].sort((a, b) => a - b).join(',')}`).join('|')}"`;
}
