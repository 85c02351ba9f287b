// The cursor that lays the 80 mm receipt out top to bottom (receipt.ts; decisions 0052, 0061, 0065).
import type { Image, SKRSContext2D } from '@napi-rs/canvas';
import { visualString } from './bidi';
import { hasRtl, lineDirection } from './bidi';
import { CANVAS_FAMILY } from './fonts';
import { fillGrey, type GreyImage } from './grey-png';

/** 80 mm paper at 203 dpi: 576 printable px. */
export const RECEIPT_WIDTH = 576;
export const PAD = 24;
const INNER = RECEIPT_WIDTH - 2 * PAD;
/** Target QR width, px; rounded down to whole pixels per module so the modules stay crisp. */
const QR_SIZE = 300;
export const INK = '#000000';
export const GREY = '#444444';

/** One string drawn on the receipt, with the paragraph direction the canvas lays it out in. */
export interface ReceiptText {
  text: string;
  direction: 'rtl' | 'ltr';
  /** The string as it reads on paper, left to right (the Unicode bidi algorithm, bidi-js). */
  visual: string;
}

/** A QR code placed on the receipt: its modules, top-left corner of module (0, 0) and cell, px. */
interface PlacedQr {
  modules: boolean[][];
  left: number;
  top: number;
  cell: number;
}

/**
 * A cursor going down the receipt; in measuring mode it only advances. Text and rules are drawn on
 * the canvas; the QR is only placed, and painted into the greyscale pixels afterwards (paintQr):
 * a thousand canvas fillRect calls cost more than the rest of the drawing.
 */
export class Pen {
  y = PAD;
  private readonly qrs: PlacedQr[] = [];
  constructor(
    private readonly ctx: SKRSContext2D,
    private readonly draw: boolean,
    private readonly texts?: ReceiptText[],
  ) {}

  private font(size: number, bold: boolean, colour: string): void {
    this.ctx.font = `${bold ? 'bold ' : ''}${size}px ${CANVAS_FAMILY}`;
    this.ctx.fillStyle = colour;
    this.ctx.textBaseline = 'top';
  }

  /** Sets the paragraph direction `text` is drawn in, and notes the text in the model. */
  private direction(text: string, direction: 'rtl' | 'ltr'): void {
    this.ctx.direction = direction;
    this.texts?.push({ text, direction, visual: visualString(text, direction) });
  }

  /** Cairo's line box is ~1.4 em for Arabic with its marks. */
  private advance(size: number): void {
    this.y += Math.round(size * 1.45);
  }

  centre(text: string, size: number, bold = false, colour = INK): void {
    this.font(size, bold, colour);
    this.direction(text, lineDirection(text));
    this.ctx.textAlign = 'center';
    if (this.draw) this.ctx.fillText(text, RECEIPT_WIDTH / 2, this.y, INNER);
    this.advance(size);
  }

  /** Label at the right (start of the RTL line), value at the left, on one line. */
  pair(label: string, value: string, size: number, bold = false, colour = INK): void {
    this.font(size, bold, colour);
    this.direction(label, lineDirection(label));
    this.ctx.textAlign = 'right';
    if (this.draw) this.ctx.fillText(label, RECEIPT_WIDTH - PAD, this.y);
    // Amounts like "-3.60" must keep their sign on the left: draw a value without Arabic LTR.
    this.direction(value, hasRtl(value) ? 'rtl' : 'ltr');
    if (this.draw) {
      this.ctx.textAlign = 'left';
      // A long value (a cashier's full name) is condensed rather than run into the label.
      const room = Math.max(INNER / 3, INNER - this.ctx.measureText(label).width - 16);
      this.ctx.fillText(value, PAD, this.y, room);
    }
    this.advance(size);
  }

  /** Text wrapped on spaces to the receipt width, right-aligned (start of RTL) or centred. */
  wrapped(
    text: string,
    size: number,
    bold = false,
    align: 'right' | 'center' = 'right',
    colour = INK,
  ): void {
    this.font(size, bold, colour);
    this.ctx.textAlign = align;
    const x = align === 'right' ? RECEIPT_WIDTH - PAD : RECEIPT_WIDTH / 2;
    const direction = lineDirection(text);
    let line = '';
    const flush = () => {
      if (line) this.direction(line, direction);
      if (this.draw && line) this.ctx.fillText(line, x, this.y, INNER);
      this.advance(size);
    };
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.ctx.measureText(next).width > INNER) {
        flush();
        line = word;
      } else line = next;
    }
    flush();
  }

  /** An image `size` px wide, centred. */
  image(image: Image, size: number): void {
    const h = Math.round((size * image.height) / image.width);
    if (this.draw)
      this.ctx.drawImage(image, Math.round((RECEIPT_WIDTH - size) / 2), this.y, size, h);
    this.y += h + 8;
  }

  /** The QR modules as whole-pixel squares, centred, with a quiet zone of one module. */
  qr(modules: boolean[][]): void {
    const cell = Math.floor(QR_SIZE / (modules.length + 2));
    const size = cell * (modules.length + 2);
    const left = Math.round((RECEIPT_WIDTH - size) / 2) + cell;
    if (this.draw) this.qrs.push({ modules, left, top: this.y + cell, cell });
    this.y += size + 8;
  }

  /** Paints the placed QR codes black on `image` (the canvas's pixels, read after drawing). */
  paintQr(image: GreyImage): void {
    for (const { modules, left, top, cell } of this.qrs)
      modules.forEach((row, r) => {
        // A run of dark modules is one rectangle.
        for (let c = 0; c < row.length; c++) {
          if (!row[c]) continue;
          let end = c;
          while (row[end + 1]) end++;
          fillGrey(image, left + c * cell, top + r * cell, (end - c + 1) * cell, cell);
          c = end;
        }
      });
  }

  rule(dashed = false): void {
    this.y += 6;
    if (this.draw) {
      this.ctx.strokeStyle = INK;
      this.ctx.lineWidth = 2;
      this.ctx.setLineDash(dashed ? [8, 6] : []);
      this.ctx.beginPath();
      this.ctx.moveTo(PAD, this.y);
      this.ctx.lineTo(RECEIPT_WIDTH - PAD, this.y);
      this.ctx.stroke();
    }
    this.y += 10;
  }

  gap(px: number): void {
    this.y += px;
  }
}
