// A restaurant sale's order, split payment, cash tendered, lines' notes and choices (decision 0056)
// in GET invoices/{UUID} and its A4 PDF. The extras rows are written directly after a normal sale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { poppler, stripBidiMarks } from '../../testing/documents';
import { posFixture, type PosFixture } from '../../testing/pos';
import { getApi, sell } from '../../testing/sales';

let t: PosFixture['t'], admin: string, p: PosFixture['p'];
beforeAll(async () => {
  ({ t, admin, p } = await posFixture());
});
afterAll(async () => t.close());

/** Sells a grill and two teas (48.98) in cash; returns the invoice's UUID and row id. */
async function sale(): Promise<{ uuid: string; id: number }> {
  const { UUID } = await sell(t, admin, 'mengusha', {
    PaymentMeansCode: '10',
    InvoiceLine: [
      { ID: p.grill!, InvoicedQuantity: 1 },
      { ID: p.tea!, InvoicedQuantity: 2 },
    ],
  });
  const row = await t.app.ctx.db
    .selectFrom('invoices')
    .select('id')
    .where('uuid', '=', UUID)
    .executeTakeFirstOrThrow();
  return { uuid: UUID, id: row.id };
}

describe('GET invoices/{UUID} of a restaurant sale', () => {
  it('answers the order type and table, payment parts, tendered cash, change, line note and choices', async () => {
    const { uuid, id } = await sale();
    const db = t.app.ctx.db;
    const business_id = MENGUSHA_ID;
    await db
      .updateTable('invoices')
      .set({ order_type: 'dine_in', order_table: '5', cash_tendered: 5000 })
      .where('id', '=', id)
      .execute();
    await db
      .updateTable('invoice_lines')
      .set({ note: 'خبز: صاج' })
      .where('invoice_id', '=', id)
      .where('line_no', '=', 1)
      .execute();
    await db
      .insertInto('invoice_payments')
      .values([
        { business_id, invoice_id: id, payment_means_code: '10', amount: 2000 },
        { business_id, invoice_id: id, payment_means_code: '48', amount: 2898 },
      ])
      .execute();
    await db
      .insertInto('invoice_line_modifiers')
      .values([
        {
          business_id,
          invoice_id: id,
          line_no: 1,
          option_id: null,
          group_name: 'الإضافات',
          option_name: 'ثوم إضافي',
          option_name_en: 'Extra garlic',
          price_change: 150,
        },
        {
          business_id,
          invoice_id: id,
          line_no: 1,
          option_id: null,
          group_name: 'البصل',
          option_name: 'بدون بصل',
          option_name_en: '',
          price_change: 0,
        },
      ])
      .execute();

    const res = await getApi(t, admin, `mengusha/invoices/${uuid}`);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().invoice;
    expect(view).toMatchObject({
      orderType: 'dine_in',
      table: '5',
      PaymentMeans: [
        { PaymentMeansCode: '10', Amount: 20 },
        { PaymentMeansCode: '48', Amount: 28.98 },
      ],
      cashTendered: 50,
      change: 30,
    });
    expect(view.delivery).toBeUndefined();
    expect(view.InvoiceLine[0].Note).toBe('خبز: صاج');
    expect(view.InvoiceLine[0].Modifiers).toEqual([
      { group: 'الإضافات', option: 'ثوم إضافي', priceChange: 1.5 },
      { group: 'البصل', option: 'بدون بصل', priceChange: 0 },
    ]);
    expect(view.InvoiceLine[1].Note).toBeUndefined();
    expect(view.InvoiceLine[1].Modifiers).toBeUndefined();

    const pdf = await getApi(t, admin, `mengusha/invoices/${uuid}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = stripBidiMarks(await poppler('pdftotext', pdf.rawPayload, []));
    for (const word of ['محلي', 'صاج', 'مدى', 'الباقي']) expect(text).toContain(word);
  });

  it('an invoice sold without them answers none of the fields', async () => {
    const { uuid } = await sale();
    const view = (await getApi(t, admin, `mengusha/invoices/${uuid}`)).json().invoice;
    for (const key of ['orderType', 'table', 'delivery', 'PaymentMeans', 'cashTendered', 'change'])
      expect(view).not.toHaveProperty(key);
    expect(view.InvoiceLine[0]).not.toHaveProperty('Note');
    expect(view.InvoiceLine[0]).not.toHaveProperty('Modifiers');
  });
});
