import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { PAPER_DOTS, type PaperWidthMm } from '../../domain/printer';
import { hasRtl } from './bidi';
import { CANVAS_FAMILY, registerCanvasFonts } from './fonts';

/** What a kitchen ticket prints (decision 0057): one station's lines of one round of an order. */
export interface KitchenTicket {
  businessName: string;
  stationName: string;
  /** The order's number of the day («طلب 17»). */
  orderNumber: number;
  /** The order type's Arabic label (ORDER_TYPE_LABELS). */
  orderType: string;
  /** The table, or the delivery's reference or customer; '' none. */
  place: string;
  /** Riyadh wall-clock time of the send, `HH:mm`, and its date `YYYY-MM-DD`. */
  time: string;
  date: string;
  /** 1 the first send; a later round prints «إضافة». */
  round: number;
  lines: ReadonlyArray<{
    quantity: number;
    name: string;
    choices: readonly string[];
    note: string;
  }>;
}

const INK = '#000000';
const WHITE = '#ffffff';
/** The geometry at 576 dots (80 mm); 58 mm paper draws everything at 384/576. */
const BASE = 576;

/**
 * Draws a kitchen ticket (decision 0057) as the thermal image: PNG, black on white, Cairo, right to
 * left, `PAPER_DOTS[paperWidthMm]` px wide (576 for 80 mm, 384 for 58 mm) and as tall as its
 * content: the business, «تذكرة مطبخ» and the station on a black band, the order number big, the
 * order type with the table or delivery reference, the time (Riyadh), «إضافة» on a later round,
 * then each line — quantity ×, name, its choices, the kitchen note. Long text wraps; nothing is
 * cut. Printed like a receipt (printImage).
 * @throws Error when the Cairo font cannot be registered.
 */
export async function renderKitchenTicketPng(
  ticket: KitchenTicket,
  opts: { paperWidthMm: PaperWidthMm } = { paperWidthMm: 80 },
): Promise<Buffer> {
  registerCanvasFonts();
  const width = PAPER_DOTS[opts.paperWidthMm];
  const height = layout(createCanvas(width, 10).getContext('2d'), ticket, width, false);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = WHITE;
  ctx.fillRect(0, 0, width, height);
  layout(ctx, ticket, width, true);
  return canvas.encode('png');
}

/** Runs the ticket top to bottom; draws only when `draw`. Returns the height in px. */
function layout(ctx: SKRSContext2D, t: KitchenTicket, width: number, draw: boolean): number {
  const p = new Pen(ctx, width, draw);
  p.text(t.businessName, 24, false, 'center');
  p.band(`تذكرة مطبخ — ${t.stationName}`, 30);
  p.text(`طلب ${t.orderNumber}`, 76, true, 'center');
  if (t.round > 1) p.boxed(`إضافة (الإرسال ${t.round})`, 34);
  p.text(t.place ? `${t.orderType} — ${t.place}` : t.orderType, 32, true, 'center');
  p.text(`${t.date}   ${t.time}`, 24, false, 'center');
  p.rule(false);
  t.lines.forEach((line, i) => {
    if (i > 0) p.rule(true);
    p.line(line.quantity, line.name, 34);
    for (const c of line.choices) p.indented(`• ${c}`, 28, false);
    if (line.note) p.indented(`ملاحظة: ${line.note}`, 28, true);
  });
  p.rule(false);
  const count = t.lines.reduce((n, l) => n + l.quantity, 0);
  p.text(`عدد القطع: ${count}`, 24, false, 'center');
  return Math.ceil(p.y + p.pad);
}

/** A cursor going down the image; in measuring mode it only advances. */
class Pen {
  y: number;
  readonly pad: number;
  private readonly k: number;
  constructor(
    private readonly ctx: SKRSContext2D,
    private readonly width: number,
    private readonly draw: boolean,
  ) {
    this.k = width / BASE;
    this.pad = Math.round(20 * this.k);
    this.y = this.pad;
  }

  private get right(): number {
    return this.width - this.pad;
  }
  private get inner(): number {
    return this.width - 2 * this.pad;
  }

  private font(size: number, bold: boolean, colour = INK): number {
    const px = Math.round(size * this.k);
    this.ctx.font = `${bold ? 'bold ' : ''}${px}px ${CANVAS_FAMILY}`;
    this.ctx.fillStyle = colour;
    this.ctx.textBaseline = 'top';
    return px;
  }

  private put(text: string, x: number, align: 'left' | 'right' | 'center', max: number): void {
    this.ctx.direction = hasRtl(text) ? 'rtl' : 'ltr';
    this.ctx.textAlign = align;
    if (this.draw && text) this.ctx.fillText(text, x, this.y, max);
  }

  private advance(px: number): void {
    this.y += Math.round(px * 1.5);
  }

  /** `text` broken on spaces into lines at most `width` px wide in the current font. */
  private lines(text: string, width: number): string[] {
    const out: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.ctx.measureText(next).width > width) {
        out.push(line);
        line = word;
      } else line = next;
    }
    return [...out, line];
  }

  /** Wrapped text across the paper, centred or at the right. */
  text(text: string, size: number, bold: boolean, align: 'center' | 'right'): void {
    const px = this.font(size, bold);
    const x = align === 'center' ? this.width / 2 : this.right;
    for (const l of this.lines(text, this.inner)) {
      this.put(l, x, align, this.inner);
      this.advance(px);
    }
  }

  /** A title, white on a black band across the paper (wrapped when long). */
  band(text: string, size: number): void {
    const px = this.font(size, true);
    const rows = this.lines(text, this.inner - 16 * this.k);
    const h = Math.round(px * 1.5) * rows.length + Math.round(14 * this.k);
    const top = this.y;
    if (this.draw) this.ctx.fillRect(this.pad, top, this.inner, h);
    this.font(size, true, WHITE);
    this.y += Math.round(9 * this.k);
    for (const r of rows) {
      this.put(r, this.width / 2, 'center', this.inner - 16 * this.k);
      this.advance(px);
    }
    this.y = top + h + Math.round(8 * this.k);
  }

  /** Centred bold text in a thick frame (a later round's «إضافة»). */
  boxed(text: string, size: number): void {
    const px = this.font(size, true);
    const w = Math.min(this.ctx.measureText(text).width + 40 * this.k, this.inner);
    const h = Math.round(px * 1.75);
    if (this.draw) {
      this.ctx.strokeStyle = INK;
      this.ctx.lineWidth = Math.max(3, Math.round(4 * this.k));
      this.ctx.setLineDash([]);
      this.ctx.strokeRect((this.width - w) / 2, this.y, w, h);
    }
    const inset = Math.round(px * 0.2);
    this.y += inset;
    this.put(text, this.width / 2, 'center', w - 16 * this.k);
    this.y += h - inset + Math.round(8 * this.k);
  }

  /** An ordered line: «×2» at the right edge, the name wrapped to its left. */
  line(quantity: number, name: string, size: number): void {
    const px = this.font(size, true);
    const qty = `×${quantity}`;
    this.ctx.direction = 'ltr';
    const qtyWidth = this.ctx.measureText('×999').width + 12 * this.k;
    this.put(qty, this.right, 'right', qtyWidth);
    const room = this.inner - qtyWidth;
    for (const l of this.lines(name, room)) {
      this.put(l, this.right - qtyWidth, 'right', room);
      this.advance(px);
    }
  }

  /** A choice or the note, under the line's name (indented past the quantity). */
  indented(text: string, size: number, bold: boolean): void {
    const px = this.font(size, bold);
    const indent = Math.round(60 * this.k);
    const room = this.inner - indent;
    for (const l of this.lines(text, room)) {
      this.put(l, this.right - indent, 'right', room);
      this.advance(px);
    }
  }

  rule(dashed: boolean): void {
    this.y += Math.round(4 * this.k);
    if (this.draw) {
      this.ctx.strokeStyle = INK;
      this.ctx.lineWidth = 2;
      this.ctx.setLineDash(dashed ? [8, 6] : []);
      this.ctx.beginPath();
      this.ctx.moveTo(this.pad, this.y);
      this.ctx.lineTo(this.right, this.y);
      this.ctx.stroke();
    }
    this.y += Math.round(12 * this.k);
  }
}
