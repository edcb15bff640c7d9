import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    // tests/build runs real `next build`s of bad fixtures.
    testTimeout: 180_000,
    // Vitest's default is one worker per core but one (one worker on 2 cores); the build
    // tests spend most of their time in the builds they start, so two files at a time.
    maxWorkers: 2,
    // The files of a worker share one module registry: each file no longer imports lib/,
    // Shiki and the MDX compiler afresh, most of a short file's time. A file that
    // re-imports a module under a stubbed env resets the registry after itself.
    isolate: false,
  },
});
