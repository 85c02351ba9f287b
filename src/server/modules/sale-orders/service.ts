import { randomUUID } from 'node:crypto';
import { AppError, ERROR_MESSAGES, type FieldErrors } from '../../../domain/errors';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import { dueDateFor } from '../../../domain/payment-terms';
import { riyadhDate } from '../../../domain/riyadh-time';
import { canSaleOrder, nextSaleOrderState, saleOrderState } from '../../../domain/sale-orders';
import type { SaleOrderBody, SaleOrderView } from '../../../domain/schemas/sale-orders';
import { lineVatOf } from '../../../domain/vat-categories';
import { computeLine, invoiceTotals } from '../../../domain/vat';
import type { AppContext, SessionUser } from '../../context';
import { moneyTransaction } from '../../db/money-transaction';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import * as look from './lookups';
import * as repo from './repository';
import { orderView } from './view';

/** A line to store: product, pieces, VAT-inclusive unit price (halalas), discount percent. */
export interface SaleLineDraft {
  productId: number;
  description: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  vatCategory: string;
  vatExemptionCode: string;
}

/**
 * Drafts → stored line rows and the order's totals, priced by computeLine and invoiceTotals (the
 * quotations' and the POS's functions, decision 0069): never a client's amounts.
 */
export function priceSaleLines(drafts: readonly SaleLineDraft[]) {
  const rows = drafts.map((d, i) => {
    const vat = lineVatOf(d.vatCategory, d.vatExemptionCode);
    const a = computeLine(d.unitPrice, d.quantity, d.discount, vat.percent);
    return {
      amounts: a,
      row: {
        uuid: randomUUID(),
        line_no: i + 1,
        product_id: d.productId,
        description: d.description,
        quantity: d.quantity,
        unit_price: d.unitPrice,
        discount: d.discount,
        vat_category: vat.category,
        vat_percent: vat.percent,
        vat_exemption_code: vat.exemptionCode,
        vat_amount: a.tax,
        line_total: a.total,
      },
    };
  });
  return { rows: rows.map((r) => r.row), totals: invoiceTotals(rows.map((r) => r.amounts)) };
}

/** The body's lines as drafts. @throws AppError unknown_product (422) naming each bad line. */
async function draftsOf(trx: DbOrTrx, businessId: number, body: SaleOrderBody) {
  const found = await look.products(trx, businessId, { uuids: body.lines.map((l) => l.prod_id) });
  const byUuid = new Map(found.map((p) => [p.uuid, p]));
  const fields: FieldErrors = {};
  const drafts: SaleLineDraft[] = [];
  body.lines.forEach((l, i) => {
    const p = byUuid.get(l.prod_id);
    if (!p || p.published !== 1) {
      fields[`lines.${i}.prod_id`] = ERROR_MESSAGES.unknown_product;
      return;
    }
    drafts.push({
      productId: p.id,
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unit_price === undefined ? p.price : sarToHalalas(l.unit_price),
      discount: l.discount,
      vatCategory: p.vat_category,
      vatExemptionCode: p.vat_exemption_code,
    });
  });
  if (Object.keys(fields).length > 0) throw new AppError('unknown_product', { fields });
  return drafts;
}

/** The header an order stores: client, its address and term (defaulted from it), due date. */
async function headerOf(trx: DbOrTrx, businessId: number, body: SaleOrderBody, now: number) {
  const client = await look.clientByUuid(trx, businessId, body.customer_id);
  const addressId = await look.addressFor(trx, businessId, client.id, body.address_id);
  const term = await look.termFor(trx, businessId, body.payment_id, client.payment_term_id);
  const date = body.date ?? riyadhDate(now);
  return {
    client_id: client.id,
    address_id: addressId,
    payment_term_id: term?.id ?? null,
    reference_number: body.reference_number,
    date,
    due_date: term ? dueDateFor(date, term) : null,
    days: term?.days ?? 0,
    currency_id: body.currency_id,
    note: body.note,
  };
}

const totalsColumns = (t: { taxExclusive: number; tax: number; taxInclusive: number }) => ({
  tax_exclusive_amount: t.taxExclusive,
  tax_amount: t.tax,
  tax_inclusive_amount: t.taxInclusive,
});

/**
 * Inserts a draft order with its priced lines, numbered under the business's counter lock.
 * @returns the new order's UUID.
 */
export async function insertDraft(
  trx: DbOrTrx,
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  header: Awaited<ReturnType<typeof headerOf>> & { quotation_id?: number | null },
  drafts: readonly SaleLineDraft[],
): Promise<string> {
  const now = ctx.now();
  const uuid = randomUUID();
  const priced = priceSaleLines(drafts);
  const id = await repo.insertOrder(trx, {
    business_id: business.id,
    uuid,
    number: await repo.nextNumber(trx, 'sale_orders', business.id),
    ...header,
    ...totalsColumns(priced.totals),
    state: 'draft',
    created_by: actor.id,
    created_at: now,
    updated_at: now,
  });
  await repo.replaceLines(trx, business.id, id, priced.rows);
  await auditAction(trx, { at: now, actor, business }, 'sale_order.create', uuid, {});
  return uuid;
}

/**
 * POST sale_orders: a draft order from a client; address and payment term default from the
 * client, the due date follows the term (dueDateFor). Amounts are priced here (decision 0069).
 * @throws AppError not_found (404) for a client, address or term of another business;
 *   unknown_product (422).
 */
export async function createOrder(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: SaleOrderBody,
): Promise<SaleOrderView> {
  const uuid = await moneyTransaction(ctx.db, { businessId: business.id }, async (trx) => {
    const header = await headerOf(trx, business.id, body, ctx.now());
    const drafts = await draftsOf(trx, business.id, body);
    return insertDraft(trx, ctx, actor, business, header, drafts);
  });
  return getOrder(ctx, business, uuid);
}

/**
 * PUT sale_orders/{uuid}: replaces a draft's header and lines, re-priced.
 * @throws AppError not_found (404); sale_order_not_editable (409) unless draft; as createOrder.
 */
export async function updateOrder(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
  body: SaleOrderBody,
): Promise<SaleOrderView> {
  await ctx.db.transaction().execute(async (trx) => {
    const order = await repo.findOrder(trx, business.id, uuid);
    if (!order || !(await repo.lockOrder(trx, business.id, order.id)))
      throw new AppError('not_found');
    const fresh = (await repo.findOrder(trx, business.id, uuid))!;
    if (!canSaleOrder(saleOrderState(fresh.state), 'edit'))
      throw new AppError('sale_order_not_editable');
    const now = ctx.now();
    const header = await headerOf(trx, business.id, body, now);
    const priced = priceSaleLines(await draftsOf(trx, business.id, body));
    await repo.updateOrder(trx, business.id, order.id, {
      ...header,
      ...totalsColumns(priced.totals),
      updated_at: now,
    });
    await repo.replaceLines(trx, business.id, order.id, priced.rows);
    await auditAction(trx, { at: now, actor, business }, 'sale_order.update', uuid, {});
  });
  return getOrder(ctx, business, uuid);
}

/**
 * POST sale_orders/{uuid}/confirm | cancel: moves a draft to confirmed, or a draft/confirmed order
 * (nothing delivered) to cancelled, under the order's row lock.
 * @throws AppError not_found (404); sale_order_bad_state (409).
 */
export async function changeState(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
  action: 'confirm' | 'cancel',
): Promise<SaleOrderView> {
  await ctx.db.transaction().execute(async (trx) => {
    const order = await repo.findOrder(trx, business.id, uuid);
    if (!order || !(await repo.lockOrder(trx, business.id, order.id)))
      throw new AppError('not_found');
    const fresh = (await repo.findOrder(trx, business.id, uuid))!;
    const next = nextSaleOrderState(saleOrderState(fresh.state), action);
    if (!next) throw new AppError('sale_order_bad_state');
    const now = ctx.now();
    await repo.updateOrder(trx, business.id, order.id, { state: next, updated_at: now });
    await auditAction(
      trx,
      { at: now, actor, business },
      action === 'confirm' ? 'sale_order.confirm' : 'sale_order.cancel',
      uuid,
      {},
    );
  });
  return getOrder(ctx, business, uuid);
}

/** GET sale_orders/{uuid}. @throws AppError not_found (404). */
export async function getOrder(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<SaleOrderView> {
  const order = await repo.findOrder(ctx.db, business.id, uuid);
  if (!order) throw new AppError('not_found');
  return orderView(ctx.db, business.id, order);
}

/** GET sale_orders: newest first, optionally one state or client. */
export async function listOrders(
  ctx: AppContext,
  business: BusinessRow,
  query: { state?: string; customer_id?: string },
) {
  const rows = await repo.listOrders(ctx.db, business.id, {
    state: query.state,
    clientUuid: query.customer_id,
  });
  return rows.map((o) => ({
    uuid: o.uuid,
    number: o.number,
    state: saleOrderState(o.state),
    customer_id: o.client_uuid,
    customer_name: o.client_name,
    reference_number: o.reference_number,
    date: o.date,
    due_date: o.due_date,
    total: halalasToSar(o.tax_inclusive_amount),
  }));
}
