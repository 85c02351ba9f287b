import type { Halalas } from './money';
import { isVatCategory } from './vat-categories';

/**
 * The sales boxes of a KSA VAT return by VAT category (decision 0046), from stored invoice lines:
 * standard-rated sales (box 1, 15 %), zero-rated domestic sales (box 3), exports (box 4: zero-rated
 * lines with ZATCA reason VATEX-SA-32 export of goods or VATEX-SA-33 export of services; VAT
 * Implementing Regulations Art. 32–33), exempt sales (box 5) and, apart, out-of-scope supplies,
 * which are no taxable supply and no box of the return. Amounts in halalas, credit notes netted
 * (stored negative, decision 0034).
 */

/** The reason codes that make a zero-rated line an export (box 4). */
export const EXPORT_REASON_CODES: readonly string[] = ['VATEX-SA-32', 'VATEX-SA-33'];

/** Σ stored line net and VAT of one (category, reason code) group, halalas. */
export interface CategorySums {
  category: string;
  exemptionCode: string;
  taxExclusive: Halalas;
  tax: Halalas;
}

/** One box: net (before VAT) and VAT, halalas. */
export interface VatBox {
  taxExclusive: Halalas;
  tax: Halalas;
}

export interface VatReturnBoxes {
  standard: VatBox;
  zeroRated: VatBox;
  exports: VatBox;
  exempt: VatBox;
  outOfScope: VatBox;
  /** Standard + zero-rated + exports + exempt: the return's total sales (out of scope excluded). */
  totalSales: VatBox;
}

/**
 * Sorts category sums into the return's boxes. A row with an unknown category counts as standard
 * (rows before migration 023 are S).
 */
export function vatReturnBoxes(rows: readonly CategorySums[]): VatReturnBoxes {
  const box = (): VatBox => ({ taxExclusive: 0, tax: 0 });
  const b: VatReturnBoxes = {
    standard: box(),
    zeroRated: box(),
    exports: box(),
    exempt: box(),
    outOfScope: box(),
    totalSales: box(),
  };
  for (const r of rows) {
    const category = isVatCategory(r.category) ? r.category : 'S';
    const target =
      category === 'S'
        ? b.standard
        : category === 'E'
          ? b.exempt
          : category === 'O'
            ? b.outOfScope
            : EXPORT_REASON_CODES.includes(r.exemptionCode)
              ? b.exports
              : b.zeroRated;
    target.taxExclusive += r.taxExclusive;
    target.tax += r.tax;
    if (category !== 'O') {
      b.totalSales.taxExclusive += r.taxExclusive;
      b.totalSales.tax += r.tax;
    }
  }
  return b;
}
