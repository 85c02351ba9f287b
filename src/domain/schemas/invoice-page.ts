import { z } from 'zod';
import { INVOICE_CURSOR_PATTERN } from '../invoice-cursor';
import { calendarDate, invoiceSummary, paymentMeansCode } from './invoices';
import { orderType } from './restaurant';

/** GET invoices/page on the wire: the query and the answer (decisions 0030, 0039). */

/** Most invoices one page of GET invoices/page answers. */
export const MAX_INVOICE_PAGE_SIZE = 200;

const boundedInt = (min: number, max: number) =>
  z.coerce
    .number({ error: 'رقم غير صالح' })
    .int({ error: 'رقم غير صالح' })
    .min(min, { error: `${min} على الأقل` })
    .max(max, { error: `الحد الأقصى ${max}` });
const pageInt = (min: number, max: number, fallback: number) =>
  boundedInt(min, max).default(fallback);

/**
 * GET invoices/page query (decisions 0030, 0039): `period` today | yesterday | month
 * (the default) | all | range (`startdate`…`enddate`, Riyadh, inclusive, both
 * required); optional `PaymentMeansCode` and `orderType` (decision 0056); either `page` from 1
 * and `pageSize` 1–200 (50), or a keyset `limit` 1–200 (else pageSize) with the `cursor` of the
 * previous answer (`nextCursor`; none = from the newest) — not both `cursor` and a page beyond the first.
 */
export const invoicePageQuery = z
  .object({
    period: z
      .enum(['today', 'yesterday', 'month', 'all', 'range'], { error: 'الفترة غير معروفة' })
      .default('month'),
    startdate: calendarDate.optional(),
    enddate: calendarDate.optional(),
    PaymentMeansCode: paymentMeansCode.optional(),
    orderType: orderType.optional(),
    page: pageInt(1, 1_000_000, 1),
    pageSize: pageInt(1, MAX_INVOICE_PAGE_SIZE, 50),
    limit: boundedInt(1, MAX_INVOICE_PAGE_SIZE).optional(),
    cursor: z.string().regex(INVOICE_CURSOR_PATTERN, { error: 'مؤشر الصفحة غير صالح' }).optional(),
  })
  .refine((v) => v.cursor === undefined || v.page === 1, {
    error: 'لا يجتمع رقم الصفحة مع مؤشر الصفحة',
    path: ['page'],
  })
  .refine((v) => v.period !== 'range' || (v.startdate && v.enddate), {
    error: 'حدد تاريخ البداية والنهاية',
    path: ['startdate'],
  })
  .refine((v) => !v.startdate || !v.enddate || v.startdate <= v.enddate, {
    error: 'تاريخ البداية بعد تاريخ النهاية',
    path: ['enddate'],
  });
export type InvoicePageQuery = z.infer<typeof invoicePageQuery>;

/** Count and total with VAT (SAR) of one payment means in a period. */
export const meansTotal = z.object({
  PaymentMeansCode: z.string(),
  count: z.number(),
  TaxInclusiveAmount: z.number(),
});

/**
 * One page of invoices, newest first: `count` and `TaxInclusiveAmount` cover every invoice the
 * filters match (not only the page); `byPaymentMeans` the whole period whatever PaymentMeansCode
 * asks (the totals cards). All computed in SQL.
 */
export const invoicePageAnswer = z.object({
  items: z.array(invoiceSummary),
  page: z.number(),
  pageSize: z.number(),
  count: z.number(),
  TaxInclusiveAmount: z.number(),
  byPaymentMeans: z.array(meansTotal),
  nextCursor: z
    .string()
    .nullable()
    .describe('the `cursor` of the next page (`?limit&cursor`), null after the last invoice'),
});
export type InvoicePageAnswer = z.infer<typeof invoicePageAnswer>;
