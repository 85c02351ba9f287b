/**
 * The A4 client statement (كشف حساب عميل): the business, the client, the period,
 * every movement with a running balance, totals and the outstanding credit. Same pipeline as the
 * tax invoice (pdfkit, Cairo, bidi helper): pdftotext reads the Arabic in logical order.
 */
import { PAYMENT_MEANS_LABELS, isPaymentMeansCode } from '../../domain/payment-means';
import type { StatementView } from '../../domain/schemas/collection';
import { amount } from './format';
import { box, rule, text } from './pdf-draw';
import {
  COLOR,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  LEFT,
  PAGE,
  RIGHT,
  collect,
  newA4,
  type Doc,
} from './pdf-layout';
import { fixRtlLigatureUnicode } from './pdf-text';

/** What the statement prints; amounts in halalas, dates Riyadh `YYYY-MM-DD`. */
export interface StatementDocument {
  sellerNameAr: string;
  sellerVatNumber: string;
  client: { name: string; vatNumber: string; city: string };
  from: string | null;
  to: string | null;
  /** Printed as the document date (Riyadh). */
  today: string;
  opening: number;
  lines: Array<{ date: string; label: string; debit: number; credit: number; balance: number }>;
  totalDebit: number;
  totalCredit: number;
  closing: number;
  outstandingCredit: number;
}

const ROW = 7;
/** Columns right to left: date, movement, debit, credit, balance (mm widths; 0 = the rest). */
const COLUMNS: Array<{ ar: string; en: string; width: number }> = [
  { ar: 'التاريخ', en: 'Date', width: 26 },
  { ar: 'البيان', en: 'Description', width: 0 },
  { ar: 'مدين', en: 'Debit', width: 28 },
  { ar: 'دائن', en: 'Credit', width: 28 },
  { ar: 'الرصيد', en: 'Balance', width: 30 },
];

function lefts(): number[] {
  const fixed = COLUMNS.reduce((s, c) => s + c.width, 0);
  let right = RIGHT;
  return COLUMNS.map((c) => (right -= c.width || CONTENT_WIDTH - fixed));
}

function widthOf(i: number): number {
  const fixed = COLUMNS.reduce((s, c) => s + c.width, 0);
  return COLUMNS[i]!.width || CONTENT_WIDTH - fixed;
}

function header(doc: Doc, y: number): number {
  box(doc, LEFT, y, CONTENT_WIDTH, 10, { fill: COLOR.accent });
  const xs = lefts();
  COLUMNS.forEach((c, i) => {
    text(doc, c.ar, xs[i]! + 1, y + 0.2, widthOf(i) - 2, {
      size: 8.5,
      bold: true,
      color: COLOR.white,
      align: 'center',
    });
    text(doc, c.en, xs[i]! + 1, y + 5, widthOf(i) - 2, {
      size: 7,
      color: COLOR.accentSoft,
      align: 'center',
      base: 'ltr',
    });
  });
  return y + 10;
}

function row(doc: Doc, y: number, values: string[], bold = false): number {
  const xs = lefts();
  values.forEach((v, i) =>
    text(doc, v, xs[i]! + 1, y + 0.8, widthOf(i) - 2, {
      size: 9,
      bold,
      align: i === 1 ? 'right' : 'center',
      ...(i === 1 ? {} : { base: 'ltr' as const }),
    }),
  );
  rule(doc, LEFT, RIGHT, y + ROW);
  return y + ROW;
}

/**
 * Renders the statement PDF (A4, mm). Rows continue on new pages with the header repeated.
 * Deterministic for the same input.
 */
export async function renderStatementPdf(s: StatementDocument): Promise<Buffer> {
  const pdf = newA4(`Statement ${s.client.name}`, new Date(`${s.today}T00:00:00+03:00`));
  const done = collect(pdf);
  let y: number = PAGE.margin;
  text(pdf, s.sellerNameAr, LEFT, y, CONTENT_WIDTH, { size: 14, bold: true, color: COLOR.accent });
  text(pdf, `الرقم الضريبي: ${s.sellerVatNumber}`, LEFT, y + 7, CONTENT_WIDTH, { size: 9 });
  y += 15;
  box(pdf, LEFT, y, CONTENT_WIDTH, 11, { fill: COLOR.accent, radius: 1.5 });
  text(pdf, 'كشف حساب عميل', RIGHT - 90, y + 0.6, 86, { size: 15, bold: true, color: COLOR.white });
  text(pdf, 'Client statement', LEFT + 4, y + 2, 86, {
    size: 12,
    bold: true,
    color: COLOR.white,
    base: 'ltr',
    align: 'left',
  });
  y += 14;
  text(pdf, `العميل: ${s.client.name}`, LEFT, y, CONTENT_WIDTH, { size: 10, bold: true });
  text(pdf, `الرقم الضريبي للعميل: ${s.client.vatNumber}`, LEFT, y + 6, CONTENT_WIDTH, { size: 9 });
  const period = `الفترة: ${s.from ?? 'البداية'} - ${s.to ?? s.today}`;
  text(pdf, period, LEFT, y + 12, CONTENT_WIDTH, { size: 9, color: COLOR.muted });
  y = header(pdf, y + 20);
  y = row(pdf, y, ['', 'الرصيد الافتتاحي', '', '', amount(s.opening)], true);
  for (const l of s.lines) {
    if (y + ROW > CONTENT_BOTTOM) {
      pdf.addPage({ size: 'A4', margin: 0 });
      y = header(pdf, PAGE.margin);
    }
    y = row(pdf, y, [
      l.date,
      l.label,
      l.debit ? amount(l.debit) : '',
      l.credit ? amount(l.credit) : '',
      amount(l.balance),
    ]);
  }
  if (y + 3 * ROW > CONTENT_BOTTOM) {
    pdf.addPage({ size: 'A4', margin: 0 });
    y = PAGE.margin;
  }
  y = row(
    pdf,
    y,
    ['', 'الإجمالي', amount(s.totalDebit), amount(s.totalCredit), amount(s.closing)],
    true,
  );
  y += 4;
  box(pdf, LEFT, y, CONTENT_WIDTH, 9, { fill: COLOR.accentSoft, radius: 1.5 });
  text(
    pdf,
    `الآجل غير المحصّل: ${amount(s.outstandingCredit)} ريال`,
    LEFT + 2,
    y + 1.5,
    CONTENT_WIDTH - 4,
    { size: 10, bold: true },
  );
  fixRtlLigatureUnicode(pdf);
  pdf.end();
  return done;
}

type StatementKind = StatementView['Lines'][number]['Kind'];

/**
 * The Arabic description of a statement line: an invoice or note, its payment or refund at issue,
 * or a receipt voucher (`number` is the voucher's) — with the payment means.
 */
export function statementLineLabel(
  kind: StatementKind,
  number: number,
  invoiceNumber: number,
  paymentMeansCode: string,
): string {
  const means = isPaymentMeansCode(paymentMeansCode)
    ? PAYMENT_MEANS_LABELS[paymentMeansCode]
    : paymentMeansCode;
  const what: Record<StatementKind, string> = {
    invoice: `فاتورة رقم ${invoiceNumber}`,
    creditnote: `إشعار دائن رقم ${invoiceNumber}`,
    debitnote: `إشعار مدين رقم ${invoiceNumber}`,
    payment: `سداد المستند ${invoiceNumber} عند إصداره`,
    refund: `ردّ مبلغ الإشعار ${invoiceNumber} عند إصداره`,
    receipt: `سند قبض رقم ${number} عن الفاتورة ${invoiceNumber}`,
  };
  return `${what[kind]} - ${means}`;
}
