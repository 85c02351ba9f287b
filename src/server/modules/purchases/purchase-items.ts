import { AppError, FIELD_MESSAGES } from '../../../domain/errors';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import { purchaseLineTotal } from '../../../domain/purchases';
import type { PurchaseItemView, PurchaseItemsBody } from '../../../domain/schemas/purchases';
import type { AppContext, SessionUser } from '../../context';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { loadPurchase } from './purchases';
import * as repo from './repository';
import { recordPurchaseStock } from '../stock';
import { findPurchaseOrder } from '../purchase-orders';

/** The items (lines) of one purchase: read them, replace them. */

/** GET purchases/items/{UUID}: the purchase's items in order. @throws AppError not_found (404). */
export async function listItems(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<PurchaseItemView[]> {
  const purchase = await loadPurchase(ctx.db, business.id, uuid);
  return (await repo.listItems(ctx.db, business.id, purchase.id)).map((r) => ({
    ItemName: r.item_name,
    Price: halalasToSar(r.price),
    InvoicedQuantity: r.quantity,
    RoundingAmount: halalasToSar(r.rounding_amount),
    ProductID: r.product_id,
    ProductUUID: r.product_uuid,
  }));
}

/**
 * POST purchases/items {items, invdate, invUUID}: replaces the items of purchase `invUUID` (and its
 * date when `invdate` is given), audited. A line's RoundingAmount, when sent, must be Price ×
 * InvoicedQuantity; a ProductID must be a product of this business — its received quantity then
 * counts in that product's stock.
 * @throws AppError not_found (404) for a purchase of another business or none; unknown_product (422,
 *   fields.items.N.ProductID) for a product of another business or none; totals_mismatch (422,
 *   fields.items.N.RoundingAmount) for a line total that is not Price × InvoicedQuantity.
 */
export async function saveItems(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: PurchaseItemsBody,
): Promise<void> {
  const lines = body.items.map((it) => {
    const price = sarToHalalas(it.Price);
    return {
      item_name: it.ItemName,
      price,
      quantity: it.InvoicedQuantity,
      rounding_amount: purchaseLineTotal(price, it.InvoicedQuantity),
      product_id: it.ProductID ?? null,
      sent: it.RoundingAmount === undefined ? undefined : sarToHalalas(it.RoundingAmount),
    };
  });
  const mismatched: Record<string, string> = {};
  lines.forEach((l, i) => {
    if (l.sent !== undefined && l.sent !== l.rounding_amount)
      mismatched[`items.${i}.RoundingAmount`] = FIELD_MESSAGES.expectedAmount(
        halalasToSar(l.rounding_amount).toFixed(2),
      );
  });
  if (Object.keys(mismatched).length > 0)
    throw new AppError('totals_mismatch', { fields: mismatched });
  await ctx.db.transaction().execute(async (trx) => {
    const purchase = await loadPurchase(trx, business.id, body.invUUID);
    const wanted = lines.flatMap((l) => (l.product_id === null ? [] : [l.product_id]));
    const own = await repo.productIdsOf(trx, business.id, wanted);
    const foreign: Record<string, string> = {};
    lines.forEach((l, i) => {
      if (l.product_id !== null && !own.has(l.product_id))
        foreign[`items.${i}.ProductID`] = FIELD_MESSAGES.productNotInBusiness;
    });
    if (Object.keys(foreign).length > 0) throw new AppError('unknown_product', { fields: foreign });
    const now = ctx.now();
    await repo.replaceItems(
      trx,
      business.id,
      purchase.id,
      lines.map(({ sent: _, ...l }) => l),
    );
    // The ledger follows the items in the same transaction (decision 0067).
    await recordPurchaseStock(trx, business.id, purchase.id, lines, now, actor.id);
    if (body.invdate !== undefined)
      await repo.setPurchaseDate(trx, business.id, purchase.id, body.invdate, now);
    await auditAction(trx, { at: now, actor, business }, 'purchase.items', purchase.uuid, body);
  });
}

/**
 * PUT purchases/{UUID}/purchase_order {purchase_order}: links the purchase (a supplier's invoice)
 * to the business's purchase order `purchase_order` (a UUID), or unlinks it (null), and writes
 * its stock again: the order's products are left to the order's goods receipts (decision 0070).
 * Audited as the purchase's items.
 * @throws AppError not_found (404) for a purchase or purchase order the business does not have.
 */
export async function linkPurchaseOrder(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
  orderUuid: string | null,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const purchase = await loadPurchase(trx, business.id, uuid);
    let orderId: number | null = null;
    if (orderUuid !== null) {
      const o = await findPurchaseOrder(trx, business.id, orderUuid);
      if (!o) throw new AppError('not_found');
      orderId = Number(o.id);
    }
    const now = ctx.now();
    await repo.setPurchaseOrder(trx, business.id, purchase.id, orderId, now);
    const items = await repo.listItems(trx, business.id, purchase.id);
    await recordPurchaseStock(trx, business.id, purchase.id, items, now, actor.id);
    await auditAction(trx, { at: now, actor, business }, 'purchase.items', uuid, {
      purchase_order: orderUuid,
    });
  });
}
