import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import {
  assertClientAmounts,
  checkCartShape,
  prepaidAmount,
  priceLines,
} from '../../../domain/pricing';
import { STANDARD_VAT } from '../../../domain/vat-categories';
import type { OrderBody, OrderUpdateBody, OrderView } from '../../../domain/schemas/orders';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import { assertPaymentMeansEnabled, type BusinessRow } from '../businesses/service';
import { findClientById, loadClient } from '../clients/service';
import { allocateQuotationNumber, findInvoiceById } from '../invoices';
import { findSaleProducts } from '../pos/service';
import { draftLines, priceStoredLines, redraftStoredLines, type OrderLineDraft } from './pricing';
import * as repo from './repository';
import type { OrderRow } from './repository';
import { loadOrder } from './load';
import { toOrderView } from './view';

export { loadOrder } from './load';

/**
 * A pending order's lines priced: amounts of the order, lines to store.
 * @throws AppError as priceLines (invoice_total_too_large).
 */
function priceDrafts(
  drafts: readonly OrderLineDraft[],
  body: { PaymentMeansCode: string },
  discount: number,
) {
  const cart = priceLines(drafts, discount);
  const prepaid = prepaidAmount(
    body.PaymentMeansCode as OrderBody['PaymentMeansCode'],
    cart.totals.taxInclusive,
  );
  const lines = drafts.map((d, i) => ({
    line_no: i + 1,
    product_id: d.productId,
    item_name: d.name,
    quantity: d.quantity,
    unit_price: d.unitPrice,
    negotiated: d.negotiated ? 1 : 0,
    vat_category: (d.vat ?? STANDARD_VAT).category,
    tax_percent: (d.vat ?? STANDARD_VAT).percent,
    vat_exemption_code: (d.vat ?? STANDARD_VAT).exemptionCode,
  }));
  return { cart, prepaid, lines };
}

/** Everything a view needs, read in the given transaction or database. */
async function viewOf(db: DbOrTrx, business: BusinessRow, order: OrderRow): Promise<OrderView> {
  const lines = await repo.listOrderLines(db, business.id, [order.id]);
  const client = order.client_id
    ? await findClientById(db, business.id, order.client_id)
    : undefined;
  const invoice = order.invoice_id
    ? await findInvoiceById(db, business.id, order.invoice_id)
    : undefined;
  return toOrderView(order, business, {
    lines,
    cart: priceStoredLines(lines, order.discount_percent),
    clientUuid: client?.uuid ?? null,
    invoice: invoice ?? null,
  });
}

/** GET orders: the pending quotations of the business, newest first. */
export async function listPendingOrders(
  ctx: AppContext,
  business: BusinessRow,
): Promise<OrderView[]> {
  const orders = await repo.listOrders(ctx.db, business.id, 'pending');
  return Promise.all(orders.map((o) => viewOf(ctx.db, business, o)));
}

/** GET orders/{ID}: a pending or approved order (read-only once approved). @throws not_found. */
export async function getOrder(
  ctx: AppContext,
  business: BusinessRow,
  ref: number,
): Promise<OrderView> {
  return viewOf(ctx.db, business, await loadOrder(ctx.db, business, ref));
}

/**
 * Body lines → priced drafts, checked as the POS checks a cart: shape, payment means enabled,
 * products of the business, the client's amounts — PrepaidAmount / PayableAmount too when
 * `checkPrepaid` (a new order; an update derives them from the new payment means, so the legacy
 * client's stale ones after a payment change are not a mismatch).
 */
async function priceBody(
  db: DbOrTrx,
  business: BusinessRow,
  body: Pick<OrderBody, 'PaymentMeansCode' | 'InvoiceLine'> &
    Parameters<typeof assertClientAmounts>[0],
  discount: number,
  checkPrepaid: boolean,
) {
  checkCartShape(body.InvoiceLine);
  assertPaymentMeansEnabled(business, body.PaymentMeansCode);
  const products = await findSaleProducts(
    db,
    business.id,
    body.InvoiceLine.map((l) => l.ID),
  );
  const priced = priceDrafts(
    draftLines(body.InvoiceLine, products, body.PaymentMeansCode),
    body,
    discount,
  );
  assertClientAmounts(body, priced.cart, checkPrepaid ? priced.prepaid : undefined);
  return priced;
}

/**
 * POST orders (legacy app: "Order"): a pending quotation for the client
 * `body.Customer.UUID`, priced by the server (src/domain/pricing.ts, as the POS), numbered with the
 * business's next quotation number as its OrderReferenceID (1, 2, 3…, decision 0052). Customer is copied from the client, EmployeeName is
 * the signed-in user; credit (24) → PrepaidAmount 0, else the total. Audited.
 * @throws AppError not_found (404) for a client not of this business; empty_cart, duplicate_line
 *   (400); payment_means_not_enabled, unknown_product, totals_mismatch, invoice_total_too_large
 *   (422).
 */
export async function createOrder(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: OrderBody,
): Promise<OrderView> {
  const client = await loadClient(ctx.db, business.id, body.Customer.UUID);
  const { cart, prepaid, lines } = await priceBody(
    ctx.db,
    business,
    body,
    body.DiscountPercent,
    true,
  );
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const ref = await allocateQuotationNumber(trx, business.id);
    const id = await repo.insertOrder(trx, business.id, {
      uuid: randomUUID(),
      order_reference_id: ref,
      state: 'pending',
      client_id: client.id,
      customer_registration_name: client.registration_name,
      customer_city_name: client.city_name,
      customer_city_subdivision_name: client.city_subdivision_name,
      customer_vat: client.vat,
      employee_name: actor.username,
      user_id: actor.id,
      invoice_id: null,
      created_at: now,
      ...amounts(body.PaymentMeansCode, body.DiscountPercent, cart.totals, prepaid, now),
    });
    await repo.replaceOrderLines(trx, id, lines);
    await auditAction(trx, { at: now, actor, business }, 'order.create', ref, {
      client: client.uuid,
      ...cart.totals,
    });
    return viewOf(trx, business, (await repo.findOrder(trx, business.id, ref))!);
  });
}

function amounts(
  means: string,
  discount: number,
  totals: { allowanceTotal: number; taxExclusive: number; tax: number; taxInclusive: number },
  prepaid: number,
  now: number,
): repo.OrderAmounts {
  return {
    payment_means_code: means,
    discount_percent: discount,
    allowance_total_amount: totals.allowanceTotal,
    tax_exclusive_amount: totals.taxExclusive,
    tax_amount: totals.tax,
    tax_inclusive_amount: totals.taxInclusive,
    prepaid_amount: prepaid,
    updated_at: now,
  };
}

/**
 * PUT orders/{ID} (legacy app: "payment code of a pending order may be changed"): a
 * new payment means, and optionally new lines and discount, re-priced by the server. Without lines
 * the stored ones stay: negotiated prices kept, catalogue prices follow the new means.
 * @throws AppError not_found (404); order_not_pending (409) once approved; as createOrder.
 */
export async function updateOrder(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  ref: number,
  body: OrderUpdateBody,
): Promise<OrderView> {
  return ctx.db.transaction().execute(async (trx) => {
    const order = await loadOrder(trx, business, ref);
    if (order.state !== 'pending') throw new AppError('order_not_pending');
    const discount = body.DiscountPercent ?? order.discount_percent;
    let priced;
    if (body.InvoiceLine) {
      priced = await priceBody(
        trx,
        business,
        { ...body, InvoiceLine: body.InvoiceLine },
        discount,
        false,
      );
    } else {
      assertPaymentMeansEnabled(business, body.PaymentMeansCode);
      const stored = await repo.listOrderLines(trx, business.id, [order.id]);
      const products = await findSaleProducts(
        trx,
        business.id,
        stored.flatMap((l) => (l.product_id === null ? [] : [l.product_id])),
      );
      priced = priceDrafts(
        redraftStoredLines(stored, products, body.PaymentMeansCode),
        body,
        discount,
      );
    }
    const now = ctx.now();
    const values = amounts(
      body.PaymentMeansCode,
      discount,
      priced.cart.totals,
      priced.prepaid,
      now,
    );
    if (!(await repo.updatePendingOrder(trx, business.id, order.id, values)))
      throw new AppError('order_not_pending');
    await repo.replaceOrderLines(trx, order.id, priced.lines);
    await auditAction(trx, { at: now, actor, business }, 'order.update', ref, body);
    return viewOf(trx, business, (await repo.findOrder(trx, business.id, ref))!);
  });
}

/**
 * DELETE orders/{ID}: a pending order becomes deleted (kept for the audit, gone from every list).
 * An approved order is kept as it is and the answer is still a success (the legacy
 * client deletes the pending order after approving it).
 * @returns 'deleted' or 'kept' (approved). @throws AppError not_found (404), also when deleted.
 */
export async function deleteOrder(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  ref: number,
): Promise<'deleted' | 'kept'> {
  return ctx.db.transaction().execute(async (trx) => {
    const order = await loadOrder(trx, business, ref);
    const now = ctx.now();
    if (!(await repo.leavePending(trx, business.id, order.id, 'deleted', now))) return 'kept';
    await auditAction(trx, { at: now, actor, business }, 'order.delete', ref, {
      client: order.client_id,
    });
    return 'deleted';
  });
}

export { approveOrder, type Approval } from './approval';

export { orderPdf } from './pdf';
