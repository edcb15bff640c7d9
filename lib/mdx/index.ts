/**
 * The one MDX pipeline of the site: every doc, post and page is compiled here, at
 * build time, in a server component. The plugin list lives in plugins.ts alone, shared
 * with the HTML of feed items (html.ts).
 *
 * Why not @next/mdx: content is per locale behind dynamic routes, and the same
 * compile must check links and produce the TOC. Under Turbopack, @next/mdx takes
 * plugins only by name with JSON options; compiling here takes real functions.
 */
import type { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import type { MDXContent } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import { VFile } from 'vfile';
import type { ContentAssets } from '../content/assets';
import { fencedCodeLines } from '../content/code-fences';
import { escapeHtml } from '../html-entities';
import { ContentError } from '../content/errors';
import type { Locale } from '../i18n';
import { bodyWithFrontMatterLines } from './body-lines';
import {
  compileKeyOf,
  precompileSettled,
  readCompiled,
  storeCompiled,
  type CachedCompile,
  type CompileInput,
} from './compile-cache';
import { warningsOf } from './compile-warnings';
import { DOCUSAURUS_VALUES } from './docusaurus-components';
import { PAGE_SCOPE_KEY, type DocusaurusGlobals } from './remark-docusaurus-globals';
import { RUN_SCOPE_KEY } from './remark-docusaurus-imports';
import { getSiteModules, SITE_MODULES_SCOPE_KEY } from './site-module-scope';
import { mdxContentError } from './syntax-hint';
import type { TocEntry } from './rehype-toc';
import type { SiteLinksData } from './remark-site-links';

export type { TocEntry } from './rehype-toc';

/** A compiled MDX body. */
export interface CompiledMdx {
  Content: MDXContent;
  toc: TocEntry[];
}

/**
 * What to compile: what a compile reads (compile-cache.ts; `docCardList` when a category's label
 * opens this doc, lib/docs/doc-cards.ts; `bodyDigest` alone when the body was left out, whose
 * compile can only be read back), in a locale of the site.
 */
export interface MdxSourceFile extends CompileInput {
  locale: Locale;
  /** The page's front matter and title, which content reads as Docusaurus' `frontMatter` and `contentTitle`. */
  frontMatter?: Readonly<Record<string, unknown>>;
  title?: string;
}

/**
 * The file the pipeline compiles: the body below blank lines in place of the front matter,
 * so positions, and so messages, match the file; with what the plugins check it against.
 */
export function createMdxFile(
  source: MdxSourceFile,
  routeKeys: ReadonlySet<string>,
  assets: ContentAssets = NO_ASSETS,
): VFile {
  const siteLinks: SiteLinksData = { locale: source.locale, routeKeys };
  return new VFile({
    path: source.file,
    value: bodyWithFrontMatterLines(source),
    data: { siteLinks, contentAssets: assets, docCardList: source.docCardList },
  });
}

/** No files beside content: a relative image then names a missing file. */
export const NO_ASSETS: ContentAssets = new Map();

let processor: Promise<ReturnType<typeof createProcessor>> | undefined;

/**
 * The compiler and its plugins (Shiki, KaTeX, Mermaid, remark and rehype) load on the first
 * compile only: a page of a build reads its body's compile from the cache, so the render
 * workers never load them (tests/unit/page-modules.test.ts).
 */
function getProcessor(): Promise<ReturnType<typeof createProcessor>> {
  processor ??= Promise.all([import('@mdx-js/mdx'), import('./plugins'), import('./rehype-code-html')]).then(
    ([{ createProcessor }, { REHYPE_PLUGINS, REMARK_PLUGINS }, { default: rehypeCodeHtml }]) =>
      // Pages hand React each code block's tokens as one HTML string (rehype-code-html.ts); a feed's HTML (html.ts) does not need to.
      createProcessor({
        outputFormat: 'function-body',
        remarkPlugins: REMARK_PLUGINS,
        rehypePlugins: [...REHYPE_PLUGINS, rehypeCodeHtml],
      }),
  );
  return processor;
}

/** What @mdx-js/mdx's `run` does, without loading its compiler: runs a `function-body` compile. */
async function runCompiled(code: string, scope: Record<string, unknown>): Promise<{ default: MDXContent }> {
  const AsyncFunction = Object.getPrototypeOf(runCompiled).constructor as new (
    body: string,
  ) => (scope: Record<string, unknown>) => Promise<{ default: MDXContent }>;
  return new AsyncFunction(code)(scope);
}

/**
 * What `processor.process` does, in its three steps, so that `onParsed` reads the syntax tree
 * as parsed, before a plugin changes it (the Markdown twins, scripts/precompile-mdx.ts).
 */
async function compileToCode(file: VFile, onParsed?: ParsedTreeReader): Promise<CachedCompile> {
  const processor = await getProcessor();
  const parsed = processor.parse(file);
  onParsed?.(parsed);
  // The processor types its run from the compile's last tree (estree); it starts from the parse.
  const code = String(processor.stringify(await processor.run(parsed as never, file), file));
  return {
    code,
    toc: (file.data.toc as TocEntry[] | undefined) ?? [],
    warnings: warningsOf(file),
    mathStyles: [...(file.data.mathStyles ?? [])],
  };
}

/** Reads a body's syntax tree as parsed, before the compile's plugins change it; it must not change it itself. */
export type ParsedTreeReader = (tree: Root) => void;

/** A compile's code: read back from the cache (its warnings printed again), else compiled and stored. */
async function compileCached(
  source: MdxSourceFile,
  routeKeys: ReadonlySet<string>,
  assets: ContentAssets,
  onParsed?: ParsedTreeReader,
): Promise<{ compiled: CachedCompile; fromCache: boolean }> {
  await precompileSettled();
  const key = compileKeyOf(source, routeKeys, assets);
  const stored = readCompiled(key);
  if (stored) return { compiled: stored, fromCache: true };
  if (source.bodyDigest !== undefined)
    throw new Error(
      `${source.file}: its compiled MDX is not in the build cache, and next build's content holds no body to compile; run the build through npm run build`,
    );
  const compiled = await compileToCode(createMdxFile(source, routeKeys, assets), onParsed);
  storeCompiled(key, compiled);
  return { compiled, fromCache: false };
}

/** The values of Docusaurus' MDX globals for one page (remark-docusaurus-globals.ts). */
export function docusaurusGlobalsOf(source: MdxSourceFile, toc: readonly TocEntry[]): DocusaurusGlobals {
  return {
    toc: toc.map((entry) => ({ value: escapeHtml(entry.text), id: entry.id, level: entry.depth })),
    frontMatter: source.frontMatter ?? {},
    contentTitle: source.title,
  };
}

/**
 * Compiles into the build cache only (scripts/precompile-mdx.ts), so that the pages read
 * every compile back. `onParsed` reads the body's tree as parsed, if it compiles.
 * @returns whether it compiled (false: it was cached)
 * @throws ContentError naming the file
 */
export async function precompileMdx(
  source: MdxSourceFile,
  routeKeys: ReadonlySet<string>,
  assets: ContentAssets = NO_ASSETS,
  onParsed?: ParsedTreeReader,
): Promise<boolean> {
  try {
    return !(await compileCached(source, routeKeys, assets, onParsed)).fromCache;
  } catch (error) {
    throw mdxContentError(source.file, error);
  }
}

/**
 * The inline styles of a body's math (rehype-math.ts), for the KaTeX stylesheet's rules:
 * read from the body's compile, which the build has made already.
 * @throws ContentError naming the file
 */
export async function compileMathStyles(
  source: MdxSourceFile,
  routeKeys: ReadonlySet<string>,
  assets: ContentAssets = NO_ASSETS,
): Promise<string[]> {
  try {
    return (await compileCached(source, routeKeys, assets)).compiled.mathStyles;
  } catch (error) {
    throw mdxContentError(source.file, error);
  }
}

/**
 * Compiles an MDX body to a component and its table of contents, or reads the compile
 * back from the build cache when nothing it depends on changed. `assets` are the files
 * beside content (ContentSet.assets) its relative images and downloads name.
 * @throws ContentError naming the file for syntax errors, broken links, missing files, unknown directives or languages.
 */
export async function compileMdx(
  source: MdxSourceFile,
  routeKeys: ReadonlySet<string>,
  assets: ContentAssets = NO_ASSETS,
): Promise<CompiledMdx> {
  try {
    const { compiled } = await compileCached(source, routeKeys, assets);
    const scope = {
      ...DOCUSAURUS_VALUES,
      [PAGE_SCOPE_KEY]: docusaurusGlobalsOf(source, compiled.toc),
      [SITE_MODULES_SCOPE_KEY]: getSiteModules(),
    };
    const { default: Content } = await runCompiled(compiled.code, {
      ...runtime,
      baseUrl: import.meta.url,
      [RUN_SCOPE_KEY]: scope,
    });
    return { Content: withRenderErrors(source, Content), toc: compiled.toc };
  } catch (error) {
    throw mdxContentError(source.file, error);
  }
}

/**
 * The body's own code run inside a wrapper, so that what it throws while rendering (a name
 * it reads but nothing defines: `{metadata.title}`) names the file and the line that uses it,
 * not only "metadata is not defined" from somewhere in the build.
 */
function withRenderErrors(source: MdxSourceFile, Content: MDXContent): MDXContent {
  return function ContentOf(props) {
    try {
      return Content(props);
    } catch (error) {
      throw renderErrorOf(source, error);
    }
  };
}

/**
 * A render-time failure of a body as a content error: for "x is not defined", the file's first
 * line that reads `x` outside code, and what to write instead.
 */
export function renderErrorOf(source: MdxSourceFile, error: unknown): ContentError {
  if (error instanceof ContentError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  const name = /^(\w+) is not defined$/.exec(reason)?.[1];
  const line = name ? firstLineUsing(bodyWithFrontMatterLines(source), name) : undefined;
  const hint = name
    ? `"${name}" is no value here: content may read Docusaurus' toc, frontMatter and contentTitle, and what the file declares (export const ${name} = …)`
    : 'the page failed while rendering this file; check its JSX expressions';
  return new ContentError(source.file, 'body', `${line ? `line ${line}: ` : ''}rendering failed: ${reason}`, hint, {
    cause: error,
  });
}

/** The 1-based line of the first use of `name` outside fenced code, or undefined. */
function firstLineUsing(text: string, name: string): number | undefined {
  const pattern = new RegExp(`(^|[^\\w.$])${name}\\b`);
  const lines = text.split('\n');
  const fenced = fencedCodeLines(lines);
  const index = lines.findIndex((line, i) => !fenced[i] && pattern.test(line));
  return index === -1 ? undefined : index + 1;
}
