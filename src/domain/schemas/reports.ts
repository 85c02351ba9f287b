import { z } from 'zod';
import { isValidVatNumber } from '../business';
import { PAYMENT_MEANS_CODES } from '../payment-means';
import { REPORT_PERIODS } from '../reports';
import { calendarDate, invoiceSummary } from './invoices';

/**
 * The /api/v1/{business} report contract (legacy app: reports, invoicesline, invoicesvat, the till
 * dashboard; invoiceline, invoicelinemonth, totalmonth). Amounts are SAR numbers
 * with two decimals (sums of the stored halalas, converted at the edge); dates are Riyadh IssueDates.
 */

/** `?period=month|all` (default month): the reports' this-month / all toggle. */
export const reportPeriodQuery = z.object({
  period: z.enum(REPORT_PERIODS, { error: 'الفترة month أو all' }).default('month'),
});

/** GET reports/sales: one row per IssueDate, total with VAT descending. */
export const salesByDayRow = z.object({
  IssueDate: z.string(),
  TaxInclusiveAmount: z.number(),
  count: z.number(),
});
export type SalesByDayRow = z.infer<typeof salesByDayRow>;

/** GET totalmonth: `{ "YYYY-MM": total with VAT }` (legacy app: "map of name to total"), oldest first. */
export const totalMonthAnswer = z.record(z.string(), z.number());

/** GET invoiceline / invoicelinemonth: quantity sold per item name, descending. */
export const itemQuantityRow = z.object({ ItemName: z.string(), InvoicedQuantity: z.number() });
export type ItemQuantityRow = z.infer<typeof itemQuantityRow>;

const codeList = z
  .string()
  .max(20)
  .regex(/^(\d{2})(,\d{2})*$/, { error: 'رموز طرق الدفع مفصولة بفاصلة، مثل 24,42' })
  .refine(
    (v) => v.split(',').every((c) => (PAYMENT_MEANS_CODES as readonly string[]).includes(c)),
    {
      error: 'طريقة دفع غير معروفة',
    },
  )
  .transform((v) => [...new Set(v.split(','))]);

/**
 * `startdate`…`enddate`: Riyadh IssueDates, both inclusive; a missing end is the current Riyadh
 * quarter's (reportDates, src/domain/report-period.ts — the period rule of every report,
 * decision 0051).
 */
export const reportRangeFields = {
  startdate: calendarDate.optional(),
  enddate: calendarDate.optional(),
};

/** A start after the end: refused with the Arabic message on `enddate`. */
export const startNotAfterEnd: [
  (v: { startdate?: string | undefined; enddate?: string | undefined }) => boolean,
  { error: string; path: string[] },
] = [
  (v) => !v.startdate || !v.enddate || v.startdate <= v.enddate,
  { error: 'تاريخ البداية بعد تاريخ النهاية', path: ['enddate'] },
];

/**
 * GET invoicesvat query: Riyadh IssueDates `startdate`…`enddate` inclusive (default: the current
 * Riyadh quarter, decision 0051), `exclude` payment means codes (`24,42`), and `excludeVat` a
 * buyer VAT number whose invoices are left out (kebrit).
 */
export const vatReportQuery = z
  .object({
    ...reportRangeFields,
    exclude: codeList.optional(),
    excludeVat: z
      .string()
      .max(15)
      .refine(isValidVatNumber, { error: 'الرقم الضريبي 15 رقماً يبدأ بـ 3 وينتهي بـ 3' })
      .optional(),
  })
  .refine(...startNotAfterEnd);
export type VatReportQuery = z.infer<typeof vatReportQuery>;

/** Count and the three stored amounts of a set of invoices, SAR. */
export const vatFigures = z.object({
  count: z.number(),
  TaxInclusiveAmount: z.number(),
  TaxExclusiveAmount: z.number(),
  TaxAmount: z.number(),
});

/** One VAT return box: net before VAT and VAT, SAR. */
const vatBox = z.object({ TaxExclusiveAmount: z.number(), TaxAmount: z.number() });

/**
 * Sales by VAT category (decision 0046, src/domain/vat-boxes.ts): standard-rated (box 1),
 * zero-rated domestic (box 3), exports (box 4: zero-rated VATEX-SA-32/33), exempt (box 5), total
 * sales (boxes 1 + 3 + 4 + 5) and, apart, out-of-scope supplies, which are not taxable sales.
 */
export const vatBoxes = z.object({
  standard: vatBox,
  zeroRated: vatBox,
  exports: vatBox,
  exempt: vatBox,
  totalSales: vatBox,
  outOfScope: vatBox,
});
export type VatBoxes = z.infer<typeof vatBoxes>;

/**
 * GET invoicesvat answer: the period, the sums of the STORED invoice amounts, per payment means,
 * and — only when it gives other figures — the spec's legacy formula (total / 1.15, total × 3 / 23).
 */
export const vatReportAnswer = vatFigures.extend({
  startdate: z.string(),
  enddate: z.string(),
  byPaymentMeans: z.array(vatFigures.extend({ PaymentMeansCode: z.string() })),
  legacy: z.object({ TaxExclusiveAmount: z.number(), TaxAmount: z.number() }).optional(),
  /** The same invoices' lines by VAT category (decision 0046). */
  boxes: vatBoxes,
});
export type VatReportAnswer = z.infer<typeof vatReportAnswer>;

/** The till dashboard's views (default invoicestodayall). */
export const TILL_VIEWS = ['invoicestodayall', 'invoicesyesterday'] as const;
export const tillQuery = z.object({
  view: z.enum(TILL_VIEWS, { error: 'العرض غير معروف' }).default('invoicestodayall'),
});

/** Total with VAT per payment means code 10, 48, 42, 45, 24 (every code present, 0 if none). */
export const totalsByPaymentMeans = z.record(z.string(), z.number());

/** GET till: the view's invoices newest first, their count, total and totals per payment means. */
export const tillAnswer = z.object({
  view: z.enum(TILL_VIEWS),
  invoices: z.array(invoiceSummary),
  count: z.number(),
  TaxInclusiveAmount: z.number(),
  byPaymentMeans: totalsByPaymentMeans,
});
export type TillAnswer = z.infer<typeof tillAnswer>;

/** GET reports/vatreturn query: `year` (2000–2100) and `quarter` 1–4 (Riyadh quarters). */
export const vatReturnQuery = z.object({
  year: z.coerce
    .number({ error: 'السنة مطلوبة' })
    .int({ error: 'السنة عدد صحيح' })
    .min(2000, { error: 'السنة بين 2000 و2100' })
    .max(2100, { error: 'السنة بين 2000 و2100' }),
  quarter: z.coerce
    .number({ error: 'الربع مطلوب' })
    .int({ error: 'الربع من 1 إلى 4' })
    .min(1, { error: 'الربع من 1 إلى 4' })
    .max(4, { error: 'الربع من 1 إلى 4' }),
});
export type VatReturnQuery = z.infer<typeof vatReturnQuery>;

/**
 * GET reports/vatreturn answer (SAR): the quarter's Riyadh dates; `output` the sums of the stored
 * amounts of the invoices issued in it (credit 24 included as issued) and their count; `input` the
 * stored VAT split of the purchases dated in it and their count; `net` = output VAT − input VAT.
 */
export const vatReturnAnswer = z.object({
  year: z.number(),
  quarter: z.number(),
  startdate: z.string(),
  enddate: z.string(),
  output: vatFigures,
  input: vatFigures,
  net: z.number(),
  /** The output side's lines by VAT category, the return's sales boxes (decision 0046). */
  boxes: vatBoxes,
});
export type VatReturnAnswer = z.infer<typeof vatReturnAnswer>;

/** The reports an export can hold (GET reports/export). */
export const EXPORT_REPORTS = [
  'sales',
  'totalmonth',
  'invoiceline',
  'invoicesvat',
  'vatreturn',
  'purchasesvat',
  'grossprofit',
  'cashiers',
  'hours',
] as const;
export type ExportReport = (typeof EXPORT_REPORTS)[number];

/**
 * GET reports/export query: `report` (default sales), `format` xlsx (default) | csv, and the
 * report's own filters — `period` (sales, invoiceline) or `startdate`/`enddate` (invoicesvat,
 * purchasesvat, grossprofit, cashiers, hours: inclusive, the current quarter by default), `exclude`, `excludeVat`, and
 * `year` + `quarter` (vatreturn; required for it).
 */
export const exportQuery = z
  .object({
    report: z.enum(EXPORT_REPORTS, { error: 'التقرير غير معروف' }).default('sales'),
    format: z.enum(['xlsx', 'csv'], { error: 'الصيغة xlsx أو csv' }).default('xlsx'),
    period: z.enum(REPORT_PERIODS, { error: 'الفترة month أو all' }).default('month'),
    ...reportRangeFields,
    exclude: codeList.optional(),
    excludeVat: z
      .string()
      .max(15)
      .refine(isValidVatNumber, { error: 'الرقم الضريبي 15 رقماً يبدأ بـ 3 وينتهي بـ 3' })
      .optional(),
    year: vatReturnQuery.shape.year.optional(),
    quarter: vatReturnQuery.shape.quarter.optional(),
  })
  .refine(...startNotAfterEnd)
  .refine((v) => v.report !== 'vatreturn' || (v.year !== undefined && v.quarter !== undefined), {
    error: 'السنة والربع مطلوبان لإقرار ضريبة القيمة المضافة',
    path: ['quarter'],
  });
export type ExportQuery = z.infer<typeof exportQuery>;
