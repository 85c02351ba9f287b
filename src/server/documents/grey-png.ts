// A small greyscale PNG writer for the receipt (decision 0065): the receipt is black and grey on
// white for a thermal printer, so four grey levels keep its anti-aliased edges while the file and
// the time spent compressing it are a fraction of an 8-bit encode.
import zlib from 'node:zlib';
import { RECEIPT_THRESHOLD } from './escpos';

/** Greyscale pixels, one byte each (0 black … 255 white), row by row, `width` × `height`. */
export interface GreyImage {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** zlib level of the receipt PNG: 3 compresses within ~10 % of level 6 in a third of the time. */
export const RECEIPT_ZLIB_LEVEL = 3;

/**
 * The red channel of RGBA pixels (canvas getImageData): the grey of a drawing in greys on white,
 * whose three channels are equal.
 */
export function redChannel(rgba: Uint8Array | Uint8ClampedArray): Uint8Array {
  const grey = new Uint8Array(rgba.length >> 2);
  for (let i = 0, j = 0; i < grey.length; i++, j += 4) grey[i] = rgba[j]!;
  return grey;
}

/** A white page `width` × `height` px. Reuses one buffer per thread up to REUSED_PAGE bytes. */
export function whitePage(width: number, height: number): GreyImage {
  const n = width * height;
  let pixels: Uint8Array;
  if (n > REUSED_PAGE) pixels = new Uint8Array(n);
  else {
    if (page.length < n) page = new Uint8Array(Math.min(REUSED_PAGE, n * 2));
    pixels = page.subarray(0, n);
  }
  pixels.fill(255);
  return { pixels, width, height };
}

/**
 * Bytes of page and scanline buffers kept for reuse per thread (a 576 px receipt up to ~7,000 px
 * high): fresh multi-megabyte buffers per receipt cost more in page faults than the drawing.
 */
const REUSED_PAGE = 4 * 1024 * 1024;
let page = new Uint8Array(0);
let scanlines = new Uint8Array(0);

/** Fills the rectangle (whole px; clipped to the image) with `grey` (0 = black). */
export function fillGrey(
  image: GreyImage,
  x: number,
  y: number,
  w: number,
  h: number,
  grey = 0,
): void {
  const x0 = Math.max(0, x);
  const x1 = Math.min(image.width, x + w);
  const y1 = Math.min(image.height, y + h);
  for (let row = Math.max(0, y); row < y1; row++)
    image.pixels.fill(grey, row * image.width + x0, row * image.width + x1);
}

/**
 * Darkens `image` with `src` placed at (x, y): each pixel keeps the darker of the two, which on a
 * white page is what drawing `src` there would give. Clipped to the image.
 */
export function blitDarker(image: GreyImage, src: GreyImage, x: number, y: number): void {
  const { pixels, width } = image;
  const c0 = Math.max(0, -x);
  const c1 = Math.min(src.width, width - x);
  const r1 = Math.min(src.height, image.height - y);
  for (let r = Math.max(0, -y); r < r1; r++) {
    let o = (y + r) * width + x + c0;
    const end = r * src.width + c1;
    for (let i = r * src.width + c0; i < end; i++, o++) {
      const v = src.pixels[i]!;
      if (v < pixels[o]!) pixels[o] = v;
    }
  }
}

/**
 * 8-bit grey → the 2-bit level of the PNG (0, 1, 2, 3 printing as 0, 85, 170, 255): nearest level,
 * except that the boundary between 85 and 170 is the printer's RECEIPT_THRESHOLD, so every pixel
 * prints (black below the threshold) as it would have from the 8-bit image.
 */
const LEVEL = Uint8Array.from({ length: 256 }, (_, v) =>
  v < 43 ? 0 : v < RECEIPT_THRESHOLD ? 1 : v < 213 ? 2 : 3,
);
/**
 * Two 8-bit pixels read as one little-endian 16-bit number (first pixel in the low byte) → their
 * two 2-bit levels (first pixel in the higher bits): one lookup per pair.
 */
const PAIR = Uint8Array.from({ length: 65536 }, (_, v) => (LEVEL[v & 0xff]! << 2) | LEVEL[v >> 8]!);
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
/** Four white pixels read as one signed 32-bit number (signed: V8 keeps it a small integer). */
const WHITE_QUAD = -1;

/**
 * Encodes `image` as a PNG of 2-bit greyscale (colour type 0, bit depth 2; every row filter 0,
 * zlib level RECEIPT_ZLIB_LEVEL): four greys, enough for anti-aliased text on a receipt, a
 * quarter of the bytes to compress of an 8-bit image. Black and white stay exact, a pixel prints
 * as before (LEVEL). Synchronous: the receipt worker calls it (receipt-pool.ts). Sources: the PNG
 * specification (W3C, 2nd edition), 11.2.2 IHDR and 7.2 scanlines; decision 0065.
 * @throws RangeError when `image.pixels` is shorter than width × height.
 */
export function encodeGreyPng(image: GreyImage): Buffer {
  const { pixels, width, height } = image;
  if (pixels.length < width * height) throw new RangeError('grey image: too few pixels');
  const stride = Math.ceil(width / 4) + 1;
  const raw = scanlineBuffer(stride * height);
  raw.fill(0);
  // When the width is a multiple of 4 every row starts on a 4-byte boundary and packs into whole
  // bytes: read the pixels four at a time; four white ones (most of a receipt) are one compare.
  const quads =
    LITTLE_ENDIAN && width % 4 === 0 && pixels.byteOffset % 4 === 0
      ? new Int32Array(pixels.buffer, pixels.byteOffset, (width * height) >> 2)
      : null;
  for (let y = 0; y < height; y++) {
    let o = y * stride + 1; // byte 0: filter type 0 (none)
    if (quads) {
      const end = ((y + 1) * width) >> 2;
      for (let i = (y * width) >> 2; i < end; i++) {
        const q = quads[i]!;
        raw[o++] = q === WHITE_QUAD ? 0xff : (PAIR[q & 0xffff]! << 4) | PAIR[q >>> 16]!;
      }
      continue;
    }
    for (let x = 0; x < width; x++)
      raw[o + (x >> 2)]! |= LEVEL[pixels[y * width + x]!]! << (6 - 2 * (x & 3));
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 2; // bit depth
  ihdr[9] = 0; // colour type: greyscale
  // bytes 10–12: deflate compression, adaptive filtering, no interlace — all 0
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: RECEIPT_ZLIB_LEVEL })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A buffer of `n` bytes for the scanlines, reused up to REUSED_PAGE bytes. */
function scanlineBuffer(n: number): Uint8Array {
  if (n > REUSED_PAGE) return new Uint8Array(n);
  if (scanlines.length < n) scanlines = new Uint8Array(Math.min(REUSED_PAGE, n * 2));
  return scanlines.subarray(0, n);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}
