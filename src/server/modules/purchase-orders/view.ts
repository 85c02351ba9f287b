import { halalasToSar } from '../../../domain/money';
import {
  orderLineAmounts,
  purchaseOrderState,
  remainingPieces,
} from '../../../domain/purchase-orders';
import type {
  PurchaseOrderSummary,
  PurchaseOrderView,
} from '../../../domain/schemas/purchase-orders';
import type { DbOrTrx } from '../../db/types';
import * as repo from './repository';
import * as receipts from './receipts-repository';

/** Σ of the lines' amounts in halalas. */
function totalsOf(lines: readonly repo.OrderLineRow[]) {
  const t = { net: 0, vat: 0, total: 0 };
  for (const l of lines) {
    const a = orderLineAmounts(l.unit_cost, l.quantity, l.vat_category);
    t.net += a.net;
    t.vat += a.vat;
    t.total += a.total;
  }
  return { net: halalasToSar(t.net), vat: halalasToSar(t.vat), total: halalasToSar(t.total) };
}

function summary(o: repo.OrderRow, lines: readonly repo.OrderLineRow[]): PurchaseOrderSummary {
  return {
    UUID: o.uuid,
    number: o.number,
    status: purchaseOrderState(o.status),
    supplier: { UUID: o.supplier_uuid, name: o.supplier_name },
    warehouse: { UUID: o.warehouse_uuid, name: o.warehouse_name },
    expected_date: o.expected_date,
    createdAt: o.created_at,
    totals: totalsOf(lines),
  };
}

/** The orders as their list shows them (lines read in one query for the totals). */
export async function summaries(
  db: DbOrTrx,
  businessId: number,
  orders: readonly repo.OrderRow[],
): Promise<PurchaseOrderSummary[]> {
  const lines = await repo.orderLines(
    db,
    businessId,
    orders.map((o) => o.id),
  );
  return orders.map((o) =>
    summary(
      o,
      lines.filter((l) => l.order_id === o.id),
    ),
  );
}

/**
 * One order on the wire: lines with ordered, received and remaining pieces and SAR amounts
 * (VAT-exclusive unit cost, VAT by category), totals, receipts (decision 0070).
 */
export async function orderView(
  db: DbOrTrx,
  businessId: number,
  o: repo.OrderRow,
): Promise<PurchaseOrderView> {
  const lines = await repo.orderLines(db, businessId, [o.id]);
  const got = await receipts.receiptsOf(db, businessId, [o.id]);
  return {
    ...summary(o, lines),
    supplier_id: o.supplier_uuid,
    ware_house_id: o.warehouse_uuid,
    sale_order_id: o.sale_order_id,
    address_id: o.address_id,
    note: o.note,
    sentAt: o.sent_at,
    lines: lines.map((l) => {
      const a = orderLineAmounts(l.unit_cost, l.quantity, l.vat_category);
      return {
        UUID: l.uuid,
        product: l.product_uuid,
        name: l.product_name,
        quantity: l.quantity,
        received: l.received,
        remaining: remainingPieces({ ordered: l.quantity, received: l.received }),
        unit_cost: halalasToSar(l.unit_cost),
        vat_category: l.vat_category,
        net: halalasToSar(a.net),
        vat: halalasToSar(a.vat),
        total: halalasToSar(a.total),
      };
    }),
    receipts: got.map((g) => ({
      UUID: g.uuid,
      number: g.number,
      warehouse: { UUID: g.warehouse_uuid, name: g.warehouse_name },
      receivedAt: g.received_at,
      pieces: g.pieces,
    })),
  };
}
