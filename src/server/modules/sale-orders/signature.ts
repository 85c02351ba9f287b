import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../../domain/errors';
import type { AppContext } from '../../context';
import type { BusinessRow } from '../businesses/service';

/** Largest signature PNG accepted, bytes (decision 0069). */
export const MAX_SIGNATURE_BYTES = 200 * 1024;

/**
 * A drawn signature `data:image/png;base64,…` → its PNG bytes, kept as sent: at most
 * MAX_SIGNATURE_BYTES, and a PNG that libvips (sharp, as every uploaded image in files/images.ts)
 * decodes in full, so the delivery note's PDF can always embed it.
 * @throws AppError signature_invalid (422) otherwise.
 */
export async function signaturePng(dataUrl: string): Promise<Buffer> {
  const m = /^data:image\/png;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  const bad = () =>
    new AppError('signature_invalid', {
      fields: { signature: 'التوقيع صورة PNG حتى 200 كيلوبايت' },
    });
  if (!m) throw bad();
  const png = Buffer.from(m[1]!, 'base64');
  if (png.length === 0 || png.length > MAX_SIGNATURE_BYTES) throw bad();
  const image = sharp(png, { failOn: 'error' });
  const meta = await image.metadata().catch(() => null);
  if (meta?.format !== 'png') throw bad();
  await image
    .raw()
    .toBuffer()
    .catch(() => {
      throw bad();
    });
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
