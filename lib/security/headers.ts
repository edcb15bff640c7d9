/**
 * The one source of truth for the site's HTTP security posture: the Content-Security-Policy
 * directives that do not depend on the page, the other security headers, and the cache rules.
 * Read by the CSP step (lib/security/csp.ts), `scripts/serve.ts` (so `npm start` behaves as
 * deployed) and `scripts/write-deploy-configs.ts` (deploy/nginx.conf, deploy/_headers).
 */

/**
 * Directives every page shares. Each page's `<meta>` adds `script-src` and `style-src` with the
 * hashes of its own inline scripts and styles (lib/security/csp.ts).
 */
/** One CSP directive: its name and its values. */
export type Directive = readonly [string, readonly string[]];

export const BASE_DIRECTIVES: Directive[] = [
  ['default-src', ["'self'"]],
  // Avatars, favicon and icons are files of the site; data: for the CSS mask icons.
  ['img-src', ["'self'", 'data:']],
  ['font-src', ["'self'"]],
  // Page data, the docs sidebar data and Pagefind's index are fetched from the site only.
  ['connect-src', ["'self'"]],
  // Pagefind's worker is a file of the site.
  ['worker-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'none'"]],
  // The site has no forms.
  ['form-action', ["'none'"]],
];

/**
 * What a `<meta>` cannot carry (CSP3 ignores frame-ancestors there), sent as a header by hosts.
 * The header holds only page-independent directives; the per-page hashes travel in the meta,
 * and a browser enforces both policies.
 */
export const HEADER_ONLY_DIRECTIVES: Directive[] = [['frame-ancestors', ["'none'"]]];

/** Serialises directives as a policy string. */
export function serialisePolicy(directives: readonly Directive[]): string {
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** The Content-Security-Policy header every response carries. */
export const CSP_HEADER = serialisePolicy([
  ...BASE_DIRECTIVES.filter(([name]) => name !== 'default-src'),
  ...HEADER_ONLY_DIRECTIVES,
]);

/** Security headers of every response (values as sent). */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CSP_HEADER,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** Hashed build output never changes at its address: cached for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, page data, feeds, Pagefind's entry files) is revalidated. */
export const REVALIDATE_CACHE = 'no-cache';

/** The cache rule of a path below the base path (`/_next/static/…` is content-hashed). */
export function cacheControlOf(pathBelowBase: string): string {
  return pathBelowBase.startsWith('/_next/static/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/** Extensions worth compressing (text); images and WASM are already compressed or small. */
export const COMPRESSIBLE = [
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.txt',
  '.json',
  '.xml',
  '.md',
  '.svg',
  '.webmanifest',
  '.map',
];
