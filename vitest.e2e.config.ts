import { defineConfig } from 'vitest/config';

// Browser flows in Debian's Chromium driven by playwright-core (never downloads a browser). The
// files run one after the other in one worker, which imports the server once and launches one
// Chromium (tests/e2e/chromium.ts); each file starts its own server and opens its own browser
// contexts (docs/decisions/0041-ci-time.md).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The files share one worker's module cache instead of importing the whole server again each
    // (no test file mocks modules or sets the environment; each builds its own app and database).
    isolate: false,
  },
});
