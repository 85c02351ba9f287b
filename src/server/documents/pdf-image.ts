/**
 * Logo bytes made cheap for pdfkit. pdfkit embeds JPEG and opaque PNG as they are, but decodes
 * a PNG with alpha pixel by pixel in JavaScript to split the mask (~100 ms for a 256 px logo, on
 * every invoice). Such a PNG is flattened onto white (the page colour) and re-encoded as JPEG
 * once, and remembered by content hash.
 */
import { createHash } from 'node:crypto';
import { createCanvas, loadImage } from '@napi-rs/canvas';

const cache = new Map<string, Buffer>();
const CACHE_LIMIT = 32;

function isJpeg(bytes: Buffer): boolean {
  return bytes[0] === 0xff && bytes[1] === 0xd8;
}

/** PNG colour type 0 (grey) or 2 (RGB) with no tRNS chunk: pdfkit can embed it without decoding. */
function isOpaquePng(bytes: Buffer): boolean {
  const isPng = bytes.subarray(1, 4).toString('latin1') === 'PNG';
  return isPng && (bytes[25] === 0 || bytes[25] === 2) && !bytes.includes('tRNS', 0, 'latin1');
}

/**
 * The logo as bytes pdfkit embeds without decoding: JPEG and opaque PNG unchanged, anything
 * else @napi-rs/canvas can read (PNG with alpha, WebP) flattened on white as JPEG (quality 92).
 * @throws Error when the bytes are not an image.
 */
export async function pdfReadyImage(bytes: Buffer): Promise<Buffer> {
  if (isJpeg(bytes) || isOpaquePng(bytes)) return bytes;
  const key = createHash('sha1').update(bytes).digest('hex');
  const known = cache.get(key);
  if (known) return known;
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, image.width, image.height);
  ctx.drawImage(image, 0, 0);
  const jpeg = await canvas.encode('jpeg', 92);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, jpeg);
  return jpeg;
}
