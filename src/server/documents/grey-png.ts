// A small greyscale PNG writer for the receipt (decision 0065): the receipt is black and grey on
// white for a thermal printer, so 16 grey levels keep its anti-aliased edges while the file and the
// time spent compressing it are a fraction of an 8-bit encode.
import zlib from 'node:zlib';
import type { Canvas } from '@napi-rs/canvas';

/** Greyscale pixels, one byte each (0 black … 255 white), row by row, `width` × `height`. */
export interface GreyImage {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** zlib level of the receipt PNG: 3 compresses within ~10 % of level 6 in a third of the time. */
export const RECEIPT_ZLIB_LEVEL = 3;

/**
 * The canvas's pixels as greyscale, taken from the red channel: the receipt draws only greys on
 * white, whose three channels are equal.
 */
export function canvasGrey(canvas: Canvas): GreyImage {
  const { width, height } = canvas;
  const rgba = canvas.data();
  const pixels = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < pixels.length; i++, j += 4) pixels[i] = rgba[j]!;
  return { pixels, width, height };
}

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

/** 8-bit grey → 4-bit grey (round to the nearest of 16 levels: 0, 17, 34 … 255). */
const NIBBLE = Uint8Array.from({ length: 256 }, (_, v) => Math.round(v / 17));

/**
 * Encodes `image` as a PNG of 4-bit greyscale (colour type 0, bit depth 4; every row filter 0,
 * zlib level RECEIPT_ZLIB_LEVEL). Each grey is rounded to the nearest of 16 levels, so a pixel
 * changes by at most 8 of 255; black and white stay exact. Synchronous: the receipt worker calls
 * it (receipt-pool.ts). Sources: the PNG specification (W3C, 2nd edition), sections 11.2.2 IHDR and
 * 7.2 scanlines; decision 0065.
 * @throws RangeError when `image.pixels` is shorter than width × height.
 */
export function encodeGreyPng(image: GreyImage): Buffer {
  const { pixels, width, height } = image;
  if (pixels.length < width * height) throw new RangeError('grey image: too few pixels');
  const stride = Math.ceil(width / 2) + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    let o = y * stride + 1; // byte 0 of the row: filter type 0 (none), already 0
    let i = y * width;
    const end = i + width - 1;
    for (; i < end; i += 2) raw[o++] = (NIBBLE[pixels[i]!]! << 4) | NIBBLE[pixels[i + 1]!]!;
    if (width % 2 === 1) raw[o] = NIBBLE[pixels[i]!]! << 4;
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 4; // bit depth
  ihdr[9] = 0; // colour type: greyscale
  // bytes 10–12: deflate compression, adaptive filtering, no interlace — all 0
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: RECEIPT_ZLIB_LEVEL })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
