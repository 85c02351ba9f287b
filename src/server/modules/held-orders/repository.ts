import type { DbOrTrx } from '../../db/types';
import { bumpVersion, type LineStation } from '../kitchen';

/** One line to store: product, whole quantity, chosen option ids, the waiter's note. */
export interface HeldLineToStore {
  productId: number;
  quantity: number;
  modifiers: readonly number[];
  kitchenNote: string;
}

/** An unpaid, not cancelled line as payment reads it. */
export interface UnpaidLine {
  id: number;
  productId: number;
  quantity: number;
  /** Option ids (held_order_lines.modifiers parsed). */
  modifiers: number[];
}

/** The next order number of business `businessId` on Riyadh day `day` (1 for the first). */
export async function nextOrderNumber(
  trx: DbOrTrx,
  businessId: number,
  day: string,
): Promise<number> {
  const row = await trx
    .selectFrom('held_orders')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('business_id', '=', businessId)
    .where('business_day', '=', day)
    .executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}

/**
 * Locks open order `orderId` of the business for a change (decision 0057): one statement raises
 * its version where it is still open, so adding and paying serialize on the row.
 * @returns the new version.
 * @throws AppError not_found (404) for an order the business does not have; held_order_closed
 *   (409) once paid or cancelled.
 */
export async function lockOpenOrder(
  trx: DbOrTrx,
  businessId: number,
  orderId: number,
  now: number,
): Promise<number> {
  return bumpVersion(trx, businessId, orderId, now, ['open']);
}

/** The order's last round (0 before any). */
export async function lastRound(trx: DbOrTrx, businessId: number, orderId: number) {
  const row = await trx
    .selectFrom('held_order_lines')
    .select((eb) => eb.fn.max('round').as('r'))
    .where('business_id', '=', businessId)
    .where('held_order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.r ?? 0);
}

/** Inserts round `round` of order `orderId`, each line on its product's station. */
export async function insertHeldLines(
  trx: DbOrTrx,
  at: { businessId: number; orderId: number; round: number; userId: number; now: number },
  lines: readonly HeldLineToStore[],
  stations: ReadonlyMap<number, LineStation>,
): Promise<void> {
  await trx
    .insertInto('held_order_lines')
    .values(
      lines.map((l) => ({
        business_id: at.businessId,
        held_order_id: at.orderId,
        product_id: l.productId,
        quantity: l.quantity,
        modifiers: JSON.stringify(l.modifiers),
        kitchen_note: l.kitchenNote,
        round: at.round,
        station_id: stations.get(l.productId)?.id ?? null,
        added_by: at.userId,
        added_at: at.now,
        ready_at: null,
        cancelled_at: null,
        invoice_id: null,
      })),
    )
    .execute();
}

/** The order's unpaid, not cancelled lines, oldest first. */
export async function unpaidLines(
  trx: DbOrTrx,
  businessId: number,
  orderId: number,
): Promise<UnpaidLine[]> {
  const rows = await trx
    .selectFrom('held_order_lines')
    .select(['id', 'product_id', 'quantity', 'modifiers'])
    .where('business_id', '=', businessId)
    .where('held_order_id', '=', orderId)
    .where('invoice_id', 'is', null)
    .where('cancelled_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    quantity: Number(r.quantity),
    modifiers: JSON.parse(r.modifiers) as number[],
  }));
}

/** The order row of the business, or undefined. */
export async function findHeldOrder(trx: DbOrTrx, businessId: number, orderId: number) {
  return trx
    .selectFrom('held_orders')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** Marks lines paid by invoice `invoiceId`, records the invoice as part `part` of the order. */
export async function recordPayment(
  trx: DbOrTrx,
  at: { businessId: number; orderId: number; invoiceId: number; part: number },
  lineIds: readonly number[],
): Promise<void> {
  if (lineIds.length > 0)
    await trx
      .updateTable('held_order_lines')
      .set({ invoice_id: at.invoiceId })
      .where('business_id', '=', at.businessId)
      .where('held_order_id', '=', at.orderId)
      .where('id', 'in', lineIds)
      .execute();
  await trx
    .insertInto('held_order_invoices')
    .values({
      business_id: at.businessId,
      held_order_id: at.orderId,
      invoice_id: at.invoiceId,
      part: at.part,
    })
    .execute();
}

/** Closes the order as 'paid' or 'cancelled' at `now`. */
export async function closeHeldOrder(
  trx: DbOrTrx,
  businessId: number,
  orderId: number,
  status: 'paid' | 'cancelled',
  now: number,
): Promise<void> {
  await trx
    .updateTable('held_orders')
    .set({ status, closed_at: now, updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', orderId)
    .execute();
}
