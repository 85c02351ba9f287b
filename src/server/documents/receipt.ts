import {
  createCanvas,
  loadImage,
  type Canvas,
  type Image,
  type SKRSContext2D,
} from '@napi-rs/canvas';
import sharp from 'sharp';
import { hasRtl, lineDirection, visualString } from './bidi';
import { LABELS, amount, invoiceTitle, numberLabel } from './format';
import { orderRows, paymentRows } from './sale-rows';
import { categoryLabel, lineCategoryLabel, printedBreakdown } from './vat-lines';
import { CANVAS_FAMILY, registerCanvasFonts } from './fonts';
import { qrModules } from './qr';
import type { InvoiceDocument } from './types';

/** 80 mm paper at 203 dpi: 576 printable px. */
export const RECEIPT_WIDTH = 576;
const PAD = 24;
const INNER = RECEIPT_WIDTH - 2 * PAD;
/** Target QR width, px; rounded down to whole pixels per module so the modules stay crisp. */
const QR_SIZE = 300;
const INK = '#000000';
const GREY = '#444444';

interface Assets {
  qr: boolean[][];
  logo: Image | null;
}

/**
 * Renders the 80 mm receipt of a tax invoice (the legacy `invoimage`; decision 0006) as PNG
 * bytes: 576 px wide (203 dpi thermal printers), height growing with the lines; black on white
 * with ctx.direction 'rtl' and the Cairo font. Shows the logo (when given), business name, title
 * (فاتورة ضريبية مبسطة / Simplified Tax Invoice, or the standard title), number, date and time,
 * the buyer block on a standard invoice, a restaurant's order type with its table or delivery
 * details (decision 0056), VAT number, lines (name, its note small, quantity × unit price, total),
 * discount when > 0, totals before VAT, VAT 15 %, total, payment means (or the parts of a split
 * payment, then the cash tendered and the change: sale-rows.ts), and the ZATCA QR (drawn from qrcode's modules, error correction
 * M, whole pixels per module) at the bottom. Amounts are halalas in `doc`,
 * printed as SAR.
 * @throws Error when the logo bytes cannot be decoded or the QR text is too long.
 */
export async function renderReceiptPng(doc: InvoiceDocument): Promise<Buffer> {
  registerCanvasFonts();
  const assets: Assets = {
    qr: qrModules(doc.qrBase64),
    logo: doc.seller.logo ? await loadImage(doc.seller.logo) : null,
  };
  const height = layout(createCanvas(RECEIPT_WIDTH, 10).getContext('2d'), doc, assets, false);
  const canvas = createCanvas(RECEIPT_WIDTH, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, RECEIPT_WIDTH, height);
  layout(ctx, doc, assets, true);
  return greyPng(canvas);
}

/**
 * The canvas as an 8-bit greyscale PNG (one channel, zlib level 6) instead of the canvas's own
 * RGBA PNG: a receipt is black and grey on white for a thermal printer, so the colour channels are
 * the same and only one is kept. On the 80 mm receipt this encodes in about a sixth of the time
 * (the RGBA encode was three quarters of a receipt's cost) and the file is 60 % smaller; the
 * pixels read the same (decision 0061).
 */
export async function greyPng(canvas: Canvas): Promise<Buffer> {
  const { width, height } = canvas;
  return sharp(canvas.data(), { raw: { width, height, channels: 4 } })
    .extractChannel(0)
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** One string drawn on the receipt, with the paragraph direction the canvas lays it out in. */
export interface ReceiptText {
  text: string;
  direction: 'rtl' | 'ltr';
  /** The string as it reads on paper, left to right (the Unicode bidi algorithm, bidi-js). */
  visual: string;
}

/**
 * The receipt's text model: every string `renderReceiptPng` draws, top to bottom (a pair gives its
 * label, then its value; a wrapped text each of its lines), with the direction it is drawn in —
 * RTL, except Latin-only lines and values without Arabic, which are LTR (`lineDirection`, decision
 * 0052) — and how it reads. Draws nothing. @throws Error when the QR text is too long.
 */
export function receiptText(doc: InvoiceDocument): ReceiptText[] {
  registerCanvasFonts();
  const texts: ReceiptText[] = [];
  const ctx = createCanvas(RECEIPT_WIDTH, 10).getContext('2d');
  layout(ctx, doc, { qr: qrModules(doc.qrBase64), logo: null }, false, texts);
  return texts;
}

/** Runs the receipt top to bottom; draws only when `draw`. Returns the total height in px. */
function layout(
  ctx: SKRSContext2D,
  doc: InvoiceDocument,
  assets: Assets,
  draw: boolean,
  texts?: ReceiptText[],
): number {
  const p = new Pen(ctx, draw, texts);
  const title = invoiceTitle(doc.kind, doc.billing);
  if (assets.logo) p.image(assets.logo, 120);
  p.wrapped(doc.seller.nameAr, 34, true, 'center');
  if (doc.seller.nameEn) p.wrapped(doc.seller.nameEn, 22, false, 'center', GREY);
  p.centre(`${LABELS.vatNumber.ar}: ${doc.seller.vatNumber}`, 22);
  p.rule();
  p.centre(title.ar, 32, true);
  p.centre(title.en, 22, false, GREY);
  p.gap(6);
  p.pair(numberLabel(doc.kind, doc.billing).ar, String(doc.number), 26, true);
  p.pair(LABELS.date.ar, doc.issueDate, 24);
  p.pair(LABELS.time.ar, doc.issueTime, 24);
  if (doc.employeeName) p.pair(LABELS.cashier.ar, doc.employeeName, 24);
  if (doc.billing) {
    p.pair(LABELS.original.ar, String(doc.billing.originalNumber), 24, true);
    p.wrapped(`${LABELS.reason.ar}: ${doc.billing.reason}`, 22);
  }
  if (doc.buyer) drawBuyer(p, doc.buyer);
  const order = orderRows(doc);
  if (order.length > 0) p.rule(true);
  for (const row of order)
    if (row.value.length > 26) p.wrapped(`${row.label}: ${row.value}`, 22);
    else p.pair(row.label, row.value, 24, row === order[0]);
  p.rule();
  p.pair('الصنف', 'الإجمالي', 22, true);
  p.rule(true);
  for (const line of doc.lines) {
    const label = lineCategoryLabel(line);
    p.wrapped(label ? `${line.name} - ${label.ar}` : line.name, 26, true);
    if (line.note) p.wrapped(line.note, 20, false, 'right', GREY);
    p.pair(`${line.quantity} × ${amount(line.unitPrice)}`, amount(line.total), 24, false, GREY);
    if (line.discount > 0) p.pair(LABELS.discount.ar, `-${amount(line.discount)}`, 20, false, GREY);
    p.gap(4);
  }
  p.rule();
  if (doc.discountTotal > 0)
    p.pair(`${LABELS.discount.ar} ${doc.discountPercent}%`, `-${amount(doc.discountTotal)}`, 24);
  for (const g of printedBreakdown(doc))
    p.pair(categoryLabel(g.category).ar, amount(g.taxable), 22);
  p.pair(LABELS.taxExclusive.ar, amount(doc.taxExclusive), 24);
  p.pair(LABELS.tax.ar, amount(doc.tax), 24);
  p.pair(LABELS.taxInclusive.ar, `${amount(doc.taxInclusive)} ر.س`, 30, true);
  p.rule();
  for (const row of paymentRows(doc)) p.pair(row.label, row.value, 24, true);
  p.gap(14);
  p.qr(assets.qr);
  p.centre('شكراً لزيارتكم', 22, false, GREY);
  return Math.ceil(p.y + PAD);
}

/** The buyer block of a standard tax invoice: name, VAT number, CR number, address. */
function drawBuyer(p: Pen, buyer: NonNullable<InvoiceDocument['buyer']>): void {
  p.rule(true);
  p.centre(LABELS.buyer.ar, 24, true);
  p.wrapped(buyer.name, 24, true);
  if (buyer.vatNumber) p.pair(LABELS.vatNumber.ar, buyer.vatNumber, 22);
  if (buyer.crNumber) p.pair(LABELS.crNumber.ar, buyer.crNumber, 22);
  const address = buyer.address || buyer.city;
  if (address) p.wrapped(address, 20, false, 'right', GREY);
}

/** A cursor going down the receipt; in measuring mode it only advances. */
class Pen {
  y = PAD;
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
    if (this.draw) {
      this.ctx.fillStyle = INK;
      modules.forEach((row, r) =>
        row.forEach(
          (dark, c) =>
            dark && this.ctx.fillRect(left + c * cell, this.y + cell + r * cell, cell, cell),
        ),
      );
    }
    this.y += size + 8;
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
