/**
 * The routes the site must answer, written out from CONTENT.md rather than read from
 * the content model, so a page that stops being generated fails the tests.
 */
export const DOC_IDS = [
  'intro',
  'introduction/what-is-vigia',
  'user-guide/getting-started',
  'user-guide/dashboard',
  'user-guide/phishing-simulations',
  'user-guide/training-modules',
  'admin-guide/overview',
  'api/overview',
  'api/authentication',
  'api/users',
  'development/setup',
];

export const POST_SLUGS = [
  'bienvenida-vigia-documentation',
  'novedades-noviembre-2024',
  'tendencias-ciberseguridad-2025',
];

export const AUTHOR_IDS = ['laura-mendez', 'diego-romero'];

export const TAG_SLUGS = [
  'vigia',
  'documentacion',
  'lanzamiento',
  'changelog',
  'features',
  'api',
  'backend',
  'frontend',
  '2024',
  'november',
  'ciberseguridad',
  'phishing',
  'seguridad',
  'tendencias',
];

/** Every route key of the site (locale-less, as content links write them). */
export const ROUTE_KEYS = [
  '/',
  '/markdown-page',
  ...DOC_IDS.map((id) => `/docs/${id}`),
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  ...TAG_SLUGS.map((slug) => `/blog/tags/${slug}`),
  ...POST_SLUGS.map((slug) => `/blog/${slug}`),
  ...AUTHOR_IDS.map((id) => `/blog/authors/${id}`),
];

export const LOCALES = [
  { locale: 'es', prefix: '', siteTitle: 'Documentación de Vigía' },
  { locale: 'en', prefix: '/en', siteTitle: 'Vigía Documentation' },
] as const;

/** The address of a route key in a locale, as the site links it (trailing slash). */
export function urlOf(routeKey: string, prefix: string): string {
  return routeKey === '/' ? `${prefix}/` : `${prefix}${routeKey}/`;
}
