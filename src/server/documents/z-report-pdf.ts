/**
 * The A4 PDF of a shift's X or Z report (decision 0055): the business header of the tax invoice
 * (drawSeller), a title band, the shift's facts, then the sections of zReportModel as titled
 * tables in two columns (right first, as Arabic reads), continuing on new pages. Same pipeline as
 * the invoice and the statement (pdfkit, Cairo, the bidi helpers), so pdftotext reads the Arabic in
 * logical order. Plain PDF, not PDF/A.
 */
import type { ZReportView } from '../../domain/schemas/shift-reports';
import { drawSeller } from './invoice-pdf-header';
import { box, rule, text } from './pdf-draw';
import { pdfReadyImage } from './pdf-image';
import {
  COLOR,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  LEFT,
  PAGE,
  RIGHT,
  collect,
  mm,
  newA4,
  setFont,
  type Doc,
} from './pdf-layout';
import { fixRtlLigatureUnicode, wrapLines } from './pdf-text';
import type { InvoiceDocument } from './types';
import { zReportModel, type ZReportModel, type ZSection } from './z-report-model';

/** The business as its documents print it: the tax invoice's seller block (logo optional). */
export type ZReportBusiness = InvoiceDocument['seller'];

const GUTTER = 6;
const COLUMN = (CONTENT_WIDTH - GUTTER) / 2;
const ROW = 5.0;
const TITLE = 6.8;
/** Right edge of a column's figures, from the column's left, and of its middle (count) column. */
const FIGURES_W = 30;
const MIDDLE_W = 16;

/**
 * Renders the report as an A4 PDF. `business` gives the header (name, VAT and CR numbers,
 * address, logo); the report's own figures come from `report` (SAR with two decimals, Riyadh
 * times). Deterministic for the same input (the PDF's dates are the report's printedAt).
 * @throws Error when the logo bytes are not an image.
 */
export async function zReportPdf(report: ZReportView, business: ZReportBusiness): Promise<Buffer> {
  const model = zReportModel(report);
  const logo = business.logo ? await pdfReadyImage(business.logo) : null;
  const pdf = newA4(`Z report ${report.zNumber ?? 'X'}`, new Date(report.printedAt));
  const done = collect(pdf);
  const y = drawSeller(pdf, { seller: business }, logo, PAGE.margin);
  const top = facts(pdf, model, titleBand(pdf, model, y));
  const columns = [top, top];
  const closing: ZSection = {
    title: 'الاعتماد والطباعة',
    rows: [
      ...model.notes.map((note) => ({ label: note, value: '', strong: true })),
      { label: 'تاريخ الطباعة', value: model.printedAt },
    ],
  };
  const queue = [...model.sections, closing].map((section) => wrapSection(pdf, section));
  const xOf = (c: number) => (c === 0 ? RIGHT - COLUMN : LEFT);
  for (let s = queue.shift(); s; s = queue.shift()) {
    const order = columns[0]! <= columns[1]! ? [0, 1] : [1, 0];
    const fits = order.find((c) => columns[c]! + sectionHeight(s!) <= CONTENT_BOTTOM);
    const c = fits ?? order[0]!;
    const fresh = columns[0] === PAGE.margin && columns[1] === PAGE.margin;
    const parts = fits === undefined ? splitSection(s, CONTENT_BOTTOM - columns[c]!) : null;
    if (fits === undefined && parts) {
      queue.unshift(parts[1]);
      s = parts[0];
    } else if (fits === undefined && !fresh) {
      pdf.addPage({ size: 'A4', margin: 0 });
      columns[0] = columns[1] = PAGE.margin;
      queue.unshift(s);
      continue;
    }
    columns[c] = drawSection(pdf, s, xOf(c), columns[c]!) + 3;
  }
  footer(pdf, model);
  fixRtlLigatureUnicode(pdf);
  pdf.end();
  return done;
}

function titleBand(pdf: Doc, m: ZReportModel, y: number): number {
  box(pdf, LEFT, y, CONTENT_WIDTH, 11, { fill: COLOR.accent, radius: 1.5 });
  text(pdf, m.title, LEFT + 4, y + 0.8, CONTENT_WIDTH - 8, {
    size: 15,
    bold: true,
    color: COLOR.white,
  });
  return y + 14;
}

/** The shift's facts in a framed strip of label/value pairs, two a row. */
function facts(pdf: Doc, m: ZReportModel, y: number): number {
  const rows = Math.ceil(m.facts.length / 2);
  box(pdf, LEFT, y, CONTENT_WIDTH, rows * 7 + 2, { stroke: COLOR.rule, radius: 1.5 });
  m.facts.forEach((f, i) => {
    const x = i % 2 === 0 ? RIGHT - COLUMN : LEFT;
    const top = y + 1.5 + Math.floor(i / 2) * 7;
    text(pdf, f.label, x + COLUMN / 2, top, COLUMN / 2 - 3, { size: 9.5, color: COLOR.muted });
    const ltr = !/[\u0600-\u06FF]/u.test(f.value);
    text(pdf, f.value, x + 3, top, COLUMN / 2, {
      size: 10,
      bold: true,
      ...(ltr ? { base: 'ltr' as const, align: 'right' as const } : {}),
    });
  });
  return y + rows * 7 + 6;
}

/**
 * The section with every label too wide for its column broken into lines: the first keeps the
 * row's figures, the others follow as rows of their own (so heights stay whole rows).
 */
function wrapSection(pdf: Doc, s: ZSection): ZSection {
  const wrap = (label: string, width: number, bold: boolean) => {
    setFont(pdf, bold, 9);
    return wrapLines(pdf, label, mm(width - 1));
  };
  const rows = s.rows?.flatMap((r) => {
    const [first = '', ...more] = wrap(r.label, COLUMN - 4 - (r.value ? FIGURES_W : 0), !!r.strong);
    return [
      { ...r, label: first },
      ...more.map((label) => ({ label, value: '', strong: r.strong })),
    ];
  });
  const table = s.table && {
    ...s.table,
    rows: s.table.rows.flatMap(([label = '', ...figures]) => {
      const [first = '', ...more] = wrap(label, COLUMN - 4 - FIGURES_W - MIDDLE_W, false);
      return [[first, ...figures], ...more.map((l) => [l, '', ''])];
    }),
  };
  return { title: s.title, ...(rows ? { rows } : {}), ...(table ? { table } : {}) };
}

function sectionHeight(s: ZSection): number {
  const t = s.table;
  const rows = (s.rows?.length ?? 0) + (t ? 1 + Math.max(t.rows.length, 1) + (t.total ? 1 : 0) : 0);
  return TITLE + rows * ROW + 1;
}

/**
 * A section too tall for `room` mm cut in two: the rows that fit (at least two) and the rest,
 * titled «- تابع»; null when it cannot be cut there.
 */
function splitSection(s: ZSection, room: number): [ZSection, ZSection] | null {
  const n = Math.floor((room - TITLE - 1 - (s.table ? ROW : 0)) / ROW);
  const rest = s.title.endsWith(' - تابع') ? s.title : `${s.title} - تابع`;
  if (s.table) {
    if (n < 2 || n >= s.table.rows.length) return null;
    const { head, rows } = s.table;
    return [
      { title: s.title, table: { head, rows: rows.slice(0, n) } },
      { title: rest, table: { ...s.table, rows: rows.slice(n) } },
    ];
  }
  const rows = s.rows ?? [];
  if (n < 2 || n >= rows.length) return null;
  return [
    { title: s.title, rows: rows.slice(0, n) },
    { title: rest, rows: rows.slice(n) },
  ];
}

/** One section: a title bar, then its rows or table, zebra-striped; returns y below. */
function drawSection(pdf: Doc, s: ZSection, x: number, y: number): number {
  box(pdf, x, y, COLUMN, TITLE, { fill: COLOR.accent, radius: 1 });
  text(pdf, s.title, x + 2, y + 0.4, COLUMN - 4, { size: 10, bold: true, color: COLOR.white });
  y += TITLE;
  let n = 0;
  type Style = { bold?: boolean; color?: string; size?: number };
  const line = (label: string, middle: string | undefined, figure: string, style: Style = {}) => {
    if (n++ % 2 === 1) box(pdf, x, y, COLUMN, ROW, { fill: COLOR.zebra });
    const size = style.size ?? 9;
    const labelW = COLUMN - 4 - (figure ? FIGURES_W : 0) - (middle === undefined ? 0 : MIDDLE_W);
    text(pdf, label, x + COLUMN - labelW - 2, y + 0.3, labelW, { ...style, size });
    if (middle !== undefined)
      text(pdf, middle, x + FIGURES_W + 2, y + 0.3, MIDDLE_W, {
        ...style,
        size,
        base: 'ltr',
        align: 'center',
      });
    const ltr = !/[\u0600-\u06FF]/u.test(figure);
    text(pdf, figure, x + 2, y + 0.3, FIGURES_W, {
      ...style,
      size,
      ...(ltr ? { base: 'ltr' as const } : {}),
      align: 'right',
    });
    y += ROW;
  };
  for (const r of s.rows ?? []) line(r.label, undefined, r.value, { bold: r.strong ?? false });
  const cells = (c: string[], style?: Style) => line(c[0] ?? '', c[1] ?? '', c[2] ?? '', style);
  if (s.table) {
    cells(s.table.head, { bold: true, color: COLOR.muted, size: 8.5 });
    if (s.table.rows.length === 0) cells(['لا شيء'], { color: COLOR.muted });
    for (const r of s.table.rows) cells(r);
    if (s.table.total) {
      rule(pdf, x, x + COLUMN, y, COLOR.text);
      cells(s.table.total, { bold: true });
    }
  }
  rule(pdf, x, x + COLUMN, y, COLOR.rule);
  return y;
}

/** Page numbers and the report's name at the foot of every page. */
function footer(pdf: Doc, m: ZReportModel): void {
  const range = pdf.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i);
    const label = `${m.title} - ${m.businessName} - صفحة ${i + 1} من ${range.count}`;
    text(pdf, label, LEFT, PAGE.height - 11, CONTENT_WIDTH, {
      size: 8,
      color: COLOR.muted,
      align: 'center',
    });
  }
}
