import { randomUUID } from 'node:crypto';
import { AppError, FIELD_MESSAGES } from '../../../domain/errors';
import { sarToHalalas } from '../../../domain/money';
import {
  nextPurchaseOrderState,
  purchaseOrderState,
  canPurchaseOrder,
} from '../../../domain/purchase-orders';
import type {
  PurchaseOrderBody,
  PurchaseOrderSummary,
  PurchaseOrderView,
} from '../../../domain/schemas/purchase-orders';
import type { AppContext, SessionUser } from '../../context';
import { moneyTransaction } from '../../db/money-transaction';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import * as repo from './repository';
import { orderView, summaries } from './view';

/**
 * Purchase orders (decision 0070): create and edit a draft, send, cancel, close, read. Money on
 * the wire SAR (VAT-exclusive unit costs), halalas stored; pieces; instants UTC ms.
 */

/**
 * The ids a body names: its supplier, warehouse and products (of this business).
 * @throws AppError not_found (404) for a supplier or warehouse the business does not have;
 *   unknown_product (422, fields `lines.i.product`).
 */
async function resolve(trx: DbOrTrx, businessId: number, body: PurchaseOrderBody) {
  const supplier = (await repo.idByUuid(trx, 'suppliers', businessId, [body.supplier_id])).get(
    body.supplier_id,
  );
  const warehouse = (await repo.idByUuid(trx, 'warehouses', businessId, [body.ware_house_id])).get(
    body.ware_house_id,
  );
  if (!supplier || !warehouse) throw new AppError('not_found');
  const products = await repo.idByUuid(
    trx,
    'products',
    businessId,
    body.lines.map((l) => l.product),
  );
  const unknown: Record<string, string> = {};
  body.lines.forEach((l, i) => {
    if (!products.has(l.product))
      unknown[`lines.${i}.product`] = FIELD_MESSAGES.productNotInBusiness;
  });
  if (Object.keys(unknown).length > 0) throw new AppError('unknown_product', { fields: unknown });
  const header = {
    supplier_id: supplier.id,
    warehouse_id: warehouse.id,
    expected_date: body.expected_date ?? null,
    sale_order_id: body.sale_order_id ?? null,
    address_id: body.address_id ?? null,
    note: body.note,
  };
  const lines = body.lines.map((l, i) => ({
    uuid: randomUUID(),
    line_no: i + 1,
    product_id: products.get(l.product)!.id,
    quantity: l.quantity,
    unit_cost: sarToHalalas(l.unit_cost),
    vat_category: l.vat_category,
  }));
  return { header, lines };
}

/** The business's order. @throws AppError not_found (404). */
async function loadOrder(db: DbOrTrx, businessId: number, uuid: string): Promise<repo.OrderRow> {
  const o = await repo.findOrder(db, businessId, uuid);
  if (!o) throw new AppError('not_found');
  return o;
}

/**
 * POST purchase_orders: a draft order numbered per business (under the counter lock), audited.
 * @throws as resolve.
 */
export async function createOrder(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: PurchaseOrderBody,
): Promise<PurchaseOrderView> {
  const uuid = randomUUID();
  await moneyTransaction(ctx.db, { businessId: business.id }, async (trx) => {
    const { header, lines } = await resolve(trx, business.id, body);
    const now = ctx.now();
    const id = await repo.insertOrder(trx, {
      ...header,
      business_id: business.id,
      uuid,
      number: await repo.nextOrderNumber(trx, business.id),
      status: 'draft',
      created_by: actor.id,
      created_at: now,
      updated_at: now,
      sent_at: null,
    });
    await repo.replaceLines(trx, business.id, id, lines);
    await auditAction(trx, { at: now, actor, business }, 'purchase_order.create', uuid, body);
  });
  return getOrder(ctx, business, uuid);
}

/**
 * PUT purchase_orders/{uuid}: replaces a draft's header and lines, audited.
 * @throws AppError not_found (404); purchase_order_not_editable (409) once sent or cancelled;
 *   as resolve.
 */
export async function updateOrder(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
  body: PurchaseOrderBody,
): Promise<PurchaseOrderView> {
  await ctx.db.transaction().execute(async (trx) => {
    const o = await loadOrder(trx, business.id, uuid);
    if (!(await repo.lockOrder(trx, business.id, o.id))) throw new AppError('not_found');
    if (!canPurchaseOrder(purchaseOrderState(o.status), 'edit'))
      throw new AppError('purchase_order_not_editable');
    const { header, lines } = await resolve(trx, business.id, body);
    const now = ctx.now();
    await repo.updateOrder(trx, business.id, o.id, { ...header, updated_at: now });
    await repo.replaceLines(trx, business.id, o.id, lines);
    await auditAction(trx, { at: now, actor, business }, 'purchase_order.update', uuid, body);
  });
  return getOrder(ctx, business, uuid);
}

/**
 * POST purchase_orders/{uuid}/send | cancel | close: moves the order's state
 * (nextPurchaseOrderState), under a row lock on the order, audited.
 * @throws AppError not_found (404); purchase_order_bad_state (409) when the state forbids it.
 */
export async function changeState(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
  action: 'send' | 'cancel' | 'close',
): Promise<PurchaseOrderView> {
  await ctx.db.transaction().execute(async (trx) => {
    const o = await loadOrder(trx, business.id, uuid);
    if (!(await repo.lockOrder(trx, business.id, o.id))) throw new AppError('not_found');
    const fresh = await loadOrder(trx, business.id, uuid);
    const next = nextPurchaseOrderState(purchaseOrderState(fresh.status), action);
    if (next === null) throw new AppError('purchase_order_bad_state');
    const now = ctx.now();
    await repo.updateOrder(trx, business.id, o.id, {
      status: next,
      updated_at: now,
      ...(action === 'send' ? { sent_at: now } : {}),
    });
    await auditAction(trx, { at: now, actor, business }, AUDITED[action], uuid, {
      from: fresh.status,
      to: next,
    });
  });
  return getOrder(ctx, business, uuid);
}

/** The audit action of each state change. */
type StateAudit = {
  action: 'purchase_order.send' | 'purchase_order.cancel' | 'purchase_order.close';
};
const AUDITED: Record<'send' | 'cancel' | 'close', StateAudit['action']> = {
  send: 'purchase_order.send',
  cancel: 'purchase_order.cancel',
  close: 'purchase_order.close',
};

/** GET purchase_orders/{uuid}. @throws AppError not_found (404). */
export async function getOrder(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<PurchaseOrderView> {
  return orderView(ctx.db, business.id, await loadOrder(ctx.db, business.id, uuid));
}

/** GET purchase_orders (?status, ?supplier UUID): newest first, the last 500. */
export async function listOrders(
  ctx: AppContext,
  business: BusinessRow,
  filter: { status?: string; supplier?: string },
): Promise<PurchaseOrderSummary[]> {
  const orders = await repo.listOrders(ctx.db, business.id, {
    status: filter.status,
    supplierUuid: filter.supplier,
  });
  return summaries(ctx.db, business.id, orders);
}
