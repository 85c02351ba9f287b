import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Width of an archive thumbnail in px (the 80 mm receipt is 576 px wide; height follows). */
export const THUMB_WIDTH = 240;
/** WebP quality (1–100) of thumbnails: black text on white stays legible at 240 px. */
const THUMB_QUALITY = 70;

/**
 * A thumbnail of an image: THUMB_WIDTH px wide (never enlarged), height in proportion, WebP.
 * Runs on libuv's thread pool (sharp), not the event loop. A 576 × ~900 px receipt gives a file of
 * a few kilobytes.
 * @throws sharp's error when `image` is not a readable image.
 */
export async function makeThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
    .webp({ quality: THUMB_QUALITY })
    .toBuffer();
}

/**
 * The cached thumbnail at `file` (absolute), made once from `source()` when missing and written
 * there (aside, then renamed, so a half-written one is never read). When it cannot be written (a
 * read-only or full disk) it is still returned and `onStoreError` is told.
 * @throws what `source` or makeThumbnail throw.
 */
export async function cachedThumbnail(
  file: string,
  source: () => Promise<Buffer>,
  onStoreError: (err: unknown) => void,
): Promise<Buffer> {
  try {
    return await fs.readFile(file);
  } catch {
    /* not made yet */
  }
  const thumb = await makeThumbnail(await source());
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(tmp, thumb);
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true }).catch(() => {});
    onStoreError(err);
  }
  return thumb;
}
