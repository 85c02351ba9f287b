import {
  createCategory,
  createProduct,
  uploadedImageName,
} from '../../src/server/testing/products';
import { createClient } from '../../src/server/testing/clients';
import { solidImage } from '../../src/server/testing/images';
import { createOrder } from '../../src/server/testing/orders';
import { createPurchase, createSupplier } from '../../src/server/testing/purchases';
import { sell } from '../../src/server/testing/sales';
import type { TestApp } from '../../src/server/testing/test-app';

/** The data every business of the run gets before the suite starts (created through the API). */
export interface BusinessFixtures {
  image: string;
  categoryUuid: string;
  productUuid: string;
  productId: number;
  invoiceUuid: string;
  invoiceNumber: number;
  /** The sale's receipt image name in the per-day archive: `{issued_at ms}_{number}.png`. */
  archiveName: string;
  clientUuid: string;
  /** OrderReferenceID of the sale's invoice, and of a pending quotation. */
  invoiceOrderReference: number;
  orderReference: number;
  /** A supplier, and a purchase of it with a receipt photo (its generated file name). */
  supplierUuid: string;
  purchaseUuid: string;
  receiptName: string;
  /** An open shift of the business (rows written directly until the shifts module lands). */
}

/** A new pending quotation of business `b` for its fixture client: its OrderReferenceID. */
export async function freshOrder(
  t: TestApp,
  admin: string,
  b: string,
  f: Pick<BusinessFixtures, 'clientUuid' | 'productId'>,
): Promise<number> {
  const order = await createOrder(t, admin, b, {
    Customer: { UUID: f.clientUuid },
    PaymentMeansCode: '10',
    InvoiceLine: [{ ID: f.productId, InvoicedQuantity: 1 }],
  });
  return order.OrderReferenceID;
}

/**
 * OrderReferenceIDs are unique per business, so two businesses may use the same one (both sold in
 * the same second, or each its quotation 1: decision 0052). The cross-business check sends one
 * business's reference to another and expects "not found": the i-th business's counter is moved
 * 10⁷ seconds and 10⁷ quotation numbers ahead so that never happens by chance.
 */
async function spreadOrderReferences(t: TestApp, key: string, i: number): Promise<void> {
  const db = t.app.ctx.db;
  const { id } = await db
    .selectFrom('businesses')
    .select('id')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('invoice_counters')
    .set({
      last_order_reference: Math.floor(Date.now() / 1000) + i * 10_000_000,
      last_quotation_number: i * 10_000_000,
    })
    .where('business_id', '=', id)
    .execute();
}

/** A new purchase of business `b` from its fixture supplier, with a receipt photo. */
export async function freshPurchase(
  t: TestApp,
  admin: string,
  b: string,
  supplierUuid: string,
): Promise<{ UUID: string; receiptName: string }> {
  const p = await createPurchase(
    t,
    admin,
    b,
    { supplier: supplierUuid, total: 115, date: Math.floor(Date.now() / 1000) },
    { bytes: await solidImage(16, 16, 'jpeg') },
  );
  return { UUID: p.UUID, receiptName: p.purchase.image_path! };
}

/**
 * Per business: an uploaded image, a category, a product in it, one sale of it, a client, a
 * pending quotation, a supplier and a purchase with a receipt.
 */
export async function businessFixtures(
  t: TestApp,
  admin: string,
  businesses: readonly string[],
): Promise<Record<string, BusinessFixtures>> {
  const fixtures: Record<string, BusinessFixtures> = {};
  for (const [i, b] of businesses.entries()) {
    await spreadOrderReferences(t, b, i);
    const image = await uploadedImageName(t, admin, b);
    const categoryUuid = await createCategory(t, admin, b);
    const product = await createProduct(t, admin, b, categoryUuid, image);
    const invoice = await sell(t, admin, b, {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: product.ID, InvoicedQuantity: 1 }],
    });
    const client = await createClient(t, admin, b);
    const stored = await t.app.ctx.db
      .selectFrom('invoices')
      .select(['order_reference_id', 'issued_at'])
      .where('uuid', '=', invoice.UUID)
      .executeTakeFirstOrThrow();
    const supplierUuid = (await createSupplier(t, admin, b)).UUID;
    const purchase = await freshPurchase(t, admin, b, supplierUuid);
    fixtures[b] = {
      supplierUuid,
      purchaseUuid: purchase.UUID,
      receiptName: purchase.receiptName,
      clientUuid: client.UUID,
      invoiceOrderReference: stored.order_reference_id,
      orderReference: await freshOrder(t, admin, b, {
        clientUuid: client.UUID,
        productId: product.ID,
      }),
      image,
      categoryUuid,
      productUuid: product.UUID,
      productId: product.ID,
      invoiceUuid: invoice.UUID,
      invoiceNumber: invoice.ID,
      archiveName: `${stored.issued_at}_${invoice.ID}.png`,
    };
  }
  return fixtures;
}

/** The row id of business `b`, as `{ id }`. */
async function businessIdOf(t: TestApp, b: string) {
  return t.app.ctx.db
    .selectFrom('businesses')
    .select('id')
    .where('key', '=', b)
    .executeTakeFirstOrThrow();
}

/**
 * A new modifier group of business `b` (modifiers/{groupId}) with one option, applied to its
 * product `productId`; written to the database directly (also for a trading business, whose
 * routes then answer restaurant_only). @returns its id.
 */
export async function freshModifierGroup(
  t: TestApp,
  b: string,
  productId: number,
): Promise<number> {
  const db = t.app.ctx.db;
  const business = await businessIdOf(t, b);
  const group = await db
    .insertInto('modifier_groups')
    .values({ business_id: business.id, name: 'الحجم', archived_at: null, created_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('modifier_options')
    .values({ business_id: business.id, group_id: group.id, name: 'كبير', archived_at: null })
    .execute();
  await db
    .insertInto('modifier_group_targets')
    .values({
      business_id: business.id,
      group_id: group.id,
      product_id: productId,
      category_id: null,
    })
    .execute();
  return group.id;
}

/**
 * A new till of business `b` (tills/{tillId}), or with `open` a new open shift on a new till held
 * by a user who is not an administrator (shifts/{shiftId}; for `…/count` a force-closed one); written to the database directly, so a close or a
 * force-close always finds a shift still open. @returns its id.
 */
export async function freshTillOrShift(
  t: TestApp,
  b: string,
  shiftPath: string | null,
): Promise<number> {
  const db = t.app.ctx.db;
  const business = await businessIdOf(t, b);
  const till = await db
    .insertInto('tills')
    .values({ business_id: business.id, name: 'درج', printer_address: null, created_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (shiftPath === null) return till.id;
  // POST shifts/{id}/count needs a force-closed shift not yet counted.
  const forced = shiftPath.endsWith('/count');
  // Held by a user who is not an administrator, so the administrator can still open a shift.
  const holder =
    (await db.selectFrom('users').select('id').where('role', '!=', 'admin').executeTakeFirst()) ??
    (await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow());
  const shift = await db
    .insertInto('shifts')
    .values({
      business_id: business.id,
      till_id: till.id,
      user_id: holder.id,
      state: forced ? 'closed' : 'open',
      business_day: '2026-01-01',
      opened_at: 0,
      opening_float: 0,
      ...(forced ? { forced: 1, z_number: 1, expected_cash: 0, closed_at: 0 } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return shift.id;
}

/** Turns business `b`'s requireShift off, so a fixture sale needs no open shift. */
export async function allowSalesWithoutShift(t: TestApp, b: string): Promise<void> {
  await t.app.ctx.db
    .updateTable('businesses')
    .set({ require_shift: 0 })
    .where('key', '=', b)
    .execute();
}
