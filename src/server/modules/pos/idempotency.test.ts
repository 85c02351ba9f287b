// POS: a repeated sale (double tap, retry, same OrderID) issues one tax invoice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPosBody } from '../../../domain/schemas/invoices';
import { KEBRIT_ID, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { postSale } from '../../testing/sales';
import { bearer, type TestApp } from '../../testing/test-app';
import { PNG_MAGIC, posFixture, type PosFixture } from '../../testing/pos';

let t: TestApp, admin: string, p: PosFixture['p'];
beforeAll(async () => {
  ({ t, admin, p } = await posFixture());
});
afterAll(async () => t.close());

const teaCart = (quantity = 1): OrderPosBody => ({
  PaymentMeansCode: '10',
  InvoiceLine: [{ ID: p.tea!, InvoicedQuantity: quantity }],
});

/** POST orderpos with an Idempotency-Key header. */
function postKeyed(key: string, body: OrderPosBody, business = 'mengusha', token = admin) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${business}/orderpos`,
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: body,
  });
}

async function invoiceCount(businessId = MENGUSHA_ID): Promise<number> {
  const r = await t.app.ctx.db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

async function numbers(businessId = MENGUSHA_ID): Promise<number[]> {
  const rows = await t.app.ctx.db
    .selectFrom('invoices')
    .select('number')
    .where('business_id', '=', businessId)
    .orderBy('number')
    .execute();
  return rows.map((r) => r.number);
}

describe('an idempotent sale (Idempotency-Key header or OrderID)', () => {
  it('10 concurrent identical requests with one key make one invoice; every answer carries its number', async () => {
    const before = await numbers();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => postKeyed('cart-concurrent-1', teaCart(2))),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const answers = results.map((r) => r.json());
    const first = answers.find((_, i) => results[i]!.statusCode === 201);
    for (const a of answers) {
      expect(a).toMatchObject({ ID: first.ID, invoid: first.ID, UUID: first.UUID });
    }
    expect(await numbers()).toEqual([...before, before.length + 1]);
    // Numbering stays gapless: the next sale takes the very next number.
    const next = await postKeyed('cart-concurrent-2', teaCart());
    expect(next.statusCode).toBe(201);
    expect(next.json().ID).toBe(first.ID + 1);
    expect(await numbers()).toEqual(Array.from({ length: first.ID + 1 }, (_, i) => i + 1));
  });

  it('a repeat answers 200 with the first invoice, its number and its receipt image', async () => {
    const a = await postKeyed('cart-repeat', teaCart(3));
    expect(a.statusCode).toBe(201);
    const count = await invoiceCount();
    const b = await postKeyed('cart-repeat', teaCart(3));
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(b.json().invoimage.startsWith(PNG_MAGIC)).toBe(true);
    expect(await invoiceCount()).toBe(count);
  });

  it('the same OrderID twice (no header) makes one invoice', async () => {
    const body = { ...teaCart(), OrderID: 'pos-7f3a' };
    const a = await postSale(t, admin, 'mengusha', body);
    const b = await postSale(t, admin, 'mengusha', body);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(200);
    expect(b.json().ID).toBe(a.json().ID);
    const rows = await t.app.ctx.db
      .selectFrom('invoices')
      .select('number')
      .where('business_id', '=', MENGUSHA_ID)
      .where('order_id', '=', 'pos-7f3a')
      .execute();
    expect(rows).toEqual([{ number: a.json().ID }]);
  });

  it('the same key with a different cart is refused 422 idempotency_key_reused, nothing written', async () => {
    const a = await postKeyed('cart-changed', teaCart(1));
    expect(a.statusCode).toBe(201);
    const count = await invoiceCount();
    const b = await postKeyed('cart-changed', teaCart(2));
    expect(b.statusCode).toBe(422);
    expect(b.json().error).toMatchObject({
      code: 'idempotency_key_reused',
      message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    const c = await postSale(t, admin, 'mengusha', { ...teaCart(5), OrderID: 'cart-changed' });
    expect(c.statusCode).toBe(422);
    expect(c.json().error.code).toBe('idempotency_key_reused');
    expect(await invoiceCount()).toBe(count);
  });

  it('a refused sale does not use up its key: the corrected cart is then sold', async () => {
    const bad = await postKeyed('cart-fixed', {
      ...teaCart(),
      TaxInclusiveAmount: 999,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('totals_mismatch');
    const good = await postKeyed('cart-fixed', teaCart());
    expect(good.statusCode).toBe(201);
  });

  it('keys are per business: the same key at kebrit is another sale', async () => {
    const m = await postKeyed('shared-key', teaCart());
    const k = await postKeyed(
      'shared-key',
      {
        PaymentMeansCode: '10',
        InvoiceLine: [{ ID: p.kebrit!, InvoicedQuantity: 1 }],
      },
      'kebrit',
    );
    expect([m.statusCode, k.statusCode]).toEqual([201, 201]);
    expect(await invoiceCount(KEBRIT_ID)).toBe(1);
  });

  it('a repeat still answers the first invoice after its product left the catalogue', async () => {
    const a = await postKeyed('cart-then-hidden', teaCart(4));
    expect(a.statusCode).toBe(201);
    await t.app.ctx.db
      .updateTable('products')
      .set({ published: 0 })
      .where('id', '=', p.tea!)
      .execute();
    try {
      const b = await postKeyed('cart-then-hidden', teaCart(4));
      expect(b.statusCode).toBe(200);
      expect(b.json().UUID).toBe(a.json().UUID);
    } finally {
      await t.app.ctx.db
        .updateTable('products')
        .set({ published: 1 })
        .where('id', '=', p.tea!)
        .execute();
    }
  });

  it('refuses a malformed key with 400 validation_failed', async () => {
    const res = await postKeyed('x'.repeat(101), teaCart());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('without a key or OrderID every request is its own sale', async () => {
    const count = await invoiceCount();
    const a = await postSale(t, admin, 'mengusha', teaCart());
    const b = await postSale(t, admin, 'mengusha', teaCart());
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(await invoiceCount()).toBe(count + 2);
  });
});
