import { AppError } from '../../../domain/errors';
import { halalasToSar } from '../../../domain/money';
import { riyadhDate } from '../../../domain/riyadh-time';
import type {
  ShiftDetailAnswer,
  ShiftListAnswer,
  ShiftsTodayAnswer,
  ZReportView,
} from '../../../domain/schemas/shift-reports';
import type { shiftListQuery } from '../../../domain/schemas/shift-reports';
import type { ShiftSummary } from '../../../domain/schemas/shifts';
import type { z } from 'zod';
import { overShort } from '../../../domain/shift-figures';
import type { AppContext } from '../../context';
import type { DbOrTrx } from '../../db/types';
import type { BusinessRow } from '../businesses/service';
import { shiftReport } from './report';
import * as repo from './repository';

/** Who asks: their user id, and whether they may do `shifts.manage` in the business. */
export interface Viewer {
  userId: number;
  managesShifts: boolean;
}

/** A viewer without `shifts.manage` sees their own shifts only (decision 0055). */
export const seesAll = (v: Viewer) => v.managesShifts;

/**
 * The report as `viewer` may read it: the X report of an open shift hides the expected cash from
 * a viewer without `shifts.manage` (the cashier), so the close stays blind (decision 0055).
 */
export function reportAsSeenBy(viewer: Viewer, report: ZReportView): ZReportView {
  if (report.kind !== 'X' || seesAll(viewer)) return report;
  return { ...report, cash: { ...report.cash, expected: null, overShort: null } };
}

/**
 * A shift row as lists show it (SAR, ISO UTC). `expectedCash` is the stored figure of a closed
 * shift; null while open (the count is blind).
 */
export function shiftSummary(
  s: SummaryRow,
  sales: { count: number; total: number } | undefined,
  now: number,
): ShiftSummary {
  const diff = overShort(s.counted_cash, s.expected_cash);
  return {
    id: s.id,
    tillId: s.till_id,
    tillName: s.till_name,
    cashier: { id: s.user_id, name: s.cashier_name },
    state: s.state,
    openedAt: new Date(s.opened_at).toISOString(),
    closedAt: s.closed_at === null ? null : new Date(s.closed_at).toISOString(),
    businessDay: s.business_day,
    pastBusinessDay: s.state === 'open' && s.business_day < riyadhDate(now),
    forced: s.forced === 1,
    zNumber: s.z_number,
    openingFloat: halalasToSar(s.opening_float),
    expectedCash:
      s.state === 'closed' && s.expected_cash !== null ? halalasToSar(s.expected_cash) : null,
    countedCash: s.counted_cash === null ? null : halalasToSar(s.counted_cash),
    overShort: s.state === 'closed' && diff !== null ? halalasToSar(diff) : null,
    salesCount: sales?.count ?? 0,
    salesTotal: halalasToSar(sales?.total ?? 0),
  };
}

/** A shift row as summaries read it: the shift's columns with its till's and cashier's names. */
export type SummaryRow = Omit<repo.ShiftJoinedRow, 'till_printer'>;

/** Summaries of several shifts of the business, their sales read in one query. */
export async function shiftSummaries(
  db: DbOrTrx,
  businessId: number,
  rows: readonly SummaryRow[],
  now: number,
): Promise<ShiftSummary[]> {
  const sales = await repo.salesPerShift(
    db,
    businessId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => shiftSummary(r, sales.get(r.id), now));
}

const summaries = (ctx: AppContext, businessId: number, rows: SummaryRow[]) =>
  shiftSummaries(ctx.db, businessId, rows, ctx.now());

/**
 * The shift `shiftId` if the viewer may see it: `shifts.manage` any of the business,
 * `shifts.own` only their own.
 * @throws AppError not_found (404) otherwise — another's shift is not revealed.
 */
export async function visibleShift(
  ctx: AppContext,
  business: BusinessRow,
  viewer: Viewer,
  shiftId: number,
): Promise<repo.ShiftJoinedRow> {
  const shift = await repo.findShift(ctx.db, business.id, shiftId);
  if (!shift || (!seesAll(viewer) && shift.user_id !== viewer.userId))
    throw new AppError('not_found');
  return shift;
}

/** GET shifts/{shiftId}/report: the X or Z report (report.ts). @throws AppError not_found. */
export async function reportFor(
  ctx: AppContext,
  business: BusinessRow,
  viewer: Viewer,
  shiftId: number,
) {
  await visibleShift(ctx, business, viewer, shiftId);
  const report = await shiftReport(ctx.db, business.id, shiftId, ctx.now());
  return { report: reportAsSeenBy(viewer, report) };
}

const SORTS = {
  openedAt: (s: ShiftSummary) => Date.parse(s.openedAt),
  overShort: (s: ShiftSummary) => s.overShort ?? 0,
  salesTotal: (s: ShiftSummary) => s.salesTotal,
  zNumber: (s: ShiftSummary) => s.zNumber ?? -1,
} as const;

/**
 * GET shifts: the shifts opened on the Riyadh business days `from`..`to` (default today), of a
 * till and a cashier, sorted; totals (SAR) over the listed ones. A viewer with `shifts.own` only
 * gets their own shifts whatever `cashier` says.
 */
export async function listShifts(
  ctx: AppContext,
  business: BusinessRow,
  viewer: Viewer,
  q: z.output<typeof shiftListQuery>,
): Promise<ShiftListAnswer> {
  const today = riyadhDate(ctx.now());
  const from = q.from ?? q.to ?? today;
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  if (from > to) throw new AppError('validation_failed', { message: 'بداية الفترة بعد نهايتها' });
  const rows = await repo.listShifts(ctx.db, business.id, {
    from,
    to,
    tillId: q.till,
    userId: seesAll(viewer) ? q.cashier : viewer.userId,
  });
  const shifts = await summaries(ctx, business.id, rows);
  const key = SORTS[q.sort ?? 'openedAt'];
  const dir = q.order === 'asc' ? 1 : -1;
  shifts.sort((a, b) => (key(a) - key(b)) * dir || (a.id - b.id) * dir);
  const cents = (v: number) => Math.round(v * 100);
  return {
    from,
    to,
    shifts,
    totals: {
      count: shifts.length,
      salesTotal: halalasToSar(shifts.reduce((s, x) => s + cents(x.salesTotal), 0)),
      overShort: halalasToSar(shifts.reduce((s, x) => s + cents(x.overShort ?? 0), 0)),
    },
  };
}

/** GET shifts/today: every open shift, and over/short per cashier of today's (Riyadh) shifts. */
export async function shiftsToday(
  ctx: AppContext,
  business: BusinessRow,
): Promise<ShiftsTodayAnswer> {
  const today = riyadhDate(ctx.now());
  const open = await summaries(
    ctx,
    business.id,
    await repo.listShifts(ctx.db, business.id, { state: 'open' }),
  );
  const todays = await repo.listShifts(ctx.db, business.id, { from: today, to: today });
  const byCashier = new Map<number, { name: string; shifts: number; overShort: number }>();
  for (const s of todays) {
    const c = byCashier.get(s.user_id) ?? { name: s.cashier_name, shifts: 0, overShort: 0 };
    c.shifts += 1;
    if (s.state === 'closed') c.overShort += overShort(s.counted_cash, s.expected_cash) ?? 0;
    byCashier.set(s.user_id, c);
  }
  return {
    open,
    byCashier: [...byCashier].map(([id, c]) => ({
      cashier: { id, name: c.name },
      shifts: c.shifts,
      overShort: halalasToSar(c.overShort),
    })),
  };
}

const KINDS = { '388': 'invoice', '381': 'credit', '383': 'debit' } as const;

/** GET shifts/{shiftId}: the shift, its report and its invoices and notes by number. */
export async function shiftDetail(
  ctx: AppContext,
  business: BusinessRow,
  viewer: Viewer,
  shiftId: number,
): Promise<ShiftDetailAnswer> {
  const row = await visibleShift(ctx, business, viewer, shiftId);
  const [shift] = await summaries(ctx, business.id, [row]);
  const report = reportAsSeenBy(viewer, await shiftReport(ctx.db, business.id, shiftId, ctx.now()));
  const docs = await repo.shiftDocuments(ctx.db, business.id, shiftId);
  return {
    shift: shift!,
    report,
    invoices: docs.map((d) => ({
      ID: d.id,
      UUID: d.uuid,
      invoid: d.number,
      kind: KINDS[d.invoice_type_code as keyof typeof KINDS] ?? 'invoice',
      PaymentMeansCode:
        d.payment_means_code as ShiftDetailAnswer['invoices'][number]['PaymentMeansCode'],
      TaxInclusiveAmount: halalasToSar(d.tax_inclusive_amount),
      IssueDate: d.issue_date,
    })),
  };
}
