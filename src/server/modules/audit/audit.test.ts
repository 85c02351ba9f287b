// The audit-log screen's API, on SQLite and — with TEST_DATABASE_URL — PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riyadhMidnightUtc } from '../../../domain/riyadh-time';
import type { AuditPage } from '../../../domain/schemas/audit';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { ADMIN, createTestApp, type TestApp } from '../../testing/test-app';
import { writeAudit } from './service';

let t: TestApp;
let call: ApiCaller;
let admin: string;
let adminId: number;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ config: { receiptImages: false, backupSchedule: null } });
  call = apiCaller(t);
  admin = await t.adminToken();
  const row = await t.app.ctx.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', ADMIN.username)
    .executeTakeFirstOrThrow();
  adminId = Number(row.id);
  const db = t.app.ctx.db;
  // 2026-03-01 in Riyadh runs from 2026-02-28T21:00Z to 2026-03-01T21:00Z.
  const day = riyadhMidnightUtc('2026-03-01');
  await writeAudit(db, {
    at: day - 1,
    userId: adminId,
    action: 'database.backup',
    entity: 'x',
    entityId: 1,
  });
  await writeAudit(db, {
    at: day,
    userId: adminId,
    businessId: KEBRIT_ID,
    action: 'product.delete',
    entity: 'product',
    entityId: 7,
    details: { price: 1500 },
  });
  await writeAudit(db, {
    at: day + 20 * HOUR,
    userId: null,
    action: 'database.backup_failed',
    entity: 'x',
    entityId: 2,
  });
  await writeAudit(db, {
    at: day + 24 * HOUR,
    userId: adminId,
    action: 'database.restore',
    entity: 'x',
    entityId: 3,
  });
});
afterAll(async () => t.close());

async function page(query: string): Promise<AuditPage> {
  const res = await call('GET', `/admin/audit${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /admin/audit', () => {
  it('lists the log newest first, with user, business and details', async () => {
    // Writes user.create, then the new casher's sign-in: the two newest records.
    await t.userToken('casher', 'audit_casher');
    const all = await page('');
    expect(all.items.slice(0, 2).map((i) => [i.action, i.user])).toEqual([
      ['auth.sign_in', 'audit_casher'],
      ['user.create', ADMIN.username],
    ]);
    const times = all.items.map((i) => Date.parse(i.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const price = all.items.find((i) => i.action === 'product.delete');
    expect(price).toMatchObject({
      user: ADMIN.username,
      business: 'kebrit',
      entity: 'product',
      entityId: '7',
      details: { price: 1500 },
    });
    expect(all.items.find((i) => i.action === 'database.backup_failed')?.user).toBeNull();
  });

  it('filters by a Riyadh date range, inclusive', async () => {
    const day = await page('?from=2026-03-01&to=2026-03-01');
    expect(day.items.map((i) => i.action)).toEqual(['database.backup_failed', 'product.delete']);
    expect(day.total).toBe(2);
    const two = await page('?from=2026-03-01&to=2026-03-02');
    expect(two.items.map((i) => i.action)).toEqual([
      'database.restore',
      'database.backup_failed',
      'product.delete',
    ]);
  });

  it('filters by action and by user', async () => {
    expect((await page('?action=product.delete')).items).toHaveLength(1);
    const mine = await page(`?user=${ADMIN.username}&from=2026-02-28&to=2026-03-02`);
    expect(mine.items.map((i) => i.action)).toEqual([
      'database.restore',
      'product.delete',
      'database.backup',
    ]);
    expect((await page('?user=nobody-here')).total).toBe(0);
  });

  it('pages with limit and offset, counting every match', async () => {
    const q = '?from=2026-02-28&to=2026-03-02';
    const first = await page(`${q}&limit=2`);
    const second = await page(`${q}&limit=2&offset=2`);
    expect(first.total).toBe(4);
    expect(first.items.map((i) => i.action)).toEqual([
      'database.restore',
      'database.backup_failed',
    ]);
    expect(second.items.map((i) => i.action)).toEqual(['product.delete', 'database.backup']);
  });

  it.each([
    '?from=2026-02-30',
    '?from=yesterday',
    '?from=2026-03-02&to=2026-03-01',
    '?limit=0',
    '?limit=101',
    '?offset=-1',
    '?limit=abc',
  ])('refuses %s with 400', async (q) => {
    const res = await call('GET', `/admin/audit${q}`, admin);
    expect(res.statusCode, res.body).toBe(400);
  });

  it('names the things a record touches, within its own business only (decision 0050)', async () => {
    const db = t.app.ctx.db;
    const id = await insertTestProduct(db, KEBRIT_ID, { name: 'أرز بسمتي', price: 2500 });
    const { uuid } = await db
      .selectFrom('products')
      .select('uuid')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const at = riyadhMidnightUtc('2026-04-01');
    for (const businessId of [KEBRIT_ID, MENGUSHA_ID])
      await writeAudit(db, {
        at,
        userId: adminId,
        businessId,
        action: 'product.update',
        entity: 'product',
        entityId: uuid,
        details: { price: 25 },
      });
    const { items } = await page('?action=product.update&from=2026-04-01&to=2026-04-01');
    expect(items.map((i) => [i.business, i.names])).toEqual([
      ['mengusha', {}], // the UUID is not mengusha's: no name leaks across businesses
      ['kebrit', { [uuid]: 'أرز بسمتي' }],
    ]);
    const users = await page('?action=user.create');
    const created = users.items[0]!;
    expect(Object.values(created.names)).toEqual(['audit_casher']);
  });

  it('is for administrators only (401 signed out, 403 for a manager)', async () => {
    expect((await call('GET', '/admin/audit', null)).statusCode).toBe(401);
    const res = await call('GET', '/admin/audit', await t.userToken('manager'));
    expect(res.statusCode).toBe(403);
  });
});
