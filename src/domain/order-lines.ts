/**
 * What a partial document (a delivery note of a sale order, a goods receipt of a purchase order)
 * may take from its order's lines (decisions 0069, 0070). Quantities are whole pieces.
 */

/** One line a document asks for: the order line's id and the pieces asked. */
export interface AskedLine {
  line: number;
  quantity: number;
}

/**
 * The order lines a document asks more of than remains: for each asked line id (Σ when a line is
 * named twice), `asked` against `remaining` (pieces still open per line id; an unknown line has
 * none). Empty when the document fits.
 */
export function linesBeyondRemaining(
  asked: readonly AskedLine[],
  remaining: ReadonlyMap<number, number>,
): Array<{ line: number; asked: number; remaining: number }> {
  const sums = new Map<number, number>();
  for (const a of asked) sums.set(a.line, (sums.get(a.line) ?? 0) + a.quantity);
  const out: Array<{ line: number; asked: number; remaining: number }> = [];
  for (const [line, q] of sums) {
    const left = remaining.get(line) ?? 0;
    if (q > left) out.push({ line, asked: q, remaining: left });
  }
  return out;
}
