import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { postSale, sell } from '../../testing/sales';
import { shiftCalls } from '../../testing/shifts';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The blind close, approval, force-close and late count (decision 0055), on either database. */
const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);
let t: TestApp;
let s: ReturnType<typeof shiftCalls>;
let product: number;
const tok = { manager: '', casher: '', casher2: '' };
const db = () => t.app.ctx.db;

beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  s = shiftCalls(t, 'mengusha');
  tok.manager = await t.userToken('manager', 'mona_manager');
  tok.casher = await t.userToken('casher', 'sara_cashier');
  tok.casher2 = await t.userToken('casher');
  product = await insertTestProduct(db(), MENGUSHA_ID, { price: 1500 });
});
afterAll(async () => t.close());

const cart = (code: '10' | '48', tillId?: number) => ({
  PaymentMeansCode: code,
  InvoiceLine: [{ ID: product, InvoicedQuantity: 1 }],
  ...(tillId ? { tillId } : {}),
});

async function openOn(token: string, name: string, amount = 100) {
  const till = await s.createTill(tok.manager, name);
  const res = await s.open(token, till, { amount });
  return { till, shift: res.json().shift.id as number };
}

describe('a blind close', () => {
  it('sales and movements give expected cash; a small difference closes with Z number 1', async () => {
    const { till, shift } = await openOn(tok.casher, 'أ');
    const a = await sell(t, tok.casher, 'mengusha', cart('10', till));
    await sell(t, tok.casher, 'mengusha', cart('48', till));
    await sell(t, tok.casher, 'mengusha', cart('10', till));
    await s.move(tok.casher, shift, { direction: 'out', amount: 20, reason: 'ثلج' });
    const rows = await db()
      .selectFrom('invoices')
      .select(['till_id', 'shift_id', 'tax_inclusive_amount', 'payment_means_code'])
      .where('shift_id', '=', shift)
      .execute();
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.till_id === till)).toBe(true);
    const cash = rows.filter((r) => r.payment_means_code === '10');
    const expected = 10_000 + cash.reduce((n, r) => n + Number(r.tax_inclusive_amount), 0) - 2_000;
    expect((await s.close(tok.casher2, shift, { amount: 1 })).statusCode).toBe(404);
    const res = await s.close(tok.casher, shift, { amount: (expected - 100) / 100 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      comparison: { expectedCash: expected / 100, overShort: -1, limit: 5, needsApproval: false },
      shift: { state: 'closed', zNumber: 1, overShort: -1, salesCount: 3 },
      report: { kind: 'Z', zNumber: 1, cash: { expected: expected / 100, overShort: -1 } },
    });
    expect((await s.close(tok.casher, shift, { amount: 1 })).json().error.code).toBe(
      'shift_closed',
    );
    expect(a.ID).toBeGreaterThan(0);
    const moved = await s.move(tok.casher, shift, { direction: 'in', amount: 1, reason: 'x' });
    expect(moved.json().error.code).toBe('shift_closed');
  });

  it('over the limit: the first count stands; a manager of this business approves', async () => {
    const { shift } = await openOn(tok.casher, 'ب', 50);
    const first = await s.close(tok.casher, shift, { count: { n20: 3 } });
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({
      error: { code: 'shift_approval_required' },
      details: { expectedCash: 50, countedCash: 60, overShort: 10, needsApproval: true },
    });
    const row = await db()
      .selectFrom('shifts')
      .selectAll()
      .where('id', '=', shift)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'open', counted_cash: 6_000, z_number: null });
    expect(row.counted_at).not.toBeNull();
    // A recount to the expected amount still needs approval.
    expect((await s.close(tok.casher, shift, { amount: 50 })).json().error.code).toBe(
      'shift_approval_required',
    );
    const cashierApproves = await s.close(tok.casher, shift, {
      amount: 60,
      approval: { username: 'sara_cashier', password: 'password-123' },
    });
    expect(cashierApproves.statusCode).toBe(403);
    expect(cashierApproves.json().error.code).toBe('shift_approval_refused');
    const wrong = await s.close(tok.casher, shift, {
      amount: 60,
      approval: { username: 'mona_manager', password: 'nope-nope' },
    });
    expect(wrong.json().error.code).toBe('shift_approval_refused');
    const ok = await s.close(tok.casher, shift, {
      amount: 60,
      approval: { username: 'mona_manager', password: 'password-123' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().shift).toMatchObject({ overShort: 10, countedCash: 60, expectedCash: 50 });
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(shift))
      .where('entity', '=', 'shift')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'shift.open',
      'shift.close',
      'shift.close_approved',
    ]);
  });

  it('two closes at once: one 200, one 409 shift_closed; one Z number spent', async () => {
    const { till, shift } = await openOn(tok.casher2, 'ج');
    const results = await Promise.all([
      s.close(tok.casher2, shift, { amount: 100 }),
      s.close(tok.casher2, shift, { amount: 100 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.code).toBe('shift_closed');
    const t1 = await db()
      .selectFrom('tills')
      .select('z_counter')
      .where('id', '=', till)
      .executeTakeFirstOrThrow();
    expect(Number(t1.z_counter)).toBe(1);
  });

  it('a close whose last statement fails leaves the shift open and no Z number spent', async () => {
    const { till, shift } = await openOn(tok.casher2, 'د');
    // A planted closed shift already holds Z number 1 on this till: the close's update clashes.
    await db()
      .insertInto('shifts')
      .values({
        business_id: MENGUSHA_ID,
        till_id: till,
        user_id: 1,
        state: 'closed',
        business_day: '2026-11-22',
        opened_at: T0,
        opening_float: 0,
        z_number: 1,
      })
      .execute();
    const res = await s.close(tok.casher2, shift, { amount: 100 });
    expect(res.statusCode).toBe(409);
    const row = await db()
      .selectFrom('shifts')
      .selectAll()
      .where('id', '=', shift)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'open', z_number: null, closed_at: null });
    const t1 = await db()
      .selectFrom('tills')
      .select('z_counter')
      .where('id', '=', till)
      .executeTakeFirstOrThrow();
    expect(Number(t1.z_counter)).toBe(0);
  });
});

describe('force-close and the late count', () => {
  it('a manager force-closes; the count comes later, once', async () => {
    const { shift } = await openOn(tok.casher, 'هـ', 30);
    expect(
      (await s.call('POST', `/mengusha/shifts/${shift}/force-close`, tok.casher)).statusCode,
    ).toBe(403);
    const forced = await s.call('POST', `/mengusha/shifts/${shift}/force-close`, tok.manager);
    expect(forced.json()).toMatchObject({ comparison: null, shift: { forced: true, zNumber: 1 } });
    const count = (body: object) =>
      s.call('POST', `/mengusha/shifts/${shift}/count`, tok.manager, body);
    const late = await count({ amount: 29.5 });
    expect(late.json()).toMatchObject({ comparison: { expectedCash: 30, overShort: -0.5 } });
    expect((await count({ amount: 30 })).json().error.code).toBe('shift_already_counted');
  });
});

describe('selling at a till', () => {
  it('requireShift: no till or no open shift is 409 shift_required, no number spent', async () => {
    await db()
      .updateTable('businesses')
      .set({ require_shift: 1 })
      .where('id', '=', MENGUSHA_ID)
      .execute();
    const till = await s.createTill(tok.manager, 'و');
    const before = await sell(
      t,
      tok.manager,
      'mengusha',
      cart('10', (await openOn(tok.manager, 'ز')).till),
    );
    for (const body of [cart('10'), cart('10', till)]) {
      const res = await postSale(t, tok.casher, 'mengusha', body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('shift_required');
    }
    const archived = await s.createTill(tok.manager, 'ح');
    await s.call('PUT', `/mengusha/tills/${archived}`, tok.manager, { archived: true });
    expect((await postSale(t, tok.casher, 'mengusha', cart('10', archived))).statusCode).toBe(409);
    const kebritTill = await shiftCalls(t, 'kebrit').createTill(await t.adminToken(), 'ك');
    expect((await postSale(t, tok.casher, 'mengusha', cart('10', kebritTill))).statusCode).toBe(
      404,
    );
    expect((await s.open(tok.casher, till, { amount: 0 })).statusCode).toBe(201);
    const after = await sell(t, tok.casher, 'mengusha', cart('10', till));
    expect(after.ID).toBe(before.ID + 1);
    await db()
      .updateTable('businesses')
      .set({ require_shift: 0 })
      .where('id', '=', MENGUSHA_ID)
      .execute();
    const free = await s.createTill(tok.manager, 'ط');
    const noShift = await sell(t, tok.casher, 'mengusha', cart('10', free));
    const row = await db()
      .selectFrom('invoices')
      .select(['till_id', 'shift_id'])
      .where('uuid', '=', noShift.UUID)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ till_id: free, shift_id: null });
  });

  it('a cash collection at the till is recorded with its shift and counted in the drawer', async () => {
    const m = await t.userToken('manager');
    const { till, shift } = await openOn(m, 'ي', 10);
    const credit = await sell(t, m, 'mengusha', {
      PaymentMeansCode: '24',
      InvoiceLine: [{ ID: product, InvoicedQuantity: 1 }],
    });
    const paid = await s.call('POST', `/mengusha/invoices/${credit.UUID}/payments`, m, {
      PaymentMeansCode: '10',
      Amount: 5,
      tillId: till,
    });
    expect(paid.statusCode).toBe(201);
    const v = await db()
      .selectFrom('receipt_vouchers')
      .select(['till_id', 'shift_id'])
      .where('shift_id', '=', shift)
      .executeTakeFirstOrThrow();
    expect(v).toEqual({ till_id: till, shift_id: shift });
    const closed = await s.close(m, shift, { amount: 15 });
    expect(closed.json().comparison).toMatchObject({ expectedCash: 15, overShort: 0 });
  });

  it('a credit note of a cash sale made at the till is a cash refund of its shift', async () => {
    const { till, shift } = await openOn(tok.manager, 'ر', 100);
    const sale = await sell(t, tok.manager, 'mengusha', cart('10', till));
    const note = await s.call('POST', `/mengusha/invoices/${sale.UUID}/creditnotes`, tok.manager, {
      Reason: 'مرتجع',
      tillId: till,
    });
    expect(note.statusCode).toBe(201);
    const report = (await s.call('GET', `/mengusha/shifts/${shift}/report`, tok.manager)).json()
      .report;
    expect(report.cash).toMatchObject({ cashSales: 15, cashRefunds: 15, expected: 100 });
    expect(report.creditNotes).toEqual({ count: 1, total: -15 });
  });
});
