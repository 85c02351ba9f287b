import { z } from 'zod';
import type { AgeingView } from '../../../domain/schemas/payment-terms';
import { businessParam } from '../../../domain/schemas/common';
import { ageingExportQuery, ageingQuery, ageingView } from '../../../domain/schemas/payment-terms';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { currentBusiness } from '../../plugins/business-scope';
import { payablesAgeing, receivablesAgeing } from './ageing';
import { csvStream, xlsxStream, type ReportTable } from './export';

const tags = ['reports'];

/** An ageing report as an exported table: party, the five buckets and the total, then totals. */
function ageingTableOf(view: AgeingView, sheet: string, party: string): ReportTable {
  const money = (header: string) => ({ header, money: true });
  const amounts = (a: AgeingView['totals']) => [
    a.current,
    a.d1_30,
    a.d31_60,
    a.d61_90,
    a.over90,
    a.total,
  ];
  return {
    sheet,
    columns: [
      { header: party },
      money('غير مستحق'),
      money('1–30 يوماً'),
      money('31–60 يوماً'),
      money('61–90 يوماً'),
      money('أكثر من 90 يوماً'),
      money('الإجمالي'),
    ],
    rows: [
      ...view.rows.map((r) => [r.name, ...amounts(r)]),
      [`الإجمالي في ${view.asOf}`, ...amounts(view.totals)],
    ],
  };
}

const REPORTS = [
  {
    path: 'receivables_ageing',
    id: 'ReceivablesAgeing',
    what: 'receivables by client',
    action: 'reports.read' as const,
    load: receivablesAgeing,
    sheet: 'أعمار الذمم المدينة',
    party: 'العميل',
  },
  {
    path: 'payables_ageing',
    id: 'PayablesAgeing',
    what: 'payables by supplier',
    action: 'purchases.read' as const,
    load: payablesAgeing,
    sheet: 'أعمار الذمم الدائنة',
    party: 'المورّد',
  },
];

/**
 * Ageing reports (decision 0068): GET `reports/receivables_ageing?as_of` (`reports.read`) and
 * `reports/payables_ageing?as_of` (`purchases.read`), each with `/export?as_of&format=xlsx|csv`.
 */
export async function ageingRoutes(app: App) {
  for (const r of REPORTS) {
    app.get(
      `/reports/${r.path}`,
      {
        config: { action: r.action },
        schema: {
          operationId: `get${r.id}`,
          summary: `Ageing of ${r.what} on a Riyadh date`,
          tags,
          params: businessParam,
          querystring: ageingQuery,
          response: { 200: ageingView, ...errorResponses() },
        },
      },
      async (req) => r.load(app.ctx, currentBusiness(req), req.query.as_of),
    );
    app.get(
      `/reports/${r.path}/export`,
      {
        config: { action: r.action },
        schema: {
          operationId: `export${r.id}`,
          summary: `Download the ageing of ${r.what} as XLSX or CSV`,
          tags,
          params: businessParam,
          querystring: ageingExportQuery,
          produces: [
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'text/csv',
          ],
          response: {
            200: z.any().describe('the report as .xlsx or CSV (UTF-8 with BOM)'),
            ...errorResponses(),
          },
        },
      },
      async (req, reply) => {
        const business = currentBusiness(req);
        const view = await r.load(app.ctx, business, req.query.as_of);
        const table = ageingTableOf(view, r.sheet, r.party);
        const { format } = req.query;
        reply.header(
          'content-disposition',
          `attachment; filename="${r.path}-${business.key}-${view.asOf}.${format}"`,
        );
        if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(csvStream(table));
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .send(xlsxStream(table));
      },
    );
  }
}
