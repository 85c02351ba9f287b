import type { DbOrTrx } from '../../db/types';

/**
 * Reads a sale order of the business for the purchase order of its missing pieces (decision
 * 0070), in this module's own SQL over the sale-orders tables (read only): id, number, state and
 * per line the product (id, UUID), pieces ordered, pieces delivered so far (Σ delivery note
 * lines) and the line's VAT category. Undefined when the business has no such order.
 */
export async function saleOrderProgress(db: DbOrTrx, businessId: number, uuid: string) {
  const order = await db
    .selectFrom('sale_orders')
    .select(['id', 'number', 'state'])
    .where('business_id', '=', businessId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (!order) return undefined;
  const delivered = db
    .selectFrom('delivery_note_lines')
    .select((eb) => ['order_line_id', eb.fn.sum<number>('quantity').as('q')])
    .where('business_id', '=', businessId)
    .groupBy('order_line_id')
    .as('d');
  const lines = await db
    .selectFrom('sale_order_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .leftJoin(delivered, 'd.order_line_id', 'l.id')
    .select(['l.product_id', 'p.uuid', 'l.quantity', 'l.vat_category', 'd.q'])
    .where('l.business_id', '=', businessId)
    .where('l.order_id', '=', order.id)
    .orderBy('l.line_no')
    .execute();
  return {
    id: Number(order.id),
    number: Number(order.number),
    state: order.state,
    lines: lines.map((l) => ({
      productId: Number(l.product_id),
      productUuid: l.uuid,
      ordered: Number(l.quantity),
      delivered: Number(l.q ?? 0),
      vatCategory: l.vat_category,
    })),
  };
}

/** The business's live warehouse by UUID, else its default (oldest live); undefined if none. */
export async function warehouseOrDefault(
  db: DbOrTrx,
  businessId: number,
  uuid: string | undefined,
) {
  let q = db
    .selectFrom('warehouses')
    .select(['id', 'uuid'])
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null);
  if (uuid) q = q.where('uuid', '=', uuid);
  const r = await q.orderBy('id').executeTakeFirst();
  return r ? { id: Number(r.id), uuid: r.uuid } : undefined;
}
