import createNextIntlPlugin from 'next-intl/plugin';
import { buildIdOfInputs } from './scripts/build-id.mjs';
import { withContentReload } from './scripts/content-reload.mjs';
import { withLastUpdatedNotice } from './scripts/last-updated-notice.mjs';
import { withTranslationSummary } from './scripts/translation-summary.mjs';

// The base path (e.g. `/docs-site`) lets the export be served under a sub-path.
// It is read here and by lib/site.ts from the same variable.
const basePath = process.env.BASE_PATH ?? '';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Lets the build-error tests build beside the real build (tests/build).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `x/index.html` for every route: any static host answers both `/x` and `/x/`.
  trailingSlash: true,
  basePath,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  images: { unoptimized: true },
  poweredByHeader: false,
  // Mermaid diagrams are drawn in headless Chromium by these at build time (lib/mdx/mermaid-renderer.ts): loaded from node_modules, not bundled.
  serverExternalPackages: ['mermaid-isomorphic', 'playwright', 'playwright-core'],
  // From the build's inputs, not random: a warm rebuild equals a clean one byte for byte.
  generateBuildId: () => buildIdOfInputs(),
  // Types are checked once, by `npm run typecheck` (the first step of `npm test`, over the
  // whole project, tests included); inside every `next build` (the site's, the /vigia/
  // fixture's and the bad-content builds of tests/build) it cost about 6 s each.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  experimental: {
    // One `404.html` serves every unknown path of both locales (app/global-not-found.tsx).
    globalNotFound: true,
    // Two render workers on a 2-core machine: Next's default (cores - 1) leaves one idle
    // while the main process waits on the single worker.
    cpus: 2,
    // Turbopack keeps its work in .next/cache between builds: a rebuild compiles in about
    // 3 s instead of 8 (issue 24). `rm -rf .next` for a clean build.
    turbopackFileSystemCacheForBuild: true,
    // `integrity` on every script and stylesheet the HTML names, and on chunks the Turbopack
    // runtime loads later (the search dialog): a changed file on a CDN edge does not run.
    sri: { algorithm: 'sha256' },
  },
};

const withNextIntl = createNextIntlPlugin('./lib/i18n-request.ts');
// `next dev` only: a page reloads itself when a file of content/ changes (scripts/content-reload.mjs).
export default withContentReload(withLastUpdatedNotice(withTranslationSummary(withNextIntl(nextConfig))));
