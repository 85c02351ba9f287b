import path from 'node:path';
import { AppError } from '../../../domain/errors';
import type { AppContext } from '../../context';
import type { BusinessRow } from '../businesses/service';

/** Largest signature PNG accepted, bytes (decision 0069). */
export const MAX_SIGNATURE_BYTES = 200 * 1024;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A drawn signature `data:image/png;base64,…` → its PNG bytes: the PNG signature and an IHDR
 * chunk first, at most MAX_SIGNATURE_BYTES.
 * @throws AppError signature_invalid (422) otherwise.
 */
export function signaturePng(dataUrl: string): Buffer {
  const m = /^data:image\/png;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  const bad = () =>
    new AppError('signature_invalid', {
      fields: { signature: 'التوقيع صورة PNG حتى 200 كيلوبايت' },
    });
  if (!m) throw bad();
  const png = Buffer.from(m[1]!, 'base64');
  if (png.length > MAX_SIGNATURE_BYTES || png.length < 33) throw bad();
  if (!png.subarray(0, 8).equals(PNG_MAGIC) || png.subarray(12, 16).toString('latin1') !== 'IHDR')
    throw bad();
  return png;
}

/** The file-store key of a delivery note's signature: `{business key}/signatures/{uuid}.png`. */
export function signatureKey(business: BusinessRow, noteUuid: string): string {
  return path.posix.join(business.key, 'signatures', `${noteUuid}.png`);
}

/** Writes the PNG at its key (before the note's transaction; removed again if it rolls back). */
export async function storeSignature(ctx: AppContext, key: string, png: Buffer): Promise<void> {
  await ctx.storage.put(key, png, { contentType: 'image/png' });
}
