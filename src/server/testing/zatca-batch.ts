/**
 * The documents of the ZATCA batch validation test (zatca/batch-validate.test.ts, decision 0037):
 * real POS sales, approved quotations and credit/debit notes made through the API, and their
 * stored signed XML.
 */
import { PAYMENT_MEANS_CODES } from '../../domain/payment-means';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from './catalogue-fixtures';
import { createClient } from './clients';
import { approve, createOrder } from './orders';
import { sell } from './sales';
import type { TestApp } from './test-app';

/** The stored signed XML of the invoice with this UUID (zatca_documents). */
export async function storedXml(t: TestApp, uuid: string): Promise<string> {
  const row = await t.app.ctx.db
    .selectFrom('zatca_documents')
    .innerJoin('invoices', 'invoices.id', 'zatca_documents.invoice_id')
    .select('zatca_documents.xml')
    .where('invoices.uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  return row.xml;
}

/**
 * Simplified invoices from POS sales and standard invoices from approved quotations, in both
 * seeded businesses (kebrit: retail; mengusha: a restaurant, the only one with the delivery-app
 * means 42/45): every payment means on both kinds, every 10th discount step up to 40 %, Arabic
 * product and client names, quantities up to 9,999. Returns name → stored signed XML.
 */
export async function salesAndOrdersBatch(
  t: TestApp,
  admin: string,
): Promise<Record<string, string>> {
  const db = t.app.ctx.db;
  const products = {
    [KEBRIT_ID]: [
      await insertTestProduct(db, KEBRIT_ID, {
        name: 'أرز بسمتي ١٠ كغ',
        price: 8999,
        pricex: 9500,
      }),
      await insertTestProduct(db, KEBRIT_ID, { name: 'مياه معدنية ٣٣٠ مل', price: 150 }),
      await insertTestProduct(db, KEBRIT_ID, { name: 'زيت دوار الشمس 1.8 لتر', price: 2150 }),
    ],
    [MENGUSHA_ID]: [
      await insertTestProduct(db, MENGUSHA_ID, { name: 'مشاوي مشكلة', price: 4500, pricedv: 5200 }),
      await insertTestProduct(db, MENGUSHA_ID, { name: 'شاي بالنعناع', price: 199, pricedv: 250 }),
      await insertTestProduct(db, MENGUSHA_ID, { name: 'كنافة بالقشطة', price: 1750 }),
    ],
  };
  const clients = {
    kebrit: (await createClient(t, admin, 'kebrit')).UUID,
    mengusha: (
      await createClient(t, admin, 'mengusha', {
        RegistrationName: 'مؤسسة عبدالله بن محمد للتموين',
        CityName: 'الرياض',
        CitySubdivisionName: 'حي العليا',
        PostalZone: '12211',
      })
    ).UUID,
  };
  const docs: Record<string, string> = {};
  let n = 0;
  for (const means of PAYMENT_MEANS_CODES) {
    const restaurant = means === '42' || means === '45';
    const key = restaurant ? 'mengusha' : 'kebrit';
    const [a, b, c] = products[restaurant ? MENGUSHA_ID : KEBRIT_ID] as [number, number, number];
    const discount = (n++ * 10) % 50;
    const sale = await sell(t, admin, key, {
      PaymentMeansCode: means,
      DiscountPercent: discount,
      InvoiceLine: [
        { ID: a, InvoicedQuantity: 3 },
        { ID: b, InvoicedQuantity: 9_999 },
        { ID: c, InvoicedQuantity: 1 },
      ],
    });
    docs[`pos-${key}-${means}-discount${discount}`] = await storedXml(t, sale.UUID);
    t.clock.now += 1_000;
    const order = await createOrder(t, admin, key, {
      Customer: { UUID: clients[key] },
      PaymentMeansCode: means,
      DiscountPercent: 40 - discount,
      InvoiceLine: [
        { ID: a, InvoicedQuantity: 7 },
        { ID: b, InvoicedQuantity: 9_999 },
      ],
    });
    const approved = await approve(t, admin, key, order.ID);
    if (approved.statusCode !== 201) throw new Error(`approve: ${approved.body}`);
    docs[`order-${key}-${means}-discount${40 - discount}`] = await storedXml(
      t,
      approved.json().UUID as string,
    );
    t.clock.now += 1_000;
  }
  return docs;
}

/**
 * Credit notes (381) and debit notes (383) of the batch (decision 0034), made through
 * the API from invoices of `sales`: partial, whole and remaining returns, debit notes of several
 * lines, on simplified and standard invoices of both businesses. Returns name → stored signed XML.
 */
export async function noteDocuments(
  t: TestApp,
  admin: string,
  sales: Record<string, string>,
): Promise<Record<string, string>> {
  const uuidOf = (prefix: string) => {
    const name = Object.keys(sales).find((k) => k.startsWith(prefix))!;
    return /<cbc:UUID>([0-9a-f-]{36})<\/cbc:UUID>/.exec(sales[name]!)![1]!;
  };
  const plan: [string, string, 'creditnotes' | 'debitnotes', object][] = [
    [
      'credit-pos-kebrit-partial',
      uuidOf('pos-kebrit-10-'),
      'creditnotes',
      {
        Reason: 'إرجاع كيس أرز تالف وجزء من المياه',
        InvoiceLine: [
          { ID: 1, InvoicedQuantity: 1 },
          { ID: 2, InvoicedQuantity: 1_234 },
        ],
      },
    ],
    [
      'credit-pos-mengusha-whole',
      uuidOf('pos-mengusha-42-'),
      'creditnotes',
      { Reason: 'ألغى العميل الطلب' },
    ],
    [
      'debit-pos-kebrit',
      uuidOf('pos-kebrit-48-'),
      'debitnotes',
      {
        Reason: 'فرق سعر لم يُحتسب',
        InvoiceLine: [
          { ItemName: 'فرق سعر الأرز', InvoicedQuantity: 3, Price: 5.01 },
          { ItemName: 'أجرة التوصيل', InvoicedQuantity: 1, Price: 15 },
        ],
      },
    ],
    [
      'credit-order-kebrit-partial',
      uuidOf('order-kebrit-24-'),
      'creditnotes',
      { Reason: 'مرتجع جزئي', InvoiceLine: [{ ID: 2, InvoicedQuantity: 9_998 }] },
    ],
    [
      'credit-order-kebrit-rest',
      uuidOf('order-kebrit-24-'),
      'creditnotes',
      { Reason: 'إرجاع الباقي' },
    ],
    [
      'debit-order-mengusha',
      uuidOf('order-mengusha-45-'),
      'debitnotes',
      {
        Reason: 'خدمة إضافية للحفل',
        InvoiceLine: [{ ItemName: 'خدمة الضيافة', InvoicedQuantity: 40, Price: 12.75 }],
      },
    ],
  ];
  const docs: Record<string, string> = {};
  for (const [name, uuid, kind, body] of plan) {
    const business = name.includes('mengusha') ? 'mengusha' : 'kebrit';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/${business}/invoices/${uuid}/${kind}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: body,
    });
    if (res.statusCode !== 201) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    docs[name] = await storedXml(t, res.json().UUID as string);
    t.clock.now += 1_000;
  }
  return docs;
}
