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
  const result = await printImage(
    ctx,
    { address: business.printer_address, paperWidthMm: business.paper_width_mm },
    () => invoiceReceiptPng(ctx, business, number, log),
    log,
  );
  log.info({ business: business.key, invoice: number, printer: result.printer }, 'receipt printed');
  return { ...result, message: ANSWER_MESSAGES.receiptPrinted };
}

/**
 * Prints a drawn receipt-width image on the thermal printer at `printer.address` (`host:port`):
 * the PNG from `draw` (576 px for 80 mm, 384 for 58 mm) is scaled to the paper's dots, made 1-bit
 * and sent as ESC/POS raster with a feed and a cut (receiptRaster, ReceiptRenderer.escpos,
 * sendToPrinter; decision 0028). The receipt and a shift's X/Z report (decision 0055) print this way.
 * @returns the printer and the printed size in dots; `message` is the caller's to set.
 * @throws AppError printer_not_configured (409) when the address is empty or not a printer
 *   address (checked first: nothing is drawn then); printer_offline (503) when the printer cannot
 *   be reached within 5 s; whatever `draw` throws.
 */
export async function printImage(
  ctx: AppContext,
  printer: { address: string | null; paperWidthMm: number },
  draw: () => Promise<Buffer>,
  log: PrintLog,
): Promise<PrintResult> {
  const parsed = printer.address ? parsePrinterAddress(printer.address) : null;
  if (!parsed?.ok) throw new AppError('printer_not_configured');
  const png = await draw();
  const mm = isPaperWidthMm(printer.paperWidthMm) ? printer.paperWidthMm : 80;
  // Scaled by sharp off the event loop, encoded in the receipt worker pool (≈ 0.1 s of CPU).
  const raster = await receiptRaster(png, PAPER_DOTS[mm]);
  const bytes = await ctx.receipts.escpos(raster);
  try {
    await sendToPrinter(parsed.address, bytes);
  } catch (err) {
    if (err instanceof AppError)
      log.warn({ printer: printer.address, err: err.details }, 'printer offline');
    throw err;
  }
  return {
    success: true,
    message: '',
    printer: printer.address!,
    width: raster.width,
    height: Math.ceil(raster.height / 8) * 8,
  };
}
