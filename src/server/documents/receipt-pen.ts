// The cursor that lays the 80 mm receipt out top to bottom (receipt.ts; decisions 0052, 0061, 0065).
import { createCanvas, type Image } from '@napi-rs/canvas';
import { hasRtl, lineDirection, visualString } from './bidi';
import { blitDarker, fillGrey, redChannel, type GreyImage } from './grey-png';
import type { TextSpec, TextSprites } from './text-sprites';

/** 80 mm paper at 203 dpi: 576 printable px. */
export const RECEIPT_WIDTH = 576;
/** Margin left and right and above the first line, px. */
export const PAD = 24;
const INNER = RECEIPT_WIDTH - 2 * PAD;
/** Target QR width, px; rounded down to whole pixels per module so the modules stay crisp. */
const QR_SIZE = 300;
/** Text colours: ink, and the grey of secondary lines (English name, notes, unit prices). */
export const INK = '#000000';
export const GREY = '#444444';
/** A rule's thickness and, dashed, its dash and gap, px. */
const RULE = 2;
const DASH = 8;
const DASH_GAP = 6;

/** One string drawn on the receipt, with the paragraph direction the canvas lays it out in. */
export interface ReceiptText {
  text: string;
  direction: 'rtl' | 'ltr';
  /** The string as it reads on paper, left to right (the Unicode bidi algorithm, bidi-js). */
  visual: string;
}

/** What the pen put on the page, painted once the height is known (Pen.paint). */
type Mark =
  | { kind: 'text'; spec: TextSpec; y: number }
  | { kind: 'pixels'; image: GreyImage; x: number; y: number }
  | { kind: 'rule'; y: number; dashed: boolean }
  | { kind: 'qr'; modules: boolean[][]; left: number; top: number; cell: number };

/**
 * A cursor going down the receipt: it advances and notes what goes where; `paint` then puts it on
 * a greyscale page. Each string is a sprite of `sprites`, drawn by the canvas once per thread and
 * reused after; rules and the QR are whole-pixel rectangles. Without `draw` it only advances
 * (measuring, or the text model with `texts`).
 */
export class Pen {
  y = PAD;
  private readonly marks: Mark[] = [];
  constructor(
    private readonly sprites: TextSprites,
    private readonly draw: boolean,
    private readonly texts?: ReceiptText[],
  ) {}

  /** Notes `text` in the model and, when drawing, where it goes. */
  private text(spec: Omit<TextSpec, 'colour'>, colour: string): void {
    this.texts?.push({
      text: spec.text,
      direction: spec.direction,
      visual: visualString(spec.text, spec.direction),
    });
    if (this.draw && spec.text)
      this.marks.push({ kind: 'text', spec: { ...spec, colour }, y: this.y });
  }

  /** Cairo's line box is ~1.4 em for Arabic with its marks. */
  private advance(size: number): void {
    this.y += Math.round(size * 1.45);
  }

  centre(text: string, size: number, bold = false, colour = INK): void {
    const direction = lineDirection(text);
    const x = RECEIPT_WIDTH / 2;
    this.text({ text, size, bold, align: 'center', direction, x, maxWidth: INNER }, colour);
    this.advance(size);
  }

  /** Label at the right (start of the RTL line), value at the left, on one line. */
  pair(label: string, value: string, size: number, bold = false, colour = INK): void {
    const x = RECEIPT_WIDTH - PAD;
    this.text(
      { text: label, size, bold, align: 'right', direction: lineDirection(label), x },
      colour,
    );
    // Amounts like "-3.60" must keep their sign on the left: draw a value without Arabic LTR.
    const direction = hasRtl(value) ? 'rtl' : 'ltr';
    // A long value (a cashier's full name) is condensed rather than run into the label.
    const room = this.draw
      ? Math.max(INNER / 3, INNER - this.sprites.measure(label, size, bold) - 16)
      : undefined;
    this.text(
      { text: value, size, bold, align: 'left', direction, x: PAD, maxWidth: room },
      colour,
    );
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
    const x = align === 'right' ? RECEIPT_WIDTH - PAD : RECEIPT_WIDTH / 2;
    const direction = lineDirection(text);
    let line = '';
    const flush = () => {
      if (line) this.text({ text: line, size, bold, align, direction, x, maxWidth: INNER }, colour);
      this.advance(size);
    };
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.sprites.measure(next, size, bold) > INNER) {
        flush();
        line = word;
      } else line = next;
    }
    flush();
  }

  /** An image `size` px wide, centred, on white. */
  image(image: Image, size: number): void {
    const h = Math.round((size * image.height) / image.width);
    if (this.draw) {
      const canvas = createCanvas(size, h);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, size, h);
      ctx.drawImage(image, 0, 0, size, h);
      const pixels = redChannel(ctx.getImageData(0, 0, size, h).data);
      const x = Math.round((RECEIPT_WIDTH - size) / 2);
      this.marks.push({ kind: 'pixels', image: { pixels, width: size, height: h }, x, y: this.y });
    }
    this.y += h + 8;
  }

  /** The QR modules as whole-pixel squares, centred, with a quiet zone of one module. */
  qr(modules: boolean[][]): void {
    const cell = Math.floor(QR_SIZE / (modules.length + 2));
    const size = cell * (modules.length + 2);
    const left = Math.round((RECEIPT_WIDTH - size) / 2) + cell;
    if (this.draw) this.marks.push({ kind: 'qr', modules, left, top: this.y + cell, cell });
    this.y += size + 8;
  }

  /** A full-width rule, solid or dashed, `RULE` px thick. */
  rule(dashed = false): void {
    this.y += 6;
    if (this.draw) this.marks.push({ kind: 'rule', y: this.y, dashed });
    this.y += 10;
  }

  gap(px: number): void {
    this.y += px;
  }

  /** Paints everything noted on `page` (white, RECEIPT_WIDTH wide). */
  paint(page: GreyImage): void {
    for (const mark of this.marks) {
      if (mark.kind === 'text') {
        const s = this.sprites.sprite(mark.spec);
        blitDarker(page, s, s.x, mark.y + s.dy);
      } else if (mark.kind === 'pixels') blitDarker(page, mark.image, mark.x, mark.y);
      else if (mark.kind === 'rule') paintRule(page, mark.y, mark.dashed);
      else paintQr(page, mark);
    }
  }
}

/** A rule centred on row `y` (rows y − 1 and y, as a 2 px canvas stroke), from PAD to the end. */
function paintRule(page: GreyImage, y: number, dashed: boolean): void {
  const end = RECEIPT_WIDTH - PAD;
  const step = dashed ? DASH + DASH_GAP : end - PAD;
  for (let x = PAD; x < end; x += step)
    fillGrey(page, x, y - RULE / 2, Math.min(dashed ? DASH : step, end - x), RULE);
}

/** The QR's dark modules, a run of them in a row as one rectangle. */
function paintQr(page: GreyImage, qr: Extract<Mark, { kind: 'qr' }>): void {
  const { modules, left, top, cell } = qr;
  modules.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      if (!row[c]) continue;
      let end = c;
      while (row[end + 1]) end++;
      fillGrey(page, left + c * cell, top + r * cell, (end - c + 1) * cell, cell);
      c = end;
    }
  });
}
