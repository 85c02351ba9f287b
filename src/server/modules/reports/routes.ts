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
import {
  cashiersAnswer,
  grossProfitAnswer,
  hoursAnswer,
  mySalesAnswer,
  reportRangeQuery,
} from '../../../domain/schemas/report-insights';
import { AppError } from '../../../domain/errors';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../context';
import type { FastifyRequest } from 'fastify';
import { currentBusiness, mayInBusiness } from '../../plugins/business-scope';
import { csvStream, reportTable, xlsxStream } from './export';
import * as insights from './insights';
import * as service from './service';
import { errorResponses } from '../../http/error-responses';

const errors = errorResponses();
const tags = ['reports'];

/**
 * Reports that show purchase figures — or what the goods cost (gross profit, decision 0051): they
 * also need `purchases.read` (a casher reads sales only).
 */
const PURCHASE_REPORTS = new Set<string>(['vatreturn', 'purchasesvat', 'grossprofit']);

/** @throws AppError forbidden (403) unless the user (or token) may read purchases here. */
function mayReadPurchases(req: FastifyRequest) {
  if (!mayInBusiness(req, 'purchases.read')) throw new AppError('forbidden');
}

/**
 * The reports of a business under /api/v1/{business}, behind
 * `reports.read`: GET `reports/sales?period`, `totalmonth`, `invoiceline`, `invoicelinemonth`,
 * `invoicesvat?startdate&enddate&exclude&excludeVat`, `reports/vatreturn?year&quarter` (behind
 * `purchases.read` instead), `till?view`, `reports/grossprofit` (behind `purchases.read`),
 * `reports/cashiers`, `reports/hours` (decision 0051). Aggregated in SQL; Riyadh dates.
 */
export async function reportsRoutes(app: App) {
  // The business-wide reports; a cashier has only `reports.own`: GET reports/mine (decision 0051).
  const scope = { config: { action: 'reports.read' as const } };

  app.get(
    '/reports/mine',
    {
      config: { action: 'reports.own' as const },
      schema: {
        operationId: 'getMySalesToday',
        summary: "Get the signed-in user's own sales today (Riyadh day)",
        tags,
        params: businessParam,
        response: { 200: mySalesAnswer, ...errorResponses() },
      },
    },
    async (req) => insights.mySalesToday(app.ctx, currentBusiness(req), currentUser(req).id),
  );

  app.get(
    '/reports/sales',
    {
      ...scope,
      schema: {
        operationId: 'getSalesByDay',
        summary: 'Get sales totals per Riyadh day for a period',
        description: 'Amounts in SAR.',
        tags,
        params: businessParam,
        querystring: reportPeriodQuery,
        response: { 200: z.array(salesByDayRow), ...errorResponses() },
      },
    },
    async (req) => service.salesByDay(app.ctx, currentBusiness(req), req.query.period),
  );

  app.get(
    '/totalmonth',
    {
      ...scope,
      schema: {
        operationId: 'getMonthlyTotals',
        summary: 'Get sales totals per month (legacy)',
        tags,
        params: businessParam,
        response: { 200: totalMonthAnswer, ...errorResponses() },
      },
    },
    async (req) => service.totalPerMonth(app.ctx, currentBusiness(req)),
  );

  const items: Array<[string, 'all' | 'month', string]> = [
    ['/invoiceline', 'all', 'getQuantitiesSold'],
    ['/invoicelinemonth', 'month', 'getQuantitiesSoldThisMonth'],
  ];
  for (const [url, period, operationId] of items) {
    app.get(
      url,
      {
        ...scope,
        schema: {
          operationId,
          summary: `Get the quantity sold of each product (${period === 'all' ? 'all time' : 'this Riyadh month'})`,
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
        operationId: 'getVatReport',
        summary: 'Get the output VAT report for a period',
        tags,
        params: businessParam,
        querystring: vatReportQuery,
        response: { 200: vatReportAnswer, ...errorResponses() },
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
        operationId: 'getVatReturn',
        summary: 'Get the VAT return figures (sales and purchases) for a period',
        tags,
        description: "The quarter's VAT return (sales and purchases); needs purchases.read.",
        params: businessParam,
        querystring: vatReturnQuery,
        response: { 200: vatReturnAnswer, ...errorResponses() },
      },
    },
    async (req) => service.vatReturn(app.ctx, currentBusiness(req), req.query),
  );

  app.get(
    '/till',
    {
      ...scope,
      schema: {
        operationId: 'getTillDashboard',
        summary:
          "Get the till dashboard: today's or yesterday's invoices (Riyadh) and totals per means",
        tags,
        params: businessParam,
        querystring: tillQuery,
        response: { 200: tillAnswer, ...errorResponses() },
      },
    },
    async (req) => service.tillDashboard(app.ctx, currentBusiness(req), req.query.view),
  );

  app.get(
    '/reports/grossprofit',
    {
      // What the goods cost is a purchase figure: behind purchases.read, like the VAT return.
      config: { action: 'purchases.read' as const },
      schema: {
        operationId: 'getGrossProfit',
        summary: 'Get the gross profit per product for a period',
        tags,
        description: 'Gross profit per product and category (decision 0051); needs purchases.read.',
        params: businessParam,
        querystring: reportRangeQuery,
        response: { 200: grossProfitAnswer, ...errorResponses() },
      },
    },
    async (req) => insights.grossProfit(app.ctx, currentBusiness(req), req.query),
  );

  app.get(
    '/reports/cashiers',
    {
      ...scope,
      schema: {
        operationId: 'getSalesPerCashier',
        summary: 'Get sales per cashier for a period',
        tags,
        params: businessParam,
        querystring: reportRangeQuery,
        response: { 200: cashiersAnswer, ...errorResponses() },
      },
    },
    async (req) => insights.salesPerCashier(app.ctx, currentBusiness(req), req.query),
  );

  app.get(
    '/reports/hours',
    {
      ...scope,
      schema: {
        operationId: 'getSalesPerHour',
        summary: 'Get sales per hour of the Riyadh day for a period',
        tags,
        params: businessParam,
        querystring: reportRangeQuery,
        response: { 200: hoursAnswer, ...errorResponses() },
      },
    },
    async (req) => insights.salesPerHour(app.ctx, currentBusiness(req), req.query),
  );

  app.get(
    '/reports/export',
    {
      ...scope,
      schema: {
        operationId: 'exportReport',
        summary: 'Download a report as a spreadsheet (XLSX) or CSV',
        tags,
        params: businessParam,
        querystring: exportQuery,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
        response: {
          200: z.any().describe('the report as .xlsx or CSV (UTF-8 with BOM)'),
          ...errorResponses(),
        },
      },
    },
    async (req, reply) => {
      if (PURCHASE_REPORTS.has(req.query.report)) mayReadPurchases(req);
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
