/**
 * The top of the A4 tax invoice: seller block in Arabic (right) and English
 * (left) around the logo, the bilingual title band, the invoice facts beside the QR, and the
 * buyer block. All positions in mm.
 */
import { hasRtl } from './bidi';
import { formatAddress } from '../../domain/business';
import { LABELS, invoiceTitle, numberLabel, paymentLabel } from './format';
import { bilingualRow, box, fitSize, paragraph, qrVector, text } from './pdf-draw';
import { COLOR, CONTENT_WIDTH, LEFT, RIGHT, mm, type Doc } from './pdf-layout';
import type { InvoiceDocument } from './types';
import { orderRows } from './sale-rows';

const SIDE_WIDTH = 74;
const LOGO_SIZE = 26;

/** Seller block: Arabic column (right), English column (left), logo between; returns y below. */
export function drawSeller(
  doc: Doc,
  inv: Pick<InvoiceDocument, 'seller'>,
  logo: Buffer | null,
  y: number,
): number {
  const s = inv.seller;
  const ar = sellerColumn(doc, RIGHT - SIDE_WIDTH, y, 'rtl', [
    s.nameAr,
    `${LABELS.vatNumber.ar}: ${s.vatNumber}`,
    `${LABELS.crNumber.ar}: ${s.crNumber}`,
    formatAddress(s.address, 'ar'),
  ]);
  const en = sellerColumn(doc, LEFT, y, 'ltr', [
    s.nameEn,
    `${LABELS.vatNumber.en} ${s.vatNumber}`,
    `${LABELS.crNumber.en} ${s.crNumber}`,
    englishAddress(s.address),
  ]);
  if (logo) {
    const x = mm(LEFT + CONTENT_WIDTH / 2 - LOGO_SIZE / 2);
    const fit: [number, number] = [mm(LOGO_SIZE), mm(LOGO_SIZE)];
    doc.image(logo, x, mm(y), { fit, align: 'center', valign: 'center' });
  }
  return Math.max(ar, en, y + (logo ? LOGO_SIZE : 0)) + 3;
}

/**
 * Name (shrunk to fit, down to 11 pt, then wrapped), VAT number, CR number and wrapped address,
 * in a column SIDE_WIDTH mm wide; returns y below.
 */
function sellerColumn(
  doc: Doc,
  x: number,
  y: number,
  base: 'rtl' | 'ltr',
  lines: string[],
): number {
  const [name = '', vat = '', cr = '', address = ''] = lines;
  const dir = base === 'rtl' ? ({ base } as const) : ({ base, align: 'left' } as const);
  const size = fitSize(doc, name, SIDE_WIDTH, 14, 11, { bold: true, ...dir });
  const nameStyle = { size, bold: true, color: COLOR.accent, ...dir };
  const nameHeight = paragraph(doc, name, x, y, SIDE_WIDTH, 5.4, nameStyle);
  y += Math.max(8, nameHeight + 2.6);
  text(doc, vat, x, y, SIDE_WIDTH, { size: 9, ...dir });
  text(doc, cr, x, y + 5, SIDE_WIDTH, { size: 9, ...dir });
  const style = { size: 8.5, color: COLOR.muted, ...dir };
  return y + 10 + paragraph(doc, address, x, y + 10, SIDE_WIDTH, 4.6, style);
}

/** The address for the English side: as stored when it is in Latin script, else the country. */
function englishAddress(address: InvoiceDocument['seller']['address']): string {
  const country = address.country === 'SA' ? 'Kingdom of Saudi Arabia' : address.country;
  const line = formatAddress(address, 'en');
  return hasRtl(line) ? country : `${line}, ${country}`;
}

/** The teal title band (Arabic right, English left, optional centre note); returns y below. */
export function drawTitleBand(doc: Doc, inv: InvoiceDocument, y: number, centre?: string): number {
  const title = invoiceTitle(inv.kind, inv.billing);
  box(doc, LEFT, y, CONTENT_WIDTH, 11, { fill: COLOR.accent, radius: 1.5 });
  text(doc, title.ar, RIGHT - 90, y + 0.6, 86, { size: 15, bold: true, color: COLOR.white });
  text(doc, title.en, LEFT + 4, y + 2, 86, {
    size: 12,
    bold: true,
    color: COLOR.white,
    base: 'ltr',
    align: 'left',
  });
  if (centre)
    text(doc, centre, LEFT + 60, y + 2.6, CONTENT_WIDTH - 120, {
      size: 10,
      color: COLOR.white,
      align: 'center',
    });
  return y + 14;
}

/**
 * Invoice facts (number, date, time, payment, cashier, a restaurant's order rows, UUID) beside the
 * QR; returns y below.
 */
export function drawFacts(
  doc: Doc,
  inv: InvoiceDocument,
  qr: boolean[][] | null,
  y: number,
): number {
  const qrSize = qr ? 40 : 0;
  const factsX = LEFT + (qr ? qrSize + 6 : 0);
  const factsW = RIGHT - factsX;
  const pay = paymentLabel(inv.paymentMeansCode);
  const rows: Array<[{ ar: string; en: string }, string, boolean]> = [
    [numberLabel(inv.kind, inv.billing), String(inv.number), true],
    [LABELS.date, inv.issueDate, false],
    [LABELS.time, inv.issueTime, false],
    [LABELS.payment, `${pay.ar} - ${pay.en}`, false],
    [LABELS.cashier, inv.employeeName, false],
    // A restaurant sale's order type and table or delivery details (decision 0056).
    ...orderRows(inv).map((r): [{ ar: string; en: string }, string, boolean] => [
      { ar: r.label, en: r.en },
      r.value,
      false,
    ]),
  ];
  if (inv.billing) {
    rows.push([LABELS.original, String(inv.billing.originalNumber), true]);
    rows.push([LABELS.reason, inv.billing.reason, false]);
  }
  const height = rows.length * 6.6 + 9;
  box(doc, factsX, y, factsW, height, { stroke: COLOR.rule, radius: 1.5 });
  rows.forEach(([labels, value, bold], i) => {
    if (i % 2 === 0)
      box(doc, factsX + 0.4, y + 0.8 + i * 6.6, factsW - 0.8, 6.4, { fill: COLOR.zebra });
    bilingualRow(doc, factsX, y + 1 + i * 6.6, factsW, labels, value, {
      bold,
      size: bold ? 10 : 9,
    });
  });
  const uuidY = y + 1.5 + rows.length * 6.6;
  text(doc, `${LABELS.uuid.en}  ${inv.uuid}`, factsX + 2, uuidY, factsW - 4, {
    size: 7.5,
    color: COLOR.muted,
    base: 'ltr',
    align: 'center',
  });
  if (qr) qrVector(doc, qr, LEFT, y, qrSize);
  return y + Math.max(height, qrSize) + 4;
}

/**
 * Buyer block (a standard tax invoice: name, VAT number, CR number, address; empty ones left out),
 * only when the invoice has a buyer; returns y below (unchanged without one).
 */
export function drawBuyer(doc: Doc, inv: InvoiceDocument, y: number): number {
  if (!inv.buyer) return y;
  const all: Array<[{ ar: string; en: string }, string]> = [
    [LABELS.buyerName, inv.buyer.name],
    [LABELS.vatNumber, inv.buyer.vatNumber],
    [LABELS.crNumber, inv.buyer.crNumber],
    inv.buyer.address ? [LABELS.address, inv.buyer.address] : [LABELS.city, inv.buyer.city],
  ];
  const rows = all.filter(([, value]) => value !== '');
  const height = 8 + rows.length * 6.4;
  box(doc, LEFT, y, CONTENT_WIDTH, height, { stroke: COLOR.rule, radius: 1.5 });
  box(doc, LEFT, y, CONTENT_WIDTH, 7, { fill: COLOR.accentSoft, radius: 1.5 });
  text(doc, LABELS.buyer.ar, RIGHT - 62, y + 0.6, 60, {
    size: 9.5,
    bold: true,
    color: COLOR.accent,
  });
  text(doc, LABELS.buyer.en, LEFT + 2, y + 1, 60, {
    size: 8.5,
    bold: true,
    color: COLOR.accent,
    base: 'ltr',
    align: 'left',
  });
  rows.forEach(([labels, value], i) =>
    bilingualRow(doc, LEFT, y + 8 + i * 6.4, CONTENT_WIDTH, labels, value),
  );
  return y + height + 4;
}
