import sharp from 'sharp';
import type { ObjectStore } from '../storage/types';

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
 * The cached thumbnail at `key` of the file store (decision 0062), made once from `source()` when
 * missing (or unreadable) and written there (whole or not at all: the store's put). When it
 * cannot be written (a read-only or full disk, an unreachable bucket) it is still returned and
 * `onStoreError` is told.
 * @throws what `source` or makeThumbnail throw.
 */
export async function cachedThumbnail(
  storage: ObjectStore,
  key: string,
  source: () => Promise<Buffer>,
  onStoreError: (err: unknown) => void,
): Promise<Buffer> {
  const cached = await storage.read(key).catch(() => null);
  if (cached) return cached;
  const thumb = await makeThumbnail(await source());
  try {
    await storage.put(key, thumb, { contentType: 'image/webp' });
  } catch (err) {
    onStoreError(err);
  }
  return thumb;
}
