import { AppError } from '../../../domain/errors';
import type { DbOrTrx } from '../../db/types';
import { paymentTermById, paymentTermByUuid } from '../payment-terms';

/**
 * What a sale order names, looked up in the business (decision 0069): its client, the client's
 * address, a payment term, products. Halalas; ids are row ids.
 */

/** The business's client by UUID with its payment term. @throws AppError not_found (404). */
export async function clientByUuid(db: DbOrTrx, businessId: number, uuid: string) {
  const c = await db
    .selectFrom('clients')
    .select(['id', 'uuid', 'registration_name', 'payment_term_id'])
    .where('business_id', '=', businessId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (!c) throw new AppError('not_found', { fields: { customer_id: 'العميل غير موجود' } });
  return {
    ...c,
    id: Number(c.id),
    payment_term_id: c.payment_term_id ? Number(c.payment_term_id) : null,
  };
}

/**
 * A live address of the client: the one named, else its default (or none).
 * @throws AppError not_found (404) when a named address is not the client's.
 */
export async function addressFor(
  db: DbOrTrx,
  businessId: number,
  clientId: number,
  uuid: string | null | undefined,
): Promise<number | null> {
  let q = db
    .selectFrom('client_addresses')
    .select('id')
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId)
    .where('deleted_at', 'is', null);
  q = uuid ? q.where('uuid', '=', uuid) : q.where('is_default', '=', 1);
  const r = await q.orderBy('id').executeTakeFirst();
  if (uuid && !r) throw new AppError('not_found', { fields: { address_id: 'العنوان غير موجود' } });
  return r ? Number(r.id) : null;
}

/**
 * A live payment term by UUID, else by id (the client's), else none (payment-terms module).
 * @throws AppError not_found (404) when a named term is not a live term of the business.
 */
export async function termFor(
  db: DbOrTrx,
  businessId: number,
  uuid: string | null | undefined,
  fallbackId: number | null,
): Promise<{ id: number; days: number; end_of_month: number } | null> {
  const r = uuid
    ? await paymentTermByUuid(db, businessId, uuid)
    : await paymentTermById(db, businessId, fallbackId);
  if (uuid && !r)
    throw new AppError('not_found', { fields: { payment_id: 'شرط الدفع غير موجود' } });
  return r
    ? { id: Number(r.id), days: Number(r.days), end_of_month: Number(r.end_of_month) }
    : null;
}

/** The business's term by id (an order's), or null. */
export async function termById(db: DbOrTrx, businessId: number, id: number | null) {
  return termFor(db, businessId, undefined, id);
}

/** A product as a sale order prices it: VAT-inclusive price (halalas) and VAT category. */
export interface SaleProduct {
  id: number;
  uuid: string;
  name: string;
  price: number;
  published: number;
  vat_category: string;
  vat_exemption_code: string;
}

/** The business's products by UUID or id. */
export async function products(
  db: DbOrTrx,
  businessId: number,
  keys: { uuids?: readonly string[]; ids?: readonly number[] },
): Promise<SaleProduct[]> {
  let q = db
    .selectFrom('products')
    .select(['id', 'uuid', 'name', 'price', 'published', 'vat_category', 'vat_exemption_code'])
    .where('business_id', '=', businessId);
  if (keys.uuids) q = q.where('uuid', 'in', keys.uuids.length ? [...keys.uuids] : ['']);
  if (keys.ids) q = q.where('id', 'in', keys.ids.length ? [...keys.ids] : [0]);
  const rows = await q.execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    price: Number(r.price),
    published: Number(r.published),
  }));
}

/** The business's live warehouse by UUID, else its default (oldest live). @throws not_found. */
export async function warehouseFor(db: DbOrTrx, businessId: number, uuid: string | undefined) {
  let q = db
    .selectFrom('warehouses')
    .select(['id', 'uuid', 'name'])
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null);
  if (uuid) q = q.where('uuid', '=', uuid);
  const r = await q.orderBy('id').executeTakeFirst();
  if (!r) throw new AppError('not_found', { fields: { warehouse_id: 'المستودع غير موجود' } });
  return { id: Number(r.id), uuid: r.uuid, name: r.name };
}
