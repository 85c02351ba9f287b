import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTrx, ProductsTable } from '../../db/types';

export type ProductRow = Selectable<ProductsTable>;
/** A product row with its category's UUID and names (what the wire shape needs). */
export type ProductWithCategory = ProductRow & {
  category_uuid: string;
  category_name: string;
  category_en: string;
};

/** Product columns joined to their category, always limited to one business. */
function selectWithCategory(db: DbOrTrx, businessId: number) {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .selectAll('products')
    .select([
      'categories.uuid as category_uuid',
      'categories.name as category_name',
      'categories.category_en as category_en',
    ])
    .where('products.business_id', '=', businessId);
}

/**
 * Products of the business, oldest first; optionally only published ones (GET productp) or only
 * those of one category id.
 */
export async function listProducts(
  db: DbOrTrx,
  businessId: number,
  filter: { publishedOnly?: boolean; categoryId?: number } = {},
): Promise<ProductWithCategory[]> {
  let q = selectWithCategory(db, businessId);
  if (filter.publishedOnly) q = q.where('products.published', '=', 1);
  if (filter.categoryId !== undefined) q = q.where('products.category_id', '=', filter.categoryId);
  return q.orderBy('products.id').execute();
}

/**
 * The published products of the business in the POS's compact shape (no join, only the columns a
 * tile and the search need), oldest first.
 */
export async function listPosProducts(db: DbOrTrx, businessId: number) {
  return db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'product_name',
      'category_id',
      'price',
      'pricedv',
      'pricex',
      'image',
      'vat_category',
      'vat_exemption_code',
      'barcode',
    ])
    .where('business_id', '=', businessId)
    .where('published', '=', 1)
    .orderBy('id')
    .execute();
}

/** The business's product with this UUID (undefined for another business's UUID). */
export async function findProductByUuid(
  db: DbOrTrx,
  businessId: number,
  uuid: string,
): Promise<ProductWithCategory | undefined> {
  return selectWithCategory(db, businessId).where('products.uuid', '=', uuid).executeTakeFirst();
}

/**
 * The id of the business's product with this barcode, other than `exceptId` (decision 0048);
 * undefined when none. `barcode` is non-empty and normalized.
 */
export async function findProductIdByBarcode(
  db: DbOrTrx,
  businessId: number,
  barcode: string,
  exceptId?: number,
): Promise<number | undefined> {
  let q = db
    .selectFrom('products')
    .select('id')
    .where('business_id', '=', businessId)
    .where('barcode', '=', barcode);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst())?.id;
}

export async function findProductById(
  db: DbOrTrx,
  businessId: number,
  id: number,
): Promise<ProductWithCategory | undefined> {
  return selectWithCategory(db, businessId).where('products.id', '=', id).executeTakeFirst();
}

/** Inserts a product of the business (money columns in halalas); returns its id. */
export async function insertProduct(
  db: DbOrTrx,
  businessId: number,
  values: Omit<Insertable<ProductsTable>, 'business_id'>,
): Promise<number> {
  const r = await db
    .insertInto('products')
    .values({ ...values, business_id: businessId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateProduct(
  db: DbOrTrx,
  businessId: number,
  id: number,
  patch: Omit<Updateable<ProductsTable>, 'id' | 'uuid' | 'business_id' | 'created_at'>,
): Promise<void> {
  await db
    .updateTable('products')
    .set(patch)
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

export async function deleteProduct(db: DbOrTrx, businessId: number, id: number): Promise<void> {
  await db
    .deleteFrom('products')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

/**
 * True when an invoice line, a pending quotation or a purchase item of the business refers to the
 * product (it must then be kept, its stock is computed from them).
 */
export async function isProductInvoiced(
  db: DbOrTrx,
  businessId: number,
  productId: number,
): Promise<boolean> {
  const quoted = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select('order_lines.id')
    .where('orders.business_id', '=', businessId)
    .where('orders.state', '=', 'pending')
    .where('order_lines.product_id', '=', productId)
    .limit(1)
    .executeTakeFirst();
  if (quoted) return true;
  const received = await db
    .selectFrom('purchase_items')
    .select('id')
    .where('business_id', '=', businessId)
    .where('product_id', '=', productId)
    .limit(1)
    .executeTakeFirst();
  if (received) return true;
  const hit = await db
    .selectFrom('invoice_lines')
    .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
    .select('invoice_lines.id')
    .where('invoices.business_id', '=', businessId)
    .where('invoice_lines.product_id', '=', productId)
    .limit(1)
    .executeTakeFirst();
  return hit !== undefined;
}
