import { z } from 'zod';
import { businessParam } from '../../../domain/schemas/common';
import {
  exportQuery,
  itemQuantityRow,
  reportPeriodQuery,
  salesByDayRow,
  tillAnswer,
  tillQuery,
  totalMonthAnswer,
  vatReportAnswer,
  vatReportQuery,
  vatReturnAnswer,
  vatReturnQuery,
} from '../../../domain/schemas/reports';
import { AppError } from '../../../domain/errors';
import { can } from '../../../domain/permissions';
import type { App } from '../../context';
import { currentBusiness } from '../../plugins/business-scope';
import { csvStream, reportTable, xlsxStream } from './export';
import * as service from './service';
import { errorResponses } from '../../http/error-responses';

const errors = errorResponses();
const tags = ['reports'];

/** Reports that show purchase figures: they also need `purchases.read` (a casher reads sales only). */
const PURCHASE_REPORTS = new Set<string>(['vatreturn', 'purchasesvat']);

/** @throws AppError forbidden (403) unless the role in this business may read purchases. */
function mayReadPurchases(role: string | null | undefined) {
  if (!role || !can(role, 'purchases.read')) throw new AppError('forbidden');
}

/**
 * The reports of a business under /api/v1/{business}, behind
 * `reports.read`: GET `reports/sales?period`, `totalmonth`, `invoiceline`, `invoicelinemonth`,
 * `invoicesvat?startdate&enddate&exclude&excludeVat`, `reports/vatreturn?year&quarter` (behind
 * `purchases.read` instead), `till?view`. Aggregated in SQL; Riyadh dates.
 */
export async function reportsRoutes(app: App) {
  const scope = { config: { action: 'reports.read' as const } };

  app.get(
    '/reports/sales',
    {
      ...scope,
      schema: {
        tags,
        params: businessParam,
        querystring: reportPeriodQuery,
        response: { 200: z.array(salesByDayRow), ...errors },
      },
    },
    async (req) => service.salesByDay(app.ctx, currentBusiness(req), req.query.period),
  );

  app.get(
    '/totalmonth',
    {
      ...scope,
      schema: { tags, params: businessParam, response: { 200: totalMonthAnswer, ...errors } },
    },
    async (req) => service.totalPerMonth(app.ctx, currentBusiness(req)),
  );

  const items: Array<[string, 'all' | 'month']> = [
    ['/invoiceline', 'all'],
    ['/invoicelinemonth', 'month'],
  ];
  for (const [url, period] of items) {
    app.get(
      url,
      {
        ...scope,
        schema: {
          tags,
          params: businessParam,
          response: { 200: z.array(itemQuantityRow), ...errors },
        },
      },
      async (req) => service.quantitiesSold(app.ctx, currentBusiness(req), period),
    );
  }

  app.get(
    '/invoicesvat',
    {
      ...scope,
      schema: {
        tags,
        params: businessParam,
        querystring: vatReportQuery,
        response: { 200: vatReportAnswer, ...errors },
      },
    },
    async (req) => service.vatReport(app.ctx, currentBusiness(req), req.query),
  );

  app.get(
    '/reports/vatreturn',
    {
      // Purchase figures: behind purchases.read (admin, manager — who also have reports.read), so
      // the published route action is the one the route really enforces.
      config: { action: 'purchases.read' as const },
      schema: {
        tags,
        description: "The quarter's VAT return (sales and purchases); needs purchases.read.",
        params: businessParam,
        querystring: vatReturnQuery,
        response: { 200: vatReturnAnswer, ...errors },
      },
    },
    async (req) => service.vatReturn(app.ctx, currentBusiness(req), req.query),
  );

  app.get(
    '/till',
    {
      ...scope,
      schema: {
        tags,
        params: businessParam,
        querystring: tillQuery,
        response: { 200: tillAnswer, ...errors },
      },
    },
    async (req) => service.tillDashboard(app.ctx, currentBusiness(req), req.query.view),
  );

  app.get(
    '/reports/export',
    {
      ...scope,
      schema: {
        tags,
        params: businessParam,
        querystring: exportQuery,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
        response: {
          200: z.any().describe('the report as .xlsx or CSV (UTF-8 with BOM)'),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      if (PURCHASE_REPORTS.has(req.query.report)) mayReadPurchases(req.businessRole);
      const business = currentBusiness(req);
      const table = await reportTable(app.ctx, business, req.query);
      const { report, format } = req.query;
      const fileName = `${report}-${business.key}.${format}`;
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(csvStream(table));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(xlsxStream(table));
    },
  );
}
