/**
 * The compatibility layer a site's own components import through (components/docusaurus/):
 * each Docusaurus module it covers and the project file standing in for it. next.config.mjs
 * aliases them for Turbopack; the importer and lib/mdx/site-modules.ts name any other
 * `@docusaurus/…` or `@theme/…` import as unsupported, in one line.
 */
/** @type {Readonly<Record<string, string>>} */
export const DOCUSAURUS_COMPAT = {
  '@docusaurus/Link': 'components/docusaurus/link.tsx',
  '@docusaurus/useBaseUrl': 'components/docusaurus/use-base-url.ts',
  '@docusaurus/useDocusaurusContext': 'components/docusaurus/use-docusaurus-context.ts',
  '@docusaurus/Translate': 'components/docusaurus/translate.tsx',
  '@docusaurus/BrowserOnly': 'components/docusaurus/browser-only.tsx',
  '@docusaurus/useIsBrowser': 'components/docusaurus/use-is-browser.ts',
  '@docusaurus/Head': 'components/docusaurus/head.tsx',
  '@docusaurus/router': 'components/docusaurus/router.ts',
  '@docusaurus/theme-common': 'components/docusaurus/theme-common.ts',
  '@theme/Tabs': 'components/docusaurus/theme/tabs.tsx',
  '@theme/TabItem': 'components/docusaurus/theme/tab-item.tsx',
  '@theme/CodeBlock': 'components/docusaurus/theme/code-block.tsx',
  '@theme/Admonition': 'components/docusaurus/theme/admonition.tsx',
  '@theme/Details': 'components/docusaurus/theme/details.tsx',
  '@theme/Heading': 'components/docusaurus/theme/heading.tsx',
  '@theme/ThemedImage': 'components/docusaurus/theme/themed-image.tsx',
  '@theme/IdealImage': 'components/docusaurus/theme/ideal-image.tsx',
  '@theme/MDXComponents': 'components/docusaurus/theme/mdx-components.ts',
};

/** Prefixes that name Docusaurus' own modules (a `@theme-original/X` is the layer's `@theme/X`). */
export const DOCUSAURUS_PREFIXES = ['@docusaurus/', '@theme/', '@theme-original/', '@theme-init/'];

/**
 * The layer's file for a Docusaurus module, or undefined when the layer lacks it.
 * @example compatFileOf('@theme-original/CodeBlock') === 'components/docusaurus/theme/code-block.tsx'
 * @param {string} module
 * @returns {string | undefined}
 */
export function compatFileOf(module) {
  const name = module.replace(/^@theme-(original|init)\//, '@theme/');
  return Object.hasOwn(DOCUSAURUS_COMPAT, name) ? DOCUSAURUS_COMPAT[name] : undefined;
}

/**
 * Turbopack's `resolveAlias` for every module of the layer (`@theme-original/X` too).
 * @returns {Record<string, string>}
 */
export function compatAliases() {
  return Object.fromEntries(
    Object.entries(DOCUSAURUS_COMPAT).flatMap(([module, file]) => [
      [module, `./${file}`],
      ...(module.startsWith('@theme/') ? [[module.replace('@theme/', '@theme-original/'), `./${file}`]] : []),
    ]),
  );
}
