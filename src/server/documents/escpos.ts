// The receipt PNG as the bytes a thermal printer prints (decision 0028).
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import sharp from 'sharp';

/**
 * Grey level (0 black … 255 white) below which a dot is printed. Receipts are black text and a QR
 * code on white, drawn with anti-aliased edges: a plain threshold keeps the QR modules and the
 * letters crisp where dithering would speckle them. 160 rather than 128 keeps the thin strokes of
 * small Arabic text, whose anti-aliased pixels are mid-grey.
 */
export const RECEIPT_THRESHOLD = 160;

/** Lines fed after the receipt so that its end passes the cutter before the cut. */
export const FEED_LINES_BEFORE_CUT = 4;

/** An image as raw pixels: RGBA, 4 bytes a pixel, row by row, `width` × `height` px. */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * A receipt PNG scaled to `dots` wide (576 for 80 mm paper, 384 for 58 mm; src/domain/printer.ts)
 * keeping its aspect ratio (sharp, Lanczos), flattened on white (transparency = paper), as raw RGBA.
 * Runs on libuv's thread pool. @throws sharp's error when `png` is not an image.
 */
export async function receiptRaster(png: Buffer, dots: number): Promise<RawImage> {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .resize({ width: dots, kernel: 'lanczos3' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * ESC/POS bytes that print `raster` and cut the paper: ESC @ (initialise), the image as GS v 0
 * raster commands of at most 255 rows each (1 bit per dot, 1 = black below RECEIPT_THRESHOLD,
 * rows and height padded with white to whole bytes / multiples of 8), FEED_LINES_BEFORE_CUT line
 * feeds, then GS V 0 (full cut). Synchronous and CPU-bound (≈ 0.1 s for a 576 × 1300 receipt):
 * the app runs it in the receipt worker pool (ReceiptRenderer.escpos).
 */
export function escPosOfRaster(raster: RawImage): Uint8Array {
  const { width, height } = raster;
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    imageMode: 'raster',
    feedBeforeCut: FEED_LINES_BEFORE_CUT,
  });
  return encoder
    .initialize()
    .image({ data: raster.data, width, height }, width, height, 'threshold', RECEIPT_THRESHOLD)
    .cut('full')
    .encode();
}

/** receiptRaster then escPosOfRaster in this thread (tests, previews). */
export async function receiptEscPos(png: Buffer, dots: number): Promise<Uint8Array> {
  return escPosOfRaster(await receiptRaster(png, dots));
}
