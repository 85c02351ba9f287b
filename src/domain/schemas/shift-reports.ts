import { z } from 'zod';
import { PG_INTEGER_MAX } from '../limits';
import { PAYMENT_MEANS_CODES } from '../payment-means';
import { VAT_CATEGORY_CODES } from '../vat-categories';
import { calendarDate } from './invoices';
import {
  cashMovementView,
  closeComparison,
  denominationCount,
  person,
  shiftSummary,
} from './shifts';

/**
 * The X and Z reports of a shift and the shift lists on the wire (decision 0055; routes in
 * ./shifts.ts). Amounts SAR with two decimals, times ISO 8601 UTC.
 */

const meansFigures = z.object({
  code: z.enum(PAYMENT_MEANS_CODES),
  count: z.number(),
  total: z.number().describe('TaxInclusiveAmount, SAR'),
});
const countAndTotal = z.object({ count: z.number(), total: z.number() });

/**
 * An X report (open shift, `zNumber` null) or Z report (closed): every figure is a sum of the
 * shift's invoices, notes, collections and movements.
 */
export const zReportView = z.object({
  kind: z.enum(['X', 'Z']),
  zNumber: z.number().nullable(),
  business: z.object({ nameAr: z.string(), nameEn: z.string(), vatNumber: z.string() }),
  till: z.object({ id: z.number(), name: z.string() }),
  cashier: person,
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  /** When this report was made (an X report: now; a reprint keeps the Z's closedAt above). */
  printedAt: z.string(),
  forced: z.boolean(),
  approvedBy: person.nullable(),
  invoices: z.object({
    first: z.number().nullable(),
    last: z.number().nullable(),
    count: z.number(),
  }),
  /** Sales by payment means (invoices only; notes below), in POS_PAYMENT_ORDER, zero rows left out. */
  byMeans: z.array(meansFigures),
  creditNotes: countAndTotal,
  debitNotes: countAndTotal,
  discounts: z.number().describe('AllowanceTotalAmount of the invoices, SAR'),
  /** Per VAT category of the lines, net of notes. */
  vat: z.array(
    z.object({
      category: z.enum(VAT_CATEGORY_CODES),
      percent: z.number(),
      taxable: z.number(),
      vat: z.number(),
    }),
  ),
  /** Invoices minus credit notes plus debit notes: before VAT, VAT, with VAT. */
  net: z.number(),
  vatTotal: z.number(),
  gross: z.number(),
  averageTicket: z.number().describe('gross of the invoices / their count; 0 with none'),
  byCategory: z.array(
    z.object({ category: z.string().nullable(), quantity: z.number(), total: z.number() }),
  ),
  movements: z.array(cashMovementView),
  cash: z.object({
    openingFloat: z.number(),
    cashSales: z.number().describe('means 10 and 45'),
    cashRefunds: z.number().describe('credit notes paid back in cash'),
    cashCollections: z.number().describe('credit invoices collected in cash at this till'),
    cashIn: z.number(),
    cashOut: z.number(),
    expected: z
      .number()
      .nullable()
      .describe('null in the X report a cashier reads of their own shift: the close is blind'),
    counted: z.number().nullable(),
    overShort: z.number().nullable(),
  }),
  card: z.object({
    sales: z.number().describe('means 48, net of card refunds, plus card collections'),
    batchTotal: z.number().nullable(),
    difference: z.number().nullable(),
  }),
  /** Listed, not counted in the drawer. */
  credit: countAndTotal,
  apps: countAndTotal,
  openingCount: denominationCount.nullable(),
  closingCount: denominationCount.nullable(),
});
export type ZReportView = z.infer<typeof zReportView>;
export const zReportAnswer = z.object({ report: zReportView });

export const closeShiftAnswer = z.object({
  success: z.literal(true),
  shift: shiftSummary,
  comparison: closeComparison.nullable(),
  report: zReportView,
});
export type CloseShiftAnswer = z.infer<typeof closeShiftAnswer>;

/** GET shifts: a Riyadh date range (both inclusive; default today), optional till and cashier. */
export const shiftListQuery = z.object({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  till: z.coerce.number().int().positive().max(PG_INTEGER_MAX).optional(),
  cashier: z.coerce.number().int().positive().max(PG_INTEGER_MAX).optional(),
  sort: z.enum(['openedAt', 'overShort', 'salesTotal', 'zNumber']).default('openedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ShiftListQuery = z.input<typeof shiftListQuery>;
export const shiftListAnswer = z.object({
  from: z.string(),
  to: z.string(),
  shifts: z.array(shiftSummary),
  totals: z.object({ count: z.number(), salesTotal: z.number(), overShort: z.number() }),
});
export type ShiftListAnswer = z.infer<typeof shiftListAnswer>;

/** GET shifts/today: open shifts and today's over/short per cashier (Riyadh day). */
export const shiftsTodayAnswer = z.object({
  open: z.array(shiftSummary),
  byCashier: z.array(z.object({ cashier: person, shifts: z.number(), overShort: z.number() })),
});
export type ShiftsTodayAnswer = z.infer<typeof shiftsTodayAnswer>;

/** GET shifts/{shiftId}: the shift, its report, its sales and its movements. */
export const shiftDetailAnswer = z.object({
  shift: shiftSummary,
  report: zReportView,
  invoices: z.array(
    z.object({
      ID: z.number(),
      /** The document's UUID: the web opens it at /{business}/invoice/{UUID}. */
      UUID: z.string(),
      invoid: z.number(),
      kind: z.enum(['invoice', 'credit', 'debit']),
      PaymentMeansCode: z.enum(PAYMENT_MEANS_CODES),
      TaxInclusiveAmount: z.number(),
      IssueDate: z.string(),
    }),
  ),
});
export type ShiftDetailAnswer = z.infer<typeof shiftDetailAnswer>;
