import { ORDER_TYPES } from '../../../domain/order-types';
import { marginPercent, productProfit, profitTotals } from '../../../domain/gross-profit';
import { halalasToSar } from '../../../domain/money';
import { reportDates } from '../../../domain/report-period';
import { riyadhDate } from '../../../domain/riyadh-time';
import type {
  CashiersAnswer,
  GrossProfitAnswer,
  HoursAnswer,
  MySalesAnswer,
  ReportRangeQuery,
} from '../../../domain/schemas/report-insights';
import type { AppContext } from '../../context';
import type { BusinessRow } from '../businesses/service';
import * as repo from './insights-repository';

const sarOrNull = (h: number | null) => (h === null ? null : halalasToSar(h));

/**
 * GET reports/grossprofit (decision 0051): over the period (reportDates: Riyadh IssueDates, both
 * inclusive, the current quarter by default), per product net sales, quantity, cost (quantity ×
 * the product's current cost price), profit and margin (productProfit); per category the same
 * over its costed products, with the net sales of its uncosted ones apart; the totals and the
 * share of net sales without a cost (profitTotals). SAR.
 */
export async function grossProfit(
  ctx: AppContext,
  business: BusinessRow,
  q: ReportRangeQuery,
): Promise<GrossProfitAnswer> {
  const range = reportDates(q, ctx.now());
  const rows = await repo.salesByProduct(ctx.db, business.id, range);
  const byCategory = new Map<string | null, repo.ProductSalesRow[]>();
  for (const r of rows) byCategory.set(r.category, [...(byCategory.get(r.category) ?? []), r]);
  const totals = profitTotals(rows);
  return {
    startdate: range.from,
    enddate: range.to,
    products: rows.map((r) => {
      const p = productProfit(r);
      return {
        productId: r.productId,
        ItemName: r.itemName,
        category: r.category,
        quantity: r.quantity,
        net: halalasToSar(r.net),
        cost: sarOrNull(p.cost),
        profit: sarOrNull(p.profit),
        marginPercent: p.marginPercent,
      };
    }),
    categories: [...byCategory].map(([category, list]) => {
      const t = profitTotals(list);
      const costed = t.costedNet !== 0 || list.some((r) => r.unitCost !== null);
      return {
        category,
        net: halalasToSar(t.net),
        cost: costed ? halalasToSar(t.cost) : null,
        profit: costed ? halalasToSar(t.profit) : null,
        marginPercent: costed ? marginPercent(t.profit, t.costedNet) : null,
        uncostedNet: halalasToSar(t.uncostedNet),
      };
    }),
    totals: {
      net: halalasToSar(totals.net),
      costedNet: halalasToSar(totals.costedNet),
      uncostedNet: halalasToSar(totals.uncostedNet),
      cost: halalasToSar(totals.cost),
      profit: halalasToSar(totals.profit),
      marginPercent: totals.marginPercent,
      uncostedSharePercent: totals.uncostedSharePercent,
    },
  };
}

const figures = (s: repo.InvoiceSums) => ({
  count: s.count,
  TaxInclusiveAmount: halalasToSar(s.taxInclusive),
  TaxExclusiveAmount: halalasToSar(s.taxExclusive),
});

/**
 * GET reports/cashiers (decision 0051): per user who issued invoices in the period (reportDates),
 * the name printed on them, the count (credit notes count too, their amounts net out) and the
 * sums with and before VAT, total descending. SAR.
 */
export async function salesPerCashier(
  ctx: AppContext,
  business: BusinessRow,
  q: ReportRangeQuery,
): Promise<CashiersAnswer> {
  const range = reportDates(q, ctx.now());
  const rows = await repo.salesByCashier(ctx.db, business.id, range);
  return {
    startdate: range.from,
    enddate: range.to,
    rows: rows.map((r) => ({ userId: r.userId, employeeName: r.employeeName, ...figures(r) })),
  };
}

/**
 * GET reports/hours (decision 0051): the period's sales (reportDates) per Riyadh hour of day 0–23
 * — the rush hours — every hour present, 0 when nothing was sold; and `byOrderType` (decision
 * 0056): per order type with sales (dine-in, takeaway, delivery in that order), none for sales
 * without one. SAR.
 */
export async function salesPerHour(
  ctx: AppContext,
  business: BusinessRow,
  q: ReportRangeQuery,
): Promise<HoursAnswer> {
  const range = reportDates(q, ctx.now());
  const [hours, types] = await Promise.all([
    repo.salesByHour(ctx.db, business.id, range),
    repo.salesByOrderType(ctx.db, business.id, range),
  ]);
  const found = new Map(hours.map((r) => [r.hour, r]));
  const empty = { count: 0, taxInclusive: 0, taxExclusive: 0 };
  return {
    startdate: range.from,
    enddate: range.to,
    rows: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      ...figures(found.get(hour) ?? empty),
    })),
    byOrderType: ORDER_TYPES.flatMap((orderType) => {
      const row = types.find((r) => r.orderType === orderType);
      return row ? [{ orderType, ...figures(row) }] : [];
    }),
  };
}

/**
 * GET reports/mine (decision 0051): the invoices `userId` issued today (Riyadh date at
 * ctx.now()) in this business — count, total with VAT, total per payment means (each of the
 * business's codes present; a split invoice's parts each under its means, decision 0056). What a
 * cashier's reports show. SAR.
 */
export async function mySalesToday(
  ctx: AppContext,
  business: BusinessRow,
  userId: number,
): Promise<MySalesAnswer> {
  const date = riyadhDate(ctx.now());
  const range = { from: date, to: date };
  const [groups, shifts] = await Promise.all([
    repo.ownSalesByPaymentMeans(ctx.db, business.id, userId, range),
    repo.ownSplitPaymentShifts(ctx.db, business.id, userId, range),
  ]);
  // Halalas per code: the stored means' sums, each split invoice's parts moved to their means.
  const perCode = new Map(shifts);
  let total = 0;
  let count = 0;
  for (const g of groups) {
    perCode.set(g.code, (perCode.get(g.code) ?? 0) + g.taxInclusive);
    total += g.taxInclusive;
    count += g.count;
  }
  const byPaymentMeans: Record<string, number> = Object.fromEntries(
    business.payment_means.split(',').map((c) => [c, 0]),
  );
  for (const [code, v] of perCode) byPaymentMeans[code] = halalasToSar(v);
  return { date, count, TaxInclusiveAmount: halalasToSar(total), byPaymentMeans };
}
