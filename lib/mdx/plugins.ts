/**
 * The remark and rehype plugins of the site's one MDX pipeline. Both outputs read this
 * list: the React component of a page (lib/mdx/index.ts) and the HTML of a feed item
 * (lib/mdx/html.ts), so a post reads the same on the site and in a feed reader.
 */
import rehypeShiki from '@shikijs/rehype';
import { createCssVariablesTheme } from 'shiki/core';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import rehypeCodeClasses from './rehype-code-classes';
import rehypeTableRegions from './rehype-table-regions';
import rehypeToc from './rehype-toc';
import remarkAdmonitions from './remark-admonitions';
import remarkCodeBlocks from './remark-code-blocks';
import remarkCodeLanguages from './remark-code-languages';
import remarkHeadingIds from './remark-heading-ids';
import remarkSiteLinks from './remark-site-links';

/** Languages code blocks may use (content/AUTHORING.md); others stop the build. */
export const CODE_LANGUAGES = ['bash', 'json', 'ts', 'tsx', 'js', 'http', 'yaml', 'csv', 'sql', 'dotenv'] as const;

/**
 * Markdown-level plugins: GFM, admonitions, checked site links, known code languages,
 * code blocks framed by `<CodeBlock>` (a feed keeps only the code).
 */
export const REMARK_PLUGINS: PluggableList = [remarkGfm, remarkDirective, remarkHeadingIds, remarkAdmonitions, remarkSiteLinks, [remarkCodeLanguages, { languages: CODE_LANGUAGES }], remarkCodeBlocks];

/** HTML-level plugins: heading ids, TOC, build-time highlighting, table regions. */
export const REHYPE_PLUGINS: PluggableList = [
  rehypeSlug,
  rehypeToc,
  // Tokens get CSS-variable colours, then short classes coloured by app/globals.css. No
  // tokenizing time limit: Shiki's 500 ms a line silently leaves code unhighlighted on a busy machine.
  [rehypeShiki, { theme: createCssVariablesTheme({ name: 'vigia', variablePrefix: '--shiki-' }), langs: [...CODE_LANGUAGES], tokenizeTimeLimit: 0 }],
  rehypeCodeClasses,
  rehypeTableRegions,
];
