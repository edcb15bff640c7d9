import { fileURLToPath } from 'node:url';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';
import { buildIdOfInputs } from './scripts/build-id.mjs';
import { withContentReload } from './scripts/content-reload.mjs';
import { applySiteEnv } from './lib/site-config/file.mjs';
import { compatAliases } from './lib/mdx/docusaurus-compat.mjs';
import { SERVER_PACKAGES } from './scripts/server-packages.mjs';

// content/site.json's url, baseUrl and links, unless the environment overrides them.
applySiteEnv();

// The base path (e.g. `/docs-site`) lets the export be served under a sub-path.
// It is read here and by lib/site.ts from the same variable (site.json's `baseUrl` by default).
const basePath = process.env.BASE_PATH ?? '';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Lets the build-error tests build beside the real build (tests/build).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `x/index.html` for every route: any static host answers both `/x` and `/x/`.
  trailingSlash: true,
  // Links keep the trailing slash lib/urls.ts gives them: otherwise next/link drops it from a path
  // whose last segment has a dot (`/1.0/`, `/blog/release-2.5/`), taking it for a file, and the
  // export's page is `1.0/index.html`. An export has no server redirects for this to change.
  skipTrailingSlashRedirect: true,
  basePath,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  images: { unoptimized: true },
  poweredByHeader: false,
  serverExternalPackages: SERVER_PACKAGES,
  // From the build's inputs, not random: a warm rebuild equals a clean one byte for byte.
  generateBuildId: () => buildIdOfInputs(),
  // Types are checked once, by `npm run typecheck` (the first step of `npm test`, over the
  // whole project, tests included); inside every `next build` (the site's, the /vigia/
  // fixture's and the bad-content builds of tests/build) it would check them again each time.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // A site's own components import Docusaurus modules: the compatibility layer stands in (components/docusaurus/).
  turbopack: { resolveAlias: compatAliases() },
  experimental: {
    // One `404.html` serves every unknown path of both locales (app/global-not-found.tsx).
    globalNotFound: true,
    // Two render workers on a 2-core machine: Next's default (cores - 1) leaves one idle
    // while the main process waits on the single worker.
    cpus: 2,
    // Turbopack's own cache in .next/cache, only with VIGIA_TURBOPACK_CACHE=on: writing it
    // (tens of MB, beside the page-data step) slows every clean build, and the
    // rebuild an author makes (content edited, no code) skips Turbopack's compile altogether
    // (generate mode, scripts/build.ts). Worth it only for repeated builds after code edits.
    turbopackFileSystemCacheForBuild: process.env.VIGIA_TURBOPACK_CACHE === 'on',
    // `integrity` on every script and stylesheet the HTML names, and on chunks the Turbopack
    // runtime loads later (the search dialog): a changed file on a CDN edge does not run.
    sri: { algorithm: 'sha256' },
    // Each layout's route data in a file of its own, which the client router fetches once and
    // keeps: inlined (Next's default for a segment under 2 KB gzip), the root and docs layouts
    // rode again in every page's data, so each click between docs fetched them (and the
    // docs sidebar's top level) anew (lib/docs/sidebar-split.ts).
    prefetchInlining: false,
    // Turbopack merges a chunk of the root layout's client code with another only while it is
    // under this size (unminified; default 50 KB): past it, the search dialog's 0.2 KB loader
    // stayed a chunk of its own in every page's first load and payload (tests/e2e/search-index.spec.ts).
    turbopackChunking: { minChunkSize: 100_000 },
  },
};

/**
 * What differs by phase.
 * - `next build`: no trace of the files Next's own server needs to run, which only `next
 *   start` deployments copy (scripts/static-export-adapter.mjs). No source maps of the server
 *   code, and render workers that read none: nothing is published from them (the browser's
 *   are off in production anyway), the export is the same byte for byte, and the compile is
 *   faster without them. Next starts its render workers with `--enable-source-maps`
 *   (`enablePrerenderSourceMaps`), which then still read Next's own maps as each module
 *   loads. A failed prerender shows compiled positions; `npm run dev` keeps its maps.
 * - `next dev`: `route.dev.ts` handlers serve the files the build writes itself beside the
 *   pages (feeds, sidebars, KaTeX's stylesheet, sitemap: lib/site-files.ts). As route
 *   handlers of `next build`, each was an entry of its compile and page-data steps.
 */
const byPhase = (config) => (phase) => {
  if (phase === PHASE_PRODUCTION_BUILD)
    return {
      ...config,
      adapterPath: fileURLToPath(new URL('./scripts/static-export-adapter.mjs', import.meta.url)),
      enablePrerenderSourceMaps: false,
      experimental: { ...config.experimental, turbopackSourceMaps: false, turbopackInputSourceMaps: false },
    };
  if (phase === PHASE_DEVELOPMENT_SERVER) return { ...config, pageExtensions: ['tsx', 'ts', 'dev.ts'] };
  return config;
};

const withNextIntl = createNextIntlPlugin('./lib/i18n-request.ts');
// `next dev` only: a page reloads itself when a file of content/ changes (scripts/content-reload.mjs).
export default withContentReload(byPhase(withNextIntl(nextConfig)));
