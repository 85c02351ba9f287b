import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, FIELD_MESSAGES } from '../../domain/errors';
import type { ObjectStore } from '../storage/types';
import { normaliseImage } from './images';

/**
 * Purchase receipts (decision 0029): a photo (JPEG, PNG, WebP) or a supplier's PDF,
 * told apart by content, at most 10 MB. Photos go through the one image path (images.ts:
 * decoded in full, at most 50 megapixels, re-encoded as WebP of at most 2400 px, metadata dropped)
 * and get a 320 px WebP thumbnail; a PDF is kept as sent once it has a PDF header and end marker.
 */

/** Largest accepted receipt: 10 MB. Quoted in ERROR_MESSAGES.receipt_too_large. */
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Generated receipt file names: 32 hex digits, `.thumb` for a thumbnail, `.webp` or `.pdf`. */
export const RECEIPT_NAME = /^[0-9a-f]{32}(\.thumb)?\.(webp|pdf)$/;

/** A stored receipt: file names in the business's receipts key folder and the stored type. */
export interface StoredReceipt {
  image_path: string;
  image_type: 'image/webp' | 'application/pdf';
  thumb_path: string | null;
}

/**
 * True when `bytes` look like a whole PDF: `%PDF-1.x`/`%PDF-2.x` at the start and `%%EOF` in the
 * last 2 KB (a file cut short in transfer has no end marker).
 */
export function looksLikeWholePdf(bytes: Buffer): boolean {
  if (!/^%PDF-[12]\.\d/.test(bytes.subarray(0, 8).toString('latin1'))) return false;
  return bytes.subarray(Math.max(0, bytes.length - 2048)).includes('%%EOF', 0, 'latin1');
}

/**
 * Checks and stores a receipt in `storage` under the key folder `folder` (`{key}/purchases`,
 * decision 0062) with generated names; a photo's thumbnail is written after the photo.
 * @returns the stored names and type.
 * @throws AppError receipt_too_large (413) over MAX_RECEIPT_BYTES; receipt_unsupported_type (415)
 *   unless JPEG, PNG, WebP or PDF by content; receipt_pdf_unreadable (415) for a PDF without its
 *   header or end marker; image_too_many_pixels (413) above 50 MP; image_unreadable (415) for a
 *   damaged image; the store's error when it cannot be written.
 */
export async function saveReceipt(
  storage: ObjectStore,
  bytes: Buffer,
  folder: string,
): Promise<StoredReceipt> {
  if (bytes.length > MAX_RECEIPT_BYTES) throw new AppError('receipt_too_large');
  const type = await fileTypeFromBuffer(bytes);
  // 122 random bits: no other receipt can hold the name, so no HEAD before the write (ifAbsent).
  const stem = randomUUID().replaceAll('-', '');
  if (type?.mime === 'application/pdf') {
    if (!looksLikeWholePdf(bytes)) throw new AppError('receipt_pdf_unreadable');
    const name = `${stem}.pdf`;
    await storage.put(`${folder}/${name}`, bytes, { contentType: 'application/pdf' });
    return { image_path: name, image_type: 'application/pdf', thumb_path: null };
  }
  if (!type || !IMAGE_TYPES.has(type.mime)) throw new AppError('receipt_unsupported_type');
  const full = await normaliseImage(bytes, 'receipt');
  const thumb = await normaliseImage(full.data, 'receiptThumb');
  const name = `${stem}.webp`;
  const thumbName = `${stem}.thumb.webp`;
  await storage.put(`${folder}/${name}`, full.data, { contentType: 'image/webp' });
  try {
    await storage.put(`${folder}/${thumbName}`, thumb.data, { contentType: 'image/webp' });
  } catch (err) {
    await storage.delete(`${folder}/${name}`).catch(() => {});
    throw err;
  }
  return { image_path: name, image_type: 'image/webp', thumb_path: thumbName };
}

/**
 * Removes a receipt's files from the key folder `folder` (after its purchase is deleted); missing
 * files and names that are not generated ones are ignored. @throws the store's error.
 */
export async function removeReceipt(
  storage: ObjectStore,
  folder: string,
  names: ReadonlyArray<string | null>,
) {
  for (const name of names)
    if (name && RECEIPT_NAME.test(name)) await storage.delete(`${folder}/${name}`);
}

/**
 * Reads a multipart/form-data purchase: its text fields and at most one file, in field `image`,
 * of at most MAX_RECEIPT_BYTES. A request that is not multipart gives its JSON body as the fields
 * and no file.
 * @throws AppError validation_failed (400) for a broken multipart body or a file under another
 *   field; receipt_too_large (413).
 */
export async function readPurchaseUpload(
  req: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; file: Buffer | null }> {
  if (!req.isMultipart()) {
    const body = req.body;
    return { fields: body && typeof body === 'object' ? { ...body } : {}, file: null };
  }
  const fields: Record<string, unknown> = {};
  let file: Buffer | null = null;
  const fail = (err: unknown): never => {
    const e = err as { statusCode?: number; code?: string };
    if (e instanceof AppError) throw e;
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('receipt_too_large');
    if (e.statusCode && e.statusCode < 500) throw err;
    throw new AppError('validation_failed', {
      fields: { image: FIELD_MESSAGES.uploadUnreadable },
    });
  };
  try {
    const parts = req.parts({
      limits: { fileSize: MAX_RECEIPT_BYTES, files: 1, fields: 20, fieldSize: 1000 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image') {
          part.file.resume();
          throw new AppError('validation_failed', {
            fields: { image: FIELD_MESSAGES.imageField('image') },
          });
        }
        file = await part.toBuffer();
        if (part.file.truncated) throw new AppError('receipt_too_large');
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    fail(err);
  }
  return { fields, file };
}
