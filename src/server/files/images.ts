import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError, FIELD_MESSAGES } from '../../domain/errors';
import type { ObjectStore } from '../storage/types';

/**
 * Upload caps (decision 0010). Every uploaded image is decoded in full, refused
 * above these, then re-encoded; what is stored is never the uploaded bytes.
 */
/** Largest accepted upload: 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * Most pixels an image may declare (width × height): 50 megapixels, above a 48 MP phone photo.
 * Checked from the header before any pixel is decoded, so a small file announcing 40,000 ×
 * 40,000 px costs nothing. Quoted in ERROR_MESSAGES.image_too_many_pixels.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * What each kind of upload is stored as: the longest side in px (scaled down, never up) and the
 * format. Logos are PNG (transparency kept, and pdfkit embeds PNG); product images are WebP
 * (transparency kept, a fraction of the size of PNG, shown only in browsers).
 */
export const IMAGE_KINDS = {
  product: { maxSide: 1024, format: 'webp' },
  logo: { maxSide: 512, format: 'png' },
  /** A purchase receipt photo: large enough to read the smallest print (decision 0029). */
  receipt: { maxSide: 2400, format: 'webp' },
  /** Its thumbnail in the purchases list. */
  receiptThumb: { maxSide: 320, format: 'webp' },
} as const satisfies Record<string, { maxSide: number; format: 'png' | 'webp' }>;

export type ImageKind = keyof typeof IMAGE_KINDS;

/** Formats accepted as input, detected by content (never by name or the client's header). */
const ACCEPTED_INPUT = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** WebP quality (1–100) of product images: no visible loss on photos at 1024 px. */
const WEBP_QUALITY = 82;

/**
 * Decodes `bytes` in full and re-encodes them as `kind` says: EXIF orientation applied, scaled
 * down so the longest side is at most IMAGE_KINDS[kind].maxSide px, colour in sRGB, metadata
 * (EXIF, GPS, comments) and anything after the image data dropped. Runs on libuv's thread pool,
 * not the event loop.
 * @returns the new bytes and their file extension (`png` | `webp`).
 * @throws AppError unsupported_media_type (415) unless JPEG, PNG or WebP by content;
 *   image_too_many_pixels (413) above MAX_INPUT_PIXELS; image_unreadable (415) when the image data
 *   is damaged or cut short (libvips reports any decode error: `failOn: 'error'`).
 */
export async function normaliseImage(
  bytes: Buffer,
  kind: ImageKind,
): Promise<{ data: Buffer; ext: string }> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_INPUT.has(type.mime)) throw new AppError('unsupported_media_type');
  const { maxSide, format } = IMAGE_KINDS[kind];
  // The header alone gives the size: refuse too many pixels with our own code before decoding;
  // sharp's limitInputPixels stays on as a second guard for the decode itself.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((err: unknown) => {
      throw new AppError('image_unreadable', { details: String(err) });
    });
  if (!header.width || !header.height) throw new AppError('image_unreadable');
  if (header.width * header.height > MAX_INPUT_PIXELS) throw new AppError('image_too_many_pixels');
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
  const encoded = format === 'png' ? image.png() : image.webp({ quality: WEBP_QUALITY });
  try {
    return { data: await encoded.toBuffer(), ext: format };
  } catch (err) {
    throw new AppError('image_unreadable', { details: String(err) });
  }
}

/**
 * Stores an image as `kind` (normaliseImage) in `storage` under the key folder `folder`
 * (`images/mengusha`, `logos`; decision 0062) with a generated name whose extension is the stored
 * format. The one way an image gets into the file store: uploads and demo data alike.
 * @returns the generated file name, e.g. `5b1c…e2.webp` (its key is `{folder}/{name}`).
 * @throws AppError file_too_large (413) over MAX_IMAGE_BYTES, and whatever normaliseImage throws;
 *   the store's error when it cannot be written.
 */
export async function saveImage(
  storage: ObjectStore,
  bytes: Buffer,
  folder: string,
  kind: ImageKind,
): Promise<string> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('file_too_large');
  const { data, ext } = await normaliseImage(bytes, kind);
  const name = `${randomUUID().replaceAll('-', '')}.${ext}`;
  // 122 random bits: no other image can hold the name, so no HEAD before the write (ifAbsent).
  await storage.put(`${folder}/${name}`, data, { contentType: `image/${ext}` });
  return name;
}

/**
 * Reads the one file of a multipart request, sent in the form field `field` (the documented name:
 * `image` for product images, `file` for logos), into memory.
 * @throws AppError validation_failed (400, fields[field]) when the request is not multipart, is
 *   malformed (no boundary, cut short), has no file, or sends it under another field name;
 *   file_too_large (413) over MAX_IMAGE_BYTES.
 */
export async function readUploadedImage(req: FastifyRequest, field: string): Promise<Buffer> {
  const missing = (message: string = FIELD_MESSAGES.imageRequired) =>
    new AppError('validation_failed', { fields: { [field]: message } });
  /** A body busboy cannot parse (no boundary, cut short) is the client's 400; Fastify's own
   *  multipart errors (413 file too large…) keep their status. */
  const malformed = (err: unknown) =>
    (err as { statusCode?: number }).statusCode ? err : missing(FIELD_MESSAGES.uploadUnreadable);
  // Not multipart at all: the same 400 as a multipart body without a file (not @fastify/multipart's 406).
  if (!req.isMultipart()) throw missing();
  const file = await req.file().catch((err: unknown) => {
    throw malformed(err);
  });
  if (!file) throw missing();
  if (file.fieldname !== field) {
    file.file.resume(); // drain the stream so the request can finish
    throw missing(FIELD_MESSAGES.imageField(field));
  }
  const buffer = await file.toBuffer().catch((err: unknown) => {
    throw malformed(err);
  });
  if (file.file.truncated || buffer.length > MAX_IMAGE_BYTES) throw new AppError('file_too_large');
  return buffer;
}

/**
 * True when `name` is a generated image name stored in the key folder `folder` (guards product
 * bodies).
 */
export async function imageExists(
  storage: ObjectStore,
  folder: string,
  name: string,
): Promise<boolean> {
  if (!/^[a-zA-Z0-9_-]+\.(jpg|png|webp)$/.test(name)) return false;
  return (await storage.head(`${folder}/${name}`)) !== null;
}
