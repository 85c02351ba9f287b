import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx, OrderLinesTable, OrdersTable } from '../../db/types';

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type NewOrder = Omit<Insertable<OrdersTable>, 'id' | 'business_id'>;
export type NewOrderLine = Omit<Insertable<OrderLinesTable>, 'id' | 'order_id'>;
/** The amounts and payment columns a re-pricing writes. */
export type OrderAmounts = Pick<
  NewOrder,
  | 'payment_means_code'
  | 'discount_percent'
  | 'allowance_total_amount'
  | 'tax_exclusive_amount'
  | 'tax_amount'
  | 'tax_inclusive_amount'
  | 'prepaid_amount'
  | 'updated_at'
>;

/** Every query of orders starts here: the business is part of it. */
function ordersOf(db: DbOrTrx, businessId: number) {
  return db.selectFrom('orders').selectAll().where('business_id', '=', businessId);
}

/** The business's orders in `state`, newest first (by creation: old numbers are Unix seconds). */
export async function listOrders(
  db: DbOrTrx,
  businessId: number,
  state: string,
): Promise<OrderRow[]> {
  return ordersOf(db, businessId)
    .where('state', '=', state)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The business's order with this OrderReferenceID, in any state. */
export async function findOrder(
  db: DbOrTrx,
  businessId: number,
  orderReference: number,
): Promise<OrderRow | undefined> {
  return ordersOf(db, businessId)
    .where('order_reference_id', '=', orderReference)
    .executeTakeFirst();
}

/** The business's order (quotation) with this UUID, in any state. */
export async function findOrderByUuid(
  db: DbOrTrx,
  businessId: number,
  uuid: string,
): Promise<OrderRow | undefined> {
  return ordersOf(db, businessId).where('uuid', '=', uuid).executeTakeFirst();
}

/** Lines of the business's orders `orderIds`, in order and line order. */
export async function listOrderLines(
  db: DbOrTrx,
  businessId: number,
  orderIds: readonly number[],
): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .selectAll('order_lines')
    .where('orders.business_id', '=', businessId)
    .where('order_lines.order_id', 'in', [...orderIds])
    .orderBy('order_lines.order_id')
    .orderBy('order_lines.line_no')
    .execute();
}

export async function insertOrder(db: DbOrTrx, businessId: number, values: NewOrder) {
  const r = await db
    .insertInto('orders')
    .values({ ...values, business_id: businessId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Replaces the lines of an order (inside the transaction that re-prices it). */
export async function replaceOrderLines(
  db: DbOrTrx,
  orderId: number,
  lines: readonly NewOrderLine[],
): Promise<void> {
  await db.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
  if (lines.length > 0)
    await db
      .insertInto('order_lines')
      .values(lines.map((l) => ({ ...l, order_id: orderId })))
      .execute();
}

/** Writes new amounts of a pending order; returns false when it is no longer pending. */
export async function updatePendingOrder(
  db: DbOrTrx,
  businessId: number,
  orderId: number,
  values: OrderAmounts,
): Promise<boolean> {
  const r = await db
    .updateTable('orders')
    .set(values)
    .where('business_id', '=', businessId)
    .where('id', '=', orderId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Moves a pending order to `state` (approved or deleted) — the claim of an approval: of two
 * transactions doing it at once, PostgreSQL makes the second wait for the first's commit and then
 * finds the order no longer pending (SQLite runs them one after the other).
 * @returns true when this call moved it; false when it was not pending.
 */
export async function leavePending(
  db: DbOrTrx,
  businessId: number,
  orderId: number,
  state: 'approved' | 'deleted',
  now: number,
): Promise<boolean> {
  const r = await db
    .updateTable('orders')
    .set({ state, updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', orderId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Links an approved order to its invoice. */
export async function setOrderInvoice(
  db: DbOrTrx,
  businessId: number,
  orderId: number,
  invoiceId: number,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ invoice_id: invoiceId })
    .where('business_id', '=', businessId)
    .where('id', '=', orderId)
    .execute();
}

/**
 * Puts the approved order whose invoice is `invoiceId` back to pending (decision 0044: ZATCA
 * refused to clear that invoice), so it can be corrected and approved again into a new invoice;
 * its link to the rejected invoice stays until then. @returns whether an order was reopened.
 */
export async function reopenOrderOfInvoice(
  db: DbOrTrx,
  businessId: number,
  invoiceId: number,
  now: number,
): Promise<boolean> {
  const r = await db
    .updateTable('orders')
    .set({ state: 'pending', updated_at: now })
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .where('state', '=', 'approved')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
