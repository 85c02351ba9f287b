import type { IssueDateRange } from '../../../domain/reports';
import type { ExportReport } from '../../../domain/schemas/reports';
import type { AppContext } from '../../context';
import type { BusinessRow } from '../businesses/service';
import type { ReportTable } from './export';
import { grossProfit, salesPerCashier, salesPerHour } from './insights';

/** The exports of the reports of decision 0051. */
const INSIGHT_REPORTS = ['grossprofit', 'cashiers', 'hours'] as const;
type InsightReport = (typeof INSIGHT_REPORTS)[number];

export function isInsightReport(report: ExportReport): report is InsightReport {
  return (INSIGHT_REPORTS as readonly string[]).includes(report);
}

/**
 * Gross profit (one row per product, then the total and the share without a cost), sales per
 * cashier or per Riyadh hour over the Riyadh dates `range` (inclusive) as an export table: the
 * same service calls as the JSON routes. SAR amounts; '' where a cost is unknown.
 */
export async function insightTable(
  ctx: AppContext,
  business: BusinessRow,
  report: InsightReport,
  range: IssueDateRange,
): Promise<ReportTable> {
  const q = { startdate: range.from, enddate: range.to };
  const period = `${range.from} – ${range.to}`;
  if (report === 'grossprofit') {
    const r = await grossProfit(ctx, business, q);
    return {
      sheet: 'إجمالي الربح',
      columns: [
        { header: `المنتج (${period})` },
        { header: 'التصنيف' },
        { header: 'الكمية' },
        { header: 'صافي المبيعات', money: true },
        { header: 'التكلفة', money: true },
        { header: 'إجمالي الربح', money: true },
        { header: 'الهامش %' },
      ],
      rows: [
        ...r.products.map((p) => [
          p.ItemName,
          p.category ?? '',
          p.quantity,
          p.net,
          p.cost ?? '',
          p.profit ?? '',
          p.marginPercent ?? '',
        ]),
        [
          'الإجمالي (المنتجات ذات التكلفة)',
          '',
          '',
          r.totals.costedNet,
          r.totals.cost,
          r.totals.profit,
          r.totals.marginPercent ?? '',
        ],
        [
          `مبيعات بلا تكلفة: ${r.totals.uncostedSharePercent}٪`,
          '',
          '',
          r.totals.uncostedNet,
          '',
          '',
          '',
        ],
      ],
    };
  }
  if (report === 'cashiers') {
    const r = await salesPerCashier(ctx, business, q);
    return {
      sheet: 'المبيعات حسب الكاشير',
      columns: [
        { header: `الكاشير (${period})` },
        { header: 'عدد الفواتير' },
        { header: 'قبل الضريبة', money: true },
        { header: 'الإجمالي', money: true },
      ],
      rows: r.rows.map((c) => [
        c.employeeName,
        c.count,
        c.TaxExclusiveAmount,
        c.TaxInclusiveAmount,
      ]),
    };
  }
  const r = await salesPerHour(ctx, business, q);
  return {
    sheet: 'المبيعات حسب الساعة',
    columns: [
      { header: `الساعة بتوقيت الرياض (${period})` },
      { header: 'عدد الفواتير' },
      { header: 'الإجمالي', money: true },
    ],
    rows: r.rows.map((h) => [
      `${String(h.hour).padStart(2, '0')}:00`,
      h.count,
      h.TaxInclusiveAmount,
    ]),
  };
}
