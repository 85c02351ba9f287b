/**
 * Rules of warehouses and the stock ledger (decision 0067): what a business does when a sale
 * takes more pieces than it has, and what a count or a transfer moves. Quantities are whole pieces.
 */
import type { BusinessKind } from './business-kinds';
import { insufficientStockMessage } from './stock-errors';

/** The warehouse every business starts with (migration 033 and each new business). */
export const MAIN_WAREHOUSE_NAME = 'المستودع الرئيسي';

/** allow: sell anyway; warn: sell and say so in the answer; refuse: 409 insufficient_stock. */
export const NEGATIVE_STOCK_MODES = ['allow', 'warn', 'refuse'] as const;
export type NegativeStockMode = (typeof NEGATIVE_STOCK_MODES)[number];

/** Narrows a stored value; anything unknown reads as 'allow' (the behaviour before 0067). */
export function negativeStockMode(value: string): NegativeStockMode {
  return (NEGATIVE_STOCK_MODES as readonly string[]).includes(value)
    ? (value as NegativeStockMode)
    : 'allow';
}

/**
 * The setting a new business starts with: a restaurant sells dishes it never stocks (allow), a
 * trading business sells what it holds (refuse). Businesses that existed before migration 033 and
 * the seeded samples keep 'allow' (decision 0067).
 */
export function defaultNegativeStock(kind: BusinessKind): NegativeStockMode {
  return kind === 'trading' ? 'refuse' : 'allow';
}

/** A product a document takes more pieces of than the warehouse holds. */
export interface StockShortage {
  productId: number;
  name: string;
  /** Pieces the document takes out. */
  wanted: number;
  /** Pieces on hand before it (may already be negative). */
  onHand: number;
}

/**
 * What a document takes out of stock per product: Σ pieces of its lines by product id, named by
 * the first line of each product, in the order the products first appear (the `wanted` of
 * stockShortages).
 */
export function piecesByProduct(
  lines: ReadonlyArray<{ productId: number; name: string; quantity: number }>,
): Map<number, { name: string; quantity: number }> {
  const out = new Map<number, { name: string; quantity: number }>();
  for (const l of lines) {
    const w = out.get(l.productId) ?? { name: l.name, quantity: 0 };
    w.quantity += l.quantity;
    out.set(l.productId, w);
  }
  return out;
}

/**
 * The shortages of a document: for each product, `wanted` (Σ pieces it takes out) against
 * `onHand`; only products left below zero, in the order given.
 */
export function stockShortages(
  wanted: ReadonlyMap<number, { name: string; quantity: number }>,
  onHand: ReadonlyMap<number, number>,
): StockShortage[] {
  const out: StockShortage[] = [];
  for (const [productId, w] of wanted) {
    const have = onHand.get(productId) ?? 0;
    if (w.quantity > 0 && have - w.quantity < 0)
      out.push({ productId, name: w.name, wanted: w.quantity, onHand: have });
  }
  return out;
}

/** The Arabic sentence of a warning or refusal: one clause per short product. */
export function shortageMessage(shortages: readonly StockShortage[]): string {
  return shortages.map((s) => insufficientStockMessage(s.name, s.wanted, s.onHand)).join('؛ ');
}

/** What a count posts for one product: counted − on hand now (0: no ledger row). */
export function countDifference(counted: number, onHand: number): number {
  return counted - onHand;
}

/** The Arabic answers of the warehouse routes (`{message}`). */
export const WAREHOUSE_MESSAGES = {
  warehouseDeleted: 'حُذف المستودع',
} as const;
