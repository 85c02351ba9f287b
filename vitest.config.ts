import { defineConfig } from 'vitest/config';

// Two projects, both run by `npm test`:
// - node: domain unit tests and API tests against a real migrated database (SQLite by default,
//   PostgreSQL when TEST_DATABASE_URL is set), and the abuse suite that fuzzes every API operation
//   and checks the role × route matrix (tests/abuse/README.md);
// - web: screen tests (*.test.tsx) of the React app in jsdom with Testing Library, the API faked
//   at fetch (src/web/testing/).
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'tests/abuse/**/*.test.ts', 'eslint/**/*.test.ts'],
          environment: 'node',
          // One migrated, seeded database per run, copied per test file (createTestApp).
          globalSetup: ['src/server/testing/global-setup.ts'],
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/web/testing/setup.ts'],
        },
      },
    ],
  },
});
