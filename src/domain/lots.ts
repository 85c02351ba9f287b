/**
 * Lots, expiry and the moving-average cost of the stock ledger (decision 0070). Pure functions:
 * quantities whole pieces, costs halalas per piece, dates Riyadh 'YYYY-MM-DD'.
 */

/** A lot of one product in one warehouse: Σ ledger rows carrying that lot number. */
export interface LotBalance {
  lotNumber: string;
  /** Riyadh 'YYYY-MM-DD' or null when the lot has none. */
  expiryDate: string | null;
  /** Σ pieces of the rows of this lot (receipts in, anything later that names the lot out). */
  quantity: number;
}

/** A lot as the lot report shows it, after the unlotted outflow is assigned. */
export interface LotOnHand extends LotBalance {
  onHand: number;
}

/** Orders lots first-expiry-first-out: earliest expiry first, no expiry last, then lot number. */
export function fefoOrder(a: LotBalance, b: LotBalance): number {
  if (a.expiryDate !== b.expiryDate) {
    if (a.expiryDate === null) return 1;
    if (b.expiryDate === null) return -1;
    return a.expiryDate < b.expiryDate ? -1 : 1;
  }
  return a.lotNumber < b.lotNumber ? -1 : a.lotNumber > b.lotNumber ? 1 : 0;
}

/**
 * What each lot of a product holds (decision 0070). Sales, notes, counts and transfers carry no
 * lot; their pieces reduce the product's total (`total` = Σ all its rows in the warehouse). The
 * pieces without a lot (total − Σ lots) are taken first from the pieces received without a lot;
 * when those do not cover them, the shortfall is taken from the lots first-expiry-first-out
 * (fefoOrder). A lot never goes below 0 here; what no lot covers stays in `unlotted` (negative when
 * the product itself is below zero).
 * @returns the lots in FEFO order with their on-hand pieces (0 included), and the unlotted pieces.
 */
export function allocateLots(
  lots: readonly LotBalance[],
  total: number,
): { lots: LotOnHand[]; unlotted: number } {
  const sorted = [...lots].sort(fefoOrder);
  const inLots = sorted.reduce((s, l) => s + Math.max(0, l.quantity), 0);
  let unlotted = total - inLots;
  const out: LotOnHand[] = sorted.map((l) => ({ ...l, onHand: Math.max(0, l.quantity) }));
  for (const l of out) {
    if (unlotted >= 0) break;
    const take = Math.min(l.onHand, -unlotted);
    l.onHand -= take;
    unlotted += take;
  }
  return { lots: out, unlotted };
}

/** Adds whole days to a Riyadh date 'YYYY-MM-DD' (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/**
 * Whether a lot belongs on the near-expiry list of Riyadh day `today` looking `days` ahead: it
 * holds pieces and expires on or before today + days. `expired` when its expiry is before today
 * (a lot expiring today is still sellable today).
 */
export function nearExpiry(
  lot: { expiryDate: string | null; onHand: number },
  today: string,
  days: number,
): { near: boolean; expired: boolean } {
  if (lot.expiryDate === null || lot.onHand <= 0) return { near: false, expired: false };
  return { near: lot.expiryDate <= addDays(today, days), expired: lot.expiryDate < today };
}

/** A ledger row as the moving average reads it, in the order it happened. */
export interface CostMove {
  quantity: number;
  /** Halalas per piece, VAT-exclusive, on a row that brings goods in at a known cost; else null. */
  unitCost: number | null;
}

/**
 * The moving-average unit cost of one product (in one warehouse, or all together) after the rows
 * in order (decision 0070): a row with a cost and quantity > 0 (a receipt, a purchase) sets
 * avg = (onHand·avg + q·cost) / (onHand + q) — or just cost when nothing was on hand (onHand ≤ 0)
 * or no cost was known yet; every other row (sales, transfers, counts, uncosted opening pieces)
 * changes only onHand, at the average. Halalas per piece, not rounded; null when no row had a
 * cost.
 */
export function movingAverageCost(moves: Iterable<CostMove>): number | null {
  let onHand = 0;
  let avg: number | null = null;
  for (const m of moves) {
    if (m.unitCost !== null && m.quantity > 0) {
      avg =
        avg === null || onHand <= 0
          ? m.unitCost
          : (onHand * avg + m.quantity * m.unitCost) / (onHand + m.quantity);
    }
    onHand += m.quantity;
  }
  return avg;
}

/** The value of pieces at a unit cost, in whole halalas (round half up; 0 without a cost). */
export function stockValue(quantity: number, unitCost: number | null): number {
  if (unitCost === null) return 0;
  return Math.round(quantity * unitCost);
}
