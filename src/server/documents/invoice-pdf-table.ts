/**
 * The lines table of the A4 tax invoice: item (with its VAT category under it when not standard
 * rated, decision 0046), quantity, unit price, discount (only when a line has one), VAT and total, columns right to left, bilingual headers repeated on
 * every page the table spans. Positions in mm; amounts in halalas, printed as SAR.
 */
import { amount } from './format';
import { box, rule, text } from './pdf-draw';
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
import { allStandard, lineCategoryLabel } from './vat-lines';

type Line = InvoiceDocument['lines'][number];

interface Column {
  ar: string;
  en: string;
  /** Width in mm; 0 = takes the remaining width. */
  width: number;
  value: (line: Line, index: number) => string;
}

const HEADER_HEIGHT = 11;
const LINE_HEIGHT = 4.6;
const BODY_SIZE = 9;

function columns(inv: InvoiceDocument): Column[] {
  const withDiscount = inv.lines.some((l) => l.discount > 0);
  const all: Array<Column | null> = [
    { ar: '#', en: 'No.', width: 9, value: (_l, i) => String(i + 1) },
    { ar: 'الصنف', en: 'Item', width: 0, value: (l) => l.name },
    { ar: 'الكمية', en: 'Qty', width: 15, value: (l) => String(l.quantity) },
    { ar: 'سعر الوحدة', en: 'Unit price', width: 23, value: (l) => amount(l.unitPrice) },
    withDiscount
      ? { ar: 'الخصم', en: 'Discount', width: 20, value: (l) => amount(l.discount) }
      : null,
    allStandard(inv)
      ? { ar: 'الضريبة 15%', en: 'VAT 15%', width: 21, value: (l) => amount(l.tax) }
      : { ar: 'الضريبة', en: 'VAT', width: 21, value: (l) => amount(l.tax) },
    { ar: 'الإجمالي', en: 'Total', width: 25, value: (l) => amount(l.total) },
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

function drawHeader(doc: Doc, cols: Column[], lefts: number[], y: number): number {
  box(doc, LEFT, y, CONTENT_WIDTH, HEADER_HEIGHT, { fill: COLOR.accent });
  cols.forEach((c, i) => {
    const x = (lefts[i] as number) + 1;
    text(doc, c.ar, x, y + 0.2, c.width - 2, {
      size: 8.5,
      bold: true,
      color: COLOR.white,
      align: 'center',
    });
    text(doc, c.en, x, y + 5.6, c.width - 2, {
      size: 7,
      color: COLOR.accentSoft,
      align: 'center',
      base: 'ltr',
    });
  });
  return y + HEADER_HEIGHT;
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
    const height = Math.max(7, (nameLines.length + labelRows) * LINE_HEIGHT + 2.6);
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
