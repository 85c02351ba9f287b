import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { postSale } from '../../testing/sales';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** A fixed second: every sale of this file happens "now". */
const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);

let t: TestApp;
let token: string;
let product: number;

beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  token = await t.userToken('casher');
  product = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, { price: 1500 });
});
afterAll(async () => t.close());

const cart = () => ({
  PaymentMeansCode: '10' as const,
  InvoiceLine: [{ ID: product, InvoicedQuantity: 1 }],
});

describe('invoice numbers and order references under concurrency', () => {
  it('20 concurrent sales get IDs exactly 1..20, with distinct OrderReferenceIDs', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => postSale(t, token, 'mengusha', cart())),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const ids = results.map((r) => r.json().ID as number).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    const rows = await t.app.ctx.db
      .selectFrom('invoices')
      .select(['number', 'order_reference_id'])
      .where('business_id', '=', MENGUSHA_ID)
      .orderBy('number')
      .execute();
    expect(rows.map((r) => r.number)).toEqual(ids);
    const refs = rows.map((r) => r.order_reference_id);
    expect(new Set(refs).size).toBe(20);
    // All in the same second: the first takes it, the others are bumped one by one.
    expect([...refs].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => T0 / 1000 + i),
    );
  });

  it('two sales in the same second get distinct OrderReferenceIDs; a later second is used as is', async () => {
    t.clock.now = T0 + 60_000;
    const a = (await postSale(t, token, 'mengusha', cart())).json();
    const b = (await postSale(t, token, 'mengusha', cart())).json();
    const rows = await t.app.ctx.db
      .selectFrom('invoices')
      .select(['uuid', 'order_reference_id'])
      .where('uuid', 'in', [a.UUID, b.UUID])
      .execute();
    const ref = Object.fromEntries(rows.map((r) => [r.uuid, r.order_reference_id]));
    expect(ref[a.UUID]).toBe(T0 / 1000 + 60);
    expect(ref[b.UUID]).toBe(T0 / 1000 + 61);
    expect([a.ID, b.ID]).toEqual([21, 22]);
  });

  it('the counter row holds the last number and reference', async () => {
    const c = await t.app.ctx.db
      .selectFrom('invoice_counters')
      .selectAll()
      .where('business_id', '=', MENGUSHA_ID)
      .executeTakeFirstOrThrow();
    expect(c).toMatchObject({ last_number: 22, last_order_reference: T0 / 1000 + 61 });
  });
});
