import type { DbOrTrx } from '../../db/types';

/**
 * SQL of the lookups API (docs/decisions/0071-lookups.md): per kind, the business's rows with an
 * id greater than `after`, by id, at most `n` — one batch of the keyset scan in service.ts. Only
 * the columns a picker item needs; every query names the business. Money in halalas.
 */

/** One batch: rows of the business with id > `after`, ascending, at most `n`. */
export interface Batch {
  businessId: number;
  after: number;
  n: number;
}

const num = <T extends { id: number | string }>(rows: T[]) =>
  rows.map((r) => ({ ...r, id: Number(r.id) }));

/** Clients with their VAT number and payment term UUID (null = cash). */
export async function customers(db: DbOrTrx, b: Batch) {
  const rows = await db
    .selectFrom('clients as c')
    .leftJoin('payment_terms as t', (j) =>
      j.onRef('t.id', '=', 'c.payment_term_id').on('t.business_id', '=', b.businessId),
    )
    .select(['c.id', 'c.uuid', 'c.registration_name', 'c.vat', 'c.phone', 'c.contact_person'])
    .select('t.uuid as term_uuid')
    .where('c.business_id', '=', b.businessId)
    .where('c.id', '>', b.after)
    .orderBy('c.id')
    .limit(b.n)
    .execute();
  return num(rows);
}

/** Live client addresses with their client's UUID and name; only client `clientId` when given. */
export async function addresses(db: DbOrTrx, b: Batch, clientId?: number) {
  let q = db
    .selectFrom('client_addresses as a')
    .innerJoin('clients as c', 'c.id', 'a.client_id')
    .select(['a.id', 'a.uuid', 'a.label', 'a.city_name', 'a.street_name', 'a.is_default'])
    .select(['c.uuid as client_uuid', 'c.registration_name as client_name'])
    .where('a.business_id', '=', b.businessId)
    .where('c.business_id', '=', b.businessId)
    .where('a.deleted_at', 'is', null)
    .where('a.id', '>', b.after);
  if (clientId !== undefined) q = q.where('a.client_id', '=', clientId);
  return num(await q.orderBy('a.id').limit(b.n).execute());
}

/** The id of the business's client with this UUID, or undefined. */
export async function clientIdByUuid(db: DbOrTrx, businessId: number, uuid: string) {
  const r = await db
    .selectFrom('clients')
    .select('id')
    .where('business_id', '=', businessId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return r ? Number(r.id) : undefined;
}

/** Products (published or not), price halalas. */
export async function products(db: DbOrTrx, b: Batch) {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'uuid', 'name', 'product_name', 'price', 'barcode', 'vat_category'])
    .select(['vat_exemption_code', 'size_ar'])
    .where('business_id', '=', b.businessId)
    .where('id', '>', b.after)
    .orderBy('id')
    .limit(b.n)
    .execute();
  return num(rows).map((r) => ({ ...r, price: Number(r.price) }));
}

/** Suppliers with their VAT number and payment term UUID (null = cash). */
export async function suppliers(db: DbOrTrx, b: Batch) {
  const rows = await db
    .selectFrom('suppliers as s')
    .leftJoin('payment_terms as t', (j) =>
      j.onRef('t.id', '=', 's.payment_term_id').on('t.business_id', '=', b.businessId),
    )
    .select(['s.id', 's.uuid', 's.name', 's.vatid', 't.uuid as term_uuid'])
    .where('s.business_id', '=', b.businessId)
    .where('s.id', '>', b.after)
    .orderBy('s.id')
    .limit(b.n)
    .execute();
  return num(rows);
}

/** Sale orders in one of `states`, with their client's name. */
export async function saleOrders(db: DbOrTrx, b: Batch, states: readonly string[]) {
  const rows = await db
    .selectFrom('sale_orders as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .select(['o.id', 'o.uuid', 'o.number', 'o.state', 'o.reference_number'])
    .select('c.registration_name as client_name')
    .where('o.business_id', '=', b.businessId)
    .where('o.state', 'in', states)
    .where('o.id', '>', b.after)
    .orderBy('o.id')
    .limit(b.n)
    .execute();
  return num(rows).map((r) => ({ ...r, number: Number(r.number) }));
}

/** Live warehouses. */
export async function wareHouses(db: DbOrTrx, b: Batch) {
  const rows = await db
    .selectFrom('warehouses')
    .select(['id', 'uuid', 'name', 'address'])
    .where('business_id', '=', b.businessId)
    .where('deleted_at', 'is', null)
    .where('id', '>', b.after)
    .orderBy('id')
    .limit(b.n)
    .execute();
  return num(rows);
}
