/**
 * What a purchase order must bring in for a sale order (decision 0070, "A purchase order from a
 * sale order"). Quantities are whole pieces.
 */

/** A sale order line's pieces: product, ordered and delivered so far. */
export interface SaleLineNeed {
  productId: number;
  ordered: number;
  delivered: number;
}

/**
 * Per product of the sale order (in the order of its first line), the pieces still missing:
 * max(0, Σ(ordered − delivered) − on hand in the warehouse). A line delivered beyond its order
 * counts 0, not a credit to another line; a product the ledger holds below zero counts as holding
 * none (the order covers this sale order, not the ledger's deficit). Products missing nothing are
 * left out, so an empty answer means nothing is to be bought.
 */
export function missingPieces(
  lines: readonly SaleLineNeed[],
  onHand: ReadonlyMap<number, number>,
): Array<{ productId: number; quantity: number }> {
  const open = new Map<number, number>();
  for (const l of lines)
    open.set(l.productId, (open.get(l.productId) ?? 0) + Math.max(0, l.ordered - l.delivered));
  const out: Array<{ productId: number; quantity: number }> = [];
  for (const [productId, want] of open) {
    const quantity = Math.max(0, want - Math.max(0, onHand.get(productId) ?? 0));
    if (quantity > 0) out.push({ productId, quantity });
  }
  return out;
}
