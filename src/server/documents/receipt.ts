import { loadImage, type Image } from '@napi-rs/canvas';
import { LABELS, amount, invoiceTitle, numberLabel } from './format';
import { orderRows, paymentRows } from './sale-rows';
import { categoryLabel, lineCategoryLabel, printedBreakdown } from './vat-lines';
import { encodeGreyPng, whitePage } from './grey-png';
import { qrModules } from './qr';
import { GREY, PAD, Pen, RECEIPT_WIDTH, type ReceiptText } from './receipt-pen';
import { TextSprites } from './text-sprites';
import type { InvoiceDocument } from './types';

export { RECEIPT_WIDTH, type ReceiptText } from './receipt-pen';

/** This thread's drawn strings (text-sprites.ts): each receipt worker has its own. */
const sprites = new TextSprites(RECEIPT_WIDTH);

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
 * printed as SAR. A 2-bit greyscale PNG composed from strings this thread drew once (decision
 * 0065); the same bytes in any thread.
 * @throws Error when the logo bytes cannot be decoded or the QR text is too long.
 */
export async function renderReceiptPng(doc: InvoiceDocument): Promise<Buffer> {
  const assets: Assets = {
    qr: qrModules(doc.qrBase64),
    logo: doc.seller.logo ? await loadImage(doc.seller.logo) : null,
  };
  // From here on synchronous: the page and scanline buffers are shared by the thread's renders.
  const pen = layout(sprites, doc, assets, true);
  const page = whitePage(RECEIPT_WIDTH, pen.y);
  pen.paint(page);
  return encodeGreyPng(page);
}

/**
 * The receipt's text model: every string `renderReceiptPng` draws, top to bottom (a pair gives its
 * label, then its value; a wrapped text each of its lines), with the direction it is drawn in —
 * RTL, except Latin-only lines and values without Arabic, which are LTR (`lineDirection`, decision
 * 0052) — and how it reads. Draws nothing. @throws Error when the QR text is too long.
 */
export function receiptText(doc: InvoiceDocument): ReceiptText[] {
  const texts: ReceiptText[] = [];
  layout(sprites, doc, { qr: qrModules(doc.qrBase64), logo: null }, false, texts);
  return texts;
}

/**
 * Runs the receipt top to bottom; notes what to paint only when `draw`. Returns the pen, its `y`
 * the total height in px; Pen.paint then puts it on the page.
 */
function layout(
  sprites: TextSprites,
  doc: InvoiceDocument,
  assets: Assets,
  draw: boolean,
  texts?: ReceiptText[],
): Pen {
  const p = new Pen(sprites, draw, texts);
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
  p.gap(PAD);
  return p;
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
