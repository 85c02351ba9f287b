import { sarToHalalas, type Halalas } from '../../../domain/money';
import type { InvoiceSummary } from '../../../domain/schemas/invoices';

export interface MeansTotal {
  count: number;
  /** Sum of TaxInclusiveAmount, in halalas (summed as integers, never as floats). */
  amount: Halalas;
}

export interface ListTotals {
  byMeans: Map<string, MeansTotal>;
  grand: MeansTotal;
}

/**
 * Sums a list's TaxInclusiveAmount per PaymentMeansCode and overall, as the till dashboard does
 * ("sums TaxInclusiveAmount and groups by PaymentMeansCode").
 */
export function totalsByPaymentMeans(list: readonly InvoiceSummary[]): ListTotals {
  const byMeans = new Map<string, MeansTotal>();
  const grand: MeansTotal = { count: 0, amount: 0 };
  for (const inv of list) {
    const amount = sarToHalalas(inv.TaxInclusiveAmount);
    const m = byMeans.get(inv.PaymentMeansCode) ?? { count: 0, amount: 0 };
    m.count += 1;
    m.amount += amount;
    byMeans.set(inv.PaymentMeansCode, m);
    grand.count += 1;
    grand.amount += amount;
  }
  return { byMeans, grand };
}
