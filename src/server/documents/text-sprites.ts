// Strings drawn once and kept as greyscale pixels (decision 0065): a business's receipts repeat
// the same header, labels, item names and amounts, so after the first receipts of a business most
// of a receipt is copied from here instead of being shaped, drawn and read back from a canvas.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { CANVAS_FAMILY, registerCanvasFonts } from './fonts';
import { redChannel, type GreyImage } from './grey-png';

/** How one string is drawn: as canvas fillText(text, x, y, maxWidth) with textBaseline 'top'. */
export interface TextSpec {
  text: string;
  /** Font size, px. */
  size: number;
  bold: boolean;
  /** CSS colour; the receipt uses greys only. */
  colour: string;
  align: 'left' | 'right' | 'center';
  direction: 'rtl' | 'ltr';
  /** The x the text is aligned on, whole px. */
  x: number;
  /** fillText's maxWidth (a wider text is condensed to it), px; none when undefined. */
  maxWidth?: number;
}

/** A drawn string: its greyscale pixels (trimmed to its ink) and where they go. */
export interface Sprite {
  /** Left edge on the page, px. */
  x: number;
  /** Top edge relative to the text's y (textBaseline 'top'), px; negative above it. */
  dy: number;
  width: number;
  height: number;
  /** One byte a pixel, 0 black … 255 white, row by row. */
  pixels: Uint8Array;
}

/** Bytes of sprite pixels kept per thread before the least recently used are dropped. */
const SPRITE_BYTES = 8 * 1024 * 1024;
/** Measured widths kept per thread; all are dropped when the map is full (they are cheap). */
const WIDTHS = 20_000;

/**
 * The sprites and widths of one thread: every receipt worker (receipt-pool.ts) keeps its own, and
 * the in-process renderer one more. Both caches are keyed by everything that changes the pixels,
 * so a business that renames itself simply makes new entries; old ones age out.
 */
export class TextSprites {
  private readonly sprites = new Map<string, Sprite>();
  private readonly widths = new Map<string, number>();
  private bytes = 0;
  private canvas: Canvas | null = null;
  private ctx: SKRSContext2D | null = null;
  /** Sprites drawn (cache misses) and reused (hits) since the thread started; for benchmarks. */
  readonly counts = { drawn: 0, reused: 0 };

  constructor(private readonly pageWidth: number) {}

  /** The advance width of `text` in the font (size px, bold or not), px: canvas measureText. */
  measure(text: string, size: number, bold: boolean): number {
    const key = `${size}|${bold ? 1 : 0}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      const ctx = this.context(size);
      ctx.font = fontOf(size, bold);
      width = ctx.measureText(text).width;
      if (this.widths.size >= WIDTHS) this.widths.clear();
      this.widths.set(key, width);
    }
    return width;
  }

  /** The pixels of `spec`, drawn on first use and then reused. @throws the canvas's errors. */
  sprite(spec: TextSpec): Sprite {
    const key = JSON.stringify(spec);
    const found = this.sprites.get(key);
    if (found) {
      // Most recently used last: Map keeps insertion order.
      this.sprites.delete(key);
      this.sprites.set(key, found);
      this.counts.reused++;
      return found;
    }
    const sprite = this.draw(spec);
    this.counts.drawn++;
    this.sprites.set(key, sprite);
    this.bytes += sprite.pixels.length;
    for (const [oldKey, old] of this.sprites) {
      if (this.bytes <= SPRITE_BYTES) break;
      this.sprites.delete(oldKey);
      this.bytes -= old.pixels.length;
    }
    return sprite;
  }

  /** Draws `spec` on the scratch canvas `size` px below its top and reads its ink back. */
  private draw(spec: TextSpec): Sprite {
    const { size } = spec;
    const ctx = this.context(size);
    const band = 3 * size;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, this.pageWidth, band);
    ctx.font = fontOf(size, spec.bold);
    ctx.fillStyle = spec.colour;
    ctx.textBaseline = 'top';
    ctx.textAlign = spec.align;
    ctx.direction = spec.direction;
    if (spec.maxWidth === undefined) ctx.fillText(spec.text, spec.x, size);
    else ctx.fillText(spec.text, spec.x, size, spec.maxWidth);
    // Read only around the text: its width plus a margin of one em for overhanging marks.
    const w = Math.min(ctx.measureText(spec.text).width, spec.maxWidth ?? Infinity);
    const left =
      spec.align === 'left' ? spec.x : spec.align === 'right' ? spec.x - w : spec.x - w / 2;
    const x0 = Math.max(0, Math.floor(left - size));
    const x1 = Math.min(this.pageWidth, Math.ceil(left + w + size));
    if (x1 <= x0) return { x: 0, dy: 0, width: 0, height: 0, pixels: new Uint8Array(0) };
    const rgba = ctx.getImageData(x0, 0, x1 - x0, band).data;
    return trim({ pixels: redChannel(rgba), width: x1 - x0, height: band }, x0, -size);
  }

  /** The scratch canvas, the page's width and at least 3 × `size` px high. */
  private context(size: number): SKRSContext2D {
    if (!this.canvas || this.canvas.height < 3 * size) {
      registerCanvasFonts();
      this.canvas = createCanvas(this.pageWidth, Math.max(3 * size, 120));
      this.ctx = this.canvas.getContext('2d');
    }
    return this.ctx!;
  }
}

/** The canvas font of the receipt: Cairo, `size` px, bold or regular. */
function fontOf(size: number, bold: boolean): string {
  return `${bold ? 'bold ' : ''}${size}px ${CANVAS_FAMILY}`;
}

/** The smallest rectangle of `band` holding every non-white pixel, placed at (x0, dy0). */
function trim(band: GreyImage, x0: number, dy0: number): Sprite {
  const { pixels, width, height } = band;
  let top = height;
  let bottom = -1;
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (pixels[y * width + x]! < 255) {
        if (y < top) top = y;
        bottom = y;
        if (x < left) left = x;
        if (x > right) right = x;
      }
  if (bottom < 0) return { x: 0, dy: 0, width: 0, height: 0, pixels: new Uint8Array(0) };
  const w = right - left + 1;
  const h = bottom - top + 1;
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    out.set(pixels.subarray((top + y) * width + left, (top + y) * width + left + w), y * w);
  return { x: x0 + left, dy: dy0 + top, width: w, height: h, pixels: out };
}
