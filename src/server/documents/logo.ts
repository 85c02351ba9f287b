import { createCanvas } from '@napi-rs/canvas';
import { normaliseImage } from '../files/images';
import { CANVAS_FAMILY, registerCanvasFonts } from './fonts';

/** Side of the generated logo, px. */
const GENERATED_SIZE = 256;
const TEAL = '#0f766e';
const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3]/u;

/**
 * A business's logo as PNG bytes (`GET invoices/{UUID}` → logo).
 * - `upload` given (the stored logo's bytes): the uploaded image (PNG, JPEG or WebP) decoded in full
 *   with the upload caps and re-encoded as PNG, scaled down so its longest side is at most
 *   IMAGE_KINDS.logo.maxSide (512) px, never up (normaliseImage).
 * - otherwise: a generated 256 × 256 px logo, the first Arabic letter of `nameAr` in white on a
 *   teal disc (first character of the name when it has no Arabic letter, "س" when empty).
 * @throws Error when `upload` is not a readable image within the caps (callers print the
 *   generated logo instead: businessLogoPng).
 */
export async function logoPng(opts: { upload: Buffer | null; nameAr: string }): Promise<Buffer> {
  if (opts.upload) return convertUpload(opts.upload);
  return generatedLogo(opts.nameAr);
}

async function convertUpload(bytes: Buffer): Promise<Buffer> {
  try {
    const { data } = await normaliseImage(bytes, 'logo');
    return data;
  } catch (err) {
    throw new Error(`logo file is not a readable image (${bytes.length} bytes)`, { cause: err });
  }
}

function generatedLogo(nameAr: string): Promise<Buffer> {
  registerCanvasFonts();
  const letter = nameAr.match(ARABIC_LETTER)?.[0] ?? ([...nameAr.trim()][0] || 'س');
  const size = GENERATED_SIZE;
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = TEAL;
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, size / 2, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold ${Math.round(size * 0.5)}px ${CANVAS_FAMILY}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.direction = 'rtl';
  // Cairo's Arabic sits high in its em box; nudge down so the letter looks centred on the disc.
  ctx.fillText(letter, size / 2, size / 2 + size * 0.04);
  return canvas.encode('png');
}
