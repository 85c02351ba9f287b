// Selling with modifiers through POST orderpos, and the sales-by-modifier report (decision 0056).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { halalasToSar } from '../../../domain/money';
import { computeLine, invoiceTotals } from '../../../domain/vat';
import {
  insertTestCategory,
  insertTestProduct,
  MENGUSHA_ID,
} from '../../testing/catalogue-fixtures';
import { createGroup } from '../../testing/modifiers';
import { T0 } from '../../testing/pos';
import { getApi, postSale, sell } from '../../testing/sales';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp, admin: string, shawarma: number, firstSale: string;
let medium: number, large: number, garlic: number, cheese: number;
beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  admin = await t.adminToken();
  const sandwiches = await insertTestCategory(t.app.ctx.db, MENGUSHA_ID, 'سندويتشات');
  shawarma = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, {
    name: 'شاورما دجاج',
    price: 1500,
    categoryId: sandwiches,
  });
  const size = await createGroup(t, admin, 'mengusha', {
    name: 'الحجم',
    required: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: 'وسط', priceChange: 0 },
      { name: 'كبير', priceChange: 3 },
    ],
    productIds: [shawarma],
  });
  const extras = await createGroup(t, admin, 'mengusha', {
    name: 'الإضافات',
    maxChoices: 2,
    options: [
      { name: 'ثوم إضافي', priceChange: 1 },
      { name: 'جبن', priceChange: 2.5 },
    ],
    categoryIds: [sandwiches],
  });
  [medium, large] = size.options.map((o) => o.id) as [number, number];
  [garlic, cheese] = extras.options.map((o) => o.id) as [number, number];
});
afterAll(async () => t.close());

const sale = (...lines: Array<[number[], number]>) => ({
  PaymentMeansCode: '10' as const,
  InvoiceLine: lines.map(([Modifiers, InvoicedQuantity]) => ({
    ID: shawarma,
    InvoicedQuantity,
    Modifiers,
  })),
});

describe('POST orderpos with modifiers (mengusha)', () => {
  it('prices each line with its choices, names them and stores them as sold', async () => {
    // The same product with other choices is another line; the choices' order does not count.
    const sold = await sell(t, admin, 'mengusha', sale([[garlic, large], 2], [[medium], 1]));
    firstSale = sold.UUID;
    const expected = [computeLine(1500 + 300 + 100, 2, 0), computeLine(1500, 1, 0)];
    const totals = invoiceTotals(expected);
    const inv = (await getApi(t, admin, `mengusha/invoices/${sold.UUID}`)).json().invoice;
    expect(inv).toMatchObject({
      TaxExclusiveAmount: halalasToSar(totals.taxExclusive),
      TaxAmount: halalasToSar(totals.tax),
      TaxInclusiveAmount: halalasToSar(totals.taxInclusive),
    });
    expect(
      inv.InvoiceLine.map((l: { ItemName: string; Price: number; TaxAmount: number }) => [
        l.ItemName,
        l.Price,
        l.TaxAmount,
      ]),
    ).toEqual([
      ['شاورما دجاج (كبير، ثوم إضافي)', 19, halalasToSar(expected[0]!.tax)],
      ['شاورما دجاج (وسط)', 15, halalasToSar(expected[1]!.tax)],
    ]);

    const rows = await t.app.ctx.db
      .selectFrom('invoice_line_modifiers')
      .select(['line_no', 'option_id', 'group_name', 'option_name', 'price_change'])
      .where('business_id', '=', MENGUSHA_ID)
      .where('invoice_id', '=', await invoiceId(sold.UUID))
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { line_no: 1, option_id: large, group_name: 'الحجم', option_name: 'كبير', price_change: 300 },
      {
        line_no: 1,
        option_id: garlic,
        group_name: 'الإضافات',
        option_name: 'ثوم إضافي',
        price_change: 100,
      },
      { line_no: 2, option_id: medium, group_name: 'الحجم', option_name: 'وسط', price_change: 0 },
    ]);
  });

  it('refuses a missing required choice, too many choices, a foreign option and a repeat', async () => {
    const required = await postSale(t, admin, 'mengusha', sale([[garlic], 1]));
    expect(required.statusCode).toBe(422);
    expect(required.json().error).toMatchObject({
      code: 'modifier_required',
      fields: { 'InvoiceLine.0.Modifiers': 'اختر من «الحجم»' },
    });

    const many = await postSale(t, admin, 'mengusha', sale([[medium, large], 1]));
    expect(many.json().error.code).toBe('modifier_choices');
    expect(many.json().error.fields['InvoiceLine.0.Modifiers']).toContain('الحجم');

    const unknown = await postSale(t, admin, 'mengusha', sale([[medium, 999999], 1]));
    expect(unknown.json().error.code).toBe('unknown_modifier');

    const twice = await postSale(
      t,
      admin,
      'mengusha',
      sale([[large, cheese], 1], [[cheese, large], 1]),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.code).toBe('duplicate_line');
  });

  it('counts each choice sold in the report, less the returns of a credit note', async () => {
    const credit = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mengusha/invoices/${firstSale}/creditnotes`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { Reason: 'أعاد العميل شطيرة', InvoiceLine: [{ ID: 1, InvoicedQuantity: 1 }] },
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const res = await getApi(
      t,
      admin,
      'mengusha/reports/sales-by-modifier?from=2026-11-22&to=2026-11-22',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
      rows: [
        { group: 'الحجم', option: 'كبير', quantity: 1, amount: 3 },
        { group: 'الإضافات', option: 'ثوم إضافي', quantity: 1, amount: 1 },
        { group: 'الحجم', option: 'وسط', quantity: 1, amount: 0 },
      ],
    });
    const trading = await getApi(t, admin, 'kebrit/reports/sales-by-modifier');
    expect(trading.statusCode).toBe(422);
  });
});

async function invoiceId(uuid: string): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom('invoices')
    .select('id')
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  return row.id;
}
