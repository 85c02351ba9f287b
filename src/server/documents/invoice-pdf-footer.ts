/**
 * The bottom of the A4 tax invoice: totals (discount, the net of each VAT category when there are
 * several, before VAT, VAT 15 %, with VAT), payment means (a restaurant sale's parts, cash
 * tendered and change, decision 0056), the seller and receiver signature areas, and the page footer.
 * Positions in mm; amounts in halalas, printed as SAR.
 */
import { LABELS, amount, paymentLabel } from './format';
import { box, rule, text } from './pdf-draw';
import { COLOR, CONTENT_WIDTH, LEFT, PAGE, RIGHT, type Doc } from './pdf-layout';
import type { InvoiceDocument } from './types';
import { hasPaymentDetail, paymentRows } from './sale-rows';
import { categoryLabel, printedBreakdown } from './vat-lines';

const TOTALS_WIDTH = 110;
const ROW = 7;
const PART_ROW = 5.6;
/** Height (mm) the totals and signatures need below the table (one row more per category). */
export function closingHeight(inv: InvoiceDocument): number {
  const totals = (4 + printedBreakdown(inv).length) * ROW;
  return Math.max(totals, paymentBoxHeight(inv) + 6) + 14 + 34;
}

/** Height (mm) of the payment box: the single means, or one row per part/tendered/change. */
function paymentBoxHeight(inv: InvoiceDocument): number {
  return hasPaymentDetail(inv) ? ROW + paymentRows(inv).length * PART_ROW + 2 : 2 * ROW + 2;
}

/** Totals box (left, where an RTL page ends) and payment means box (right); returns y below. */
export function drawTotals(doc: Doc, inv: InvoiceDocument, y: number): number {
  const rows: Array<[{ ar: string; en: string }, string]> = [];
  if (inv.discountTotal > 0) {
    const pct = inv.discountPercent > 0 ? ` ${inv.discountPercent}%` : '';
    rows.push([
      { ar: `${LABELS.discount.ar}${pct}`, en: `${LABELS.discount.en}${pct}` },
      amount(inv.discountTotal),
    ]);
  }
  // More than one VAT category: each category's amount before VAT first (decision 0046).
  for (const g of printedBreakdown(inv)) rows.push([categoryLabel(g.category), amount(g.taxable)]);
  rows.push([LABELS.taxExclusive, amount(inv.taxExclusive)], [LABELS.tax, amount(inv.tax)]);
  const height = rows.length * ROW + ROW + 2;
  box(doc, LEFT, y, TOTALS_WIDTH, height, { stroke: COLOR.rule, radius: 1.5 });
  rows.forEach(([labels, value], i) => {
    totalRow(doc, y + 1 + i * ROW, labels, value, false);
    rule(doc, LEFT + 2, LEFT + TOTALS_WIDTH - 2, y + (i + 1) * ROW + 0.5);
  });
  const totalY = y + rows.length * ROW + 1;
  box(doc, LEFT + 0.5, totalY, TOTALS_WIDTH - 1, ROW + 0.5, { fill: COLOR.accentSoft, radius: 1 });
  totalRow(doc, totalY + 0.4, LABELS.taxInclusive, `${amount(inv.taxInclusive)} SAR`, true);

  const payX = LEFT + TOTALS_WIDTH + 6;
  const payW = RIGHT - payX;
  const pay = paymentLabel(inv.paymentMeansCode);
  const payH = paymentBoxHeight(inv);
  box(doc, payX, y, payW, payH, { stroke: COLOR.rule, radius: 1.5 });
  text(doc, LABELS.payment.ar, payX + 2, y + 1, payW - 4, { size: 9, bold: true });
  text(doc, LABELS.payment.en, payX + 2, y + 1.4, payW - 4, {
    size: 7.5,
    color: COLOR.muted,
    base: 'ltr',
    align: 'left',
  });
  if (hasPaymentDetail(inv)) drawPaymentParts(doc, inv, payX, y + ROW, payW);
  else {
    const accent = { size: 10, bold: true, color: COLOR.accent };
    text(doc, pay.ar, payX + 2, y + ROW + 1, payW - 4, accent);
    text(doc, pay.en, payX + 2, y + ROW + 1.6, payW - 4, {
      size: 9,
      color: COLOR.accent,
      base: 'ltr',
      align: 'left',
    });
  }
  text(doc, 'المبالغ بالريال السعودي - Amounts in SAR', payX + 2, y + payH + 2, payW - 4, {
    size: 7.5,
    color: COLOR.muted,
  });
  return y + Math.max(height, payH + 6) + 6;
}

/**
 * A restaurant sale's payment (decision 0056): each part of a split payment, then the cash
 * tendered and the change (paymentRows), Arabic label right, amount left.
 */
function drawPaymentParts(doc: Doc, inv: InvoiceDocument, x: number, y: number, w: number): void {
  paymentRows(inv).forEach((row, i) => {
    const ry = y + 0.6 + i * PART_ROW;
    text(doc, row.label, x + w / 2, ry, w / 2 - 2, { size: 9.5, bold: true, color: COLOR.accent });
    text(doc, row.value, x + 2, ry, w / 2 - 4, {
      size: 9.5,
      bold: true,
      base: 'ltr',
      align: 'left',
    });
  });
}

/** A totals row: English label (left), amount (right-aligned, so decimals line up), Arabic label (right). */
function totalRow(
  doc: Doc,
  y: number,
  labels: { ar: string; en: string },
  value: string,
  strong: boolean,
): void {
  const size = strong ? 10.5 : 9;
  text(doc, labels.en, LEFT + 2, y + 0.6, 28, {
    size: 7.5,
    color: COLOR.muted,
    base: 'ltr',
    align: 'left',
  });
  text(doc, value, LEFT + 30, y, 30, { size, bold: strong, base: 'ltr', align: 'right' });
  text(doc, labels.ar, LEFT + 62, y, TOTALS_WIDTH - 64, { size, bold: true });
}

/** A note (a quotation's validity) across the page, Arabic then English; returns y below. */
export function drawNote(doc: Doc, note: { ar: string; en: string }, y: number): number {
  text(doc, note.ar, LEFT, y, CONTENT_WIDTH, { size: 9.5, bold: true });
  text(doc, note.en, LEFT, y + 5.5, CONTENT_WIDTH, {
    size: 8,
    color: COLOR.muted,
    base: 'ltr',
    align: 'left',
  });
  return y + 12;
}

/** Seller (right) and receiver (left) signature areas; returns y below. */
export function drawSignatures(doc: Doc, y: number): number {
  const width = 80;
  const height = 26;
  const areas: Array<[number, { ar: string; en: string }]> = [
    [RIGHT - width, LABELS.sellerSignature],
    [LEFT, LABELS.receiverSignature],
  ];
  for (const [x, labels] of areas) {
    box(doc, x, y, width, height, { stroke: COLOR.rule, radius: 1.5 });
    text(doc, labels.ar, x + 2, y + 1, width - 4, { size: 9.5, bold: true });
    text(doc, labels.en, x + 2, y + 1.6, width - 4, {
      size: 8,
      color: COLOR.muted,
      base: 'ltr',
      align: 'left',
    });
    rule(doc, x + 8, x + width - 8, y + height - 6, COLOR.muted, true);
  }
  return y + height + 4;
}

/** Page footers ("صفحة n من m" / "Page n of m" and the invoice number) on every buffered page. */
export function drawPageFooters(doc: Doc, inv: InvoiceDocument): void {
  const range = doc.bufferedPageRange();
  const y = PAGE.height - 12;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const n = i - range.start + 1;
    rule(doc, LEFT, RIGHT, y - 1.5);
    text(doc, `صفحة ${n} من ${range.count}`, RIGHT - 50, y, 50, { size: 8, color: COLOR.muted });
    text(doc, `Page ${n} of ${range.count}`, LEFT, y, 50, {
      size: 8,
      color: COLOR.muted,
      base: 'ltr',
      align: 'left',
    });
    text(doc, `${inv.seller.nameEn} - ${inv.number}`, LEFT + 50, y, CONTENT_WIDTH - 100, {
      size: 8,
      color: COLOR.muted,
      base: 'ltr',
      align: 'center',
    });
  }
}
