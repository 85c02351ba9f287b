import { demoReceiptJpeg } from '../../src/server/demo/purchases-demo';
import {
  insertTestCategory,
  insertTestProduct,
  KEBRIT_ID,
  MENGUSHA_ID,
} from '../../src/server/testing/catalogue-fixtures';
import { clientInput } from '../../src/server/testing/clients';
import { purchaseMultipart } from '../../src/server/testing/purchases';
import type { E2E } from './harness';

/** The cashier of the walk: role casher, so a member of the restaurant (mengusha) only. */
export const CASHIER = { username: 'cashier1', password: 'cashier-pass-1' };

/** The ids the screens of the walk open: one of each kind of record, per business. */
export interface A11yWorld {
  kebrit: { category: string; product: string; sale: string; client: string; order: number };
  kebritInvoice: string;
  mengusha: { category: string; product: string; sale: string; purchase: string };
  cashier: string;
}

interface Catalogue {
  category: string;
  product: string;
  sale: string;
}

/** A category with two products in the business, and a cash sale of both through the POS. */
async function catalogue(e: E2E, key: string, id: number, names: [string, string]) {
  const db = e.app.ctx.db;
  const categoryId = await insertTestCategory(db, id, names[0]);
  const first = await insertTestProduct(db, id, { name: names[0], price: 4500, categoryId });
  const second = await insertTestProduct(db, id, { name: names[1], price: 1250, categoryId });
  const category = await db
    .selectFrom('categories')
    .select('uuid')
    .where('id', '=', categoryId)
    .executeTakeFirstOrThrow();
  const product = await db
    .selectFrom('products')
    .select('uuid')
    .where('id', '=', first)
    .executeTakeFirstOrThrow();
  const sale = await e.api<{ UUID: string }>('POST', `/${key}/orderpos`, {
    PaymentMeansCode: '10',
    InvoiceLine: [
      { ID: first, InvoicedQuantity: 2 },
      { ID: second, InvoicedQuantity: 3 },
    ],
  });
  return { category: category.uuid, product: product.uuid, sale: sale.UUID, first };
}

/**
 * Seeds what every screen of the walk needs to show content, through the API as the
 * administrator: kebrit (trading) a catalogue, a sale, a client with a pending and an approved
 * quotation; mengusha (restaurant) a catalogue, a sale, a supplier and a purchase with its receipt
 * and items; and the cashier.
 */
export async function seedA11yWorld(e: E2E): Promise<A11yWorld> {
  const k: Catalogue & { first: number } = await catalogue(e, 'kebrit', KEBRIT_ID, [
    'أسمنت مقاوم',
    'حديد تسليح',
  ]);
  const m = await catalogue(e, 'mengusha', MENGUSHA_ID, ['مشاوي مشكلة', 'عصير برتقال']);
  const client = await e.api<{ UUID: string }>('POST', '/kebrit/clients', clientInput());
  const order = (line: number) =>
    e.api<{ ID: number }>('POST', '/kebrit/orders', {
      Customer: { UUID: client.UUID },
      PaymentMeansCode: '24',
      DiscountPercent: 0,
      InvoiceLine: [{ ID: k.first, InvoicedQuantity: line }],
    });
  const pending = await order(4);
  const approved = await order(2);
  const invoice = await e.api<{ UUID: string }>('POST', `/kebrit/orders/${approved.ID}/approve`);
  const supplier = await e.api<{ UUID: string }>('POST', '/mengusha/suppliers', {
    name: 'شركة الوطنية للدواجن',
    address: 'الرياض، حي السلي، طريق الخرج',
    vatid: '300112233400003',
  });
  const { payload, headers } = purchaseMultipart(
    { supplier: supplier.UUID, total: 1150, date: Math.floor(Date.now() / 1000) - 86400 },
    {
      bytes: demoReceiptJpeg({
        supplier: 'شركة الوطنية للدواجن',
        vatid: '300112233400003',
        date: '2026-11-01',
        lines: [{ name: 'دجاج طازج', quantity: 40, total: 115000 }],
        total: 115000,
      }),
    },
  );
  const res = await fetch(`${e.baseUrl}/api/v1/mengusha/purchases`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${e.adminToken}` },
    body: payload,
  });
  const purchase = (await res.json()) as { UUID: string };
  await e.api('POST', '/mengusha/purchases/items', {
    invUUID: purchase.UUID,
    items: [{ ItemName: 'دجاج طازج', Price: 28.75, InvoicedQuantity: 40 }],
  });
  const cashier = await e.api<{ UUID: string }>('POST', '/users', {
    ...CASHIER,
    email: '',
    role: 'casher',
  });
  return {
    kebrit: { ...k, client: client.UUID, order: pending.ID },
    kebritInvoice: invoice.UUID,
    mengusha: { ...m, purchase: purchase.UUID },
    cashier: cashier.UUID,
  };
}
