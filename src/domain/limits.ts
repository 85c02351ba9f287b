import { AppError } from './errors';
import { halalasToSarText, type Halalas } from './money';

/**
 * Sane maxima of Sanad's numbers (decision 0009). They keep every amount of an
 * invoice, and every sum of invoices over any realistic period, an exact integer on SQLite and
 * PostgreSQL alike, and every integer the database compares inside PostgreSQL's `integer`.
 *
 *   unit price ≤ 1,000,000 SAR, quantity ≤ 10,000 per line, ≤ 200 lines per invoice, and no amount
 *   of an invoice (before or after discount) above 10,000,000 SAR.
 *
 * Exactness: an invoice's amounts are ≤ 10⁹ halalas, so Σ over 9,007,199 invoices *each at the
 * maximum* still fits in 2⁵³ − 1 halalas (Number.MAX_SAFE_INTEGER): 24 years of 1,000 maximal
 * invoices a day. A sum beyond that fails loudly (src/server/db/exact-numbers.ts), never silently.
 */

/** PostgreSQL `integer` (and `serial`) maximum, 2³¹ − 1: bound of every integer id on the wire. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** Pieces per invoice line (InvoicedQuantity). A wholesale pallet, not a typo of extra zeros. */
export const MAX_LINE_QUANTITY = 10_000;

/** A product's VAT-inclusive unit price (price, pricedv, pricex), halalas: 1,000,000.00 SAR. */
export const MAX_UNIT_PRICE: Halalas = 100_000_000;

/**
 * Lines per invoice (InvoiceLine). A restaurant ticket has a handful and a trading sale a few dozen;
 * 200 is the bound the contract already had. It bounds the documents rendered for every sale
 * (measured, decision 0009): 200 lines with discounts → an 80 mm receipt of ~22,200 px (≈ 51 MB of
 * RGBA while drawn), and at worst (120-character names on two lines) ~45,000 px (≈ 104 MB); the
 * A4 PDF 7–15 pages.
 */
export const MAX_INVOICE_LINES = 200;

/**
 * The largest amount an invoice may carry, halalas: 10,000,000.00 SAR. It bounds the sum of the
 * lines' PriceAmount (before discount), hence every other amount of the invoice too
 * (AllowanceTotal, TaxExclusive, Tax, TaxInclusive ≤ that sum).
 */
export const MAX_INVOICE_AMOUNT: Halalas = 1_000_000_000;

/**
 * The invoice-amount rule: Σ PriceAmount of the lines (with VAT, before discount, halalas) is at
 * most MAX_INVOICE_AMOUNT. Each line may be within its own bounds (price × quantity up to 10¹²
 * halalas) while the cart is not, so the pricing checks the sum after computing it exactly.
 * @throws AppError invoice_total_too_large (422, fields.InvoiceLine names the limit in SAR).
 */
export function assertInvoiceAmountWithinLimit(grossTotal: Halalas): void {
  if (grossTotal > MAX_INVOICE_AMOUNT) {
    throw new AppError('invoice_total_too_large', {
      fields: {
        InvoiceLine: `مجموع الفاتورة ${halalasToSarText(grossTotal)} أكبر من الحد ${halalasToSarText(MAX_INVOICE_AMOUNT)} ريال`,
      },
    });
  }
}

/**
 * Longest text the QR tool encodes (POST /qr), in characters: 1,000 Arabic letters
 * are 2,000 UTF-8 bytes, inside the 2,331 bytes a QR code of error correction M holds.
 */
export const MAX_QR_TEXT_LENGTH = 1_000;
