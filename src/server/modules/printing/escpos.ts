// The receipt PNG as the bytes a thermal printer prints (issue #8 §5, decision 0028).
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

/**
 * ESC/POS bytes that print a receipt PNG on a thermal printer `dots` wide (576 for 80 mm paper,
 * 384 for 58 mm; src/domain/printer.ts) and cut the paper: ESC @ (initialise), the image as GS v 0
 * raster commands of at most 255 rows each (1 bit per dot, 1 = black, rows padded to whole bytes),
 * FEED_LINES_BEFORE_CUT line feeds, then GS V 0 (full cut).
 * The PNG is scaled to `dots` wide keeping its aspect ratio (sharp, Lanczos), flattened on white
 * (transparency = paper), and made 1-bit by RECEIPT_THRESHOLD.
 * @returns the bytes, and the printed size in dots (width = `dots`, height a multiple of 8).
 * @throws sharp's error when `png` is not an image.
 */
export async function receiptEscPos(
  png: Buffer,
  dots: number,
): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .resize({ width: dots, kernel: 'lanczos3' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    imageMode: 'raster',
    feedBeforeCut: FEED_LINES_BEFORE_CUT,
  });
  const bytes = encoder
    .initialize()
    .image({ data, info }, info.width, info.height, 'threshold', RECEIPT_THRESHOLD)
    .cut('full')
    .encode();
  return { bytes, width: info.width, height: Math.ceil(info.height / 8) * 8 };
}
