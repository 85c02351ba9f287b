import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { PAPER_DOTS, type PaperWidthMm } from '../../domain/printer';
import type { ZReportView } from '../../domain/schemas/shift-reports';
import { hasRtl } from './bidi';
import { receiptEscPos } from './escpos';
import { CANVAS_FAMILY, registerCanvasFonts } from './fonts';
import { zReportModel, type ZReportModel, type ZRow, type ZSection } from './z-report-model';

const INK = '#000000';
const GREY = '#444444';
/** The receipt's geometry at 576 dots (receipt.ts); 58 mm paper draws everything at 384/576. */
const BASE = 576;

/**
 * Renders the X or Z report of a shift (decision 0055) as the thermal receipt image: PNG, black on
 * white, Cairo, right to left, `PAPER_DOTS[paperWidthMm]` px wide (576 for 80 mm, 384 for 58 mm,
 * drawn at that size rather than scaled) and as tall as its content. Prints every section of
 * zReportModel: header, invoices, sales by means, notes and discounts, VAT by category, totals,
 * categories, cash movements, the drawer (expected, counted, «عجز»/«زيادة»), card and listed
 * means, the non-zero rows of the closing count, approval or forced-close notes, printed-at.
 * Amounts SAR with two decimals, aligned on a column; times Riyadh.
 * Drawn in the calling thread, not the receipt pool: a few Z reports a day at ≈ 0.1 s each do not
 * justify a second worker task type, and the pool's tasks are typed to invoices.
 * @throws Error when the Cairo font cannot be registered.
 */
export async function renderZReportPng(
  report: ZReportView,
  opts: { paperWidthMm: PaperWidthMm } = { paperWidthMm: 80 },
): Promise<Buffer> {
  registerCanvasFonts();
  const width = PAPER_DOTS[opts.paperWidthMm];
  const model = zReportModel(report);
  const height = layout(createCanvas(width, 10).getContext('2d'), model, width, false);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  layout(ctx, model, width, true);
  return canvas.encode('png');
}

/**
 * The ESC/POS bytes that print the report on the till's printer, exactly as a receipt is printed
 * (decision 0028): its PNG rastered to the paper's dots by receiptRaster, then escPosOfRaster —
 * ESC @, GS v 0 raster blocks, feed, full cut. Asynchronous because the image is.
 */
export async function zReportEscPos(
  report: ZReportView,
  opts: { paperWidthMm: PaperWidthMm } = { paperWidthMm: 80 },
): Promise<Buffer> {
  const png = await renderZReportPng(report, opts);
  return Buffer.from(await receiptEscPos(png, PAPER_DOTS[opts.paperWidthMm]));
}

/** Runs the report top to bottom; draws only when `draw`. Returns the height in px. */
function layout(ctx: SKRSContext2D, m: ZReportModel, width: number, draw: boolean): number {
  const p = new Pen(ctx, width, draw);
  p.centre(m.businessName, 32, true);
  p.centre(`الرقم الضريبي: ${m.vatNumber}`, 22);
  p.rule();
  p.centre(m.title, 30, true);
  p.gap(4);
  for (const f of m.facts) p.pair(f, 24);
  for (const s of m.sections) section(p, s);
  if (m.notes.length > 0) p.rule();
  for (const n of m.notes) p.centre(n, 22, true);
  p.rule(true);
  p.pair({ label: 'تاريخ الطباعة', value: m.printedAt }, 20, GREY);
  return Math.ceil(p.y + p.pad);
}

function section(p: Pen, s: ZSection): void {
  p.rule();
  p.band(s.title, 24);
  for (const row of s.rows ?? []) p.figure(row, 23);
  if (s.table) {
    p.cells(s.table.head, 21, true, GREY);
    if (s.table.rows.length === 0) p.cells(['لا شيء', '', ''], 22, false, GREY);
    for (const r of s.table.rows) p.cells(r, 23);
    if (s.table.total) {
      p.rule(true);
      p.cells(s.table.total, 24, true);
    }
  }
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
    this.pad = Math.round(24 * this.k);
    this.y = this.pad;
  }

  private get right(): number {
    return this.width - this.pad;
  }
  /** Right edge of the figures column: amounts right-aligned here line up on their decimals. */
  private get figures(): number {
    return this.pad + Math.round(150 * this.k);
  }
  /** Centre of a table's middle (count) column. */
  private get middle(): number {
    return this.pad + Math.round(215 * this.k);
  }

  private font(size: number, bold: boolean, colour: string): number {
    const px = Math.round(size * this.k);
    this.ctx.font = `${bold ? 'bold ' : ''}${px}px ${CANVAS_FAMILY}`;
    this.ctx.fillStyle = colour;
    this.ctx.textBaseline = 'top';
    return px;
  }

  private put(text: string, x: number, align: 'left' | 'right' | 'center', max?: number): void {
    this.ctx.direction = hasRtl(text) ? 'rtl' : 'ltr';
    this.ctx.textAlign = align;
    if (this.draw && text) this.ctx.fillText(text, x, this.y, max);
  }

  private advance(px: number): void {
    this.y += Math.round(px * 1.45);
  }

  centre(text: string, size: number, bold = false, colour = INK): void {
    const px = this.font(size, bold, colour);
    this.put(text, this.width / 2, 'center', this.width - 2 * this.pad);
    this.advance(px);
  }

  /** A header fact: label at the right, value at the left edge. */
  pair(row: ZRow, size: number, colour = INK): void {
    const px = this.font(size, row.strong ?? false, colour);
    this.put(row.label, this.right, 'right');
    const room = this.width - 2 * this.pad - this.ctx.measureText(row.label).width - 16;
    this.put(row.value, this.pad, 'left', Math.max(room, (this.width - 2 * this.pad) / 3));
    this.advance(px);
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

  /** A label at the right, wrapped to `width`, its first line beside the figures. */
  private label(label: string, width: number, px: number, figures: () => void): void {
    this.lines(label, width).forEach((line, i) => {
      this.put(line, this.right, 'right', width);
      if (i === 0) figures();
      this.advance(px);
    });
  }

  /** A section row: label at the right, the figure right-aligned on the figures column. */
  figure(row: ZRow, size: number): void {
    const px = this.font(size, row.strong ?? false, INK);
    const room = row.value ? this.right - this.figures - 12 : this.right - this.pad;
    this.label(row.label, room, px, () =>
      this.put(row.value, this.figures, 'right', this.figures - this.pad),
    );
  }

  /** A three-column table row: label, count (centred), figure (on the figures column). */
  cells(values: string[], size: number, bold = false, colour = INK): void {
    const px = this.font(size, bold, colour);
    const [label = '', middle = '', figure = ''] = values;
    this.label(label, this.right - this.middle - 40 * this.k, px, () => {
      this.put(middle, this.middle, 'center');
      this.put(figure, this.figures, 'right', this.figures - this.pad);
    });
  }

  /** A section title, white on a black band across the paper. */
  band(text: string, size: number): void {
    const px = this.font(size, true, INK);
    const h = Math.round(px * 1.5);
    if (this.draw) this.ctx.fillRect(this.pad, this.y - 2, this.width - 2 * this.pad, h);
    this.font(size, true, '#ffffff');
    this.put(text, this.right - 8 * this.k, 'right');
    this.y += h + Math.round(4 * this.k);
  }

  rule(dashed = false): void {
    this.y += Math.round(6 * this.k);
    if (this.draw) {
      this.ctx.strokeStyle = INK;
      this.ctx.lineWidth = 2;
      this.ctx.setLineDash(dashed ? [8, 6] : []);
      this.ctx.beginPath();
      this.ctx.moveTo(this.pad, this.y);
      this.ctx.lineTo(this.right, this.y);
      this.ctx.stroke();
    }
    this.y += Math.round(10 * this.k);
  }

  gap(px: number): void {
    this.y += Math.round(px * this.k);
  }
}
