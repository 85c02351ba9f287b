import { defineConfig } from 'vitest/config';

// Browser flows in Debian's Chromium driven by playwright-core (never downloads a browser).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
