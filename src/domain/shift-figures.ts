import type { Halalas } from './money';

/**
 * The cash figures of a shift (decision 0055), in integer halalas. Pure: the shift-reports module
 * sums the shift's rows and calls these; the close stores `expectedCash` as it stood then.
 */
export interface ShiftCashFigures {
  /** The float the drawer opened with. */
  openingFloat: Halalas;
  /** Σ TaxInclusiveAmount of the shift's invoices and debit notes paid in cash (means 10 and 45). */
  cashSales: Halalas;
  /** Σ |TaxInclusiveAmount| of the shift's credit notes of cash sales (means 10 and 45), ≥ 0. */
  cashRefunds: Halalas;
  /** Σ the shift's receipt vouchers collected in cash (means 10). */
  cashCollections: Halalas;
  /** Σ paid-in movements. */
  cashIn: Halalas;
  /** Σ paid-out movements. */
  cashOut: Halalas;
}

/** The payment means whose money lands in the drawer: cash (10) and cash through an app (45). */
export const DRAWER_MEANS: readonly string[] = ['10', '45'];

/**
 * Expected cash in the drawer, halalas: opening float + cash sales − cash refunds + cash
 * collections + cash in − cash out (decision 0055). Card (48), credit (24) and app (42) sales are
 * not in the drawer.
 */
export function expectedCash(f: ShiftCashFigures): Halalas {
  return f.openingFloat + f.cashSales - f.cashRefunds + f.cashCollections + f.cashIn - f.cashOut;
}

/** counted − expected, halalas: negative when short, positive when over; null until counted. */
export function overShort(counted: Halalas, expected: Halalas): Halalas;
export function overShort(counted: Halalas | null, expected: Halalas | null): Halalas | null;
export function overShort(counted: Halalas | null, expected: Halalas | null): Halalas | null {
  return counted === null || expected === null ? null : counted - expected;
}

/** The mean ticket, halalas rounded half up: gross ÷ count, 0 with no invoice. */
export function averageTicket(gross: Halalas, count: number): Halalas {
  if (count <= 0) return 0;
  const q = gross / count;
  return q >= 0 ? Math.floor(q + 0.5) : -Math.floor(-q + 0.5);
}
