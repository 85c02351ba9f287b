import { defineConfig } from 'vitest/config';

// Node suite: domain unit tests and API tests against a real migrated database
// (SQLite by default, PostgreSQL when TEST_DATABASE_URL is set), and the abuse suite that fuzzes
// every API operation and checks the role × route matrix (tests/abuse/README.md).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/abuse/**/*.test.ts'],
    environment: 'node',
    // One migrated, seeded database per run, copied per test file (createTestApp).
    globalSetup: ['src/server/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
