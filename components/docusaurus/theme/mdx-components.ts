/**
 * `@theme/MDXComponents` (and `@theme-original/MDXComponents`) for a site's own
 * `src/theme/MDXComponents`: empty, since the site's own MDX components are applied by the
 * pipeline; the keys the site adds are what it brings.
 */
const MDXComponents: Record<string, unknown> = {};

export default MDXComponents;
