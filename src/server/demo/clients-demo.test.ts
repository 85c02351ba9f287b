// Demo clients and quotations go through the services and cover every state.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertTestProduct, KEBRIT_ID } from '../testing/catalogue-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedClientWork } from './clients-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { receiptImages: false } });
});
afterAll(async () => t.close());

it('8 Saudi clients, quotations pending / approved / deleted, credit invoices collected and outstanding', async () => {
  const db = t.app.ctx.db;
  for (const [i, name] of ['أرز بسمتي', 'زيت ذرة', 'سكر ناعم', 'شاي أحمر', 'حليب مجفف'].entries())
    await insertTestProduct(db, KEBRIT_ID, { name, price: 1500 + i * 750 });
  const business = await db
    .selectFrom('businesses')
    .selectAll()
    .where('id', '=', KEBRIT_ID)
    .executeTakeFirstOrThrow();
  const actor = { id: 1, uuid: '', username: 'sales1', role: 'sales', tokenHash: '' };
  await seedClientWork(t.app.ctx, actor, business, t.app.log);
  await seedClientWork(t.app.ctx, actor, business, t.app.log); // a second run adds nothing

  const clients = await db
    .selectFrom('clients')
    .select('vat')
    .where('business_id', '=', KEBRIT_ID)
    .execute();
  expect(clients).toHaveLength(8);
  for (const c of clients) expect(c.vat).toMatch(/^3\d{13}3$/);
  const states = await db
    .selectFrom('orders')
    .select('state')
    .where('business_id', '=', KEBRIT_ID)
    .execute();
  expect(new Set(states.map((s) => s.state))).toEqual(new Set(['pending', 'approved', 'deleted']));
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'payment_means_code', 'tax_inclusive_amount', 'invoice_subtype'])
    .where('client_id', 'is not', null)
    .execute();
  expect(invoices.every((i) => i.invoice_subtype === '0100000')).toBe(true);
  const vouchers = await db
    .selectFrom('receipt_vouchers')
    .select(['invoice_id', 'amount'])
    .execute();
  const paid = new Map<number, number>();
  for (const v of vouchers) paid.set(v.invoice_id, (paid.get(v.invoice_id) ?? 0) + v.amount);
  const credit = invoices.filter((i) => i.payment_means_code === '24');
  expect(credit.some((i) => paid.get(i.id) === i.tax_inclusive_amount)).toBe(true);
  expect(credit.some((i) => (paid.get(i.id) ?? 0) < i.tax_inclusive_amount)).toBe(true);
});
