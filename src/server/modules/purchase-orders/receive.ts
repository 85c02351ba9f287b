import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import { overReceiptMessage, serialOnHandMessage } from '../../../domain/purchase-order-errors';
import {
  canPurchaseOrder,
  purchaseOrderState,
  receivedState,
  remainingPieces,
  serialList,
  serialProblem,
} from '../../../domain/purchase-orders';
import type { ReceiveOrderBody, ReceiveOrderView } from '../../../domain/schemas/purchase-orders';
import type { AppContext, SessionUser } from '../../context';
import { moneyTransaction } from '../../db/money-transaction';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { insertMoves, serialsOnHand } from '../stock';
import * as receipts from './receipts-repository';
import * as repo from './repository';
import { linesBeyondRemaining } from '../../../domain/order-lines';

const fail = (
  code: 'over_receipt' | 'serial_count_mismatch' | 'serial_on_hand' | 'purchase_order_line_unknown',
  fields: Record<string, string>,
) => {
  if (Object.keys(fields).length > 0) throw new AppError(code, { fields });
};

/**
 * The rows a receipt writes, checked: every product names a line of the order, no line gets more
 * than ordered − received (Σ when named twice), serials match the quantity and are neither repeated
 * nor on hand already for the product.
 * @throws AppError purchase_order_line_unknown (422), over_receipt (409), serial_count_mismatch
 *   (422), serial_on_hand (409) — each with `fields` naming `products.i.…` and an Arabic message.
 */
async function checkedLines(
  trx: DbOrTrx,
  businessId: number,
  orderId: number,
  body: ReceiveOrderBody,
) {
  const lines = await repo.orderLines(trx, businessId, [orderId]);
  const byUuid = new Map(lines.map((l) => [l.uuid, l]));
  const unknown: Record<string, string> = {};
  body.products.forEach((p, i) => {
    if (!byUuid.has(p.line)) unknown[`products.${i}.line`] = 'بند غير موجود في أمر الشراء';
  });
  fail('purchase_order_line_unknown', unknown);
  const remaining = new Map(
    lines.map((l) => [l.id, remainingPieces({ ordered: l.quantity, received: l.received })]),
  );
  const asked = body.products.map((p) => ({ line: byUuid.get(p.line)!.id, quantity: p.quantity }));
  const over: Record<string, string> = {};
  for (const o of linesBeyondRemaining(asked, remaining)) {
    const i = asked.findIndex((a) => a.line === o.line);
    const line = lines.find((l) => l.id === o.line)!;
    over[`products.${i}.quantity`] = overReceiptMessage(line.product_name, o.asked, o.remaining);
  }
  fail('over_receipt', over);
  const seen = new Set<string>();
  const bad: Record<string, string> = {};
  const dup: Record<string, string> = {};
  const checked = body.products.map((p, i) => {
    const line = byUuid.get(p.line)!;
    const serials = serialList(p.serial_number);
    const problem = serialProblem(line.product_id, p.quantity, serials, seen);
    if (problem?.kind === 'count')
      bad[`products.${i}.serial_number`] = 'عدد الأرقام التسلسلية يساوي الكمية';
    if (problem?.kind === 'duplicate')
      dup[`products.${i}.serial_number`] = serialOnHandMessage(problem.serial);
    return { p, line, serials };
  });
  fail('serial_count_mismatch', bad);
  fail('serial_on_hand', dup);
  for (const [i, c] of checked.entries()) {
    const held = await serialsOnHand(trx, businessId, c.line.product_id, c.serials);
    if (held.length > 0) dup[`products.${i}.serial_number`] = serialOnHandMessage(held[0]!);
  }
  fail('serial_on_hand', dup);
  return { lines, checked };
}

/**
 * POST receive_orders: receives all or part of a sent order's remaining pieces into a warehouse
 * (decision 0070). One money transaction: the business's counter row is locked first, then the
 * order's row, so concurrent receipts of one order run one after the other and each sees what the
 * others received — never more than ordered − received. Writes the receipt (numbered per
 * business), its lines (one per serial when serials are given), one `receipt` ledger row per
 * line at the order line's VAT-exclusive unit cost with lot, serial and expiry, and the order's
 * new state (partly_received / received), audited.
 * @returns the receipt on the wire.
 * @throws AppError not_found (404) for an order or warehouse the business does not have;
 *   purchase_order_not_receivable (409) unless sent or partly received; as checkedLines.
 */
export async function receiveOrder(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: ReceiveOrderBody,
): Promise<ReceiveOrderView> {
  const uuid = randomUUID();
  await moneyTransaction(ctx.db, { businessId: business.id }, async (trx) => {
    const found = await repo.findOrder(trx, business.id, body.purchase_order);
    if (!found || !(await repo.lockOrder(trx, business.id, found.id)))
      throw new AppError('not_found');
    const order = (await repo.findOrder(trx, business.id, body.purchase_order))!;
    if (!canPurchaseOrder(purchaseOrderState(order.status), 'receive'))
      throw new AppError('purchase_order_not_receivable');
    const warehouse = (
      await repo.idByUuid(trx, 'warehouses', business.id, [body.ware_house_id])
    ).get(body.ware_house_id);
    if (!warehouse) throw new AppError('not_found');
    const { lines, checked } = await checkedLines(trx, business.id, order.id, body);
    const now = ctx.now();
    const stored = [];
    for (const { p, line, serials } of checked) {
      const place = { zone: p.zone, aisle: p.aisle, bay: p.bay, bin: p.bin };
      const base = {
        business_id: business.id,
        order_line_id: line.id,
        product_id: line.product_id,
        lot_number: p.lot_number || null,
        expiry_date: p.expiry_date ?? null,
        location_id: await receipts.locationId(trx, business.id, warehouse.id, place),
        ...place,
        comments: p.comments,
      };
      if (serials.length === 0) stored.push({ ...base, quantity: p.quantity, serial_number: null });
      else for (const s of serials) stored.push({ ...base, quantity: 1, serial_number: s });
    }
    const receiptId = await receipts.insertReceipt(
      trx,
      {
        business_id: business.id,
        uuid,
        number: await receipts.nextReceiptNumber(trx, business.id),
        order_id: order.id,
        warehouse_id: warehouse.id,
        note: body.note,
        description: body.description,
        signature: body.signature || null,
        received_by: actor.id,
        received_at: now,
      },
      stored,
    );
    const cost = new Map(lines.map((l) => [l.id, l.unit_cost]));
    await insertMoves(
      trx,
      stored.map((s) => ({
        business_id: business.id,
        product_id: s.product_id,
        warehouse_id: warehouse.id,
        quantity: s.quantity,
        unit_cost: cost.get(s.order_line_id)!,
        source: 'receipt' as const,
        source_id: receiptId,
        at: now,
        user_id: actor.id,
        lot_number: s.lot_number,
        serial_number: s.serial_number,
        expiry_date: s.expiry_date,
      })),
    );
    const got = new Map<number, number>();
    for (const s of stored) got.set(s.order_line_id, (got.get(s.order_line_id) ?? 0) + s.quantity);
    const next = receivedState(
      lines.map((l) => ({ ordered: l.quantity, received: l.received + (got.get(l.id) ?? 0) })),
    );
    await repo.updateOrder(trx, business.id, order.id, { status: next, updated_at: now });
    await auditAction(trx, { at: now, actor, business }, 'goods_receipt.create', uuid, {
      ...body,
      signature: body.signature ? '(signed)' : null,
    });
  });
  return getReceipt(ctx, business, uuid);
}

/** GET receive_orders/{uuid}: a receipt with its lines. @throws AppError not_found (404). */
export async function getReceipt(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<ReceiveOrderView> {
  const found = await receipts.findReceipt(ctx.db, business.id, uuid);
  if (!found) throw new AppError('not_found');
  const { receipt: g, lines } = found;
  return {
    UUID: g.uuid,
    number: Number(g.number),
    purchase_order: g.order_uuid,
    orderStatus: purchaseOrderState(g.order_status),
    ware_house_id: g.warehouse_uuid,
    note: g.note,
    description: g.description,
    signature: g.signature,
    receivedAt: Number(g.received_at),
    products: lines.map((l) => ({
      line: l.line_uuid,
      product: l.product_uuid,
      name: l.product_name,
      quantity: Number(l.quantity),
      serial_number: l.serial_number ? [l.serial_number] : [],
      lot_number: l.lot_number ?? '',
      expiry_date: l.expiry_date,
      zone: l.zone,
      aisle: l.aisle,
      bay: l.bay,
      bin: l.bin,
      comments: l.comments,
    })),
  };
}
