/**
 * Packages the server code loads from node_modules instead of Next bundling them
 * (next.config.mjs `serverExternalPackages`): the MDX compiler and what it runs (Shiki with
 * every grammar and theme, KaTeX, remark and rehype), the feed and front-matter readers, the
 * content model's YAML parser, schema checker and glob matcher, use-intl's message formatter
 * and the native image and browser libraries. None runs in the browser; bundled, each was
 * parsed, analysed and minified by every build's compile step.
 * tests/unit/server-packages.test.ts keeps every package lib/ imports in this list.
 */
export const SERVER_PACKAGES = [
  '@mdx-js/mdx',
  'shiki',
  '@shikijs/rehype',
  'katex',
  'rehype-katex',
  'rehype-slug',
  'remark-math',
  'remark-gfm',
  'remark-directive',
  'remark-mdx',
  'remark-parse',
  'remark-rehype',
  'remark-stringify',
  'unified',
  'vfile',
  'unist-util-visit',
  'hast-util-to-html',
  'hast-util-from-html',
  'hast-util-to-string',
  'mdast-util-to-string',
  'github-slugger',
  'gray-matter',
  'reading-time',
  'feed',
  'yaml',
  'zod',
  'picomatch',
  'use-intl',
  '@napi-rs/canvas',
  // Mermaid diagrams are drawn in headless Chromium by these at build time (lib/mdx/mermaid-renderer.ts).
  'playwright',
  'playwright-core',
];
