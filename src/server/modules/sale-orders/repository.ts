import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import type { SaleOrderLinesTable, SaleOrdersTable } from '../../db/sale-order-tables';

/**
 * SQL of sale orders (decision 0069). Every query names the business. Pieces; halalas; instants
 * UTC ms; dates Riyadh 'YYYY-MM-DD'.
 */

/** A sale order row with its client's, address's and payment term's UUIDs. */
export interface SaleOrderRow {
  id: number;
  uuid: string;
  number: number;
  state: string;
  client_id: number;
  client_uuid: string;
  client_name: string;
  address_id: number | null;
  address_uuid: string | null;
  payment_term_id: number | null;
  term_uuid: string | null;
  reference_number: string;
  date: string;
  due_date: string | null;
  days: number;
  currency_id: string;
  note: string;
  tax_exclusive_amount: number;
  tax_amount: number;
  tax_inclusive_amount: number;
  created_at: number;
}

function ordersQuery(db: DbOrTrx, businessId: number) {
  return db
    .selectFrom('sale_orders as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .leftJoin('client_addresses as a', 'a.id', 'o.address_id')
    .leftJoin('payment_terms as t', 't.id', 'o.payment_term_id')
    .select([
      'o.id',
      'o.uuid',
      'o.number',
      'o.state',
      'o.client_id',
      'c.uuid as client_uuid',
      'c.registration_name as client_name',
      'o.address_id',
      'a.uuid as address_uuid',
      'o.payment_term_id',
      't.uuid as term_uuid',
      'o.reference_number',
      'o.date',
      'o.due_date',
      'o.days',
      'o.currency_id',
      'o.note',
      'o.tax_exclusive_amount',
      'o.tax_amount',
      'o.tax_inclusive_amount',
      'o.created_at',
    ])
    .where('o.business_id', '=', businessId);
}

const numeric = (r: SaleOrderRow): SaleOrderRow => ({
  ...r,
  id: Number(r.id),
  number: Number(r.number),
  client_id: Number(r.client_id),
  address_id: r.address_id === null ? null : Number(r.address_id),
  payment_term_id: r.payment_term_id === null ? null : Number(r.payment_term_id),
  days: Number(r.days),
  tax_exclusive_amount: Number(r.tax_exclusive_amount),
  tax_amount: Number(r.tax_amount),
  tax_inclusive_amount: Number(r.tax_inclusive_amount),
  created_at: Number(r.created_at),
});

/** The business's order by UUID (or by id), or undefined. */
export async function findOrder(
  db: DbOrTrx,
  businessId: number,
  key: string | number,
): Promise<SaleOrderRow | undefined> {
  const q = ordersQuery(db, businessId);
  const r = await (
    typeof key === 'string' ? q.where('o.uuid', '=', key) : q.where('o.id', '=', key)
  ).executeTakeFirst();
  return r ? numeric(r as SaleOrderRow) : undefined;
}

/** The business's orders, newest first (the last 500), optionally one state or client UUID. */
export async function listOrders(
  db: DbOrTrx,
  businessId: number,
  filter: { state?: string; clientUuid?: string },
): Promise<SaleOrderRow[]> {
  let q = ordersQuery(db, businessId);
  if (filter.state) q = q.where('o.state', '=', filter.state);
  if (filter.clientUuid) q = q.where('c.uuid', '=', filter.clientUuid);
  const rows = await q.orderBy('o.id', 'desc').limit(500).execute();
  return rows.map((r) => numeric(r as SaleOrderRow));
}

/** An order line with its product and the pieces delivered and invoiced so far. */
export interface SaleLineRow {
  id: number;
  order_id: number;
  uuid: string;
  line_no: number;
  product_id: number;
  product_uuid: string;
  product_name: string;
  description: string;
  quantity: number;
  unit_price: number;
  discount: number;
  vat_category: string;
  vat_percent: number;
  vat_exemption_code: string;
  vat_amount: number;
  line_total: number;
  delivered: number;
  invoiced: number;
}

/** The lines of the given orders in order, each with Σ delivered and Σ invoiced pieces. */
export async function orderLines(
  db: DbOrTrx,
  businessId: number,
  orderIds: readonly number[],
): Promise<SaleLineRow[]> {
  if (orderIds.length === 0) return [];
  const delivered = db
    .selectFrom('delivery_note_lines')
    .select((eb) => ['order_line_id', eb.fn.sum<number>('quantity').as('q')])
    .where('business_id', '=', businessId)
    .groupBy('order_line_id')
    .as('d');
  const invoiced = db
    .selectFrom('delivery_invoice_lines as i')
    .innerJoin('delivery_note_lines as n', 'n.id', 'i.delivery_line_id')
    .select((eb) => ['n.order_line_id', eb.fn.sum<number>('i.quantity').as('q')])
    .where('i.business_id', '=', businessId)
    .groupBy('n.order_line_id')
    .as('v');
  const rows = await db
    .selectFrom('sale_order_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .leftJoin(delivered, 'd.order_line_id', 'l.id')
    .leftJoin(invoiced, 'v.order_line_id', 'l.id')
    .selectAll('l')
    .select((eb) => [
      'p.uuid as product_uuid',
      'p.name as product_name',
      eb.fn.coalesce('d.q', eb.lit(0)).as('delivered'),
      eb.fn.coalesce('v.q', eb.lit(0)).as('invoiced'),
    ])
    .where('l.business_id', '=', businessId)
    .where('l.order_id', 'in', [...orderIds])
    .orderBy('l.order_id')
    .orderBy('l.line_no')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    order_id: Number(r.order_id),
    uuid: r.uuid,
    line_no: Number(r.line_no),
    product_id: Number(r.product_id),
    product_uuid: r.product_uuid,
    product_name: r.product_name,
    description: r.description,
    quantity: Number(r.quantity),
    unit_price: Number(r.unit_price),
    discount: Number(r.discount),
    vat_category: r.vat_category,
    vat_percent: Number(r.vat_percent),
    vat_exemption_code: r.vat_exemption_code,
    vat_amount: Number(r.vat_amount),
    line_total: Number(r.line_total),
    delivered: Number(r.delivered ?? 0),
    invoiced: Number(r.invoiced ?? 0),
  }));
}

/** The next number of the business's sale orders or delivery notes (call under its counter lock). */
export async function nextNumber(
  db: DbOrTrx,
  table: 'sale_orders' | 'delivery_notes',
  businessId: number,
): Promise<number> {
  const r = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number>('number').as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return Number(r?.n ?? 0) + 1;
}

/** Inserts an order; returns its id. */
export async function insertOrder(
  db: DbOrTrx,
  row: Omit<Insertable<SaleOrdersTable>, 'id'>,
): Promise<number> {
  const r = await db
    .insertInto('sale_orders')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** Changes an order's header fields. */
export async function updateOrder(
  db: DbOrTrx,
  businessId: number,
  id: number,
  set: Partial<Omit<Insertable<SaleOrdersTable>, 'id' | 'business_id' | 'uuid'>>,
): Promise<void> {
  await db
    .updateTable('sale_orders')
    .set(set)
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

/** Replaces an order's lines (a draft's: no delivery names them). */
export async function replaceLines(
  db: DbOrTrx,
  businessId: number,
  orderId: number,
  lines: ReadonlyArray<Omit<Insertable<SaleOrderLinesTable>, 'id' | 'business_id' | 'order_id'>>,
): Promise<void> {
  await db
    .deleteFrom('sale_order_lines')
    .where('business_id', '=', businessId)
    .where('order_id', '=', orderId)
    .execute();
  if (lines.length > 0)
    await db
      .insertInto('sale_order_lines')
      .values(lines.map((l) => ({ ...l, business_id: businessId, order_id: orderId })))
      .execute();
}

/**
 * Row-locks the order (a no-op UPDATE) so concurrent deliveries and invoices of it wait for each
 * other; false when the business has no such order.
 */
export async function lockOrder(db: DbOrTrx, businessId: number, id: number): Promise<boolean> {
  const r = await db
    .updateTable('sale_orders')
    .set((eb) => ({ state: eb.ref('state') }))
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
