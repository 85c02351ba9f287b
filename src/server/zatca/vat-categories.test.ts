// Decision 0046: a sale with one line of each VAT category (S 15 %, Z, E, O) — at the POS
// (simplified), through an approved quotation (standard) and a credit note — stores each line's
// category, rate and reason, computes VAT per line, and its signed XML passes ZATCA's rules
// (`vendor/zatca/validate -now=doc -strict`) with 0 errors and 0 warnings.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertTestProduct, KEBRIT_ID } from '../testing/catalogue-fixtures';
import { createClient } from '../testing/clients';
import { approve, createOrder } from '../testing/orders';
import { sell } from '../testing/sales';
import { createTestApp, type TestApp } from '../testing/test-app';
import { runZatcaValidator, type ValidatorReport } from '../testing/zatca';

/** 2026-11-25 21:30:05 Riyadh. */
const T0 = Date.UTC(2026, 10, 25, 18, 30, 5);

let t: TestApp;
let admin: string;
let p: { s: number; z: number; e: number; o: number };
const docs: Record<string, string> = {};
const uuids: Record<string, string> = {};
let report: ValidatorReport;

async function storedXml(uuid: string): Promise<string> {
  const row = await t.app.ctx.db
    .selectFrom('zatca_documents')
    .innerJoin('invoices', 'invoices.id', 'zatca_documents.invoice_id')
    .select('zatca_documents.xml')
    .where('invoices.uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  return row.xml;
}

async function storedLines(uuid: string) {
  return t.app.ctx.db
    .selectFrom('invoice_lines')
    .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
    .select([
      'invoice_lines.vat_category',
      'invoice_lines.tax_percent',
      'invoice_lines.vat_exemption_code',
      'invoice_lines.line_extension_amount',
      'invoice_lines.tax_amount',
      'invoice_lines.rounding_amount',
    ])
    .where('invoices.uuid', '=', uuid)
    .orderBy('invoice_lines.line_no')
    .execute();
}

const tz = process.env.TZ;
beforeAll(async () => {
  process.env.TZ = 'Asia/Riyadh';
  vi.useFakeTimers({ now: T0, toFake: ['Date'] });
  t = await createTestApp({ now: T0, config: { zatcaMode: 'offline' } });
  admin = await t.adminToken();
  const db = t.app.ctx.db;
  p = {
    s: await insertTestProduct(db, KEBRIT_ID, { name: 'زيت دوار الشمس', price: 2150 }),
    z: await insertTestProduct(db, KEBRIT_ID, {
      name: 'جهاز قياس السكر',
      price: 9999,
      vatCategory: 'Z',
      vatExemptionCode: 'VATEX-SA-35',
    }),
    e: await insertTestProduct(db, KEBRIT_ID, {
      name: 'رسوم تحويل مالي',
      price: 500,
      vatCategory: 'E',
      vatExemptionCode: 'VATEX-SA-29',
    }),
    o: await insertTestProduct(db, KEBRIT_ID, {
      name: 'رسوم تأشيرة مدفوعة عن العميل',
      price: 20000,
      vatCategory: 'O',
      vatExemptionCode: 'VATEX-SA-OOS',
    }),
  };
  const lines = [
    { ID: p.s, InvoicedQuantity: 3 },
    { ID: p.z, InvoicedQuantity: 2 },
    { ID: p.e, InvoicedQuantity: 1 },
    { ID: p.o, InvoicedQuantity: 1 },
  ];
  uuids.pos = (
    await sell(t, admin, 'kebrit', {
      PaymentMeansCode: '10',
      DiscountPercent: 10,
      InvoiceLine: lines,
    })
  ).UUID;
  t.clock.now += 1_000;
  const client = (await createClient(t, admin, 'kebrit')).UUID;
  const order = await createOrder(t, admin, 'kebrit', {
    Customer: { UUID: client },
    PaymentMeansCode: '10',
    InvoiceLine: lines,
  });
  const approved = await approve(t, admin, 'kebrit', order.ID);
  if (approved.statusCode !== 201) throw new Error(`approve: ${approved.body}`);
  uuids.order = approved.json().UUID as string;
  t.clock.now += 1_000;
  const credit = await t.app.inject({
    method: 'POST',
    url: `/api/v1/kebrit/invoices/${uuids.pos}/creditnotes`,
    headers: { authorization: `Bearer ${admin}` },
    payload: {
      Reason: 'إرجاع جهاز وجزء من الزيت',
      InvoiceLine: [
        { ID: 1, InvoicedQuantity: 1 },
        { ID: 2, InvoicedQuantity: 1 },
      ],
    },
  });
  if (credit.statusCode !== 201) throw new Error(`credit: ${credit.body}`);
  uuids.credit = credit.json().UUID as string;
  t.clock.now += 1_000;
  const debit = await t.app.inject({
    method: 'POST',
    url: `/api/v1/kebrit/invoices/${uuids.order}/debitnotes`,
    headers: { authorization: `Bearer ${admin}` },
    payload: {
      Reason: 'فرق سعر لم يُحتسب',
      InvoiceLine: [
        { ItemName: 'فرق سعر الزيت', InvoicedQuantity: 1, Price: 5 },
        {
          ItemName: 'فرق سعر الجهاز',
          InvoicedQuantity: 1,
          Price: 7,
          TaxCategory: 'Z',
          TaxExemptionReasonCode: 'VATEX-SA-35',
        },
      ],
    },
  });
  if (debit.statusCode !== 201) throw new Error(`debit: ${debit.body}`);
  uuids.debit = debit.json().UUID as string;
  for (const [name, uuid] of Object.entries(uuids)) docs[name] = await storedXml(uuid);
  report = await runZatcaValidator(docs);
}, 180_000);

afterAll(async () => {
  vi.useRealTimers();
  process.env.TZ = tz;
  await t?.close();
});

describe('a sale with one line of each VAT category (decision 0046)', () => {
  it('stores each line’s category, rate and reason; VAT only on the standard line', async () => {
    const lines = await storedLines(uuids.pos!);
    expect(lines.map((l) => [l.vat_category, l.tax_percent, l.vat_exemption_code])).toEqual([
      ['S', 15, ''],
      ['Z', 0, 'VATEX-SA-35'],
      ['E', 0, 'VATEX-SA-29'],
      ['O', 0, 'VATEX-SA-OOS'],
    ]);
    // 3 × 21.50 − 10 % = 58.05 with VAT → 50.48 + 7.57; the others carry no VAT.
    expect(lines.map((l) => [l.line_extension_amount, l.tax_amount, l.rounding_amount])).toEqual([
      [5048, 757, 5805],
      [17998, 0, 17998],
      [450, 0, 450],
      [18000, 0, 18000],
    ]);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/kebrit/invoices/${uuids.pos}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const v = view.json().invoice;
    expect(v.TaxAmount).toBe(7.57);
    expect(v.TaxInclusiveAmount).toBe(58.05 + 179.98 + 4.5 + 180);
    expect(v.InvoiceLine.map((l: { TaxCategory: string }) => l.TaxCategory)).toEqual([
      'S',
      'Z',
      'E',
      'O',
    ]);
  });

  it('an approved quotation, a credit note and a debit note keep each line’s category', async () => {
    expect((await storedLines(uuids.order!)).map((l) => l.vat_category)).toEqual([
      'S',
      'Z',
      'E',
      'O',
    ]);
    const credit = await storedLines(uuids.credit!);
    expect(credit.map((l) => [l.vat_category, l.tax_amount])).toEqual([
      ['S', -252],
      ['Z', 0],
    ]);
    const debit = await storedLines(uuids.debit!);
    expect(debit.map((l) => [l.vat_category, l.tax_amount])).toEqual([
      ['S', 65],
      ['Z', 0],
    ]);
  });

  it('writes one TaxSubtotal per category with ZATCA’s reason code and text', () => {
    const xml = docs.pos!;
    const subtotals = [...xml.matchAll(/<cac:TaxSubtotal>[\s\S]*?<\/cac:TaxSubtotal>/g)].map(
      (m) => m[0],
    );
    expect(subtotals).toHaveLength(4);
    expect(subtotals[0]).toContain('>S</cbc:ID>');
    expect(subtotals[0]).toContain('<cbc:TaxAmount currencyID="SAR">7.57</cbc:TaxAmount>');
    expect(subtotals[1]).toContain('<cbc:TaxExemptionReasonCode>VATEX-SA-35<');
    expect(subtotals[1]).toContain('Medicines and medical equipment | الأدوية والمعدات الطبية');
    expect(subtotals[2]).toContain('<cbc:TaxExemptionReasonCode>VATEX-SA-29<');
    expect(subtotals[3]).toContain('<cbc:TaxExemptionReasonCode>VATEX-SA-OOS<');
    expect(xml).toMatch(/<cac:ClassifiedTaxCategory>\s*<cbc:ID>E<\/cbc:ID>\s*<cbc:Percent>0.00</);
  });

  it.each(['pos', 'order', 'credit', 'debit'])(
    'the %s document passes ZATCA’s validator with 0 errors and 0 warnings',
    (name) => {
      expect(report.documents.get(name), report.output).toEqual({
        xsd: true,
        errors: 0,
        warnings: 0,
      });
    },
  );

  it('the VAT return and the VAT report show each category in its box', async () => {
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
    const ret = (await get('/api/v1/kebrit/reports/vatreturn?year=2026&quarter=4')).json();
    const box = (exc: number, tax = 0) => ({ TaxExclusiveAmount: exc, TaxAmount: tax });
    // Sale + quotation − credit note + debit note, per category (halalas in the comments).
    const expected = {
      standard: box(94.09, 14.11), // 5048 + 5609 − 1683 + 435; VAT 757 + 841 − 252 + 65
      zeroRated: box(296.97), // 17998 + 19998 − 8999 + 700
      exports: box(0),
      exempt: box(9.5), // 450 + 500
      totalSales: box(400.56, 14.11),
      outOfScope: box(380), // 18000 + 20000, not in total sales
    };
    expect(ret.boxes).toEqual(expected);
    expect(ret.output.TaxAmount).toBe(14.11);
    const report = (
      await get('/api/v1/kebrit/invoicesvat?startdate=2026-11-01&enddate=2026-11-30')
    ).json();
    expect(report.boxes).toEqual(expected);
    expect(report.TaxAmount).toBe(14.11);
  });

  it('an invoice backup keeps each line’s category: lost lines come back with it', async () => {
    const auth = { authorization: `Bearer ${admin}` };
    t.clock.now += 1_000;
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/v1/kebrit/export/invoices',
      headers: auth,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const before = await storedLines(uuids.pos!);
    const db = t.app.ctx.db;
    const { id } = await db
      .selectFrom('invoices')
      .select('id')
      .where('uuid', '=', uuids.pos!)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('invoice_lines').where('invoice_id', '=', id).execute();
    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/v1/kebrit/restore/invoiceline',
      headers: auth,
      payload: { name: exported.json().name },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await storedLines(uuids.pos!)).toEqual(before);
  });
});
