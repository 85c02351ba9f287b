// GET /healthz and GET /readyz: unauthenticated, no data, 503 naming what is not ready.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_MIGRATION } from '../db/migrate';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('health', () => {
  it('/healthz answers 200 without a token, uncached', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 200 while the database answers on the current schema', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 naming "migrations" when the schema is not the code\'s', async () => {
    const db = t.app.ctx.db;
    await sql`delete from kysely_migration where name = ${LATEST_MIGRATION}`.execute(db);
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', failing: ['migrations'] });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${LATEST_MIGRATION}, ${new Date().toISOString()})`.execute(
        db,
      );
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('/readyz answers 503 naming "storage" when the file store refuses a write', async () => {
    const ctx = t.app.ctx;
    const store = ctx.storage;
    // A read-only bucket or a full disk: the store answers, but put fails (decision 0062).
    ctx.storage = {
      ...store,
      put: async () => {
        throw Object.assign(new Error('Access Denied'), { name: 'AccessDenied' });
      },
      check: () => ctx.storage.put('.readyz/x', Buffer.from('ok')).then(() => {}),
    };
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', failing: ['storage'] });
    } finally {
      ctx.storage = store;
    }
  });
});
