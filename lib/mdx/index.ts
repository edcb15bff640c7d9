/**
 * The one MDX pipeline of the site: every doc, post and page is compiled here, at
 * build time, in a server component. The plugin list lives in plugins.ts alone, shared
 * with the HTML of feed items (html.ts).
 *
 * Why not @next/mdx: content is per locale behind dynamic routes, and the same
 * compile must check links and produce the TOC. Under Turbopack, @next/mdx takes
 * plugins only by name with JSON options; compiling here takes real functions.
 */
import { createProcessor, run } from '@mdx-js/mdx';
import type { MDXContent } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import { VFile } from 'vfile';
import { ContentError } from '../content/errors';
import type { Locale } from '../i18n';
import { DOCUSAURUS_VALUES } from './docusaurus-components';
import { REHYPE_PLUGINS, REMARK_PLUGINS } from './plugins';
import { RUN_SCOPE_KEY } from './remark-docusaurus-imports';
import { mdxSyntaxHint } from './syntax-hint';
import type { TocEntry } from './rehype-toc';
import type { SiteLinksData } from './remark-site-links';

export type { TocEntry } from './rehype-toc';

export { KNOWN_LANGUAGES } from './remark-code-languages';

/** A compiled MDX body. */
export interface CompiledMdx {
  Content: MDXContent;
  toc: TocEntry[];
}

/** What to compile. */
export interface MdxSourceFile {
  file: string;
  body: string;
  locale: Locale;
  /** Front-matter lines above the body (lib/content), added back to line numbers. */
  bodyLineOffset?: number;
}

let processor: ReturnType<typeof createProcessor> | undefined;

function getProcessor() {
  processor ??= createProcessor({ outputFormat: 'function-body', remarkPlugins: REMARK_PLUGINS, rehypePlugins: REHYPE_PLUGINS });
  return processor;
}

/**
 * Compiles an MDX body to a component and its table of contents.
 * @throws ContentError naming the file for syntax errors, broken links, unknown directives or languages.
 */
export async function compileMdx(source: MdxSourceFile, routeKeys: ReadonlySet<string>): Promise<CompiledMdx> {
  const siteLinks: SiteLinksData = { locale: source.locale, routeKeys };
  // Blank lines in place of the front matter: positions, and so messages, match the file.
  const value = '\n'.repeat(source.bodyLineOffset ?? 0) + source.body;
  const file = new VFile({ path: source.file, value, data: { siteLinks } });
  try {
    const compiled = await getProcessor().process(file);
    const { default: Content } = await run(String(compiled), { ...runtime, baseUrl: import.meta.url, [RUN_SCOPE_KEY]: DOCUSAURUS_VALUES } as Parameters<typeof run>[1]);
    return { Content, toc: (compiled.data.toc as TocEntry[] | undefined) ?? [] };
  } catch (error) {
    if (error instanceof ContentError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    // A VFileMessage of the MDX parser: the line, when it has one (else the reason says where), and its parser.
    const { line, source: parser } = (error ?? {}) as { line?: number; source?: string };
    throw new ContentError(source.file, 'body', `${line ? `line ${line}: ` : ''}${reason}`, mdxSyntaxHint(parser), { cause: error });
  }
}
