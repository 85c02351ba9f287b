import { createHash, randomUUID } from 'node:crypto';
import { AppError, ERROR_MESSAGES } from '../../../domain/errors';
import { riyadhDate, riyadhTime } from '../../../domain/riyadh-time';
import { VAT_RATE_PERCENT } from '../../../domain/vat';
import { encodeZatcaQr } from '../../../domain/zatca-qr';
import type { AppContext } from '../../context';
import type { DbOrTrx } from '../../db/types';
import { paymentMeansOf, type BusinessRow } from '../businesses/service';
import {
  readStoredReceipt,
  receiptImagePath,
  renderAndStoreReceipt,
} from '../invoices/receipt-image';
import {
  claimSaleKey,
  findKeyedSale,
  invoiceLines,
  issueInvoice,
  type InvoiceRow,
  type NewInvoiceLine,
} from '../invoices/service';
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
  /**
   * The client's key for this cart (the `Idempotency-Key` header, issue #10 §5). Absent, the
   * body's OrderID stands in; with neither, every call is a new sale.
   */
  idempotencyKey?: string;
}

export interface SaleResult {
  invoice: InvoiceRow;
  lines: NewInvoiceLine[];
  /** The 80 mm receipt PNG, or null when not rendered (option off, or rendering failed). */
  receiptPng: Buffer | null;
  /** True when the key was used before: `invoice` is that first sale's and nothing was written. */
  replayed: boolean;
}

/**
 * Checks and prices a POS sale without writing anything. `body` is the zod-parsed orderPosBody
 * (the route has validated it; a direct caller parses it first).
 * @throws AppError empty_cart, duplicate_line (400); payment_means_not_enabled, unknown_product,
 *   totals_mismatch (422).
 */
export async function prepareSale(
  ctx: AppContext,
  business: BusinessRow,
  body: SaleBody,
): Promise<{ body: SaleBody; cart: PricedCart }> {
  return { body, cart: await priceSaleBody(ctx, business, body) };
}

async function priceSaleBody(
  ctx: AppContext,
  business: BusinessRow,
  body: SaleBody,
): Promise<PricedCart> {
  checkCartShape(body);
  if (!paymentMeansOf(business).includes(body.PaymentMeansCode)) {
    throw new AppError('payment_means_not_enabled', {
      fields: { PaymentMeansCode: ERROR_MESSAGES.payment_means_not_enabled },
    });
  }
  const products = await findSaleProducts(
    ctx.db,
    business.id,
    body.InvoiceLine.map((l) => l.ID),
  );
  const cart = priceCart(body, products);
  assertClientAmounts(body, cart);
  return cart;
}

/**
 * The fingerprint of a sale request: SHA-256 (hex) of the validated body as JSON (zod's output
 * has a fixed key order and drops unknown keys), so a repeat of the same cart matches and any
 * other line, quantity, amount, discount or payment means does not.
 */
export function saleRequestHash(body: SaleBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * The invoice an already used idempotency key stands for.
 * @throws AppError idempotency_key_reused (422) when the key came with another cart;
 *   data_conflict (409) if the key has no invoice (cannot happen once its transaction committed).
 */
async function priorSale(
  db: DbOrTrx,
  business: BusinessRow,
  key: string,
  requestHash: string,
): Promise<InvoiceRow> {
  const prior = await findKeyedSale(db, business.id, key);
  if (!prior) throw new AppError('data_conflict');
  if (prior.requestHash !== requestHash) throw new AppError('idempotency_key_reused');
  if (!prior.invoice) throw new AppError('data_conflict');
  return prior.invoice;
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
 * Idempotent per cart (issue #10 §5): with a key (opts.idempotencyKey, else the body's OrderID)
 * the same transaction claims (business, key) before allocating a number, so of two requests with
 * one key only one issues an invoice — the other waits for it and gets it back with
 * `replayed: true` (also when the catalogue changed since). No number is spent on a repeat.
 *
 * Callable directly (demo data, with `orderPosBody.parse`d bodies) as well as from the route. A
 * failed receipt rendering is logged to ctx.log.
 * @throws AppError as prepareSale; qr_value_too_long (422) if the seller name exceeds 255 bytes;
 *   idempotency_key_reused (422) when the key was used for another cart.
 */
export async function sellAtPos(
  ctx: AppContext,
  business: BusinessRow,
  seller: Seller,
  body: SaleBody,
  opts: SellOptions = {},
): Promise<SaleResult> {
  const key = opts.idempotencyKey || body.OrderID || undefined;
  const hash = key ? saleRequestHash(body) : '';
  // A repeat of a committed sale is answered before pricing: the catalogue may have changed since.
  if (key && (await findKeyedSale(ctx.db, business.id, key))) {
    return replay(ctx, business, await priorSale(ctx.db, business, key, hash), opts);
  }
  const cart = await priceSaleBody(ctx, business, body);
  const now = ctx.now();
  const values = invoiceValues(business, seller, body, cart, now);
  const lines = toLineRows(cart);
  const issued = await ctx.db.transaction().execute(async (trx): Promise<Issued> => {
    if (key && !(await claimSaleKey(trx, business.id, key, hash, now))) {
      return { replayed: true, invoice: await priorSale(trx, business, key, hash) };
    }
    const invoice = await issueInvoice(
      trx,
      business.id,
      values,
      lines,
      Math.floor(now / 1000),
      key,
    );
    return { replayed: false, invoice };
  });
  if (issued.replayed) return replay(ctx, business, issued.invoice, opts);
  const { invoice } = issued;
  let receiptPng: Buffer | null = null;
  if (opts.receipt !== false) {
    try {
      receiptPng = await renderAndStoreReceipt(ctx, business, invoice, lines);
      invoice.image_path = receiptImagePath(business, invoice);
    } catch (err) {
      ctx.log.error(
        { err, business: business.key, invoice: invoice.number },
        'receipt rendering failed after the sale; the invoice is kept',
      );
    }
  }
  return { invoice, lines, receiptPng, replayed: false };
}

/** What the sale's transaction did: issued a new invoice, or found the key's first one. */
type Issued = { replayed: boolean; invoice: InvoiceRow };

/**
 * The answer to a repeated sale: the first invoice, its lines and its stored receipt. A repeat
 * never renders: when the first request is still drawing the receipt (a double tap) or drawing
 * failed, `receiptPng` is null and the client falls back to GET invoicetopng.
 */
async function replay(
  ctx: AppContext,
  business: BusinessRow,
  invoice: InvoiceRow,
  opts: SellOptions,
): Promise<SaleResult> {
  const lines = await invoiceLines(ctx.db, business.id, invoice.id);
  const receiptPng = opts.receipt === false ? null : await readStoredReceipt(ctx, invoice);
  return { invoice, lines, receiptPng, replayed: true };
}
