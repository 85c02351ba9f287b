import { expect } from 'vitest';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from './catalogue-fixtures';
import { createClient } from './clients';
import { approve, createOrder } from './orders';
import { sell } from './sales';
import { createTestApp } from './test-app';

const at = (iso: string) => Date.parse(iso);
/** The world's "now": 12:00 Riyadh on 5 December 2026. */
export const DEC_5 = at('2026-12-05T09:00:00Z');

/**
 * The sales the report tests check by hand. Per line: extension =
 * round½↑(total × 100 / 115), tax = total − extension (src/domain/vat.ts).
 *
 * mengusha — A 'شاورما' 11.50, B 'شاي' 1.99:
 *   m1 2026-11-15 12:00 Riyadh, cash: 1×A + 4×B = 11.50 + 7.96 = 19.46 (ext 10.00 + 6.92, tax 2.54)
 *   m2 2026-11-30 23:30 Riyadh (20:30Z), cash: 2×A = 23.00 (ext 20.00, tax 3.00)  → November
 *   m3 2026-12-01 00:10 Riyadh (21:10Z on 30 Nov), card: 1×B = 1.99 (1.73, 0.26) → December
 *   m4 2026-12-05 11:00 Riyadh, apps 42: 1×A = 11.50 (10.00, 1.50)
 *   m5 2026-12-05 11:30 Riyadh, credit 24: 1×B = 1.99 (1.73, 0.26)
 * kebrit — K 'ماء' 1.10 (ext round(95.65) = 96 halalas, tax 14):
 *   k1 2026-11-10 cash 1×K; k2 2026-11-11 cash 1×K; k3 2026-11-12 credit, approved quotation of
 *   a client with a VAT number: 2×K = 2.20 (ext round(191.30) = 1.91, tax 0.29).
 * Returns the app (clock at DEC_5), the admin's token, one token per role and the client's VAT.
 */
export async function reportWorld() {
  // Sessions last 12 h from sign-in on the fake clock: sign in at the latest instant used.
  const t = await createTestApp({ now: DEC_5 });
  const admin = await t.adminToken();
  const tokens = { casher: '', sales: '', user: '', manager: '' };
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[])
    tokens[role] = await t.userToken(role);
  const db = t.app.ctx.db;
  const A = await insertTestProduct(db, MENGUSHA_ID, { name: 'شاورما', price: 1150 });
  const B = await insertTestProduct(db, MENGUSHA_ID, { name: 'شاي', price: 199 });
  const K = await insertTestProduct(db, KEBRIT_ID, { name: 'ماء', price: 110 });
  const sale = async (iso: string, business: string, body: Parameters<typeof sell>[3]) => {
    t.clock.now = at(iso);
    await sell(t, admin, business, body);
  };
  await sale('2026-11-10T06:00:00Z', 'kebrit', {
    PaymentMeansCode: '10',
    InvoiceLine: [{ ID: K, InvoicedQuantity: 1 }],
  });
  await sale('2026-11-11T06:00:00Z', 'kebrit', {
    PaymentMeansCode: '10',
    InvoiceLine: [{ ID: K, InvoicedQuantity: 1 }],
  });
  t.clock.now = at('2026-11-12T06:00:00Z');
  const client = await createClient(t, admin, 'kebrit');
  const order = await createOrder(t, admin, 'kebrit', {
    Customer: { UUID: client.UUID },
    PaymentMeansCode: '24',
    InvoiceLine: [{ ID: K, InvoicedQuantity: 2 }],
  });
  expect((await approve(t, admin, 'kebrit', order.ID)).statusCode).toBe(201);

  await sale('2026-11-15T09:00:00Z', 'mengusha', {
    PaymentMeansCode: '10',
    InvoiceLine: [
      { ID: A, InvoicedQuantity: 1 },
      { ID: B, InvoicedQuantity: 4 },
    ],
  });
  await sale('2026-11-30T20:30:00Z', 'mengusha', {
    PaymentMeansCode: '10',
    InvoiceLine: [{ ID: A, InvoicedQuantity: 2 }],
  });
  await sale('2026-11-30T21:10:00Z', 'mengusha', {
    PaymentMeansCode: '48',
    InvoiceLine: [{ ID: B, InvoicedQuantity: 1 }],
  });
  await sale('2026-12-05T08:00:00Z', 'mengusha', {
    PaymentMeansCode: '42',
    InvoiceLine: [{ ID: A, InvoicedQuantity: 1 }],
  });
  await sale('2026-12-05T08:30:00Z', 'mengusha', {
    PaymentMeansCode: '24',
    InvoiceLine: [{ ID: B, InvoicedQuantity: 1 }],
  });
  t.clock.now = DEC_5;
  return { t, admin, tokens, clientVat: client.client.VAT };
}
