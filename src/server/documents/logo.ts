import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { CANVAS_FAMILY, registerCanvasFonts } from './fonts';

/** Side of the generated logo, px. */
const GENERATED_SIZE = 256;
/** Longest side of a converted upload, px: enough for the A4 PDF and the screens. */
const MAX_UPLOAD_SIDE = 512;
const TEAL = '#0f766e';
const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3]/u;

/**
 * A business's logo as PNG bytes (DESIGN.md §5, issue #3 §4 `GET invoices/{UUID}` → logo).
 * - `logoPath` given and the file exists: the uploaded image (PNG, JPEG or WebP) converted to PNG,
 *   scaled down so its longest side is at most 512 px (never up).
 * - otherwise: a generated 256 × 256 px logo, the first Arabic letter of `nameAr` in white on a
 *   teal disc (first character of the name when it has no Arabic letter, "س" when empty).
 * @throws Error when the file exists but cannot be decoded as an image.
 */
export async function logoPng(opts: { logoPath: string | null; nameAr: string }): Promise<Buffer> {
  if (opts.logoPath && existsSync(opts.logoPath)) return convertUpload(opts.logoPath);
  return generatedLogo(opts.nameAr);
}

async function convertUpload(path: string): Promise<Buffer> {
  let image;
  try {
    image = await loadImage(await readFile(path));
  } catch (err) {
    throw new Error(`logo file is not a readable image: ${path}`, { cause: err });
  }
  const scale = Math.min(1, MAX_UPLOAD_SIDE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(image, 0, 0, width, height);
  return canvas.encode('png');
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
