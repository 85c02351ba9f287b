import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import type {
  DeliveryInvoiceLinesTable,
  DeliveryNoteLinesTable,
  DeliveryNotesTable,
} from '../../db/sale-order-tables';

/**
 * SQL of delivery notes, their lines and the invoice lines that bill them (decision 0069). Every
 * query names the business. Quantities are whole pieces; instants UTC ms.
 */

/** Inserts a delivery note; returns its id. */
export async function insertDeliveryNote(
  db: DbOrTrx,
  row: Omit<Insertable<DeliveryNotesTable>, 'id'>,
): Promise<number> {
  const r = await db
    .insertInto('delivery_notes')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** Inserts a note's lines. */
export async function insertDeliveryLines(
  db: DbOrTrx,
  rows: ReadonlyArray<Omit<Insertable<DeliveryNoteLinesTable>, 'id'>>,
): Promise<void> {
  await db
    .insertInto('delivery_note_lines')
    .values([...rows])
    .execute();
}

/** A note of the business by UUID with its order's and warehouse's UUIDs, or undefined. */
export async function findDeliveryNote(db: DbOrTrx, businessId: number, uuid: string) {
  return db
    .selectFrom('delivery_notes as n')
    .innerJoin('sale_orders as o', 'o.id', 'n.sale_order_id')
    .innerJoin('warehouses as w', 'w.id', 'n.warehouse_id')
    .select(['n.id', 'n.uuid', 'n.number', 'n.note', 'n.signature_key', 'n.delivered_at'])
    .select(['o.uuid as order_uuid', 'o.state as order_state', 'w.uuid as warehouse_uuid'])
    .where('n.business_id', '=', businessId)
    .where('n.uuid', '=', uuid)
    .executeTakeFirst();
}

/** A note's lines: the order line's UUID, the product's UUID and name, pieces. */
export async function deliveryNoteLines(db: DbOrTrx, businessId: number, noteId: number) {
  return db
    .selectFrom('delivery_note_lines as d')
    .innerJoin('sale_order_lines as l', 'l.id', 'd.order_line_id')
    .innerJoin('products as p', 'p.id', 'd.product_id')
    .select(['l.uuid as line', 'p.uuid as prod_id', 'p.name', 'd.quantity'])
    .where('d.business_id', '=', businessId)
    .where('d.note_id', '=', noteId)
    .orderBy('d.id')
    .execute();
}

/** The file-store key of a note's drawn signature, or null (no note, or none drawn). */
export async function signatureKeyOf(
  db: DbOrTrx,
  businessId: number,
  uuid: string,
): Promise<string | null> {
  const n = await db
    .selectFrom('delivery_notes')
    .select('signature_key')
    .where('business_id', '=', businessId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return n?.signature_key ?? null;
}

/**
 * Delivered lines of an order (by UUID) or of the named notes, each with its order, client and
 * the pieces already invoiced (Σ delivery_invoice_lines).
 */
export async function deliveredLines(
  db: DbOrTrx,
  businessId: number,
  of: { saleOrderUuid?: string; noteUuids?: readonly string[] },
) {
  let q = db
    .selectFrom('delivery_note_lines as d')
    .innerJoin('delivery_notes as n', 'n.id', 'd.note_id')
    .innerJoin('sale_orders as o', 'o.id', 'n.sale_order_id')
    .select(['d.id', 'd.order_line_id', 'd.quantity', 'n.uuid as note_uuid', 'o.id as order_id'])
    .select(['o.client_id'])
    .select((eb) =>
      eb
        .selectFrom('delivery_invoice_lines as i')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('i.quantity'), e.lit(0)).as('q'))
        .whereRef('i.delivery_line_id', '=', 'd.id')
        .as('invoiced'),
    )
    .where('d.business_id', '=', businessId);
  if (of.saleOrderUuid) q = q.where('o.uuid', '=', of.saleOrderUuid);
  if (of.noteUuids) q = q.where('n.uuid', 'in', [...of.noteUuids]);
  return q.orderBy('d.id').execute();
}

/** Records which invoice line billed how many pieces of which delivered line. */
export async function insertInvoiceLinks(
  db: DbOrTrx,
  rows: ReadonlyArray<Omit<Insertable<DeliveryInvoiceLinesTable>, 'id'>>,
): Promise<void> {
  await db
    .insertInto('delivery_invoice_lines')
    .values([...rows])
    .execute();
}

/** An order's delivery notes, oldest first. */
export async function notesOfOrder(db: DbOrTrx, businessId: number, orderId: number) {
  return db
    .selectFrom('delivery_notes')
    .select(['id', 'uuid', 'number', 'delivered_at'])
    .where('business_id', '=', businessId)
    .where('sale_order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** The invoices (UUID, number) that billed lines of these notes, by number. */
export async function invoicesOfNotes(db: DbOrTrx, businessId: number, noteIds: number[]) {
  if (noteIds.length === 0) return [];
  return db
    .selectFrom('delivery_invoice_lines as i')
    .innerJoin('invoices as v', 'v.id', 'i.invoice_id')
    .innerJoin('delivery_note_lines as n', 'n.id', 'i.delivery_line_id')
    .select(['v.uuid', 'v.number'])
    .distinct()
    .where('i.business_id', '=', businessId)
    .where('n.note_id', 'in', noteIds)
    .orderBy('v.number')
    .execute();
}
