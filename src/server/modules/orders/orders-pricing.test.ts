// Quotations: priced as the POS prices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { halalasToSar } from '../../../domain/money';
import { riyadhDate, riyadhTime } from '../../../domain/riyadh-time';
import { computeLine, invoiceTotals } from '../../../domain/vat';
import type { ApiCaller, RoleTokens } from '../../testing/api-caller';
import { postOrder, quotationWorld, type QuotationWorld } from '../../testing/orders';
import { sell } from '../../testing/sales';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let tokens: RoleTokens;
let call: ApiCaller;
let client: string;
let mengushaClient: string;
let p: QuotationWorld['p'];

beforeAll(async () => {
  ({ t, admin, tokens, call, client, mengushaClient, p } = await quotationWorld());
});
afterAll(async () => t.close());

const twoLines = () => [
  { ID: p.rice!, InvoicedQuantity: 3 },
  { ID: p.oil!, InvoicedQuantity: 10, Price: 19.5 },
];

describe('orders: creation and pricing (as the POS prices)', () => {
  it('POST → 201 the order: catalogue and negotiated prices, VAT per line, credit → paid 0', async () => {
    const res = await postOrder(t, tokens.sales, 'kebrit', {
      Customer: { UUID: client },
      PaymentMeansCode: '24',
      InvoiceLine: twoLines(),
    });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    const lines = [computeLine(9500, 3, 0), computeLine(1950, 10, 0)];
    const totals = invoiceTotals(lines);
    expect(order).toMatchObject({
      ID: order.OrderReferenceID,
      State: 'pending',
      EmployeeName: expect.stringMatching(/^sales/),
      InvoiceTypeCode: '388',
      Delhivery: '0',
      PaymentMeansCode: '24',
      Customer: {
        UUID: client,
        RegistrationName: 'شركة الأفق للتجارة',
        CityName: 'جدة',
        CitySubdivisionName: 'حي الروضة',
      },
      Supplier: { VAT: expect.stringMatching(/^3\d{13}3$/) },
      TaxExclusiveAmount: halalasToSar(totals.taxExclusive),
      TaxAmount: halalasToSar(totals.tax),
      TaxInclusiveAmount: halalasToSar(totals.taxInclusive),
      PrepaidAmount: 0,
      PayableAmount: halalasToSar(totals.taxInclusive),
      Invoice: null,
    });
    expect(order.InvoiceLine).toMatchObject([
      {
        ID: p.rice,
        Price: 95,
        PriceAmount: 285,
        TaxAmount: halalasToSar(lines[0]!.tax),
        Negotiated: false,
      },
      { ID: p.oil, Price: 19.5, RoundingAmount: 195, Negotiated: true },
    ]);
    // The business's first quotation is number 1 (decision 0052), dated by the clock in Riyadh.
    expect(order.OrderReferenceID).toBe(1);
    expect(order.IssueDate).toBe(riyadhDate(t.clock.now));
    expect(order.IssueTime).toBe(riyadhTime(t.clock.now));
  });

  it('cash: paid = total, remaining 0; the amounts a client sends must match (else 422 totals_mismatch)', async () => {
    const ok = await postOrder(t, admin, 'kebrit', {
      Customer: { UUID: client },
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: p.rice!, InvoicedQuantity: 1, TaxAmount: 11.74 }],
      TaxInclusiveAmount: 89.99,
      PrepaidAmount: 89.99,
      PayableAmount: 0,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ PrepaidAmount: 89.99, PayableAmount: 0 });
    const bad = await postOrder(t, admin, 'kebrit', {
      Customer: { UUID: client },
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: p.rice!, InvoicedQuantity: 1, TaxAmount: 11.73 }],
      TaxInclusiveAmount: 90,
      PrepaidAmount: 0,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatchObject({
      code: 'totals_mismatch',
      fields: {
        'InvoiceLine.0.TaxAmount': 'القيمة الصحيحة 11.74',
        TaxInclusiveAmount: 'القيمة الصحيحة 89.99',
        PrepaidAmount: 'القيمة الصحيحة 89.99',
      },
    });
  });

  it('quotations are numbered 1, 2, 3… per business, apart from sales, also when created in parallel', async () => {
    t.clock.now = Date.UTC(2026, 10, 22, 10, 0, 0);
    const sale = await sell(t, admin, 'kebrit', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: p.oil!, InvoicedQuantity: 1 }],
    });
    const before = (await call('GET', '/kebrit/orders', admin)).json() as { ID: number }[];
    const last = Math.max(...before.map((o) => o.ID));
    const quote = (business: string, UUID: string, ID: number) =>
      postOrder(t, admin, business, {
        Customer: { UUID },
        PaymentMeansCode: '10',
        InvoiceLine: [{ ID, InvoicedQuantity: 1 }],
      });
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => quote('kebrit', client, p.oil!)),
      ...Array.from({ length: 3 }, () => quote('mengusha', mengushaClient, p.grill!)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    const numbers = answers.map((a) => a.json().OrderReferenceID as number);
    const kebrit = numbers.slice(0, 12).sort((a, b) => a - b);
    expect(kebrit).toEqual(Array.from({ length: 12 }, (_, i) => last + 1 + i));
    expect(numbers.slice(12).sort((a, b) => a - b)).toEqual([1, 2, 3]);
    const inv = (await call('GET', `/kebrit/invoices/${sale.UUID}`, admin)).json().invoice;
    expect(kebrit).not.toContain(inv.OrderReferenceID);
    const listed = (await call('GET', '/kebrit/orders', admin)).json() as { ID: number }[];
    expect(listed.slice(0, 12).map((o) => o.ID)).toEqual([...kebrit].reverse());
  });

  it.each([
    [{ InvoiceLine: [] }, 400, 'empty_cart'],
    [{ InvoiceLine: [{ ID: 1, InvoicedQuantity: 0 }] }, 400, 'validation_failed'],
    [{ Customer: {} }, 400, 'validation_failed'],
    [{ PaymentMeansCode: '99' }, 400, 'validation_failed'],
    [{ PaymentMeansCode: '42' }, 422, 'payment_means_not_enabled'],
  ] as const)('refuses %j → %i %s', async (override, status, code) => {
    const res = await postOrder(t, admin, 'kebrit', {
      Customer: { UUID: client },
      PaymentMeansCode: '10',
      InvoiceLine: twoLines(),
      ...(override as object),
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
    expect(res.json().error.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('422 unknown_product for an unpublished product or one of another business; 404 for another business client', async () => {
    for (const ID of [p.hidden!, p.grill!]) {
      const res = await postOrder(t, admin, 'kebrit', {
        Customer: { UUID: client },
        PaymentMeansCode: '10',
        InvoiceLine: [{ ID, InvoicedQuantity: 1 }],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 'unknown_product',
        fields: { 'InvoiceLine.0.ID': expect.any(String) },
      });
    }
    const other = await postOrder(t, admin, 'kebrit', {
      Customer: { UUID: mengushaClient },
      PaymentMeansCode: '10',
      InvoiceLine: twoLines(),
    });
    expect(other.statusCode).toBe(404);
  });
});
