// Demo tills and shifts: a week of closed shifts holding real POS sales, read back through the API.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { riyadhDate, riyadhMidnightUtc } from '../../domain/riyadh-time';
import { orderPosBody } from '../../domain/schemas/invoices';
import type { ShiftListAnswer } from '../../domain/schemas/shift-reports';
import { sellAtPos } from '../modules/pos/service';
import { shiftReport } from '../modules/shift-reports';
import { apiCaller } from '../testing/api-caller';
import { insertTestProduct, MENGUSHA_ID } from '../testing/catalogue-fixtures';
import { T0 } from '../testing/pos';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedShifts } from './shifts-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: T0, config: { receiptImages: false } });
});
afterAll(async () => t.close());

it('two tills, a week of closed shifts (one 12.50 short, one 3.00 over, Z 1..n per till) and one open today', async () => {
  const ctx = t.app.ctx;
  const db = ctx.db;
  const manager = await t.userToken('manager');
  await t.userToken('casher', 'cashier1');
  await t.userToken('casher', 'cashier2');
  const grill = await insertTestProduct(db, MENGUSHA_ID, { price: 4500 });
  const business = await db
    .selectFrom('businesses')
    .selectAll()
    .where('id', '=', MENGUSHA_ID)
    .executeTakeFirstOrThrow();
  const today = riyadhMidnightUtc(riyadhDate(T0));
  for (let d = 7; d >= 0; d--)
    for (const [hour, means] of [
      [2, '10'],
      [12, '48'],
      [14, '10'],
    ] as const) {
      const at = today - d * 86_400_000 + (9 + hour) * 3_600_000;
      if (at >= T0) continue;
      await sellAtPos(
        { ...ctx, now: () => at },
        business,
        { id: null, username: 'cashier1' },
        orderPosBody.parse({
          PaymentMeansCode: means,
          InvoiceLine: [{ ID: grill, InvoicedQuantity: 1 }],
        }),
      );
    }
  await seedShifts(ctx, business, t.app.log);
  await seedShifts(ctx, business, t.app.log); // a second run adds nothing

  const from = riyadhDate(today - 7 * 86_400_000);
  const res = await apiCaller(t)(
    'GET',
    `/mengusha/shifts?from=${from}&to=${riyadhDate(T0)}&order=asc`,
    manager,
  );
  expect(res.statusCode).toBe(200);
  const list = res.json<ShiftListAnswer>().shifts;
  const closed = list.filter((s) => s.state === 'closed');
  const open = list.filter((s) => s.state === 'open');
  expect(closed).toHaveLength(11);
  expect(open).toHaveLength(1);
  expect(open[0]).toMatchObject({
    tillName: 'الكاشير 1',
    businessDay: riyadhDate(T0),
    zNumber: null,
  });
  expect(new Set(closed.map((s) => s.businessDay)).size).toBe(7);
  const diffs = closed.map((s) => s.overShort);
  expect(diffs.filter((d) => d === -12.5)).toHaveLength(1);
  expect(diffs.filter((d) => d === 3)).toHaveLength(1);
  expect(diffs.filter((d) => d === 0)).toHaveLength(9);
  for (const till of ['الكاشير 1', 'الكاشير 2']) {
    const z = closed.filter((s) => s.tillName === till).map((s) => s.zNumber);
    expect(z).toEqual(z.map((_, i) => i + 1));
  }
  const tills = await db
    .selectFrom('tills')
    .select(['name', 'z_counter'])
    .where('business_id', '=', MENGUSHA_ID)
    .orderBy('id')
    .execute();
  expect(tills).toEqual([
    { name: 'الكاشير 1', z_counter: 7 },
    { name: 'الكاشير 2', z_counter: 4 },
  ]);
  // Each Z report's figures are sums of the sales recorded at the shift: one cash sale of 45.00 at 11:00 on till 1.
  const first = await shiftReport(db, MENGUSHA_ID, closed[0]!.id, T0);
  expect(first.zNumber).toBe(1);
  expect(closed[0]!.expectedCash).toBe(closed[0]!.openingFloat + 45);
});
