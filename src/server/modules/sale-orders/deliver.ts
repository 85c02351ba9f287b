import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import { overDeliveryMessage } from '../../../domain/sale-order-errors';
import {
  canSaleOrder,
  progressState,
  remainingToDeliver,
  saleOrderState,
} from '../../../domain/sale-orders';
import type { DeliveryOrderBody, DeliveryOrderView } from '../../../domain/schemas/sale-orders';
import {
  negativeStockMode,
  piecesByProduct,
  shortageMessage,
  stockShortages,
} from '../../../domain/stock';
import type { AppContext, SessionUser } from '../../context';
import { moneyTransaction } from '../../db/money-transaction';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { insertMoves, onHandByProduct } from '../stock';
import * as look from './lookups';
import * as deliveries from './delivery-repository';
import * as repo from './repository';
import { signatureKey, signaturePng, storeSignature } from './signature';
import { linesBeyondRemaining } from '../../../domain/order-lines';

/**
 * The pieces a delivery takes per order line: the body's lines, or every line's remainder.
 * @throws AppError sale_order_line_unknown (422); over_delivery (409, fields in Arabic naming
 *   what remains) — nothing is written.
 */
function deliveryLines(lines: repo.SaleLineRow[], body: DeliveryOrderBody) {
  const byUuid = new Map(lines.map((l) => [l.uuid, l]));
  const asked = body.lines
    ? body.lines.map((a, i) => {
        const line = byUuid.get(a.line);
        if (!line)
          throw new AppError('sale_order_line_unknown', {
            fields: { [`lines.${i}.line`]: 'بند غير موجود في أمر البيع' },
          });
        return { line: line.id, quantity: a.quantity };
      })
    : lines.map((l) => ({
        line: l.id,
        quantity: remainingToDeliver({ ordered: l.quantity, ...l }),
      }));
  const remaining = new Map(
    lines.map((l) => [l.id, remainingToDeliver({ ordered: l.quantity, ...l })]),
  );
  const over = linesBeyondRemaining(asked, remaining);
  if (over.length > 0) {
    const fields: Record<string, string> = {};
    for (const o of over) {
      const line = lines.find((l) => l.id === o.line)!;
      fields[`lines.${asked.findIndex((a) => a.line === o.line)}.quantity`] = overDeliveryMessage(
        line.product_name,
        o.asked,
        o.remaining,
      );
    }
    throw new AppError('over_delivery', { fields });
  }
  const take = asked.filter((a) => a.quantity > 0);
  if (take.length === 0)
    throw new AppError('over_delivery', { fields: { lines: 'لم يبقَ شيء للتسليم' } });
  return take.map((a) => ({ line: lines.find((l) => l.id === a.line)!, quantity: a.quantity }));
}

/**
 * Checks stock under the business's negative-stock setting (as recordInvoiceStock does, decision
 * 0067), in the delivery's warehouse. @returns the warning under `warn`, else null.
 * @throws AppError insufficient_stock (409) under `refuse`.
 */
async function stockCheck(
  trx: DbOrTrx,
  business: BusinessRow,
  warehouseId: number,
  take: ReadonlyArray<{ line: repo.SaleLineRow; quantity: number }>,
): Promise<string | null> {
  const mode = negativeStockMode(business.negative_stock);
  if (mode === 'allow') return null;
  const wanted = piecesByProduct(
    take.map((t) => ({
      productId: t.line.product_id,
      name: t.line.product_name,
      quantity: t.quantity,
    })),
  );
  const onHand = await onHandByProduct(trx, business.id, warehouseId, [...wanted.keys()]);
  const short = stockShortages(wanted, onHand);
  if (short.length === 0) return null;
  if (mode === 'refuse')
    throw new AppError('insufficient_stock', {
      message: shortageMessage(short),
      extra: { shortages: short },
    });
  return shortageMessage(short);
}

/**
 * POST delivery_orders (decision 0069): delivers all (no `lines`) or part of a confirmed order's
 * remaining pieces from a warehouse (default: the business's oldest live one). One money
 * transaction: the business's counter row is locked first, then the order's row, so concurrent
 * deliveries of one order run one after the other and each sees what the others delivered —
 * never more than ordered − delivered. Writes the note (numbered per business), its lines, one
 * `delivery` ledger row per line (−pieces) and the order's new state, audited. A drawn signature
 * (PNG ≤ 200 KB) is stored at `{business key}/signatures/{uuid}.png` first and removed if the
 * transaction rolls back.
 * @returns the note on the wire, with `stockWarning` under `warn` when stock went short.
 * @throws AppError not_found (404); sale_order_not_deliverable (409); over_delivery (409);
 *   sale_order_line_unknown (422); insufficient_stock (409, `refuse`); signature_invalid (422).
 */
export async function deliverOrder(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: DeliveryOrderBody,
): Promise<DeliveryOrderView> {
  const uuid = randomUUID();
  const png = body.signature ? await signaturePng(body.signature) : null;
  const key = png ? signatureKey(business, uuid) : null;
  if (png && key) await storeSignature(ctx, key, png);
  let warning: string | null = null;
  try {
    warning = await moneyTransaction(ctx.db, { businessId: business.id }, async (trx) => {
      const found = await repo.findOrder(trx, business.id, body.sale_order_id);
      if (!found || !(await repo.lockOrder(trx, business.id, found.id)))
        throw new AppError('not_found');
      const order = (await repo.findOrder(trx, business.id, found.id))!;
      if (!canSaleOrder(saleOrderState(order.state), 'deliver'))
        throw new AppError('sale_order_not_deliverable');
      const warehouse = await look.warehouseFor(trx, business.id, body.warehouse_id);
      const addressId = body.address_id
        ? await look.addressFor(trx, business.id, order.client_id, body.address_id)
        : order.address_id;
      const lines = await repo.orderLines(trx, business.id, [order.id]);
      const take = deliveryLines(lines, body);
      const stockWarning = await stockCheck(trx, business, warehouse.id, take);
      const now = ctx.now();
      const noteId = await deliveries.insertDeliveryNote(trx, {
        business_id: business.id,
        uuid,
        number: await repo.nextNumber(trx, 'delivery_notes', business.id),
        sale_order_id: order.id,
        address_id: addressId,
        warehouse_id: warehouse.id,
        note: body.note,
        signature_key: key,
        delivered_by: actor.id,
        delivered_at: now,
      });
      await deliveries.insertDeliveryLines(
        trx,
        take.map((t) => ({
          business_id: business.id,
          note_id: noteId,
          order_line_id: t.line.id,
          product_id: t.line.product_id,
          quantity: t.quantity,
        })),
      );
      await insertMoves(
        trx,
        take.map((t) => ({
          business_id: business.id,
          product_id: t.line.product_id,
          warehouse_id: warehouse.id,
          quantity: -t.quantity,
          unit_cost: null,
          source: 'delivery' as const,
          source_id: noteId,
          at: now,
          user_id: actor.id,
        })),
      );
      const got = new Map(take.map((t) => [t.line.id, t.quantity]));
      const next = progressState(
        lines.map((l) => ({
          ordered: l.quantity,
          delivered: l.delivered + (got.get(l.id) ?? 0),
          invoiced: l.invoiced,
        })),
      );
      await repo.updateOrder(trx, business.id, order.id, { state: next, updated_at: now });
      await auditAction(trx, { at: now, actor, business }, 'delivery_note.create', uuid, {
        sale_order_id: body.sale_order_id,
        lines: take.map((t) => ({ line: t.line.uuid, quantity: t.quantity })),
        signed: !!key,
      });
      return stockWarning;
    });
  } catch (e) {
    if (key) await ctx.storage.delete(key).catch(() => undefined);
    throw e;
  }
  const view = await getDelivery(ctx, business, uuid);
  return warning ? { ...view, stockWarning: warning } : view;
}

/** GET delivery_orders/{uuid}: a note with its lines. @throws AppError not_found (404). */
export async function getDelivery(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<DeliveryOrderView> {
  const n = await deliveries.findDeliveryNote(ctx.db, business.id, uuid);
  if (!n) throw new AppError('not_found');
  const lines = await deliveries.deliveryNoteLines(ctx.db, business.id, Number(n.id));
  return {
    uuid: n.uuid,
    number: Number(n.number),
    sale_order_id: n.order_uuid,
    order_state: saleOrderState(n.order_state),
    warehouse_id: n.warehouse_uuid,
    note: n.note,
    signed: n.signature_key !== null,
    delivered_at: Number(n.delivered_at),
    lines: lines.map((l) => ({ ...l, quantity: Number(l.quantity) })),
  };
}

/**
 * The drawn signature PNG of a delivery note. @throws AppError not_found (404) for a note of
 * another business or one without a signature.
 */
export async function deliverySignature(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<Buffer> {
  const key = await deliveries.signatureKeyOf(ctx.db, business.id, uuid);
  const png = key ? await ctx.storage.read(key) : null;
  if (!png) throw new AppError('not_found');
  return png;
}
