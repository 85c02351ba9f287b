import type { z } from 'zod';
import { cashChange } from '../../../domain/cash-change';
import { AppError } from '../../../domain/errors';
import { equalLineShares, shareLineName, splitByLinesProblem } from '../../../domain/held-orders';
import { cartLineKey } from '../../../domain/modifiers';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import { priceLines, type LineToPrice } from '../../../domain/pricing';
import { RESTAURANT_ERROR_MESSAGES } from '../../../domain/restaurant-errors';
import type {
  heldOrderPayBody,
  heldOrderPayment,
  heldOrderSplitBody,
  HeldOrderView,
} from '../../../domain/schemas/kitchen';
import type { AppContext, SessionUser } from '../../context';
import { moneyTransaction } from '../../db/money-transaction';
import type { DbOrTrx, InvoiceRow } from '../../db/types';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { storeReceiptAfterIssue, type NewInvoiceLine } from '../invoices';
import { publishKitchenChange, readHeldOrderView } from '../kitchen';
import { assertRestaurant } from '../modifiers';
import type { PricedCart, SaleBody } from '../pos/cart';
import { restaurantSaleExtras } from '../pos/restaurant-sale';
import { issuePricedSale, priceSaleBody } from '../pos/service';
import { zatcaSigningFor } from '../zatca';
import {
  closeHeldOrder,
  findHeldOrder,
  lockOpenOrder,
  recordPayment,
  unpaidLines,
  type UnpaidLine,
} from './repository';

type Payment = z.output<typeof heldOrderPayment>;
type PayBody = z.output<typeof heldOrderPayBody>;
type SplitBody = z.output<typeof heldOrderSplitBody>;
type OrderRow = NonNullable<Awaited<ReturnType<typeof findHeldOrder>>>;

/** One invoice a payment issued, as answered (SAR). */
export interface PaidInvoice {
  invoid: number;
  UUID: string;
  TaxInclusiveAmount: number;
  change: number;
}

/** A part to issue: its body (lines + payment), the held lines it pays, an optional fixed cart. */
interface Part {
  body: SaleBody;
  lineIds: number[];
  /** Equal shares are priced here, not from the catalogue. */
  cart?: PricedCart;
}

/**
 * POST held-orders/{id}/pay: one simplified tax invoice of every unpaid line of an open held
 * order, priced from today's catalogue and issued as a counter sale (issuePricedSale; decision
 * 0057), with the order's type, table or delivery details; one payment means, or split parts and
 * cash tendered as orderpos (decision 0056). In the same money transaction the order is locked,
 * its lines marked paid by the invoice and the order closed as paid. Receipts after commit.
 * Lines of the same product with the same choices make one invoice line.
 * @throws AppError restaurant_only (422); not_found (404); held_order_closed (409);
 *   held_order_nothing_to_pay (422); as the sale's pricing and restaurantSaleExtras; shift_required
 *   (409) as orderpos.
 */
export async function payHeldOrder(
  ctx: AppContext,
  business: BusinessRow,
  seller: SessionUser,
  orderId: number,
  body: PayBody,
): Promise<{ order: HeldOrderView; invoices: PaidInvoice[] }> {
  return settle(ctx, business, seller, orderId, async (order, lines) => [
    { body: saleBody(order, lines, body, body.DiscountPercent, body.tillId), lineIds: ids(lines) },
  ]);
}

/**
 * POST held-orders/{id}/split: 2–10 invoices of an open held order in one money transaction
 * (decision 0057), each paid by its own means (cash or mada, or split between them, with cash
 * tendered). `mode: 'lines'`: each part names its lines, every unpaid line in exactly one part.
 * `mode: 'equal'`: the order priced once at the counter's price, each line's VAT-inclusive amount
 * shared by equalLineShares, each share a line of quantity 1 named «الصنف (حصة k من n)»; the
 * choices are stored with the first part's share only, so sales by modifier count each once. The
 * parts' totals sum to the order's to the halala. Audited `held_order.split`.
 * @throws AppError as payHeldOrder; held_order_split_lines (422) for a split by line that leaves a
 *   line out, names one twice or one not unpaid, or a part without lines; validation_failed (422)
 *   for a part paid by a means other than cash or mada, or an equal part of nothing.
 */
export async function splitHeldOrder(
  ctx: AppContext,
  business: BusinessRow,
  seller: SessionUser,
  orderId: number,
  body: SplitBody,
): Promise<{ order: HeldOrderView; invoices: PaidInvoice[] }> {
  const fields: Record<string, string> = {};
  body.parts.forEach((p, i) => {
    if (p.PaymentMeansCode !== '10' && p.PaymentMeansCode !== '48')
      fields[`parts.${i}.PaymentMeansCode`] = 'يُدفع كل جزء نقداً أو بمدى';
  });
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  return settle(
    ctx,
    business,
    seller,
    orderId,
    async (order, lines, trx) => {
      if (body.mode === 'lines') {
        const problem = splitByLinesProblem(
          ids(lines),
          body.parts.map((p) => p.lineIds ?? []),
        );
        if (problem)
          throw new AppError('held_order_split_lines', {
            fields: { parts: RESTAURANT_ERROR_MESSAGES.held_order_split_lines },
          });
        return body.parts.map((p) => {
          const mine = lines.filter((l) => p.lineIds!.includes(l.id));
          return { body: saleBody(order, mine, p, 0, body.tillId), lineIds: ids(mine) };
        });
      }
      const whole = saleBody(order, lines, { PaymentMeansCode: '10' }, 0, body.tillId);
      const cart = await priceSaleBody(ctx, business, whole, trx);
      const shares = equalLineShares(
        cart.lines.map((l) => l.total),
        body.parts.length,
      );
      return body.parts.map((p, k) => {
        const shareLines: LineToPrice[] = [];
        cart.lines.forEach((l, j) => {
          const share = shares[k]![j]!;
          if (share === 0) return;
          shareLines.push({
            productId: l.productId,
            name: shareLineName(l.name, k + 1, body.parts.length),
            unitPrice: share,
            quantity: 1,
            vat: l.vat,
            share: { parts: body.parts.length, quantity: l.quantity },
            ...(k === 0 && l.modifiers ? { modifiers: l.modifiers } : {}),
            ...(l.note ? { note: l.note } : {}),
          });
        });
        if (shareLines.length === 0)
          throw new AppError('validation_failed', {
            fields: { parts: 'المبلغ أصغر من أن يُقسم على هذا العدد' },
          });
        const partBody = saleBody(order, lines, p, 0, body.tillId);
        // Every line is in part 1's payment record; the others record none.
        return {
          body: partBody,
          lineIds: k === 0 ? ids(lines) : [],
          cart: priceLines(shareLines, 0),
        };
      });
    },
    body.mode === 'equal' ? 'equal' : 'lines',
  );
}

/**
 * The common path of pay and split: lock the order, read its unpaid lines, make the parts, issue
 * each (checking its restaurant extras against its own cart), record them, close the order; then
 * receipts and the change notice.
 */
async function settle(
  ctx: AppContext,
  business: BusinessRow,
  seller: SessionUser,
  orderId: number,
  makeParts: (order: OrderRow, lines: UnpaidLine[], trx: DbOrTrx) => Promise<Part[]>,
  split?: 'lines' | 'equal',
) {
  assertRestaurant(business);
  const zatca = await zatcaSigningFor(ctx, business);
  const now = ctx.now();
  const issued = await moneyTransaction(ctx.db, { businessId: business.id }, async (trx) => {
    await lockOpenOrder(trx, business.id, orderId, now);
    const order = (await findHeldOrder(trx, business.id, orderId))!;
    const lines = await unpaidLines(trx, business.id, orderId);
    if (lines.length === 0) throw new AppError('held_order_nothing_to_pay');
    const parts = await makeParts(order, lines, trx);
    const out: Array<{ invoice: InvoiceRow; lines: NewInvoiceLine[]; body: SaleBody }> = [];
    for (const [k, part] of parts.entries()) {
      const cart = part.cart ?? (await priceSaleBody(ctx, business, part.body, trx));
      const extras = restaurantSaleExtras(business, part.body, cart);
      const sale = { seller, body: part.body, cart, extras, zatca, issuedAt: now };
      const done = await issuePricedSale(trx, business, sale);
      await recordPayment(
        trx,
        { businessId: business.id, orderId, invoiceId: done.invoice.id, part: k + 1 },
        part.lineIds,
      );
      out.push({ ...done, body: part.body });
    }
    await closeHeldOrder(trx, business.id, orderId, 'paid', now);
    if (split)
      await auditAction(trx, { at: now, actor: seller, business }, 'held_order.split', orderId, {
        mode: split,
        parts: parts.length,
      });
    return out;
  });
  for (const i of issued) {
    ctx.metrics.saleCommitted();
    ctx.metrics.invoiceIssued(i.invoice);
    await storeReceiptAfterIssue(ctx, business, i.invoice, i.lines);
  }
  const order = await readHeldOrderView(ctx, business, orderId);
  publishKitchenChange(ctx, business.id, { orderId, version: order.version });
  return { order, invoices: issued.map((i) => paidInvoice(i.invoice, i.body)) };
}

/** The orderpos-shaped body of some lines of an order, merged by product and choices. */
function saleBody(
  order: OrderRow,
  lines: readonly UnpaidLine[],
  payment: Pick<Payment, 'PaymentMeansCode'> & Partial<Payment>,
  discountPercent: number,
  tillId: number | undefined,
): SaleBody {
  const merged = new Map<string, { ID: number; InvoicedQuantity: number; Modifiers: number[] }>();
  for (const l of lines) {
    const key = cartLineKey(l.productId, l.modifiers);
    const m = merged.get(key);
    if (m) m.InvoicedQuantity += l.quantity;
    else merged.set(key, { ID: l.productId, InvoicedQuantity: l.quantity, Modifiers: l.modifiers });
  }
  const isDelivery = order.order_type === 'delivery';
  return {
    PaymentMeansCode: payment.PaymentMeansCode,
    DiscountPercent: discountPercent,
    InvoiceLine: [...merged.values()],
    ...(tillId !== undefined ? { tillId } : {}),
    orderType: order.order_type as SaleBody['orderType'],
    ...(order.order_type === 'dine_in' && order.order_table ? { table: order.order_table } : {}),
    ...(isDelivery
      ? {
          delivery: {
            name: order.delivery_name,
            phone: order.delivery_phone,
            address: order.delivery_address,
            reference: order.delivery_reference,
          },
        }
      : {}),
    ...(payment.PaymentMeans ? { PaymentMeans: payment.PaymentMeans } : {}),
    ...(payment.cashTendered !== undefined ? { cashTendered: payment.cashTendered } : {}),
  };
}

function ids(lines: readonly UnpaidLine[]): number[] {
  return lines.map((l) => l.id);
}

function paidInvoice(invoice: InvoiceRow, body: SaleBody): PaidInvoice {
  const parts = (body.PaymentMeans ?? []).map((p) => ({
    code: p.PaymentMeansCode,
    amount: sarToHalalas(p.Amount),
  }));
  const change = cashChange({
    paymentMeansCode: body.PaymentMeansCode,
    total: invoice.tax_inclusive_amount,
    parts,
    tendered: body.cashTendered === undefined ? null : sarToHalalas(body.cashTendered),
  });
  return {
    invoid: invoice.number,
    UUID: invoice.uuid,
    TaxInclusiveAmount: halalasToSar(invoice.tax_inclusive_amount),
    change: halalasToSar(change ?? 0),
  };
}
