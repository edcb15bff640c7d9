/**
 * The remark and rehype plugins of the site's one MDX pipeline. Both outputs read this
 * list: the React component of a page (lib/mdx/index.ts) and the HTML of a feed item
 * (lib/mdx/html.ts), so a post reads the same on the site and in a feed reader.
 */
import rehypeShiki from '@shikijs/rehype';
import { createCssVariablesTheme } from 'shiki/core';
import rehypeKatex from 'rehype-katex';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import type { Root } from 'hast';
import type { PluggableList } from 'unified';
import {
  buildCacheDir,
  cacheKey,
  openBuildCache,
  PIPELINE_SOURCES,
  sourceFingerprint,
  type BuildCache,
} from '../build-cache';
import rehypeCodeClasses from './rehype-code-classes';
import rehypeMath from './rehype-math';
import rehypeTableRegions from './rehype-table-regions';
import rehypeTaskListLabels from './rehype-task-list-labels';
import rehypeToc from './rehype-toc';
import remarkAdmonitions from './remark-admonitions';
import remarkCodeBlocks from './remark-code-blocks';
import remarkCodeLines from './remark-code-lines';
import remarkCodeLanguages from './remark-code-languages';
import remarkContentAssets from './remark-content-assets';
import remarkDocusaurusGlobals from './remark-docusaurus-globals';
import remarkDocusaurusImports from './remark-docusaurus-imports';
import remarkDefinedComponents from './remark-defined-components';
import remarkDocCardList from './remark-doc-card-list';
import remarkHeadingIds from './remark-heading-ids';
import remarkMermaid from './remark-mermaid';
import remarkSiteLinks from './remark-site-links';
import { shikiLineMarks } from './shiki-line-marks';

/**
 * Shiki's output by language, meta and code, kept for the process: a block highlights once
 * however many bodies hold it (a doc and its translation share most of their code; a post's
 * page and feed HTML compile the same body). Kept as JSON and handed out parsed, a new tree
 * each time, since the plugins after Shiki change the tree they get (parsing the JSON the
 * build cache stores anyway costs less than structuredClone copying the tree).
 * Kept in the build cache too: a rebuild after an edit of a doc's prose compiles that doc
 * again, and highlighting its unchanged blocks (a grammar's first use compiles its rules)
 * was most of that compile.
 */
interface HighlightStore {
  dir: string | undefined;
  memory: Map<string, string>;
  stored: BuildCache;
}
let highlights: HighlightStore | undefined;
/** The highlights of the build cache in use (one per process, but tests switch folders). */
function highlightStore(): HighlightStore {
  const dir = buildCacheDir();
  if (!highlights || highlights.dir !== dir)
    highlights = { dir, memory: new Map(), stored: openBuildCache('shiki', dir) };
  return highlights;
}
const storedKey = (key: string) => cacheKey([sourceFingerprint(PIPELINE_SOURCES), key]);
const highlightCache = {
  get: (key: string): Root | undefined => {
    const { memory, stored } = highlightStore();
    let json = memory.get(key);
    if (json === undefined) {
      json = stored.read(storedKey(key))?.toString('utf8');
      if (json === undefined) return undefined;
      memory.set(key, json);
    }
    return JSON.parse(json) as Root;
  },
  set: (key: string, tree: Root): void => {
    const { memory, stored } = highlightStore();
    const json = JSON.stringify(tree);
    memory.set(key, json);
    stored.write(storedKey(key), json);
  },
};

/**
 * Markdown-level plugins: files beside content (images, downloads) by their published hrefs, Docusaurus imports bound to the project's components and its globals (`toc`, `frontMatter`) to the page's values (`<DocCardList />` only in a category's index doc), GFM, math (`$…$`, `$$…$$`), admonitions, checked site links, Mermaid diagrams drawn at build time, code languages (unknown → plain text),
 * code blocks framed by `<CodeBlock>` (a feed keeps only the code); last, every component used is one the site or the file defines.
 */
export const REMARK_PLUGINS: PluggableList = [
  remarkContentAssets,
  remarkDocusaurusImports,
  remarkDocusaurusGlobals,
  remarkDocCardList,
  remarkGfm,
  remarkMath,
  remarkDirective,
  remarkHeadingIds,
  remarkAdmonitions,
  remarkSiteLinks,
  remarkMermaid,
  remarkCodeLanguages,
  remarkCodeLines,
  remarkCodeBlocks,
  remarkDefinedComponents,
];

/** HTML-level plugins: heading ids, TOC, KaTeX, build-time highlighting with line marks, table regions, named task-list checkboxes. */
export const REHYPE_PLUGINS: PluggableList = [
  rehypeSlug,
  rehypeToc,
  // `$…$` and `$$…$$` (remark-math) as KaTeX HTML with its MathML, at build time; its inline
  // styles become classes (rehype-math.ts). Before Shiki, which would take display math for code.
  [rehypeKatex, { strict: 'ignore' }],
  rehypeMath,
  // Tokens get CSS-variable colours, then short classes coloured by app/styles/markdown.css. No
  // tokenizing time limit: Shiki's 500 ms a line silently leaves code unhighlighted on a busy machine.
  // Grammars load lazily, only those a page's blocks use (every language Shiki bundles).
  [
    rehypeShiki,
    {
      theme: createCssVariablesTheme({ name: 'vigia', variablePrefix: '--shiki-' }),
      langs: [],
      lazy: true,
      fallbackLanguage: 'text',
      tokenizeTimeLimit: 0,
      transformers: [shikiLineMarks()],
      cache: highlightCache,
    },
  ],
  rehypeCodeClasses,
  rehypeTableRegions,
  rehypeTaskListLabels,
];
