/**
 * The site's addresses and the product's external links, as environment variables give
 * them: content/site.json sets each one the environment does not (lib/site-config/file.mjs,
 * applied by next.config.mjs and scripts/build.ts), so a fork or a staging build overrides
 * it without touching content. Read by client code too, so no file is read here; the
 * fallbacks are the project's own values, for code run outside a build (unit tests).
 */

function fromEnv(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : value;
}

/** Removes a trailing slash so that joins never produce `//`. */
function trimTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

/** Absolute origin the export is published at (canonical URLs, feeds, sitemap). */
export const SITE_URL = trimTrailingSlash(fromEnv('SITE_URL', 'https://docs.vigia.example'));

/**
 * Sub-path the export is served under, '' at the root. Next.js adds it to `next/link`
 * and its assets; lib/urls.ts adds it to everything else.
 * `NEXT_PUBLIC_BASE_PATH` is inlined into client code by next.config.mjs.
 */
export const BASE_PATH = trimTrailingSlash(process.env.NEXT_PUBLIC_BASE_PATH ?? process.env.BASE_PATH ?? '');

/** The product's own addresses (CONTENT.md); placeholders until the real hosts exist. */
export const PRODUCT_LINKS = {
  app: trimTrailingSlash(fromEnv('VIGIA_APP_URL', 'https://app.vigia.example')),
  admin: trimTrailingSlash(fromEnv('VIGIA_ADMIN_URL', 'https://admin.vigia.example')),
  website: trimTrailingSlash(fromEnv('VIGIA_WEBSITE_URL', 'https://vigia.example')),
  api: trimTrailingSlash(fromEnv('VIGIA_API_URL', 'https://api.vigia.example/v1')),
  github: trimTrailingSlash(fromEnv('VIGIA_GITHUB_URL', 'https://github.com/vigia-platform')),
  contact: fromEnv('VIGIA_CONTACT_EMAIL', 'soporte@vigia.example'),
} as const;

/**
 * Where "Edit this page" links lead: the docs repository's edit view on GitHub, to
 * which the source file's path is added (lib/urls.ts `editUrl`).
 */
export const EDIT_URL_BASE = trimTrailingSlash(
  fromEnv('VIGIA_EDIT_URL', `${PRODUCT_LINKS.github}/vigia-docs/edit/main`),
);

/**
 * The addresses content is written with (content/AUTHORING.md). The MDX pipeline maps a
 * link that starts with one of them to the configured address of the same key.
 */
export const CONTENT_LINK_ORIGINS: Readonly<Record<keyof typeof PRODUCT_LINKS, string>> = {
  app: 'https://app.vigia.example',
  admin: 'https://admin.vigia.example',
  website: 'https://vigia.example',
  api: 'https://api.vigia.example/v1',
  github: 'https://github.com/vigia-platform',
  contact: 'soporte@vigia.example',
};

/** localStorage key of the reader's preferred docs version (the old site's key, so choices carry over). */
export const DOCS_VERSION_STORAGE_KEY = 'docs-preferred-version-default';

/** localStorage key of the colour mode (the old site's key, so returning readers keep their choice). */
export const THEME_STORAGE_KEY = 'theme';

/** localStorage key holding the id of the announcement the reader dismissed. */
export const ANNOUNCEMENT_STORAGE_KEY = 'announcement-dismissed';

/** Attribute the pre-paint script sets on <html> when the current announcement was dismissed. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';
