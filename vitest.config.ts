import { defineConfig } from 'vitest/config';

// Node suite: domain unit tests and API tests against a real migrated database
// (SQLite by default, PostgreSQL when TEST_DATABASE_URL is set). See tests/README in docs.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
