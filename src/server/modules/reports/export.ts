import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { PAYMENT_MEANS_LABELS, isPaymentMeansCode } from '../../../domain/payment-means';
import type { ExportQuery } from '../../../domain/schemas/reports';
import type { AppContext } from '../../context';
import type { BusinessRow } from '../businesses/service';
import { purchasesVat } from '../purchases/service';
import { reportDates } from '../../../domain/report-period';
import { insightTable, isInsightReport } from './insights-export';
import * as service from './service';
import type { VatBoxes } from '../../../domain/schemas/reports';

/** One column of an exported report: Arabic header, and whether its values are SAR amounts. */
interface Column {
  header: string;
  money?: boolean;
}
/** A report as a table: Arabic sheet name, columns, rows of text and numbers. */
export interface ReportTable {
  sheet: string;
  columns: Column[];
  rows: Array<Array<string | number>>;
}

const meansLabel = (code: string) => (isPaymentMeansCode(code) ? PAYMENT_MEANS_LABELS[code] : code);

/**
 * The report `q.report` of the business as a table (the same service calls as the JSON routes, so
 * the file says what the screen says). Amounts SAR numbers; dates Riyadh IssueDates.
 */
export async function reportTable(
  ctx: AppContext,
  business: BusinessRow,
  q: ExportQuery,
): Promise<ReportTable> {
  if (q.report === 'sales') {
    const rows = await service.salesByDay(ctx, business, q.period);
    return {
      sheet: 'المبيعات اليومية',
      columns: [
        { header: 'التاريخ' },
        { header: 'عدد الفواتير' },
        { header: 'الإجمالي', money: true },
      ],
      rows: rows.map((r) => [r.IssueDate, r.count, r.TaxInclusiveAmount]),
    };
  }
  if (q.report === 'totalmonth') {
    const map = await service.totalPerMonth(ctx, business);
    return {
      sheet: 'المبيعات الشهرية',
      columns: [{ header: 'الشهر' }, { header: 'الإجمالي', money: true }],
      rows: Object.entries(map).map(([m, total]) => [m, total]),
    };
  }
  if (q.report === 'invoiceline') {
    const rows = await service.quantitiesSold(ctx, business, q.period);
    return {
      sheet: 'الكميات المباعة',
      columns: [{ header: 'الصنف' }, { header: 'الكمية' }],
      rows: rows.map((r) => [r.ItemName, r.InvoicedQuantity]),
    };
  }
  if (q.report === 'vatreturn') return vatReturnTable(ctx, business, q.year!, q.quarter!);
  const range = reportDates(q, ctx.now());
  if (q.report === 'purchasesvat') return purchasesVatTable(ctx, business, range.from, range.to);
  if (isInsightReport(q.report)) return insightTable(ctx, business, q.report, range);
  const vat = await service.vatReport(ctx, business, {
    startdate: q.startdate,
    enddate: q.enddate,
    exclude: q.exclude,
    excludeVat: q.excludeVat,
  });
  const line = (label: string, f: typeof vat) => [
    label,
    f.count,
    f.TaxExclusiveAmount,
    f.TaxAmount,
    f.TaxInclusiveAmount,
  ];
  return {
    sheet: 'ضريبة القيمة المضافة',
    columns: [
      { header: 'طريقة الدفع' },
      { header: 'عدد الفواتير' },
      { header: 'قبل الضريبة', money: true },
      { header: 'الضريبة', money: true },
      { header: 'الإجمالي', money: true },
    ],
    rows: [
      ...vat.byPaymentMeans.map((g) => line(meansLabel(g.PaymentMeansCode), { ...vat, ...g })),
      line(`الإجمالي ${vat.startdate} – ${vat.enddate}`, vat),
      // The same invoices by VAT category (decision 0046), after the rows of before.
      ...boxRows(vat.boxes),
    ],
  };
}

/** The VAT return's sales boxes as the export names them (decision 0046). */
const VAT_BOX_ROWS: ReadonlyArray<[keyof VatBoxes, string]> = [
  ['standard', 'المبيعات الخاضعة للنسبة الأساسية 15%'],
  ['zeroRated', 'المبيعات المحلية الخاضعة للنسبة الصفرية'],
  ['exports', 'الصادرات'],
  ['exempt', 'المبيعات المعفاة'],
  ['totalSales', 'إجمالي المبيعات'],
  ['outOfScope', 'توريدات خارج نطاق الضريبة'],
];

/** The sales boxes as rows of a five-column table: label, '', before VAT, VAT, ''. */
function boxRows(boxes: VatBoxes) {
  return VAT_BOX_ROWS.map(([key, label]) => [
    label,
    '',
    boxes[key].TaxExclusiveAmount,
    boxes[key].TaxAmount,
    '',
  ]);
}

/**
 * The VAT return of a quarter as a table: one row per side (sales, purchases), the net, then the
 * sales boxes by VAT category.
 */
async function vatReturnTable(
  ctx: AppContext,
  business: BusinessRow,
  year: number,
  quarter: number,
): Promise<ReportTable> {
  const r = await service.vatReturn(ctx, business, { year, quarter });
  const side = (label: string, f: typeof r.output) => [
    label,
    f.count,
    f.TaxExclusiveAmount,
    f.TaxAmount,
    f.TaxInclusiveAmount,
  ];
  return {
    sheet: `إقرار ضريبي ${year} ر${quarter}`,
    columns: [
      { header: `البند (${r.startdate} – ${r.enddate})` },
      { header: 'العدد' },
      { header: 'قبل الضريبة', money: true },
      { header: 'الضريبة', money: true },
      { header: 'الإجمالي', money: true },
    ],
    rows: [
      side('ضريبة المخرجات (المبيعات)', r.output),
      side('ضريبة المدخلات (المشتريات)', r.input),
      ['صافي الضريبة المستحقة', '', '', r.net, ''],
      // The sales boxes by VAT category (decision 0046), after the three rows of before.
      ...boxRows(r.boxes),
    ],
  };
}

/** GET purchases/vat as a table: one row per supplier with its VAT number, then the total. */
async function purchasesVatTable(
  ctx: AppContext,
  business: BusinessRow,
  start: string,
  end: string,
): Promise<ReportTable> {
  const r = await purchasesVat(ctx, business, { start, end });
  return {
    sheet: 'ضريبة المشتريات',
    columns: [
      { header: 'المورد' },
      { header: 'الرقم الضريبي' },
      { header: 'عدد الفواتير' },
      { header: 'قبل الضريبة', money: true },
      { header: 'الضريبة', money: true },
      { header: 'الإجمالي', money: true },
    ],
    rows: [
      ...r.bySupplier.map((g) => [g.supplier, g.vatid, g.count, g.taxExclusive, g.tax, g.total]),
      [`الإجمالي ${start} – ${end}`, '', r.count, r.taxExclusive, r.tax, r.total],
    ],
  };
}

/**
 * The table as a streamed .xlsx (exceljs WorkbookWriter): one right-to-left sheet with the Arabic
 * name, a bold header row, numbers as numbers (SAR with format #,##0.00).
 */
export function xlsxStream(table: ReportTable): Readable {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const ws = wb.addWorksheet(table.sheet, { views: [{ rightToLeft: true }] });
  ws.columns = table.columns.map((c) => ({
    header: c.header,
    width: c.money ? 16 : 24,
    style: c.money ? { numFmt: '#,##0.00' } : {},
  }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  (async () => {
    for (const r of table.rows) ws.addRow(r).commit();
    ws.commit();
    await wb.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

/** A CSV field: quoted when needed; a leading = + - @ is neutralised (no formula in Excel). */
function csvField(v: string | number): string {
  if (typeof v === 'number') return String(v);
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The table as streamed CSV: UTF-8 with a BOM (so Excel shows Arabic), CRLF lines. */
export function csvStream(table: ReportTable): Readable {
  return Readable.from(
    (function* () {
      yield '\uFEFF' + table.columns.map((c) => csvField(c.header)).join(',') + '\r\n';
      for (const r of table.rows) yield r.map(csvField).join(',') + '\r\n';
    })(),
  );
}
