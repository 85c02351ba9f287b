/**
 * The lines table of the A4 tax invoice, columns right to left, bilingual headers repeated on every
 * page the table spans. Per line, as the VAT Implementing Regulations, Article 53, ask of a tax
 * invoice (decision 0052): item (with its VAT category under it when not standard rated, decision
 * 0046, and a restaurant line's note, decision 0056), quantity, unit price excluding VAT, discount (only when a line has one; VAT-inclusive, as
 * given at the sale), taxable amount, VAT rate, VAT amount, and total including VAT. Positions in
 * mm; amounts in halalas, printed as SAR.
 */
import { netUnitPriceText } from '../../domain/zatca/xml-input';
import { amount } from './format';
import { box, paragraph, rule, text } from './pdf-draw';
import {
  COLOR,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  LEFT,
  RIGHT,
  mm,
  setFont,
  type Doc,
} from './pdf-layout';
import { wrapLines } from './pdf-text';
import type { InvoiceDocument } from './types';
import { lineCategoryLabel } from './vat-lines';

type Line = InvoiceDocument['lines'][number];

interface Column {
  ar: string;
  en: string;
  /** Width in mm; 0 = takes the remaining width. */
  width: number;
  value: (line: Line, index: number) => string;
}

const HEADER_AR = { size: 7.5, line: 3.4 };
const HEADER_EN = { size: 6.5, line: 2.9 };
const LINE_HEIGHT = 4.6;
const BODY_SIZE = 9;
const NOTE_SIZE = 7.5;
const NOTE_LINE = 3.8;

/**
 * The net unit price printed: the line's taxable amount ÷ quantity, the PriceAmount of its ZATCA
 * XML (up to 6 decimals, so quantity × price gives the taxable amount), discount included.
 */
function unitPriceExcludingVat(l: Line): string {
  const text = netUnitPriceText(l.lineExtension, l.quantity);
  const [whole = '0', fraction = ''] = text.split('.');
  return `${Number(whole).toLocaleString('en-US')}.${fraction}`;
}

function columns(inv: InvoiceDocument): Column[] {
  const withDiscount = inv.lines.some((l) => l.discount > 0);
  const all: Array<Column | null> = [
    { ar: '#', en: 'No.', width: 7, value: (_l, i) => String(i + 1) },
    { ar: 'الصنف', en: 'Item', width: 0, value: (l) => l.name },
    { ar: 'الكمية', en: 'Qty', width: 11, value: (l) => String(l.quantity) },
    {
      ar: 'سعر الوحدة دون الضريبة',
      en: 'Unit price excl. VAT',
      width: 21,
      value: unitPriceExcludingVat,
    },
    withDiscount
      ? {
          ar: 'الخصم شامل الضريبة',
          en: 'Discount incl. VAT',
          width: 17,
          value: (l) => amount(l.discount),
        }
      : null,
    {
      ar: 'المبلغ الخاضع للضريبة',
      en: 'Taxable amount',
      width: 21,
      value: (l) => amount(l.lineExtension),
    },
    { ar: 'نسبة الضريبة', en: 'VAT rate', width: 12, value: (l) => `${l.vat?.percent ?? 15}%` },
    { ar: 'مبلغ الضريبة', en: 'VAT amount', width: 19, value: (l) => amount(l.tax) },
    {
      ar: 'الإجمالي شامل الضريبة',
      en: 'Total incl. VAT',
      width: 22,
      value: (l) => amount(l.total),
    },
  ];
  const cols = all.filter((c): c is Column => c !== null);
  const fixed = cols.reduce((sum, c) => sum + c.width, 0);
  return cols.map((c) => (c.width === 0 ? { ...c, width: CONTENT_WIDTH - fixed } : c));
}

/** Left edges (mm) of the columns, laid out from the right edge leftwards (RTL). */
function columnLefts(cols: Column[]): number[] {
  let right = RIGHT;
  return cols.map((c) => (right -= c.width));
}

/** Rows (Arabic, English) each column's header wraps to. */
function headerRows(doc: Doc, c: Column): [number, number] {
  setFont(doc, true, HEADER_AR.size);
  const ar = wrapLines(doc, c.ar, mm(c.width - 2)).length;
  setFont(doc, false, HEADER_EN.size);
  return [ar, wrapLines(doc, c.en, mm(c.width - 2), 'ltr').length];
}

/** The header band: Arabic names over English ones, wrapped within their columns. */
function drawHeader(doc: Doc, cols: Column[], lefts: number[], y: number): number {
  const rows = cols.map((c) => headerRows(doc, c));
  const arRows = Math.max(...rows.map((r) => r[0]));
  const enRows = Math.max(...rows.map((r) => r[1]));
  const enTop = y + 0.6 + arRows * HEADER_AR.line;
  const height = enTop - y + enRows * HEADER_EN.line + 1.2;
  box(doc, LEFT, y, CONTENT_WIDTH, height, { fill: COLOR.accent });
  cols.forEach((c, i) => {
    const x = (lefts[i] as number) + 1;
    const ar = { size: HEADER_AR.size, bold: true, color: COLOR.white, align: 'center' } as const;
    paragraph(doc, c.ar, x, y + 0.4, c.width - 2, HEADER_AR.line, ar);
    const en = { size: HEADER_EN.size, color: COLOR.accentSoft, align: 'center' } as const;
    paragraph(doc, c.en, x, enTop, c.width - 2, HEADER_EN.line, { ...en, base: 'ltr' });
  });
  return y + height;
}

/**
 * Draws the table from y (mm). When the next row would pass the content bottom, it calls
 * `newPage()` (which must add a page and return the first free y) and repeats the header.
 * Returns the y (mm) below the last row.
 */
export function drawLinesTable(
  doc: Doc,
  inv: InvoiceDocument,
  y: number,
  newPage: () => number,
): number {
  const cols = columns(inv);
  const lefts = columnLefts(cols);
  const itemIndex = cols.findIndex((c) => c.en === 'Item');
  y = drawHeader(doc, cols, lefts, y);
  inv.lines.forEach((line, index) => {
    setFont(doc, false, BODY_SIZE);
    const nameLines = wrapLines(doc, line.name, mm((cols[itemIndex] as Column).width - 4));
    // A line that is not standard rated says its category under its name (decision 0046).
    const label = lineCategoryLabel(line);
    const labelRows = label ? 1 : 0;
    // The choices that did not fit in the name, small under it (decision 0056).
    setFont(doc, false, NOTE_SIZE);
    const itemWidth = (cols[itemIndex] as Column).width - 4;
    const noteLines = line.note ? wrapLines(doc, line.note, mm(itemWidth)) : [];
    const height = Math.max(
      7,
      (nameLines.length + labelRows) * LINE_HEIGHT + noteLines.length * NOTE_LINE + 2.6,
    );
    if (y + height > CONTENT_BOTTOM) y = drawHeader(doc, cols, lefts, newPage());
    if (index % 2 === 1) box(doc, LEFT, y, CONTENT_WIDTH, height, { fill: COLOR.zebra });
    cols.forEach((c, i) => {
      const x = (lefts[i] as number) + 2;
      if (i === itemIndex) {
        nameLines.forEach((part, k) =>
          text(doc, part, x, y + 0.6 + k * LINE_HEIGHT, c.width - 4, { size: BODY_SIZE }),
        );
        if (label) {
          const ly = y + 0.8 + nameLines.length * LINE_HEIGHT;
          text(doc, label.ar, x, ly, c.width - 4, { size: 7.5, bold: true, color: COLOR.accent });
          text(doc, label.en, x, ly + 0.3, c.width - 4, {
            size: 7,
            color: COLOR.muted,
            base: 'ltr',
            align: 'left',
          });
        }
        const ny = y + 0.8 + (nameLines.length + labelRows) * LINE_HEIGHT;
        noteLines.forEach((part, k) =>
          text(doc, part, x, ny + k * NOTE_LINE, c.width - 4, {
            size: NOTE_SIZE,
            color: COLOR.muted,
          }),
        );
      } else {
        text(doc, c.value(line, index), x, y + 0.6, c.width - 4, {
          size: BODY_SIZE,
          align: 'center',
          base: 'ltr',
        });
      }
    });
    y += height;
    rule(doc, LEFT, RIGHT, y);
  });
  return y;
}
