import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findHeadlessChromium } from './lib/chromium';

/** Port of the static server the tests run against (not 3000, so `npm start` may run beside). */
const PORT = Number(process.env.E2E_PORT ?? 4173);

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
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: findHeadlessChromium(), args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    // The export in out/, served like a plain static host (scripts/serve.ts).
    command: `node scripts/run-bundled.mjs scripts/serve.ts out ${PORT}`,
    url: `http://localhost:${PORT}${process.env.BASE_PATH ?? ''}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
