import { decodeInvoiceCursor, encodeInvoiceCursor } from '../../../domain/invoice-cursor';
import { halalasToSar } from '../../../domain/money';
import {
  riyadhDate,
  riyadhDatesRange,
  riyadhDayRange,
  riyadhMonthRange,
  type UtcRange,
} from '../../../domain/riyadh-time';
import type { InvoicePageAnswer, InvoicePageQuery } from '../../../domain/schemas/invoice-page';
import type { InvoiceSummary } from '../../../domain/schemas/invoices';
import type { AppContext } from '../../context';
import type { DbOrTrx } from '../../db/types';
import type { BusinessRow } from '../businesses/service';
import { zatcaStatusesOf } from '../zatca';
import * as pages from './page-repository';
import * as repo from './repository';
import type { InvoiceRow } from './repository';
import { settlementsFor } from './settlement-repository';
import { toInvoiceSummary } from './view';

/** The periods of the invoice lists, all in Asia/Riyadh. */
export type InvoicePeriod =
  'all' | 'today' | 'yesterday' | 'month' | { startdate: string; enddate: string };

/**
 * The UTC range of a period at instant `now` (UTC ms): today / yesterday / this month are Riyadh
 * calendar boundaries, a date range is inclusive of both Riyadh dates; `all` has no range.
 */
export function periodRange(period: InvoicePeriod, now: number): UtcRange | undefined {
  if (period === 'all') return undefined;
  if (period === 'today') return riyadhDayRange(now);
  if (period === 'yesterday') return riyadhDayRange(now, -1);
  if (period === 'month') return riyadhMonthRange(now);
  return riyadhDatesRange(period.startdate, period.enddate);
}

/** Invoices of the business in the period (ctx.now() decides "today"), newest first, without lines. */
export async function listInvoicesIn(
  ctx: AppContext,
  business: BusinessRow,
  period: InvoicePeriod,
): Promise<InvoiceSummary[]> {
  const rows = await repo.listInvoices(ctx.db, business.id, periodRange(period, ctx.now()));
  return summariesOf(ctx.db, business.id, rows);
}

/**
 * GET invoices/page (decisions 0030, 0039): one page of the business's invoices of
 * the period (Riyadh; `range` = startdate…enddate inclusive), newest first, optionally of one
 * payment means and one order type (decision 0056) — page `page` of `pageSize`, or with
 * `limit` / `cursor` the `limit` invoices after the cursor (keyset) — with the count and total with VAT of every matching invoice and the
 * period's totals per payment means, from the per-day rollups. `nextCursor` continues after the
 * page's last invoice (null when no invoice follows), in both modes.
 */
export async function listInvoicePage(
  ctx: AppContext,
  business: BusinessRow,
  q: InvoicePageQuery,
): Promise<InvoicePageAnswer> {
  const period: InvoicePeriod =
    q.period === 'range' ? { startdate: q.startdate!, enddate: q.enddate! } : q.period;
  const range = periodRange(period, ctx.now());
  const dates = range && { from: riyadhDate(range.start), to: riyadhDate(range.end - 1) };
  const keyset = q.cursor !== undefined || q.limit !== undefined;
  const size = q.limit ?? q.pageSize;
  const after = q.cursor === undefined ? undefined : decodeInvoiceCursor(q.cursor);
  const filter = { range, paymentMeansCode: q.PaymentMeansCode, orderType: q.orderType };
  const [rows, groups, byType] = await Promise.all([
    // One more than the page: whether another invoice follows (nextCursor).
    pages.listInvoicePage(
      ctx.db,
      business.id,
      filter,
      size + 1,
      keyset ? 0 : (q.page - 1) * size,
      after,
    ),
    pages.totalsByPaymentMeans(ctx.db, business.id, dates),
    // The rollups have no order type: with that filter the invoices answer the sums.
    q.orderType ? pages.countAndTotal(ctx.db, business.id, filter) : null,
  ]);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const matching = groups.filter((g) => !q.PaymentMeansCode || g.code === q.PaymentMeansCode);
  return {
    items: await summariesOf(ctx.db, business.id, page),
    page: q.page,
    pageSize: size,
    count: byType ? byType.count : matching.reduce((n, g) => n + g.count, 0),
    TaxInclusiveAmount: halalasToSar(
      byType ? byType.total : matching.reduce((n, g) => n + g.total, 0),
    ),
    byPaymentMeans: groups.map((g) => ({
      PaymentMeansCode: g.code,
      count: g.count,
      TaxInclusiveAmount: halalasToSar(g.total),
    })),
    nextCursor:
      rows.length > size && last
        ? encodeInvoiceCursor({ issuedAt: Number(last.issued_at), number: Number(last.number) })
        : null,
  };
}

/** Rows → summaries with what settles each credit invoice (vouchers, notes) and each ZATCA status. */
async function summariesOf(db: DbOrTrx, businessId: number, rows: readonly InvoiceRow[]) {
  const [settlements, zatca] = await Promise.all([
    settlementsFor(db, businessId, rows),
    zatcaStatusesOf(
      db,
      businessId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => toInvoiceSummary(r, settlements.get(r.id), zatca.get(r.id)));
}

/** GET invoicestoday: number of today's (Riyadh) invoices and their total with VAT in SAR. */
export async function todayStats(
  ctx: AppContext,
  business: BusinessRow,
): Promise<{ total_invoices: number; total_amount: number }> {
  const { count, total } = await repo.sumInvoices(ctx.db, business.id, riyadhDayRange(ctx.now()));
  return { total_invoices: count, total_amount: halalasToSar(total) };
}
