import { PAYMENT_MEANS } from './payment-means';

/**
 * The change handed back on a restaurant sale (decision 0056), halalas: the cash tendered less
 * the cash part of a split payment, or less the total when the invoice is paid in cash alone.
 * null when nothing was tendered, when no part is cash (a mada-only sale has no change), or when
 * the invoice is paid by another single means. Never negative (a short tender gives 0).
 *
 * @param sale.total TaxInclusiveAmount, halalas, positive.
 * @param sale.parts the split payment's parts (halalas, positive); [] when paid by one means.
 * @param sale.tendered the cash handed over, halalas; null when not given.
 */
export function cashChange(sale: {
  paymentMeansCode: string;
  total: number;
  parts: ReadonlyArray<{ code: string; amount: number }>;
  tendered: number | null;
}): number | null {
  if (sale.tendered === null) return null;
  const cash =
    sale.parts.length > 0
      ? sale.parts.filter((p) => p.code === PAYMENT_MEANS.cash).reduce((s, p) => s + p.amount, 0)
      : sale.paymentMeansCode === PAYMENT_MEANS.cash
        ? sale.total
        : 0;
  if (cash === 0) return null;
  return Math.max(0, sale.tendered - cash);
}
