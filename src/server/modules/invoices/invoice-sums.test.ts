// Today's totals are exact sums of halalas, or a loud failure — never a rounded number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { getApi, sell } from '../../testing/sales';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp, admin: string;
const uuids: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ now: Date.parse('2026-11-22T09:00:00Z') });
  admin = await t.adminToken();
  const ID = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { price: 1999 });
  for (let i = 0; i < 2; i++) {
    const sale = await sell(t, admin, 'kebrit', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID, InvoicedQuantity: 3 }],
    });
    uuids.push(sale.UUID);
  }
});
afterAll(async () => t.close());

/** Sets an invoice's TaxInclusiveAmount straight in the table (no API can write such a value). */
async function setTotal(uuid: string, halalas: number) {
  await t.app.ctx.db
    .updateTable('invoices')
    .set({ tax_inclusive_amount: halalas })
    .where('uuid', '=', uuid)
    .execute();
}

describe('GET invoicestoday sums exactly', () => {
  it('sums the halalas of today’s invoices', async () => {
    const res = await getApi(t, admin, 'kebrit/invoicestoday');
    expect(res.json()).toEqual({ total_invoices: 2, total_amount: 119.94 });
  });

  it('a sum just below 2^53 halalas is exact', async () => {
    await setTotal(uuids[0]!, 2 ** 52);
    await setTotal(uuids[1]!, 2 ** 52 - 1);
    const res = await getApi(t, admin, 'kebrit/invoicestoday');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total_amount).toBe((2 ** 53 - 1) / 100);
  });

  it('a sum beyond 2^53 − 1 halalas fails loudly (500) instead of coming back rounded', async () => {
    await setTotal(uuids[1]!, 2 ** 52 + 1); // Σ = 2^53 + 1: a double would read 2^53
    const res = await getApi(t, admin, 'kebrit/invoicestoday');
    expect(res.statusCode, res.body).toBe(500);
    expect(res.json().error.code).toBe('internal_error');
  });
});
