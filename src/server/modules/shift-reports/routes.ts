import { z } from 'zod';
import { businessParam } from '../../../domain/schemas/common';
import {
  shiftDetailAnswer,
  shiftListAnswer,
  shiftListQuery,
  shiftsTodayAnswer,
  zReportAnswer,
} from '../../../domain/schemas/shift-reports';
import { printAnswer } from '../../../domain/schemas/printing';
import { shiftParams } from '../../../domain/schemas/shifts';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { currentUser } from '../../plugins/auth';
import { currentBusiness, mayInBusiness } from '../../plugins/business-scope';
import { csvStream, xlsxStream } from '../reports/export';
import { shiftsTable } from './export';
import * as service from './service';
import { printShiftReport, zReportPdfOf, zReportPngOf } from './documents';

/** Binary answers: documented only (a Buffer is sent as is, never serialized). */
const fileBytes = z.any();
const tags = ['shifts'];
const shiftPath = businessParam.extend(shiftParams.shape);
const exportShiftsQuery = shiftListQuery.extend({
  format: z.enum(['xlsx', 'csv'], { error: 'الصيغة xlsx أو csv' }).default('xlsx'),
});

/**
 * The shift reports under /api/v1/{business} (decision 0055): GET `shifts` (list), `shifts/export`
 * and `shifts/today` (`shifts.manage`), `shifts/{shiftId}` and `shifts/{shiftId}/report`
 * (`shifts.own`: own shifts only, another's answers 404; `shifts.manage`: all). The static paths
 * are declared before `shifts/:shiftId`.
 */
export async function shiftReportsRoutes(app: App) {
  const own = { config: { action: 'shifts.own' as const } };
  const manage = { config: { action: 'shifts.manage' as const } };
  const viewer = (req: Parameters<typeof currentUser>[0]) => ({
    userId: currentUser(req).id,
    managesShifts: mayInBusiness(req, 'shifts.manage'),
  });

  app.get(
    '/shifts',
    {
      ...own,
      schema: {
        operationId: 'listShifts',
        summary: 'List shifts (a cashier sees their own)',
        tags,
        params: businessParam,
        querystring: shiftListQuery,
        response: { 200: shiftListAnswer, ...errorResponses() },
      },
    },
    async (req) => service.listShifts(app.ctx, currentBusiness(req), viewer(req), req.query),
  );

  app.get(
    '/shifts/export',
    {
      ...manage,
      schema: {
        operationId: 'exportShifts',
        summary: 'Download the shifts as a spreadsheet',
        tags,
        params: businessParam,
        querystring: exportShiftsQuery,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
        response: {
          200: z.any().describe('the shifts as .xlsx or CSV (UTF-8 with BOM)'),
          ...errorResponses(),
        },
      },
    },
    async (req, reply) => {
      const business = currentBusiness(req);
      const list = await service.listShifts(app.ctx, business, viewer(req), req.query);
      const table = shiftsTable(list);
      const { format } = req.query;
      reply.header(
        'content-disposition',
        `attachment; filename="shifts-${business.key}-${list.from}-${list.to}.${format}"`,
      );
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(csvStream(table));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(xlsxStream(table));
    },
  );

  app.get(
    '/shifts/today',
    {
      ...manage,
      schema: {
        operationId: 'listShiftsToday',
        summary: "List today's shifts of every till (Riyadh day)",
        tags,
        params: businessParam,
        response: { 200: shiftsTodayAnswer, ...errorResponses() },
      },
    },
    async (req) => service.shiftsToday(app.ctx, currentBusiness(req)),
  );

  app.get(
    '/shifts/:shiftId',
    {
      ...own,
      schema: {
        operationId: 'getShift',
        summary: 'Get one shift with its movements',
        tags,
        params: shiftPath,
        response: { 200: shiftDetailAnswer, ...errorResponses() },
      },
    },
    async (req) =>
      service.shiftDetail(app.ctx, currentBusiness(req), viewer(req), req.params.shiftId),
  );

  app.get(
    '/shifts/:shiftId/report',
    {
      ...own,
      schema: {
        operationId: 'getShiftReport',
        summary: 'Get the X (open) or Z (closed) report of a shift',
        tags,
        params: shiftPath,
        response: { 200: zReportAnswer, ...errorResponses() },
      },
    },
    async (req) =>
      service.reportFor(app.ctx, currentBusiness(req), viewer(req), req.params.shiftId),
  );

  app.get(
    '/shifts/:shiftId/zreport.png',
    {
      ...own,
      schema: {
        operationId: 'getShiftZReportPng',
        summary: 'Get the Z report of a shift as a receipt image (PNG)',
        tags,
        params: shiftPath,
        produces: ['image/png'],
        response: {
          200: fileBytes.describe('image/png: the report, receipt width'),
          ...errorResponses(),
        },
      },
    },
    async (req, reply) => {
      const png = await zReportPngOf(
        app.ctx,
        currentBusiness(req),
        viewer(req),
        req.params.shiftId,
      );
      return reply
        .type('image/png')
        .header('content-disposition', `inline; filename="shift${req.params.shiftId}.png"`)
        .header('cache-control', 'private, no-store')
        .send(png);
    },
  );

  app.get(
    '/shifts/:shiftId/zreport.pdf',
    {
      ...own,
      schema: {
        operationId: 'getShiftZReportPdf',
        summary: 'Download the Z report of a shift as a PDF',
        tags,
        params: shiftPath,
        produces: ['application/pdf'],
        response: {
          200: fileBytes.describe('application/pdf: the report on A4'),
          ...errorResponses(),
        },
      },
    },
    async (req, reply) => {
      const pdf = await zReportPdfOf(
        app.ctx,
        currentBusiness(req),
        viewer(req),
        req.params.shiftId,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="shift${req.params.shiftId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/shifts/:shiftId/print',
    {
      ...own,
      schema: {
        operationId: 'printShiftReport',
        summary: 'Print a shift report on the network printer',
        tags,
        params: shiftPath,
        response: {
          200: printAnswer,
          ...errorResponses('printer_not_configured', 'printer_offline'),
        },
      },
    },
    async (req) =>
      printShiftReport(app.ctx, currentBusiness(req), viewer(req), req.params.shiftId, req.log),
  );
}
