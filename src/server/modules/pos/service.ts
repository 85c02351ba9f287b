import { randomUUID } from 'node:crypto';
import { AppError, fieldErrorsFromIssues } from '../../../domain/errors';
import { riyadhDate, riyadhTime } from '../../../domain/riyadh-time';
import { orderPosBody, type OrderPosBody } from '../../../domain/schemas/invoices';
import { VAT_RATE_PERCENT } from '../../../domain/vat';
import { encodeZatcaQr } from '../../../domain/zatca-qr';
import type { AppContext } from '../../context';
import type { BusinessRow } from '../businesses/repository';
import { paymentMeansOf } from '../businesses/service';
import { receiptImagePath, renderAndStoreReceipt } from '../invoices/receipt-image';
import * as invoices from '../invoices/repository';
import type { InvoiceRow, NewInvoiceLine } from '../invoices/repository';
import {
  assertClientAmounts,
  checkCartShape,
  priceCart,
  type PricedCart,
  type SaleBody,
} from './cart';
import { findSaleProducts } from './repository';

/** The Arabic word for "piece", the quantity unit of every POS line (SPEC.md §3, §9). */
export const PIECE_UNIT = 'حبة';

/** Who sells: stamped as EmployeeName (SPEC.md §6) and user_id. */
export interface Seller {
  id: number | null;
  username: string;
}

export interface SellOptions {
  /** Render and store the receipt PNG after commit (default true; demo data may skip it). */
  receipt?: boolean;
  /** Where a failed receipt rendering is reported (a pino/Fastify logger); default console. */
  log?: { error: (obj: object, msg: string) => void };
}

export interface SaleResult {
  invoice: InvoiceRow;
  lines: NewInvoiceLine[];
  /** The 80 mm receipt PNG, or null when not rendered (option off, or rendering failed). */
  receiptPng: Buffer | null;
}

/** zod-validates a body handed in directly (the HTTP route has validated it already). */
function parseBody(body: OrderPosBody): SaleBody {
  const r = orderPosBody.safeParse(body);
  if (r.success) return r.data;
  throw new AppError('validation_failed', { fields: fieldErrorsFromIssues(r.error.issues) });
}

/**
 * Validates and prices a POS sale without writing anything.
 * @throws AppError validation_failed, empty_cart, duplicate_line (400); payment_means_not_enabled,
 *   unknown_product, totals_mismatch (422).
 */
export async function prepareSale(
  ctx: AppContext,
  business: BusinessRow,
  raw: OrderPosBody,
): Promise<{ body: SaleBody; cart: PricedCart }> {
  const body = parseBody(raw);
  checkCartShape(body);
  if (!paymentMeansOf(business).includes(body.PaymentMeansCode)) {
    throw new AppError('payment_means_not_enabled', {
      fields: { PaymentMeansCode: 'طريقة الدفع غير متاحة لهذه المنشأة' },
    });
  }
  const products = await findSaleProducts(
    ctx.db,
    business.id,
    body.InvoiceLine.map((l) => l.ID),
  );
  const cart = priceCart(body, products);
  assertClientAmounts(body, cart);
  return { body, cart };
}

function toLineRows(cart: PricedCart): NewInvoiceLine[] {
  return cart.lines.map((l, i) => ({
    line_no: i + 1,
    product_id: l.productId,
    item_name: l.name,
    quantity: l.quantity,
    unit_price: l.unitPrice,
    gross_amount: l.gross,
    amount_discount: l.discount,
    line_extension_amount: l.lineExtension,
    tax_amount: l.tax,
    rounding_amount: l.total,
    unit_code: PIECE_UNIT,
    tax_percent: VAT_RATE_PERCENT,
  }));
}

/** The invoice columns fixed before the transaction allocates the number. */
function invoiceValues(
  business: BusinessRow,
  seller: Seller,
  body: SaleBody,
  cart: PricedCart,
  now: number,
) {
  const { totals } = cart;
  return {
    uuid: randomUUID(),
    issued_at: now,
    issue_date: riyadhDate(now),
    issue_time: riyadhTime(now),
    invoice_type_code: '388',
    profile_id: 'reporting:1.0',
    payment_means_code: body.PaymentMeansCode,
    order_id: body.OrderID || null,
    employee_name: seller.username,
    user_id: seller.id,
    customer_registration_name: '',
    customer_city_name: '',
    customer_vat: '',
    discount_percent: body.DiscountPercent,
    allowance_total_amount: totals.allowanceTotal,
    tax_exclusive_amount: totals.taxExclusive,
    tax_amount: totals.tax,
    tax_inclusive_amount: totals.taxInclusive,
    qr: encodeZatcaQr({
      sellerName: business.name_ar,
      vatNumber: business.vat_number,
      timestamp: now,
      total: totals.taxInclusive,
      vat: totals.tax,
    }),
    image_path: null,
    created_at: now,
  };
}

/**
 * A sale at the point of sale → a simplified tax invoice (SPEC.md §4, §7 POST orderpos; issue #3
 * §2). Names and prices come from the catalogue; every amount is computed here (halalas). One
 * transaction allocates the next number and OrderReferenceID of the business and inserts the
 * invoice (UUID v4, IssueDate/IssueTime in Asia/Riyadh from ctx.now(), type 388, reporting:1.0,
 * ZATCA QR TLV with the UTC timestamp) and its lines. After commit the receipt PNG is rendered and
 * stored under DATA_DIR; if that fails the invoice stands (logged; GET invoicetopng re-renders).
 *
 * Callable directly (demo data) as well as from the route.
 * @throws AppError as prepareSale; qr_value_too_long (422) if the seller name exceeds 255 bytes.
 */
export async function sellAtPos(
  ctx: AppContext,
  business: BusinessRow,
  seller: Seller,
  raw: OrderPosBody,
  opts: SellOptions = {},
): Promise<SaleResult> {
  const { body, cart } = await prepareSale(ctx, business, raw);
  const now = ctx.now();
  const values = invoiceValues(business, seller, body, cart, now);
  const lines = toLineRows(cart);
  const invoice: InvoiceRow = await ctx.db.transaction().execute(async (trx) => {
    const { number, orderReference } = await invoices.allocateInvoiceNumber(
      trx,
      business.id,
      Math.floor(now / 1000),
    );
    const row = { ...values, number, order_reference_id: orderReference };
    const id = await invoices.insertInvoice(trx, business.id, row);
    await invoices.insertInvoiceLines(trx, id, lines);
    return { ...row, id, business_id: business.id };
  });
  let receiptPng: Buffer | null = null;
  if (opts.receipt !== false) {
    try {
      receiptPng = await renderAndStoreReceipt(ctx, business, invoice, lines);
      invoice.image_path = receiptImagePath(business, invoice);
    } catch (err) {
      const log = opts.log ?? { error: (obj: object, msg: string) => console.error(msg, obj) };
      log.error(
        { err, business: business.key, invoice: invoice.number },
        'receipt rendering failed after the sale; the invoice is kept',
      );
    }
  }
  return { invoice, lines, receiptPng };
}
