import { AppError } from './errors';
import type { Halalas } from './money';
import { PAYMENT_MEANS, type PaymentMeansCode } from './payment-means';

/**
 * Split payment at the restaurant's counter (decision 0056): one invoice paid in 2–4 parts of cash
 * (10) or mada (48). The parts are halalas, positive, in the order the cashier entered them.
 */

/** One part of a split payment: its means and its VAT-inclusive amount in halalas (> 0). */
export interface PaymentPart {
  code: PaymentMeansCode;
  amount: Halalas;
}

/**
 * Checks a split payment against its invoice: the parts sum to `taxInclusive` (halalas) and the
 * invoice's stored means `paymentMeansCode` is one of the parts' means.
 * @throws AppError payment_parts_mismatch (422) with the field `PaymentMeans` or
 *   `PaymentMeansCode`.
 */
export function assertPaymentParts(
  parts: readonly PaymentPart[],
  taxInclusive: Halalas,
  paymentMeansCode: string,
): void {
  const sum = parts.reduce((s, p) => s + p.amount, 0);
  if (sum !== taxInclusive)
    throw new AppError('payment_parts_mismatch', {
      fields: { PaymentMeans: 'مجموع أجزاء الدفع لا يساوي إجمالي الفاتورة' },
    });
  if (!parts.some((p) => p.code === paymentMeansCode))
    throw new AppError('payment_parts_mismatch', {
      fields: { PaymentMeansCode: 'وسيلة الدفع ليست من أجزاء الدفع' },
    });
}

/**
 * What must be paid in cash, halalas: the sum of the cash parts of a split payment, or the whole
 * `taxInclusive` when the invoice is paid in cash alone (no parts), else 0.
 */
export function cashDue(
  parts: readonly PaymentPart[] | null | undefined,
  taxInclusive: Halalas,
  paymentMeansCode: string,
): Halalas {
  if (parts && parts.length > 0)
    return parts.filter((p) => p.code === PAYMENT_MEANS.cash).reduce((s, p) => s + p.amount, 0);
  return paymentMeansCode === PAYMENT_MEANS.cash ? taxInclusive : 0;
}

/**
 * Checks the cash handed over (halalas) covers the cash due (see cashDue).
 * @throws AppError cash_tendered_short (422) with the field `cashTendered`.
 */
export function assertCashTendered(tendered: Halalas, due: Halalas): void {
  if (tendered < due)
    throw new AppError('cash_tendered_short', {
      fields: { cashTendered: 'المبلغ المستلم نقداً أقل من الجزء النقدي' },
    });
}

/**
 * Splits `total` halalas (any sign) over weights in proportion, exactly: each share is floored and
 * the halalas left over go one each to the largest remainders (ties: the earlier part). The shares
 * sum to `total`. Weights are non-negative; all zero gives everything to the first.
 */
export function splitByLargestRemainder(total: Halalas, weights: readonly number[]): Halalas[] {
  if (weights.length === 0) return [];
  const sumW = weights.reduce((s, w) => s + w, 0);
  if (sumW === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const sign = total < 0 ? -1 : 1;
  const abs = Math.abs(total);
  const exact = weights.map((w) => (abs * w) / sumW);
  const shares = exact.map((e) => Math.floor(e));
  let left = abs - shares.reduce((s, v) => s + v, 0);
  const order = exact
    .map((e, i) => ({ i, r: e - Math.floor(e) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares.map((s) => sign * s + 0);
}

/** An invoice's amounts in halalas (signed as stored). */
export interface InvoiceAmounts {
  taxInclusive: Halalas;
  taxExclusive: Halalas;
  tax: Halalas;
}

/**
 * An invoice's amounts per payment part, for the totals by means: each part's inclusive amount is
 * the part's own (signed as the invoice), and the invoice's tax is split over the parts by largest
 * remainder in proportion to their amounts; exclusive = inclusive − tax. Each column sums exactly
 * to the invoice's. Parts are positive halalas; with none, one share of everything.
 */
export function splitInvoiceAmounts(
  amounts: InvoiceAmounts,
  parts: readonly Halalas[],
): InvoiceAmounts[] {
  if (parts.length === 0) return [{ ...amounts }];
  const sign = amounts.taxInclusive < 0 ? -1 : 1;
  const taxes = splitByLargestRemainder(amounts.tax, parts);
  return parts.map((p, i) => {
    const taxInclusive = sign * Math.abs(p);
    const tax = taxes[i] ?? 0;
    return { taxInclusive, tax, taxExclusive: taxInclusive - tax };
  });
}

/**
 * A document seen once per payment part, for the sums by means (decision 0056): with parts, one
 * copy per part carrying the part's means and inclusive amount (`parts` amounts signed as the
 * document's, halalas); `counted` is true on one copy only (the first part of the document's
 * stored means) so a count by means counts the document once, under its stored means. Without
 * parts, the document itself, counted.
 */
export function perPaymentPart<
  T extends { payment_means_code: string; tax_inclusive_amount: number },
>(
  doc: T,
  parts: readonly { code: string; amount: Halalas }[] | undefined,
): Array<T & { counted: boolean }> {
  if (!parts || parts.length === 0) return [{ ...doc, counted: true }];
  const counter = parts.findIndex((p) => p.code === doc.payment_means_code);
  return parts.map((p, i) => ({
    ...doc,
    payment_means_code: p.code,
    tax_inclusive_amount: p.amount,
    counted: i === (counter < 0 ? 0 : counter),
  }));
}
