import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findHeadlessChromium } from './lib/chromium';

/** Port of the static server the tests run against (not 3000, so `npm start` may run beside). */
const PORT = Number(process.env.E2E_PORT ?? 4173);

/** Debian's Chromium (CHROME_PATH honoured), as every project runs it. */
const CHROMIUM = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: findHeadlessChromium(), args: CHROMIUM_ARGS },
};

/** Specs that read the imported sites' exports (`npm run build:imported`, `build:root-docs`, the latter under a base path). */
const IMPORTED_SPECS =
  /(docusaurus-(import|category-index|markdown-features|mermaid|patterns|root-docs|site-components)|docs-instance|docs-versions|nav-base-path)\.spec\.ts$/;
/** Specs that time what a reader waits for (a stalled request, a prefetch, a payload, a first paint): run with no build beside them. */
const TIMED_SPECS = /(nav-route-change|nav-prefetch|nav-payload|perf-first-paint)\.spec\.ts$/;
/** The every-page axe gate: its tests carry the tag of the project that audits their export (tests/e2e/audited-exports.ts). */
const AXE_GATE = /axe-every-page\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on 2 cores: with tabs recycled between tests (tests/e2e/fixtures.ts) a test spends
  // more of its time waiting on the site's own timers, which a third worker fills.
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
  },
  // npm test runs 'site' (out/ and out-fixture/) beside the builds of the imported sites,
  // 'imported' once their exports exist, and 'timed' with no build beside it (scripts/test.ts).
  projects: [
    { name: 'site', testIgnore: [IMPORTED_SPECS, TIMED_SPECS], grepInvert: /@imported\b/, use: CHROMIUM },
    { name: 'imported', testMatch: [IMPORTED_SPECS, AXE_GATE], grepInvert: /@site\b/, use: CHROMIUM },
    { name: 'timed', testMatch: TIMED_SPECS, use: CHROMIUM },
  ],
  webServer: {
    // The export in out/, served like a plain static host (scripts/serve.ts).
    command: `node scripts/run-bundled.mjs scripts/serve.ts out ${PORT}`,
    url: `http://localhost:${PORT}${process.env.BASE_PATH ?? ''}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
