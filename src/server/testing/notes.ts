import { apiCaller, roleTokens } from './api-caller';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from './catalogue-fixtures';
import { sell } from './sales';
import { createTestApp } from './test-app';

/**
 * The world of the credit and debit note tests (decision 0034): an app at `now` (UTC ms), the
 * admin and one token per role, and two cash sales — `s1` in mengusha (2 × شاورما 11.50 + 4 × شاي
 * 1.99 = 30.96) and `kebritSale` in kebrit (1 × ماء 1.10).
 */
export async function notesWorld(now: number) {
  const t = await createTestApp({ now });
  const call = apiCaller(t);
  const admin = await t.adminToken();
  const tokens = await roleTokens(t);
  const db = t.app.ctx.db;
  const A = await insertTestProduct(db, MENGUSHA_ID, { name: 'شاورما', price: 1150 });
  const B = await insertTestProduct(db, MENGUSHA_ID, { name: 'شاي', price: 199 });
  const K = await insertTestProduct(db, KEBRIT_ID, { name: 'ماء', price: 110 });
  const s1 = (
    await sell(t, admin, 'mengusha', {
      PaymentMeansCode: '10',
      InvoiceLine: [
        { ID: A, InvoicedQuantity: 2 },
        { ID: B, InvoicedQuantity: 4 },
      ],
    })
  ).UUID;
  const kebritSale = (
    await sell(t, admin, 'kebrit', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: K, InvoicedQuantity: 1 }],
    })
  ).UUID;
  return { t, call, admin, tokens, s1, kebritSale };
}
