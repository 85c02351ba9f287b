import { countValue, DENOMINATIONS } from '../../../../domain/denominations';
import { halalasToSar, type Halalas } from '../../../../domain/money';

/**
 * Cash counted on the sheet (decision 0055): pieces per denomination, or an amount alone
 * («أدخل المبلغ فقط»). The wire takes `{count}` (the server computes the amount) or `{amount}`.
 */
export interface CashCount {
  mode: 'count' | 'amount';
  /** Pieces per denomination key (n500 … c001); a missing key is 0. */
  count: Record<string, number>;
  /** SAR as typed, '' while empty. */
  amount: number | '';
}

export const emptyCashCount = (): CashCount => ({ mode: 'count', count: {}, amount: '' });

/** The denomination's face value for a label: "500", "1", "0.50". */
export function faceValue(halalas: Halalas): string {
  return halalas % 100 === 0 ? String(halalas / 100) : halalasToSar(halalas).toFixed(2);
}

/** The counted value in halalas; null for an amount not typed yet. */
export function cashCountHalalas(c: CashCount): Halalas | null {
  if (c.mode === 'count') return countValue(c.count);
  // The amount field keeps two decimals; rounding only removes float noise.
  return c.amount === '' ? null : Math.round(c.amount * 100);
}

/** The body part the open and close calls take: the pieces (zero rows left out) or the amount. */
export function cashCountBody(
  c: CashCount,
): { count: Record<string, number> } | { amount: number } {
  if (c.mode === 'amount') return { amount: c.amount === '' ? 0 : c.amount };
  const count: Record<string, number> = {};
  for (const d of DENOMINATIONS) if ((c.count[d.key] ?? 0) > 0) count[d.key] = c.count[d.key]!;
  return { count };
}
