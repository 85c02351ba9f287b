// Money paths on one invoice at once (docs/decisions/0042-money-lock-order.md): collections and
// credit/debit notes of the same credit invoice, in parallel. On PostgreSQL the two paths used to
// lock the business's counter row and the invoice in opposite orders and deadlock (500
// internal_error); every answer must now be 2xx or a 4xx with a code, and the totals exact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, roleTokens, type ApiCaller, type RoleTokens } from '../testing/api-caller';
import { insertTestProduct, KEBRIT_ID } from '../testing/catalogue-fixtures';
import { createClient } from '../testing/clients';
import { approve, createOrder } from '../testing/orders';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;
let tokens: RoleTokens;
let call: ApiCaller;
let item: number;
let client: Awaited<ReturnType<typeof createClient>>;

beforeAll(async () => {
  t = await createTestApp({ now: Date.UTC(2026, 10, 3, 9, 0, 0) });
  admin = await t.adminToken();
  tokens = await roleTokens(t);
  call = apiCaller(t);
  item = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { price: 100 }); // 1.00 with VAT
  client = await createClient(t, admin, 'kebrit', { RegistrationName: 'مؤسسة الساحل للمقاولات' });
});
afterAll(async () => t.close());

/** An approved credit (24) quotation of `pieces` pieces at 1.00 with VAT; its invoice's UUID. */
async function creditInvoice(pieces: number): Promise<string> {
  const o = await createOrder(t, tokens.sales, 'kebrit', {
    Customer: { UUID: client.UUID },
    PaymentMeansCode: '24',
    InvoiceLine: [{ ID: item, InvoicedQuantity: pieces }],
  });
  const res = await approve(t, tokens.sales, 'kebrit', o.ID);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().UUID as string;
}

const PAIRS = 50;

describe('50 pairs of (collection, note) on one credit invoice, in parallel', () => {
  it('every answer is 2xx or a 4xx with a code; what is owed is exact', async () => {
    const uuid = await creditInvoice(100); // 100.00
    const answers = await Promise.all(
      Array.from({ length: PAIRS }, (_, i) => [
        call('POST', `/kebrit/invoices/${uuid}/payments`, tokens.sales, {
          PaymentMeansCode: '10',
          Amount: 1,
        }),
        i % 5 === 4
          ? call('POST', `/kebrit/invoices/${uuid}/debitnotes`, admin, {
              Reason: 'فرق سعر',
              InvoiceLine: [{ ItemName: 'فرق سعر', InvoicedQuantity: 1, Price: 1.15 }],
            })
          : call('POST', `/kebrit/invoices/${uuid}/creditnotes`, admin, {
              Reason: 'مرتجع',
              InvoiceLine: [{ ID: 1, InvoicedQuantity: 1 }],
            }),
      ]).flat(),
    );
    const failures = answers.filter(
      (r) => r.statusCode >= 500 || (r.statusCode >= 400 && !r.json().error?.code),
    );
    expect(failures.map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    // Nothing here may be refused: 100.00 − 40 × 1.00 − 50 × 1.00 (the least owed) is above 0.
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
    const invoice = (await call('GET', `/kebrit/invoices/${uuid}`, admin)).json().invoice;
    expect(invoice.PaidAmount).toBe(50);
    const notes = invoice.Notes as { TaxInclusiveAmount: number }[];
    expect(notes).toHaveLength(PAIRS);
    const notedHalalas = notes.reduce((sum, n) => sum + Math.round(n.TaxInclusiveAmount * 100), 0);
    expect(notedHalalas).toBe(-40 * 100 + 10 * 115); // 40 returns of 1.00, 10 debits of 1.15
    expect(invoice.TaxInclusiveAmount).toBe(100);
    expect(invoice.OutstandingAmount).toBe((10_000 + notedHalalas - 5_000) / 100);
  });
});
