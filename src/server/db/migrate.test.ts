import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../testing/test-app';

describe('migrations', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  // On PostgreSQL each test file migrates its own schema of one database while other files'
  // schemas exist: each must get its own migration tables (the lock table of another schema once
  // made the second one fail with `relation "kysely_migration_lock" does not exist`).
  it('migrates a second database schema while another one is open', async () => {
    apps.push(await createTestApp());
    apps.push(await createTestApp());
    for (const t of apps) {
      const token = await t.login(ADMIN.username, ADMIN.password);
      expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    }
  });
});
