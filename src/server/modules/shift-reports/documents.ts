import { ANSWER_MESSAGES } from '../../../domain/messages';
import { isPaperWidthMm } from '../../../domain/printer';
import type { ZReportView } from '../../../domain/schemas/shift-reports';
import type { AppContext } from '../../context';
import { renderZReportPng } from '../../documents/z-report-png';
import { zReportPdf } from '../../documents/z-report-pdf';
import { sellerParty } from '../businesses/profile';
import type { BusinessRow } from '../businesses/service';
import { businessLogoPng } from '../invoices';
import { printImage, type PrintLog, type PrintResult } from '../printing/service';
import { shiftReport } from './report';
import { reportAsSeenBy, visibleShift, type Viewer } from './service';

/**
 * A shift's X or Z report as documents (decision 0055): the thermal image, the A4 PDF and the
 * print on the till's printer. Each reads the shift as `viewer` may (own shifts for a cashier,
 * 404 otherwise) and the report as they may read it (reportAsSeenBy); a Z report is the same on
 * every reprint except its printedAt.
 */

async function readable(
  ctx: AppContext,
  business: BusinessRow,
  viewer: Viewer,
  shiftId: number,
): Promise<{ report: ZReportView; tillPrinter: string | null }> {
  const shift = await visibleShift(ctx, business, viewer, shiftId);
  const report = await shiftReport(ctx.db, business.id, shiftId, ctx.now());
  return { report: reportAsSeenBy(viewer, report), tillPrinter: shift.till_printer };
}

const paperOf = (business: BusinessRow) =>
  isPaperWidthMm(business.paper_width_mm) ? business.paper_width_mm : 80;

/**
 * GET shifts/{shiftId}/zreport.png: the report as the receipt-width image (576 px on 80 mm paper,
 * 384 on 58 mm — the business's paper).
 * @throws AppError not_found (404).
 */
export async function zReportPngOf(
  ctx: AppContext,
  business: BusinessRow,
  viewer: Viewer,
  shiftId: number,
): Promise<Buffer> {
  const { report } = await readable(ctx, business, viewer, shiftId);
  return renderZReportPng(report, { paperWidthMm: paperOf(business) });
}

/**
 * GET shifts/{shiftId}/zreport.pdf: the report on A4 under the business's header (the tax
 * invoice's seller block and logo).
 * @throws AppError not_found (404).
 */
export async function zReportPdfOf(
  ctx: AppContext,
  business: BusinessRow,
  viewer: Viewer,
  shiftId: number,
): Promise<Buffer> {
  const { report } = await readable(ctx, business, viewer, shiftId);
  return zReportPdf(report, sellerParty(business, await businessLogoPng(ctx, business)));
}

/**
 * POST shifts/{shiftId}/print: prints the report on the till's own printer, else the business's
 * (ESC/POS raster like a receipt, printImage). Nothing changes in the database.
 * @throws AppError not_found (404); printer_not_configured (409) when neither has a printer;
 *   printer_offline (503).
 */
export async function printShiftReport(
  ctx: AppContext,
  business: BusinessRow,
  viewer: Viewer,
  shiftId: number,
  log: PrintLog,
): Promise<PrintResult> {
  const { report, tillPrinter } = await readable(ctx, business, viewer, shiftId);
  const address = tillPrinter || business.printer_address;
  const paperWidthMm = paperOf(business);
  const printed = await printImage(
    ctx,
    { address, paperWidthMm },
    () => renderZReportPng(report, { paperWidthMm }),
    log,
  );
  log.info(
    { business: business.key, shift: shiftId, printer: printed.printer },
    'shift report printed',
  );
  return { ...printed, message: ANSWER_MESSAGES.shiftReportPrinted };
}
