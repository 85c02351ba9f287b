import { defineConfig } from 'vitest/config';

// Browser flows in Debian's Chromium driven by playwright-core (never downloads a browser). One
// Chromium serves the whole run (tests/e2e/browser-server.ts); each file starts its own server
// and opens its own browser contexts, in one worker that imports the server once
// (docs/decisions/0041-ci-time.md).
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
    globalSetup: ['tests/e2e/browser-server.ts'],
  },
});
