import path from 'node:path';
import type { AppContext } from '../../context';
import type { BusinessRow } from '../businesses/repository';
import { buildInvoiceDocument, originalNumberOf } from './document';
import { invoiceExtras, type InvoiceExtras } from './extras-repository';
import {
  findInvoiceById,
  listInvoiceLines,
  setInvoiceImagePath,
  type InvoiceRow,
  type NewInvoiceLine,
} from './repository';

/** Where a receipt that could not be stored is reported (a pino/Fastify logger, or console). */
export interface ReceiptLog {
  warn: (obj: object, msg: string) => void;
}

/**
 * Where an invoice's receipt PNG lives: its key in the file store (decision 0062), the same as its
 * path relative to DATA_DIR, `{business}/invo/{unix-ms}_{ID}.png`, unix-ms being the instant of
 * issue, so the per-day archive sorts by name.
 */
export function receiptImagePath(
  business: BusinessRow,
  invoice: Pick<InvoiceRow, 'issued_at' | 'number'>,
): string {
  return path.posix.join(business.key, 'invo', `${invoice.issued_at}_${invoice.number}.png`);
}

/**
 * The extras (payment parts, line choices) of invoices just issued in this process, keyed by the
 * very row object issueInvoice returned: the receipt drawn after commit reads them here instead of
 * querying them back (decision 0072). Weak: a row no longer referenced takes its entry with it.
 */
export const issuedExtras = new WeakMap<InvoiceRow, InvoiceExtras>();

/**
 * Renders the 80 mm receipt PNG of a stored invoice (with a restaurant sale's payment parts,
 * decision 0056) in the receipt worker pool (ctx.receipts),
 * off the event loop. @throws whatever the renderer throws.
 */
export async function renderReceipt(
  ctx: AppContext,
  business: BusinessRow,
  invoice: InvoiceRow,
  lines: readonly NewInvoiceLine[],
): Promise<Buffer> {
  const original = await originalNumberOf(ctx.db, business.id, invoice);
  const extras =
    issuedExtras.get(invoice) ?? (await invoiceExtras(ctx.db, business.id, invoice.id));
  return ctx.receipts.render(
    buildInvoiceDocument(business, invoice, lines, null, original, extras),
  );
}

/**
 * Writes a receipt PNG to the file store at receiptImagePath (whole or not at all: the store's
 * put) and records that key on the invoice.
 * @returns the key (the path relative to DATA_DIR with the local driver).
 * @throws the store's error (e.g. an unwritable folder, an unreachable bucket); the invoice is
 *   then untouched.
 */
export async function storeReceipt(
  ctx: AppContext,
  business: BusinessRow,
  invoice: InvoiceRow,
  png: Buffer,
): Promise<string> {
  const rel = receiptImagePath(business, invoice);
  await ctx.storage.put(rel, png, { contentType: 'image/png' });
  // A sale issued with receiptImage has its key already (decision 0072): no UPDATE.
  if (invoice.image_path !== rel) await setInvoiceImagePath(ctx.db, business.id, invoice.id, rel);
  return rel;
}

/**
 * Renders, writes and records the receipt of an invoice (at sale time). Returns the PNG bytes.
 * @throws whatever the renderer or the file system throws; the invoice itself is untouched.
 */
export async function renderAndStoreReceipt(
  ctx: AppContext,
  business: BusinessRow,
  invoice: InvoiceRow,
  lines: readonly NewInvoiceLine[],
): Promise<Buffer> {
  const png = await renderReceipt(ctx, business, invoice, lines);
  await storeReceipt(ctx, business, invoice, png);
  return png;
}

/**
 * The receipt PNG of an invoice: the stored file, or a fresh rendering when it is missing (e.g.
 * rendering failed at the sale). The fresh one is stored too, but failing to store it (a read-only
 * or misplaced folder) only logs a warning: the person still gets the image.
 * @throws whatever the renderer throws.
 */
export async function receiptPngOf(
  ctx: AppContext,
  business: BusinessRow,
  invoice: InvoiceRow,
  log: ReceiptLog,
): Promise<Buffer> {
  const stored = await readStoredReceipt(ctx, invoice);
  if (stored) return stored;
  const lines = await listInvoiceLines(ctx.db, business.id, invoice.id);
  const png = await renderReceipt(ctx, business, invoice, lines);
  try {
    invoice.image_path = await storeReceipt(ctx, business, invoice, png);
  } catch (err) {
    log.warn(
      { err, business: business.key, invoice: invoice.number },
      'receipt rendered but could not be stored; served without storing',
    );
  }
  return png;
}

/**
 * The stored receipt PNG of an invoice, or null when it was never written, is gone, is not a
 * PNG any more (emptied, overwritten), its recorded path is not a storage key, or the store
 * cannot be read (it is then drawn again).
 */
export async function readStoredReceipt(
  ctx: AppContext,
  invoice: Pick<InvoiceRow, 'image_path'>,
): Promise<Buffer | null> {
  if (!invoice.image_path) return null;
  try {
    // assertKey (in the store) refuses a recorded path that leaves the store's root.
    const bytes = await ctx.storage.read(invoice.image_path);
    // An emptied or overwritten file is as good as missing: it is drawn again.
    return bytes?.subarray(0, 8).equals(PNG_SIGNATURE) ? bytes : null;
  } catch {
    return null;
  }
}

/** The 8 bytes every PNG file starts with. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Draws again and stores the receipt PNG of the business's invoice `invoiceId` when it has a stored
 * one — after ZATCA clears it, so the image carries the stamped QR (decision 0036); nothing when it
 * has none. The ZATCA queue calls it (registerReceiptRedraw). Errors are passed on.
 */
export async function redrawStoredReceipt(
  ctx: AppContext,
  business: BusinessRow,
  invoiceId: number,
): Promise<void> {
  const invoice = await findInvoiceById(ctx.db, business.id, invoiceId);
  if (!invoice?.image_path) return;
  const lines = await listInvoiceLines(ctx.db, business.id, invoice.id);
  await renderAndStoreReceipt(ctx, business, invoice, lines);
}

/**
 * After the issuing transaction committed: renders and stores the receipt PNG (80 mm) of the new
 * invoice. A failure never undoes the invoice: it is logged to ctx.log and null is returned (GET
 * invoicetopng renders it again on demand).
 */
export async function storeReceiptAfterIssue(
  ctx: AppContext,
  business: BusinessRow,
  invoice: InvoiceRow,
  lines: readonly NewInvoiceLine[],
): Promise<Buffer | null> {
  try {
    const png = await renderAndStoreReceipt(ctx, business, invoice, lines);
    invoice.image_path = receiptImagePath(business, invoice);
    return png;
  } catch (err) {
    ctx.log.error(
      { err, business: business.key, invoice: invoice.number },
      'receipt rendering failed after the invoice was issued; the invoice is kept',
    );
    return null;
  }
}
