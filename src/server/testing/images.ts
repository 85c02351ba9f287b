import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A solid-colour image of `width` × `height` px (JPEG, PNG with alpha, or WebP), made with sharp. */
export function solidImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' = 'png',
): Promise<Buffer> {
  const channels = format === 'jpeg' ? 3 : 4;
  const background = { r: 200, g: 40, b: 40, alpha: channels === 4 ? 0.5 : 1 };
  return sharp({ create: { width, height, channels, background } }).toFormat(format).toBuffer();
}

/**
 * A valid 1-bit grey PNG of `width` × `height` px, all black: a few kilobytes on disk for any
 * number of pixels (a "decompression bomb", decision 0010).
 */
export function hugePng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rowBytes = 1 + Math.ceil(width / 8); // filter byte + packed pixels
  const idat = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('IDAT', idat), IEND]);
}

/** A PNG signature and a valid header chunk, then garbage: passes a magic-number check only. */
export async function corruptPng(): Promise<Buffer> {
  const png = await solidImage(64, 64);
  return Buffer.concat([png.subarray(0, 33), Buffer.from('garbage!'.repeat(64))]);
}

/** The first half of a valid noisy PNG: the header is fine, the pixel data stops short. */
export async function truncatedPng(): Promise<Buffer> {
  const noise = Buffer.alloc(64 * 64 * 3).map((_, i) => (i * 7919) % 251);
  const png = await sharp(noise, { raw: { width: 64, height: 64, channels: 3 } })
    .png()
    .toBuffer();
  return png.subarray(0, Math.floor(png.length / 2));
}

/** A real PNG followed by an HTML document (a "polyglot"). */
export async function polyglotPng(): Promise<Buffer> {
  return Buffer.concat([
    await solidImage(16, 16),
    Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
  ]);
}

/** A 40 × 20 px JPEG whose EXIF orientation (6) says "turn 90° clockwise to display". */
export function exifRotatedJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Width, height and format of image bytes, as sharp reads them. */
export async function imageInfo(bytes: Buffer) {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, sum]);
}

const IEND = pngChunk('IEND', Buffer.alloc(0));
