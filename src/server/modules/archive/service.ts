import path from 'node:path';
import { AppError } from '../../../domain/errors';
import { ARCHIVE_FILE_NAME, type ArchiveAnswer } from '../../../domain/schemas/files';
import { dateInZone, zonedDayRange } from '../../../domain/zoned-day';
import type { AppContext, SessionUser } from '../../context';
import { expiryFrom, signFileClaim } from '../../files/signed-urls';
import { cachedThumbnail } from '../../files/thumbnails';
import type { BusinessRow } from '../businesses/repository';
import {
  findInvoiceByNumber,
  listIssuedIn,
  receiptImagePath,
  receiptPngOf,
  type ReceiptLog,
} from '../invoices';

/** The folder of a business's receipt images inside DATA_DIR: `{key}/invo/` (trailing slash). */
export function receiptFolder(business: Pick<BusinessRow, 'key'>): string {
  return `${business.key}/invo/`;
}

/** Where the archive thumbnails of a business are cached: key `{key}/invo-thumbs/{name}.webp`. */
function thumbKey(business: BusinessRow, name: string): string {
  return `${business.key}/invo-thumbs/${name.replace(/\.png$/, '.webp')}`;
}

/**
 * GET {business}/images?date&tz: the receipt image names of the
 * invoices issued on `date` in time zone `tz` — `{unix-ms}_{ID}.png`, newest first — from the
 * invoices table, so an invoice whose image file is missing is listed too (its image is drawn
 * again when opened). `base_url` and `thumbs_url` are signed for `user` and this business
 * (decision 0027): each file name appended opens the image or its thumbnail, for
 * SIGNED_URL_TTL_SECONDS, and only files of that day.
 * @param date `YYYY-MM-DD`, already validated (undefined: today in `tz`); tz an IANA zone, already
 *   validated.
 */
export async function archiveOfDay(
  ctx: AppContext,
  user: SessionUser,
  business: BusinessRow,
  day: string | undefined,
  tz: string,
): Promise<ArchiveAnswer> {
  const date = day ?? dateInZone(ctx.now(), tz);
  const range = zonedDayRange(date, tz);
  const rows = await listIssuedIn(ctx.db, business.id, range);
  const files = rows.map((r) => path.posix.basename(receiptImagePath(business, r)));
  const expiresAt = expiryFrom(ctx.now(), ctx.config.signedUrlTtlSeconds);
  const sig = signFileClaim(ctx.config.signingSecret, {
    userId: user.id,
    businessId: business.id,
    path: receiptFolder(business),
    window: range,
    expiresAt,
  });
  const base = `/api/v1/${encodeURIComponent(business.key)}/invo/${sig}/`;
  return {
    files,
    base_url: base,
    thumbs_url: `${base}thumbs/`,
    expires_at: new Date(expiresAt * 1000).toISOString(),
    date,
    tz,
  };
}

/**
 * An archive file name → its issue instant (UTC ms) and invoice number.
 * @throws AppError not_found (404) for a name that is not `{unix-ms}_{ID}.png`.
 */
export function parseArchiveName(name: string): { at: number; number: number } {
  const m = ARCHIVE_FILE_NAME.exec(name);
  if (!m) throw new AppError('not_found');
  return { at: Number(m[1]), number: Number(m[2]) };
}

/**
 * The receipt PNG behind archive name `name` of the business: the stored file, or drawn again
 * when it is missing or unreadable (receiptPngOf), never an error for that.
 * @throws AppError not_found (404) when no invoice of the business has that number and instant.
 */
export async function archiveImage(
  ctx: AppContext,
  business: BusinessRow,
  name: string,
  log: ReceiptLog,
): Promise<Buffer> {
  const invoice = await archivedInvoice(ctx, business, name);
  return receiptPngOf(ctx, business, invoice, log);
}

/** The invoice of archive name `name`. @throws AppError not_found (404). */
async function archivedInvoice(ctx: AppContext, business: BusinessRow, name: string) {
  const { at, number } = parseArchiveName(name);
  const invoice = await findInvoiceByNumber(ctx.db, business.id, number);
  if (!invoice || Number(invoice.issued_at) !== at) throw new AppError('not_found');
  return invoice;
}

/**
 * The WebP thumbnail (240 px wide) of archive image `name`: made once from the receipt and
 * cached in the file store under `{key}/invo-thumbs/`; served even when the cache cannot be
 * written.
 * @throws AppError not_found (404) as archiveImage.
 */
export async function archiveThumbnail(
  ctx: AppContext,
  business: BusinessRow,
  name: string,
  log: ReceiptLog,
): Promise<Buffer> {
  const invoice = await archivedInvoice(ctx, business, name);
  return cachedThumbnail(
    ctx.storage,
    thumbKey(business, name),
    () => receiptPngOf(ctx, business, invoice, log),
    (err) =>
      log.warn({ err, business: business.key, name }, 'thumbnail made but could not be cached'),
  );
}
