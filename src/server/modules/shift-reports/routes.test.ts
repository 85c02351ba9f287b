import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../testing/api-caller';
import { insertTestProduct, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { T0 } from '../../testing/pos';
import { sell } from '../../testing/sales';
import {
  assignToShift,
  closeShiftRow,
  insertOpenShift,
  insertTill,
  userId,
} from '../../testing/shifts-world';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The shift report routes (decision 0055): a closed shift's Z report with its stored figures,
 * the list, today, detail and export, and who sees what (shifts.own: own only, 404 for another's).
 */
let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: string;
let casher: string;
let manager: string;
let saleUuid = '';
let user: string;
let closedId: number;
let openId: number;
const M = 'mengusha';

beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  call = apiCaller(t);
  admin = await t.adminToken();
  casher = await t.userToken('casher', 'casher_rt');
  manager = await t.userToken('manager');
  user = await t.userToken('user');
  const db = t.app.ctx.db;
  const c = await userId(db, 'casher_rt');
  const grill = await insertTestProduct(db, MENGUSHA_ID, { price: 4500 });
  const till = await insertTill(db, MENGUSHA_ID, 'الكاشير 1', T0);
  const till2 = await insertTill(db, MENGUSHA_ID, 'الكاشير 2', T0);
  closedId = await insertOpenShift(db, {
    businessId: MENGUSHA_ID,
    tillId: till,
    userId: c,
    openingFloat: 10_000,
    openedAt: T0 - 7_200_000,
  });
  const sale = await sell(t, admin, M, {
    PaymentMeansCode: '10',
    InvoiceLine: [{ ID: grill, InvoicedQuantity: 2 }],
  });
  saleUuid = sale.UUID;
  await assignToShift(db, closedId, { uuids: [sale.UUID] });
  // Expected 100 + 90 = 190.00; counted 177.50: short 12.50.
  await closeShiftRow(db, closedId, {
    expected: 19_000,
    counted: 17_750,
    cardBatch: 0,
    closedAt: T0 - 3_600_000,
    closedBy: c,
  });
  openId = await insertOpenShift(db, {
    businessId: MENGUSHA_ID,
    tillId: till2,
    userId: 1,
    openingFloat: 5_000,
    openedAt: T0 - 600_000,
  });
});
afterAll(async () => t.close());

describe('shift report routes', () => {
  it('a closed shift answers its Z report with the stored expected, counted and over/short', async () => {
    const res = await call('GET', `/${M}/shifts/${closedId}/report`, casher);
    expect(res.statusCode).toBe(200);
    expect(res.json().report).toMatchObject({
      kind: 'Z',
      zNumber: 1,
      cashier: { name: 'casher_rt' },
      invoices: { count: 1 },
      byMeans: [{ code: '10', count: 1, total: 90 }],
      cash: { openingFloat: 100, cashSales: 90, expected: 190, counted: 177.5, overShort: -12.5 },
      card: { sales: 0, batchTotal: 0, difference: 0 },
    });
    const detail = await call('GET', `/${M}/shifts/${closedId}`, casher);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().shift).toMatchObject({
      state: 'closed',
      overShort: -12.5,
      salesTotal: 90,
    });
    expect(detail.json().invoices).toEqual([
      expect.objectContaining({
        UUID: saleUuid,
        kind: 'invoice',
        PaymentMeansCode: '10',
        TaxInclusiveAmount: 90,
      }),
    ]);
  });

  it("shifts.own sees only their own shifts: another's is 404, the list is theirs", async () => {
    for (const path of [`shifts/${openId}`, `shifts/${openId}/report`])
      expect((await call('GET', `/${M}/${path}`, casher)).statusCode).toBe(404);
    expect((await call('GET', `/${M}/shifts/999999/report`, admin)).statusCode).toBe(404);
    const mine = (await call('GET', `/${M}/shifts`, casher)).json();
    expect(mine.shifts.map((s: { id: number }) => s.id)).toEqual([closedId]);
    for (const path of ['shifts/today', 'shifts/export'])
      expect((await call('GET', `/${M}/${path}`, casher)).statusCode).toBe(403);
    expect((await call('GET', `/${M}/shifts`, user)).statusCode).toBe(403);
  });

  it('a manager lists all, sorted, with totals; the open one has no expected cash', async () => {
    const res = await call('GET', `/${M}/shifts?sort=overShort&order=asc`, manager);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2026-11-22', to: '2026-11-22' });
    expect(body.shifts.map((s: { id: number }) => s.id)).toEqual([closedId, openId]);
    expect(body.shifts[1]).toMatchObject({ state: 'open', expectedCash: null, overShort: null });
    expect(body.totals).toEqual({ count: 2, salesTotal: 90, overShort: -12.5 });
    const other = await call('GET', `/${M}/shifts?from=2026-11-20&to=2026-11-21`, manager);
    expect(other.json().shifts).toEqual([]);
    const bad = await call('GET', `/${M}/shifts?from=2026-11-23&to=2026-11-21`, manager);
    expect(bad.statusCode).toBe(400);
  });

  it('today: the open shifts and over/short per cashier', async () => {
    const res = await call('GET', `/${M}/shifts/today`, manager);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.open.map((s: { id: number }) => s.id)).toEqual([openId]);
    expect(body.byCashier).toContainEqual({
      cashier: { id: expect.any(Number), name: 'casher_rt' },
      shifts: 1,
      overShort: -12.5,
    });
  });

  it('export: CSV with a BOM and the totals row; xlsx is a zip', async () => {
    const csv = await call('GET', `/${M}/shifts/export?format=csv&order=asc`, manager);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.split('\r\n');
    expect(lines[0]!.startsWith('\uFEFFرقم Z,')).toBe(true);
    expect(lines[1]).toContain('casher_rt');
    expect(lines[1]).toMatch(/,190,177\.5,-12\.5$/);
    expect(lines[3]).toMatch(/^الإجمالي 2026-11-22 – 2026-11-22,.*,90,,,-12\.5$/);
    const xlsx = await call('GET', `/${M}/shifts/export`, admin);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
