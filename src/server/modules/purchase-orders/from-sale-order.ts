import { AppError } from '../../../domain/errors';
import { missingPieces } from '../../../domain/missing-pieces';
import { halalasToSar } from '../../../domain/money';
import { purchaseOrderBody } from '../../../domain/schemas/purchase-orders';
import type {
  PurchaseOrderFromSaleBody,
  PurchaseOrderView,
} from '../../../domain/schemas/purchase-orders';
import type { AppContext, SessionUser } from '../../context';
import type { BusinessRow } from '../businesses/service';
import { saleOrderProgress, warehouseOrDefault } from './sale-order-repository';
import { movingAverageCosts, onHandByProduct } from '../stock';
import { createOrder } from './service';

/**
 * POST purchase_orders/from_sale_order/{UUID} (decision 0070): a draft purchase order to the
 * supplier for what the business's sale order still misses in the warehouse (default: the
 * business's default one) — per product max(0, ordered − delivered − on hand), missingPieces —
 * linked to the sale order (`sale_order_id`). A cancelled sale order misses nothing. Unit costs
 * are the product's moving-average cost in that warehouse, else over all warehouses, else 0
 * (VAT-exclusive SAR, to be corrected on the draft); the VAT category is the sale line's.
 * Made through createOrder (numbered, audited `purchase_order.create`).
 * @throws AppError not_found (404) for a sale order, supplier or warehouse the business does not
 *   have; nothing_to_order (422) when nothing is missing.
 */
export async function createFromSaleOrder(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  saleOrderUuid: string,
  body: PurchaseOrderFromSaleBody,
): Promise<PurchaseOrderView> {
  const order = await saleOrderProgress(ctx.db, business.id, saleOrderUuid);
  if (!order) throw new AppError('not_found');
  const warehouse = await warehouseOrDefault(ctx.db, business.id, body.warehouse_id);
  if (!warehouse)
    throw new AppError('not_found', { fields: { warehouse_id: 'المستودع غير موجود' } });
  const lines = order.state === 'cancelled' ? [] : order.lines;
  const ids = [...new Set(lines.map((l) => l.productId))];
  const onHand = await onHandByProduct(ctx.db, business.id, warehouse.id, ids);
  const missing = missingPieces(lines, onHand);
  if (missing.length === 0) throw new AppError('nothing_to_order');
  const here = await movingAverageCosts(ctx.db, business.id, warehouse.id);
  const everywhere = await movingAverageCosts(ctx.db, business.id);
  const lineOf = new Map(lines.map((l) => [l.productId, l]));
  return createOrder(
    ctx,
    actor,
    business,
    purchaseOrderBody.parse({
      supplier_id: body.supplier_id,
      ware_house_id: warehouse.uuid,
      sale_order_id: order.id,
      note: `لأمر البيع رقم ${order.number}`,
      lines: missing.map((m) => ({
        product: lineOf.get(m.productId)!.productUuid,
        quantity: m.quantity,
        unit_cost: halalasToSar(
          Math.round(here.get(m.productId) ?? everywhere.get(m.productId) ?? 0),
        ),
        vat_category: lineOf.get(m.productId)!.vatCategory,
      })),
    }),
  );
}
