import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { postSale } from '../../testing/sales';
import { shiftCalls } from '../../testing/shifts';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Sales racing a close (decision 0055): with requireShift on, every sale sent while the shift
 * closes either lands in the shift — and is in its Z report's figures — or is refused with
 * shift_required without spending an invoice number. None belongs to no shift. On either database
 * (PostgreSQL runs them truly at once: the sale and the close both lock the counter row first).
 */
const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: T0 });
});
afterAll(async () => t.close());

describe('sales while a shift closes', () => {
  it('land in the shift and its Z report, or are refused with no number spent', async () => {
    const db = t.app.ctx.db;
    const s = shiftCalls(t, 'mengusha');
    const manager = await t.userToken('manager', 'race_manager');
    const casher = await t.userToken('casher', 'race_cashier');
    const product = await insertTestProduct(db, MENGUSHA_ID, { price: 1500 });
    // Any count closes without approval, so the race is only between the sales and the close.
    await db
      .updateTable('businesses')
      .set({ require_shift: 1, shift_difference_limit: 100_000_000 })
      .where('id', '=', MENGUSHA_ID)
      .execute();
    const till = await s.createTill(manager, 'سباق');
    const shift = (await s.open(casher, till, { amount: 100 })).json().shift.id as number;
    const sale = () =>
      postSale(t, casher, 'mengusha', {
        PaymentMeansCode: '10',
        tillId: till,
        InvoiceLine: [{ ID: product, InvoicedQuantity: 1 }],
      });
    // Sales start, then the close is sent while they are in flight, then more sales.
    const early = Array.from({ length: 8 }, sale);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const close = s.close(casher, shift, { amount: 100 });
    const late = Array.from({ length: 4 }, sale);
    const [closed, ...sales] = await Promise.all([close, ...early, ...late]);

    expect(closed!.statusCode).toBe(200);
    const codes = sales.map((r) => (r.statusCode === 201 ? 'sold' : r.json().error.code));
    expect(codes.every((c) => c === 'sold' || c === 'shift_required')).toBe(true);
    const sold = sales.filter((r) => r.statusCode === 201).map((r) => r.json().ID as number);

    const rows = await db
      .selectFrom('invoices')
      .select(['number', 'shift_id'])
      .where('business_id', '=', MENGUSHA_ID)
      .where('till_id', '=', till)
      .orderBy('number')
      .execute();
    expect(rows.map((r) => r.number)).toEqual([...sold].sort((a, b) => a - b));
    expect(rows.every((r) => r.shift_id === shift)).toBe(true);
    // No refusal spent a number: the till's invoices are consecutive.
    if (rows.length > 0) expect(rows.at(-1)!.number - rows[0]!.number + 1).toBe(rows.length);

    const { report } = closed!.json();
    expect(report.invoices.count).toBe(sold.length);
    expect(report.cash.expected).toBe(100 + 15 * sold.length);
    const after = await sale();
    expect(after.json().error.code).toBe('shift_required');
  });
});
