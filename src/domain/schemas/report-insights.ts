import { z } from 'zod';
import { ORDER_TYPES } from '../order-types';
import { reportRangeFields, startNotAfterEnd } from './reports';

/**
 * The gross-profit, per-cashier and per-hour reports (decision 0051) on the wire. Amounts SAR
 * numbers with two decimals (sums of stored halalas, converted at the edge); the period is two
 * Riyadh IssueDates, both inclusive, the current Riyadh quarter by default (reportDates).
 */

/** `?startdate&enddate` of these reports. */
export const reportRangeQuery = z.object(reportRangeFields).refine(...startNotAfterEnd);
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

const profitFigures = {
  /** Net sales before VAT, after discounts; credit notes netted out. */
  net: z.number(),
  /** Quantity × current cost price; null when the cost is unknown. */
  cost: z.number().nullable(),
  profit: z.number().nullable(),
  /** Profit in percent of net sales, one decimal; null when unknown or no sales. */
  marginPercent: z.number().nullable(),
};

/** GET reports/grossprofit: per product, per category and in all. */
export const grossProfitAnswer = z.object({
  startdate: z.string(),
  enddate: z.string(),
  products: z.array(
    z.object({
      productId: z.number().nullable(),
      ItemName: z.string(),
      category: z.string().nullable(),
      quantity: z.number(),
      ...profitFigures,
    }),
  ),
  /** Per category: only the costed products' profit; `uncostedNet` the rest of its sales. */
  categories: z.array(
    z.object({ category: z.string().nullable(), ...profitFigures, uncostedNet: z.number() }),
  ),
  totals: z.object({
    net: z.number(),
    costedNet: z.number(),
    uncostedNet: z.number(),
    cost: z.number(),
    profit: z.number(),
    marginPercent: z.number().nullable(),
    /** Percent of net sales whose product has no cost price (not in the profit). */
    uncostedSharePercent: z.number(),
  }),
});
export type GrossProfitAnswer = z.infer<typeof grossProfitAnswer>;

const invoiceFigures = {
  count: z.number(),
  TaxInclusiveAmount: z.number(),
  TaxExclusiveAmount: z.number(),
};

/** GET reports/cashiers: per user who issued the invoices, total descending. */
export const cashiersAnswer = z.object({
  startdate: z.string(),
  enddate: z.string(),
  rows: z.array(
    z.object({ userId: z.number().nullable(), employeeName: z.string(), ...invoiceFigures }),
  ),
});
export type CashiersAnswer = z.infer<typeof cashiersAnswer>;

/**
 * GET reports/hours: the 24 Riyadh hours 0–23 in order, each present (0 when no sales); and the
 * same period's sales per order type (decision 0056), only types with sales, in ORDER_TYPES order.
 */
export const hoursAnswer = z.object({
  startdate: z.string(),
  enddate: z.string(),
  rows: z.array(z.object({ hour: z.number().int(), ...invoiceFigures })),
  byOrderType: z.array(z.object({ orderType: z.enum(ORDER_TYPES), ...invoiceFigures })),
});
export type HoursAnswer = z.infer<typeof hoursAnswer>;

/**
 * GET reports/mine: the signed-in user's own sales of today (Riyadh): count, total with VAT and
 * the total per payment means code (every code the business offers present, 0 when none). SAR.
 */
export const mySalesAnswer = z.object({
  date: z.string(),
  count: z.number(),
  TaxInclusiveAmount: z.number(),
  byPaymentMeans: z.record(z.string(), z.number()),
});
export type MySalesAnswer = z.infer<typeof mySalesAnswer>;
