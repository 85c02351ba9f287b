import type { Halalas } from './money';

/**
 * Gross profit (decision 0051): what a product's sales earned over what they cost — net sales
 * (before VAT, after discounts; credit notes net out, stored negative) less quantity × the
 * product's cost price. Only products with a known cost price have a profit; the sales of the
 * others are counted apart, and their share of net sales is shown, so a profit figure never
 * silently counts them as free. The cost is the product's CURRENT cost price (Sanad keeps no cost
 * history). Amounts are integer halalas.
 */

/** One product's sales over a period: net (halalas), quantity, cost of one unit (null = unknown). */
export interface ProductSales {
  net: Halalas;
  quantity: number;
  unitCost: Halalas | null;
}

/** A product's gross profit: cost and profit in halalas, margin in percent of net (1 decimal). */
export interface ProductProfit {
  cost: Halalas | null;
  profit: Halalas | null;
  marginPercent: number | null;
}

/** The gross profit of one product's sales; all null when its cost is unknown. */
export function productProfit(s: ProductSales): ProductProfit {
  if (s.unitCost === null) return { cost: null, profit: null, marginPercent: null };
  // A split bill's equal shares make a quantity of thirds (decision 0057): whole halalas.
  const cost = Math.round(s.quantity * s.unitCost);
  const profit = s.net - cost;
  return { cost, profit, marginPercent: marginPercent(profit, s.net) };
}

/** Profit as a percent of net sales, one decimal; null when there were no net sales. */
export function marginPercent(profit: Halalas, net: Halalas): number | null {
  return net === 0 ? null : Math.round((profit * 1000) / net) / 10;
}

/** Totals of a set of products: costed and uncosted net sales, cost, profit, uncosted share. */
export interface ProfitTotals {
  net: Halalas;
  costedNet: Halalas;
  uncostedNet: Halalas;
  cost: Halalas;
  profit: Halalas;
  marginPercent: number | null;
  /** Percent (1 decimal) of net sales whose product has no cost price; 0 when no sales. */
  uncostedSharePercent: number;
}

/** Sums `sales` into ProfitTotals; the margin is over the costed net sales only. */
export function profitTotals(sales: readonly ProductSales[]): ProfitTotals {
  let net = 0;
  let costedNet = 0;
  let cost = 0;
  for (const s of sales) {
    net += s.net;
    if (s.unitCost === null) continue;
    costedNet += s.net;
    cost += s.quantity * s.unitCost;
  }
  const uncostedNet = net - costedNet;
  return {
    net,
    costedNet,
    uncostedNet,
    cost,
    profit: costedNet - cost,
    marginPercent: marginPercent(costedNet - cost, costedNet),
    uncostedSharePercent: net === 0 ? 0 : Math.round((uncostedNet * 1000) / net) / 10,
  };
}
