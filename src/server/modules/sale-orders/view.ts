import { halalasToSar } from '../../../domain/money';
import { saleOrderState } from '../../../domain/sale-orders';
import type { SaleOrderView } from '../../../domain/schemas/sale-orders';
import type { DbOrTrx } from '../../db/types';
import { invoicesOfNotes, notesOfOrder } from './delivery-repository';
import * as repo from './repository';
import type { SaleOrderRow } from './repository';

/**
 * A sale order on the wire (decision 0069): SAR amounts, its lines with delivered and invoiced
 * pieces, its delivery notes and the invoices that billed them.
 */
export async function orderView(
  db: DbOrTrx,
  businessId: number,
  o: SaleOrderRow,
): Promise<SaleOrderView> {
  const lines = await repo.orderLines(db, businessId, [o.id]);
  const deliveries = await notesOfOrder(db, businessId, o.id);
  const invoices = await invoicesOfNotes(
    db,
    businessId,
    deliveries.map((d) => Number(d.id)),
  );
  return {
    uuid: o.uuid,
    number: o.number,
    state: saleOrderState(o.state),
    customer_id: o.client_uuid,
    customer_name: o.client_name,
    reference_number: o.reference_number,
    date: o.date,
    due_date: o.due_date,
    total: halalasToSar(o.tax_inclusive_amount),
    address_id: o.address_uuid,
    payment_id: o.term_uuid,
    days: o.days,
    currency_id: o.currency_id,
    note: o.note,
    tax_exclusive: halalasToSar(o.tax_exclusive_amount),
    vat_amount: halalasToSar(o.tax_amount),
    lines: lines.map((l) => ({
      uuid: l.uuid,
      prod_id: l.product_uuid,
      name: l.product_name,
      description: l.description,
      quantity: l.quantity,
      unit_price: halalasToSar(l.unit_price),
      discount: l.discount,
      vat_id: l.vat_category,
      vat_amount: halalasToSar(l.vat_amount),
      line_total: halalasToSar(l.line_total),
      delivered: l.delivered,
      invoiced: l.invoiced,
    })),
    deliveries: deliveries.map((d) => ({
      uuid: d.uuid,
      number: Number(d.number),
      at: Number(d.delivered_at),
    })),
    invoices: invoices.map((v) => ({ uuid: v.uuid, number: Number(v.number) })),
  };
}
