// Receipt printing on the till's thermal printer (decision 0028).
import { ANSWER_MESSAGES, AppError } from '../../../domain/errors';
import { PAPER_DOTS, isPaperWidthMm, parsePrinterAddress } from '../../../domain/printer';
import type { AppContext } from '../../context';
import type { BusinessRow } from '../businesses/service';
import { invoiceReceiptPng } from '../invoices';
import type { ReceiptLog } from '../invoices';
import { receiptRaster } from '../../documents/escpos';
import { sendToPrinter } from './transport';

/** Where printing reports what it did (a pino/Fastify logger). */
export type PrintLog = ReceiptLog & { info: (obj: object, msg: string) => void };

/** What a print answers: the printer it went to and the printed size in dots. */
export interface PrintResult {
  success: true;
  message: string;
  /** `host:port` of the printer. */
  printer: string;
  /** Printed width in dots (576 on 80 mm paper, 384 on 58 mm). */
  width: number;
  /** Printed height in dots (8 dots = 1 mm at 203 dpi). */
  height: number;
}

/**
 * GET {business}/getinvpng/{ID}.png: the receipt PNG of invoice number `number` (576 px wide), the
 * stored one or a fresh rendering when it is missing.
 * @throws AppError not_found (404); whatever the renderer throws.
 */
export async function receiptPng(
  ctx: AppContext,
  business: BusinessRow,
  number: number,
  log: ReceiptLog,
): Promise<Buffer> {
  return invoiceReceiptPng(ctx, business, number, log);
}

/**
 * GET {business}/printinvo/{ID}.png: prints the receipt of invoice
 * number `number` on the business's thermal printer — the receipt PNG (re-rendered when missing)
 * scaled to the paper's width in dots, made 1-bit, sent as ESC/POS raster (GS v 0) with a feed and
 * a cut over TCP (receiptRaster, ReceiptRenderer.escpos, sendToPrinter). Nothing in the database changes: a failed print
 * leaves the invoice and the sale as they were.
 * @throws AppError printer_not_configured (409) when the business has no printer address (checked
 *   first: nothing is rendered then); not_found (404) for an invoice the business does not have;
 *   printer_offline (503) when the printer cannot be reached within 5 s.
 */
export async function printReceipt(
  ctx: AppContext,
  business: BusinessRow,
  number: number,
  log: PrintLog,
): Promise<PrintResult> {
  const parsed = business.printer_address ? parsePrinterAddress(business.printer_address) : null;
  if (!parsed?.ok) throw new AppError('printer_not_configured');
  const png = await invoiceReceiptPng(ctx, business, number, log);
  const mm = isPaperWidthMm(business.paper_width_mm) ? business.paper_width_mm : 80;
  // Scaled by sharp off the event loop, encoded in the receipt worker pool (≈ 0.1 s of CPU).
  const raster = await receiptRaster(png, PAPER_DOTS[mm]);
  const bytes = await ctx.receipts.escpos(raster);
  const width = raster.width;
  const height = Math.ceil(raster.height / 8) * 8;
  const printer = business.printer_address!;
  try {
    await sendToPrinter(parsed.address, bytes);
  } catch (err) {
    if (err instanceof AppError)
      log.warn({ business: business.key, invoice: number, err: err.details }, 'printer offline');
    throw err;
  }
  log.info(
    { business: business.key, invoice: number, printer, bytes: bytes.length },
    'receipt printed',
  );
  return { success: true, message: ANSWER_MESSAGES.receiptPrinted, printer, width, height };
}
