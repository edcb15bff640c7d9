/**
 * The MDX files of `content/` as a Docusaurus 3 site holds them: where each goes, what of
 * its front matter and body Docusaurus would not read as the site does, and what the
 * content needs of Docusaurus (math, Mermaid, Prism grammars, static files). The content
 * is written in Docusaurus' dialect already (lib/mdx reads it), so the mapping is small
 * and every change is returned as a note, to be printed: the comparison must build the
 * same pages with the same words. Pure: docusaurus-site.ts reads and writes.
 */
import { DEFAULT_LOCALE } from '../../lib/i18n';
import { TRANSLATION_FIELD } from '../../lib/translations/status';
import { closesFence, FENCE } from '../../lib/content/code-fences';
import { findFrontMatterBlock } from '../../lib/content/front-matter-block';

/** Front-matter fields of this site that Docusaurus has not (lib/content/front-matter.ts). */
export const OWN_FRONT_MATTER_FIELDS = [TRANSLATION_FIELD];

/**
 * Components the site's MDX renders without an import (components/mdx/mdx-body.tsx) that a
 * Docusaurus page must import from its theme. `Details` and `details` need none there.
 */
export const THEME_IMPORTS = ['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'DocCardList', 'ThemedImage'];

/** Docusaurus' folder of each kind of content in the default locale, and below `i18n/<locale>/`. */
const KIND_FOLDERS = {
  docs: { source: 'docs', translated: 'docusaurus-plugin-content-docs/current' },
  blog: { source: 'blog', translated: 'docusaurus-plugin-content-blog' },
  pages: { source: 'src/pages', translated: 'docusaurus-plugin-content-pages' },
};

/**
 * Where a file of `content/<locale>/<kind>/` goes in the Docusaurus site.
 * @example docusaurusPath('en', 'docs', 'api/users.mdx') === 'i18n/en/docusaurus-plugin-content-docs/current/api/users.mdx'
 * @example docusaurusPath('es', 'blog', 'x.mdx') === 'blog/x.mdx'
 */
export function docusaurusPath(locale: string, kind: 'docs' | 'blog' | 'pages', relPath: string): string {
  const folders = KIND_FOLDERS[kind];
  if (!folders) throw new Error(`content/${locale}/${kind}: not a kind of content (docs, blog, pages)`);
  return locale === DEFAULT_LOCALE ? `${folders.source}/${relPath}` : `i18n/${locale}/${folders.translated}/${relPath}`;
}

/** Each line of a body with whether it is inside a fenced code block (fence lines included). */
function linesWithFences(body: string): { text: string; code: boolean; info?: string }[] {
  let fence: string | undefined;
  return body.split('\n').map((text) => {
    if (fence) {
      if (closesFence(text, fence)) fence = undefined;
      return { text, code: true };
    }
    const marker = FENCE.exec(text);
    if (marker) {
      fence = marker[1];
      return { text, code: true, info: text.slice(marker[0].length).trim() };
    }
    return { text, code: false };
  });
}

/** A prose line without its inline code spans (where `<Tabs>` or `$x$` are only text). */
const withoutInlineCode = (text: string) => text.replace(/(`+)[^`]*?\1/g, '');

/**
 * The front matter without the given top-level fields (and their indented continuation
 * lines); the rest of the file is kept byte for byte.
 * @example removeFrontMatterFields('---\ntitle: A\ntranslationOf: "x"\n---\nBody', ['translationOf'])
 *   → { text: '---\ntitle: A\n---\nBody', removed: ['translationOf'] }
 */
export function removeFrontMatterFields(text: string, fields: readonly string[]): { text: string; removed: string[] } {
  const block = findFrontMatterBlock(text);
  if (!block) return { text, removed: [] };
  const removed: string[] = [];
  const kept: string[] = [];
  let dropping = false;
  for (const line of block.yaml.split('\n')) {
    const field = /^([A-Za-z_][\w-]*)\s*:/.exec(line)?.[1];
    // Lines that open no field (indented values, `- item`, comments) belong to the field above.
    if (field !== undefined) dropping = fields.includes(field);
    if (dropping) {
      if (field !== undefined) removed.push(field);
    } else {
      kept.push(line);
    }
  }
  return { text: `---\n${kept.join('\n')}\n---${block.lineEnding}${text.slice(block.end)}`, removed };
}

/**
 * The body with an `import X from '@theme/X'` for each theme component it uses without one.
 * @example addThemeImports('<Tabs>\n<TabItem value="a">A</TabItem>\n</Tabs>\n')
 *   → { body: "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>…", added: ['Tabs', 'TabItem'] }
 */
export function addThemeImports(body: string): { body: string; added: string[] } {
  const prose = linesWithFences(body)
    .filter((line) => !line.code)
    .map((line) => withoutInlineCode(line.text))
    .join('\n');
  const added = THEME_IMPORTS.filter(
    (name) => new RegExp(`<${name}[\\s/>]`).test(prose) && !new RegExp(`^import\\s+${name}\\b`, 'm').test(prose),
  );
  if (added.length === 0) return { body, added };
  return { body: `${added.map((name) => `import ${name} from '@theme/${name}';`).join('\n')}\n\n${body}`, added };
}

/**
 * One MDX file of `content/` as the Docusaurus site holds it, and what was changed.
 * @example mapMdxFile('content/en/docs/a.mdx', '---\ntitle: A\ntranslationOf: "x"\n---\nText')
 *   → { text: '---\ntitle: A\n---\nText', changes: ['content/en/docs/a.mdx: front matter translationOf removed (this site\'s translation tracking; Docusaurus has no such field)'] }
 */
export function mapMdxFile(file: string, text: string): { text: string; changes: string[] } {
  const changes: string[] = [];
  const front = removeFrontMatterFields(text, OWN_FRONT_MATTER_FIELDS);
  for (const field of front.removed)
    changes.push(
      `${file}: front matter ${field} removed (this site's translation tracking; Docusaurus has no such field)`,
    );
  const bodyStart = findFrontMatterBlock(front.text)?.end ?? 0;
  const imports = addThemeImports(front.text.slice(bodyStart));
  if (imports.added.length > 0)
    changes.push(
      `${file}: ${imports.added.map((n) => `import ${n} from '@theme/${n}'`).join(', ')} added (the site provides them without an import)`,
    );
  return { text: front.text.slice(0, bodyStart) + imports.body, changes };
}

/** Inline math as remark-math reads it: `$…$` not opened by a space nor closed before a digit. */
const INLINE_MATH = /(^|[^\\$])\$(?![\s$])[^$\n]*?[^\s\\$]\$(?!\d)/;

/**
 * What the content needs of Docusaurus beyond the classic preset: math (remark-math and
 * rehype-katex), Mermaid (@docusaurus/theme-mermaid), and the code languages it uses.
 * @example detectFeatures(['```mermaid\ngraph TD; A-->B\n```\n']) → { math: false, mermaid: true, languages: ['mermaid'] }
 */
export function detectFeatures(bodies: readonly string[]): { math: boolean; mermaid: boolean; languages: string[] } {
  let math = false;
  let mermaid = false;
  const languages = new Set<string>();
  for (const body of bodies) {
    for (const line of linesWithFences(body)) {
      if (line.info !== undefined) {
        const language = (line.info.split(/[\s{]/)[0] ?? '').toLowerCase();
        if (language) languages.add(language);
        if (language === 'mermaid') mermaid = true;
        if (language === 'math') math = true;
      } else if (!line.code) {
        const prose = withoutInlineCode(line.text);
        if (/^\s*\$\$/.test(prose) || INLINE_MATH.test(prose)) math = true;
      }
    }
  }
  return { math, mermaid, languages: [...languages].sort() };
}

/** Languages Prism needs no grammar for, or that another tool renders. */
const NOT_PRISM = new Set(['text', 'txt', 'plain', 'plaintext', 'mermaid', 'math']);

/**
 * The Prism grammars (`prism.additionalLanguages`) for the content's code languages, from
 * prismjs' components.json `languages` (ids and aliases); languages Prism has no grammar
 * for are shown as plain text by Docusaurus, as `plain`.
 * @example prismLanguages(['sh', 'dotenv'], { bash: { alias: ['sh', 'shell'] } }) → { additional: ['bash'], plain: ['dotenv'] }
 */
export function prismLanguages(
  used: readonly string[],
  components: Record<string, { alias?: string | string[] }>,
): { additional: string[]; plain: string[] } {
  const byName = new Map<string, string>();
  for (const [id, entry] of Object.entries(components)) {
    if (id === 'meta') continue;
    byName.set(id, id);
    for (const alias of [entry.alias ?? []].flat()) byName.set(alias, id);
  }
  const additional = new Set<string>();
  const plain: string[] = [];
  for (const language of used) {
    if (NOT_PRISM.has(language)) continue;
    const id = byName.get(language);
    if (id) additional.add(id);
    else plain.push(language);
  }
  return { additional: [...additional].sort(), plain };
}

/**
 * Site paths of files of `public/` the content names: author avatars, front-matter
 * images, and Markdown or HTML references in bodies (kept when `exists` says so).
 * @example findStaticReferences(['![a](/img/a.png)'], { x: { avatar: '/img/x.svg' } }, () => true) → ['/img/a.png', '/img/x.svg']
 */
export function findStaticReferences(
  texts: readonly string[],
  authorsJson: Record<string, { avatar?: string }>,
  exists: (sitePath: string) => boolean,
): string[] {
  const found = new Set(
    Object.values(authorsJson)
      .map((author) => author.avatar)
      .filter((avatar): avatar is string => Boolean(avatar)),
  );
  const patterns = [/\]\((\/[^)\s#?]+)/g, /\bsrc=["'](\/[^"'#?]+)/g, /^image:\s*["']?(\/[^"'\s]+)/gm];
  for (const text of texts) {
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found].filter((sitePath) => exists(sitePath)).sort();
}
