/**
 * The one registry of what a Docusaurus-style `import` in content resolves to. Content keeps
 * writing `import Tabs from '@theme/Tabs'`; remark-docusaurus-imports.ts turns each import
 * into a binding to this project's own code, so MDX's `run` never imports a module:
 * - a *component* import renames the local name in the content's JSX to the key of the MDX
 *   components map that components/mdx/mdx-body.tsx provides (`<MyTabs>` → `<Tabs>`);
 * - a *value* import (`useBaseUrl`, a `@site/static/…` file) becomes a constant.
 * Anything else stops the build naming file, line and module (see `describeSupportedImports`).
 */
import { withBasePath } from '../urls';

/** Modules whose default export is a component, and its key in the MDX components map. */
export const THEME_COMPONENTS: Readonly<Record<string, string>> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Details': 'Details',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'DocusaurusCodeBlock',
  // What Docusaurus' own site registers as the global <Code language="md">{'…'}</Code>.
  '@theme/MDXComponents/Code': 'DocusaurusCodeBlock',
  '@theme/ThemedImage': 'ThemedImage',
  '@docusaurus/Link': 'DocusaurusLink',
  // The page's headings as a list inside the content, from the `toc` global.
  '@theme/TOCInline': 'TOCInline',
  // The cards of the category the doc is the index of (remark-doc-card-list.ts checks it is one).
  '@theme/DocCardList': 'DocCardList',
};

/**
 * The site's own components for `import X from '@site/src/components/X'`, by file name
 * (content/AUTHORING.md documents them). To add one, write it in components/mdx/, add its
 * key to the MDX components map (components/mdx/mdx-body.tsx) and its name here.
 */
export const SITE_COMPONENTS: Readonly<Record<string, string>> = {
  // A rendered example framed as a browser window, as Docusaurus' own docs show them.
  BrowserWindow: 'BrowserWindow',
};

/**
 * Every capitalised name of the MDX components map (components/mdx/mdx-body.tsx, typed
 * against this list): content may use these without an import, as Docusaurus' global
 * MDXComponents; `Code` is what Docusaurus' own site registers for code from a string.
 * Any other component a file uses without defining it stops the build at its line
 * (remark-defined-components.ts), not at render time with no file named.
 */
export const MDX_COMPONENT_NAMES = [
  'Admonition',
  'AdmonitionTitle',
  'BrowserWindow',
  'Code',
  'CodeBlock',
  'DocCardList',
  'DocusaurusCodeBlock',
  'DocusaurusLink',
  'Details',
  'MermaidDiagram',
  'TabItem',
  'Tabs',
  'ThemedImage',
  'TOCInline',
] as const;
export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];

/** The pipeline's own element names (content writes the Docusaurus names these stand for). */
const PIPELINE_COMPONENTS: readonly MdxComponentName[] = [
  'AdmonitionTitle',
  'DocusaurusCodeBlock',
  'DocusaurusLink',
  'MermaidDiagram',
];

/** The components content may write without an import, for messages. */
export const GLOBAL_COMPONENT_NAMES = MDX_COMPONENT_NAMES.filter((name) => !PIPELINE_COMPONENTS.includes(name));

/** Modules whose default export is a function, run at render time from `run`'s scope. */
export const VALUE_MODULES = ['@docusaurus/useBaseUrl'] as const;
export type ValueModule = (typeof VALUE_MODULES)[number];

/** `@site/static/x` is the file `public/x`, served at the site path `/x`. */
export const STATIC_PREFIX = '@site/static/';
/** `@site/src/components/X` names an entry of SITE_COMPONENTS. */
export const SITE_COMPONENT_PREFIX = '@site/src/components/';

/** What one import resolves to. */
export type ImportBinding =
  | { kind: 'component'; name: string }
  | { kind: 'value'; module: ValueModule }
  | { kind: 'constant'; value: string };

/**
 * Docusaurus' `useBaseUrl`: a site path (`/img/a.png`) under the base path; other URLs
 * (external, `#hash`, relative) unchanged. Static files are not per locale here, so
 * unlike Docusaurus' per-locale builds no locale prefix is added.
 * @example useBaseUrl('/img/a.png') === '/vigia/img/a.png' (with BASE_PATH=/vigia)
 */
export function useBaseUrl(url: string, options: { forcePrependBaseUrl?: boolean } = {}): string {
  if (!url || /^(?:[a-z][\w+.-]*:|\/\/|#)/i.test(url)) return url;
  if (options.forcePrependBaseUrl) return withBasePath(`/${url.replace(/^\//, '')}`);
  return url.startsWith('/') ? withBasePath(url) : url;
}

/** The functions a value import binds to, passed to MDX's `run` (lib/mdx/index.ts). */
export const DOCUSAURUS_VALUES: Readonly<Record<ValueModule, unknown>> = { '@docusaurus/useBaseUrl': useBaseUrl };

/**
 * What a module resolves to, or undefined when the project has no equivalent.
 * @example resolveDocusaurusImport('@theme/Tabs') → { kind: 'component', name: 'Tabs' }
 * @example resolveDocusaurusImport('@site/static/img/a.png') → { kind: 'constant', value: '/img/a.png' under the base path }
 */
export function resolveDocusaurusImport(module: string): ImportBinding | undefined {
  const component = THEME_COMPONENTS[module];
  if (component) return { kind: 'component', name: component };
  if ((VALUE_MODULES as readonly string[]).includes(module)) return { kind: 'value', module: module as ValueModule };
  if (module.startsWith(STATIC_PREFIX) && module.length > STATIC_PREFIX.length && !module.split('/').includes('..')) {
    return { kind: 'constant', value: withBasePath(`/${module.slice(STATIC_PREFIX.length)}`) };
  }
  const site = module.startsWith(SITE_COMPONENT_PREFIX)
    ? SITE_COMPONENTS[module.slice(SITE_COMPONENT_PREFIX.length).replace(/\.(t|j)sx?$/, '')]
    : undefined;
  return site ? { kind: 'component', name: site } : undefined;
}

/** The modules content may import, for error messages. */
export function describeSupportedImports(): string {
  const site = Object.keys(SITE_COMPONENTS).map((name) => `${SITE_COMPONENT_PREFIX}${name}`);
  return [...Object.keys(THEME_COMPONENTS), ...VALUE_MODULES, `${STATIC_PREFIX}<file in public/>`, ...site].join(', ');
}
