import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { renderReceiptPng } from '../../documents/receipt';
import type { BusinessRow } from '../businesses/repository';
import { buildInvoiceDocument } from './document';
import { setInvoiceImagePath, type InvoiceRow, type NewInvoiceLine } from './repository';

/**
 * Where an invoice's receipt PNG lives, relative to DATA_DIR: `{business}/invo/{unix-ms}_{ID}.png`
 * (issue #3 §2), unix-ms being the instant of issue, so the per-day archive sorts by name.
 */
export function receiptImagePath(
  business: BusinessRow,
  invoice: Pick<InvoiceRow, 'issued_at' | 'number'>,
): string {
  return path.posix.join(business.key, 'invo', `${invoice.issued_at}_${invoice.number}.png`);
}

/**
 * Renders the 80 mm receipt PNG of a stored invoice, writes it under DATA_DIR and records its path
 * on the invoice. Returns the PNG bytes.
 * @throws whatever the renderer or the file system throws; the invoice itself is untouched.
 */
export async function renderAndStoreReceipt(
  ctx: AppContext,
  business: BusinessRow,
  invoice: InvoiceRow,
  lines: readonly NewInvoiceLine[],
): Promise<Buffer> {
  const png = await renderReceiptPng(buildInvoiceDocument(business, invoice, lines, null));
  const rel = receiptImagePath(business, invoice);
  const abs = path.join(ctx.config.dataDir, rel);
  await fs.mkdir(path.dirname(abs), { recursive: true });
  // Written aside then renamed, so the archive never lists a half-written image.
  const tmp = path.join(path.dirname(abs), `.${path.basename(abs)}.tmp`);
  await fs.writeFile(tmp, png);
  await fs.rename(tmp, abs);
  await setInvoiceImagePath(ctx.db, business.id, invoice.id, rel);
  return png;
}

/** The stored receipt PNG of an invoice, or null when it was never written or is gone. */
export async function readStoredReceipt(
  ctx: AppContext,
  invoice: Pick<InvoiceRow, 'image_path'>,
): Promise<Buffer | null> {
  if (!invoice.image_path) return null;
  const abs = path.resolve(ctx.config.dataDir, invoice.image_path);
  if (!abs.startsWith(path.resolve(ctx.config.dataDir) + path.sep)) return null;
  try {
    return await fs.readFile(abs);
  } catch {
    return null;
  }
}
