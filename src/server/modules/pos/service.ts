import { moneyTransaction } from '../../db/money-transaction';
import { tillForDocument } from '../shifts';
import { createHash } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import type { AppContext } from '../../context';
import type { DbOrTrx } from '../../db/types';
import { assertPaymentMeansEnabled, type BusinessRow } from '../businesses/service';
import {
  claimSaleKey,
  findKeyedSale,
  invoiceLines,
  issueInvoice,
  readStoredReceipt,
  storeReceiptAfterIssue,
  type InvoiceRow,
  type IssuedInvoice,
  type NewInvoiceLine,
  type Seller,
} from '../invoices';
import { zatcaSigningFor } from '../zatca';
import {
  assertClientAmounts,
  checkCartShape,
  priceCart,
  type PricedCart,
  type SaleBody,
} from './cart';
import { findSaleProducts } from './repository';
import {
  assertRestaurantFieldsAllowed,
  restaurantSaleExtras,
  type RestaurantSaleExtras,
} from './restaurant-sale';

export { PIECE_UNIT, type Seller } from '../invoices';
export { findSaleProducts } from './repository';

export interface SellOptions {
  /** Render and store the receipt PNG after commit (default true; demo data may skip it). */
  receipt?: boolean;
  /**
   * The client's key for this cart (the `Idempotency-Key` header). Absent, the
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
  /** A sale beyond stock under negative_stock `warn` (decision 0067): its Arabic warning. */
  stockWarning?: string | null;
}

/**
 * Checks and prices a POS sale without writing anything. `body` is the zod-parsed orderPosBody
 * (the route has validated it; a direct caller parses it first).
 * @throws AppError empty_cart, duplicate_line (400); payment_means_not_enabled, unknown_product,
 *   totals_mismatch (422); as restaurantSaleExtras (restaurant_only, validation_failed,
 *   payment_parts_mismatch, cash_tendered_short; decision 0056).
 */
export async function prepareSale(
  ctx: AppContext,
  business: BusinessRow,
  body: SaleBody,
): Promise<{ body: SaleBody; cart: PricedCart }> {
  const cart = await priceSaleBody(ctx, business, body);
  restaurantSaleExtras(business, body, cart);
  return { body, cart };
}

/**
 * Prices an orderpos-shaped body from the catalogue (no restaurant extras checked), reading
 * through `db` (a transaction's, or ctx.db).
 * @throws AppError as prepareSale.
 */
export async function priceSaleBody(
  ctx: AppContext,
  business: BusinessRow,
  body: SaleBody,
  db: DbOrTrx = ctx.db,
): Promise<PricedCart> {
  assertRestaurantFieldsAllowed(business, body);
  checkCartShape(body.InvoiceLine);
  assertPaymentMeansEnabled(business, body.PaymentMeansCode);
  const products = await findSaleProducts(
    db,
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

/**
 * A sale at the point of sale → a simplified tax invoice (POST orderpos; decision 0006). Names and
 * prices come from the catalogue; every amount is computed here (halalas). One
 * transaction allocates the next number and OrderReferenceID of the business and inserts the
 * invoice (UUID v4, IssueDate/IssueTime in Asia/Riyadh from ctx.now(), type 388, reporting:1.0,
 * ZATCA QR TLV with the UTC timestamp) and its lines. After commit the receipt PNG is rendered and
 * stored under DATA_DIR; if that fails the invoice stands (logged; GET invoicetopng re-renders).
 *
 * Idempotent per cart: with a key (opts.idempotencyKey, else the body's OrderID)
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
  // Before the transaction: a refused order type or payment split spends no number.
  const extras = restaurantSaleExtras(business, body, cart);
  const zatca = await zatcaSigningFor(ctx, business);
  const now = ctx.now();
  const issued = await moneyTransaction(
    ctx.db,
    { businessId: business.id },
    async (trx): Promise<Issued> => {
      if (key && !(await claimSaleKey(trx, business.id, key, hash, now))) {
        return { replayed: true, invoice: await priorSale(trx, business, key, hash) };
      }
      const receiptImage = opts.receipt !== false;
      const sale = {
        seller,
        body,
        cart,
        extras,
        zatca,
        issuedAt: now,
        idempotencyKey: key,
        receiptImage,
      };
      const { invoice, lines, stockWarning } = await issuePricedSale(trx, business, sale);
      return { replayed: false, invoice, lines, stockWarning };
    },
  );
  if (issued.replayed) return replay(ctx, business, issued.invoice, opts);
  const { invoice, lines = [], stockWarning = null } = issued;
  ctx.metrics.saleCommitted();
  ctx.metrics.invoiceIssued(invoice);
  const receiptPng =
    opts.receipt !== false ? await storeReceiptAfterIssue(ctx, business, invoice, lines) : null;
  return { invoice, lines, receiptPng, replayed: false, stockWarning };
}

/** A priced counter sale, ready to issue (issuePricedSale). */
export interface PricedSale {
  seller: Seller;
  body: SaleBody;
  cart: PricedCart;
  /** restaurantSaleExtras of `body` and `cart` (decision 0056). */
  extras: RestaurantSaleExtras;
  zatca: Awaited<ReturnType<typeof zatcaSigningFor>>;
  /** Instant of issue, UTC ms. */
  issuedAt: number;
  idempotencyKey?: string;
  /** The receipt PNG is drawn after commit: its key is written with the invoice (decision 0072). */
  receiptImage?: boolean;
}

/**
 * Issues a priced counter sale as a simplified tax invoice inside the caller's money transaction
 * (after its counter lock): the till and open shift of `body.tillId` (a close and the sale
 * serialize: the sale lands in the open shift or is refused), then issueInvoice. The POS and a
 * held order's payment (decision 0057) both issue through here.
 * @throws AppError as tillForDocument (not_found, till_archived, shift_required) and issueInvoice.
 */
export async function issuePricedSale(
  trx: DbOrTrx,
  business: BusinessRow,
  sale: PricedSale,
): Promise<IssuedInvoice> {
  const { body } = sale;
  const at = await tillForDocument(trx, business.id, body.tillId, business.require_shift === 1);
  return issueInvoice(trx, business, {
    ...at,
    seller: sale.seller,
    lines: sale.cart.lines,
    totals: sale.cart.totals,
    buyer: null,
    paymentMeansCode: body.PaymentMeansCode,
    discountPercent: body.DiscountPercent,
    orderId: body.OrderID,
    issuedAt: sale.issuedAt,
    idempotencyKey: sale.idempotencyKey,
    receiptImage: sale.receiptImage,
    zatca: sale.zatca,
    ...sale.extras,
  });
}

/** What the sale's transaction did: issued a new invoice, or found the key's first one. */
type Issued = {
  replayed: boolean;
  invoice: InvoiceRow;
  lines?: NewInvoiceLine[];
  stockWarning?: string | null;
};

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
