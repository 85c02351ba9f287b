/**
 * What the X and Z reports of a shift print, once for the 80 mm image and the A4 PDF
 * (decision 0055): a title, the header facts, then titled sections of label/value rows or small
 * tables, then notes. Pure: every string comes from the report (SAR numbers with two decimals on
 * the wire, printed with thousands separators; times UTC, printed in Riyadh time).
 */
import { DENOMINATIONS } from '../../domain/denominations';
import { sarToHalalas } from '../../domain/money';
import { PAYMENT_MEANS_LABELS } from '../../domain/payment-means';
import { riyadhDate, riyadhTime } from '../../domain/riyadh-time';
import type { ZReportView } from '../../domain/schemas/shift-reports';
import { amount } from './format';
import { categoryLabel } from './vat-lines';

/** One label/value line; `strong` prints it bold (totals, the over/short). */
export interface ZRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** A titled block: rows, or a table whose first column is a label and the rest figures. */
export interface ZSection {
  title: string;
  rows?: ZRow[];
  table?: { head: string[]; rows: string[][]; total?: string[] };
}

/** The whole report as printed, top to bottom. */
export interface ZReportModel {
  title: string;
  businessName: string;
  vatNumber: string;
  facts: ZRow[];
  sections: ZSection[];
  notes: string[];
  printedAt: string;
}

/** SAR on the wire (two decimals) → "1,234.50". */
export const sar = (value: number): string => amount(sarToHalalas(value));
/** ISO 8601 UTC → Riyadh "YYYY-MM-DD HH:mm". */
export const riyadhStamp = (iso: string): string => {
  const ms = Date.parse(iso);
  return `${riyadhDate(ms)} ${riyadhTime(ms).slice(0, 5)}`;
};

/** A figure added to the drawer: "+50.00", or "0.00" for nothing. */
const plus = (value: number): string => (value > 0 ? `+${sar(value)}` : sar(value));
/** A figure taken from the drawer: "-20.00", or "0.00" for nothing. */
const minus = (value: number): string => sar(value === 0 ? 0 : -value);

/** The wording of a drawer's difference: «عجز» short, «زيادة» over, «مطابق» even. */
export function overShortRow(overShort: number | null): ZRow {
  if (overShort === null) return { label: 'الفرق', value: 'لم يتم العد بعد', strong: true };
  if (overShort < 0) return { label: 'عجز في الصندوق', value: sar(overShort), strong: true };
  if (overShort > 0)
    return { label: 'زيادة في الصندوق', value: `+${sar(overShort)}`, strong: true };
  return { label: 'مطابق - لا فرق', value: sar(0), strong: true };
}

/** A denomination's printed name: «ورقة 500 ريال», «عملة 0.50 ريال». */
export function denominationLabel(key: string): string {
  const d = DENOMINATIONS.find((x) => x.key === key);
  if (!d) return key;
  return `${d.kind === 'note' ? 'ورقة' : 'عملة'} ${amount(d.halalas).replace(/\.00$/, '')} ريال`;
}

/** The report's title: a Z report names its number, an X report says it closes nothing. */
export function zReportTitle(report: ZReportView): string {
  return report.kind === 'Z'
    ? `تقرير Z رقم ${report.zNumber ?? ''}`.trim()
    : 'تقرير X — لا يغلق الوردية';
}

/**
 * The printed content of an X or Z report (see ZReportModel). Rows with nothing to say are left
 * out: the denomination table keeps only counted pieces, movements and categories only when any.
 */
export function zReportModel(r: ZReportView): ZReportModel {
  const facts: ZRow[] = [
    { label: 'الصندوق', value: r.till.name },
    { label: 'الكاشير', value: r.cashier.name },
    { label: 'بداية الوردية', value: riyadhStamp(r.openedAt) },
    { label: 'نهاية الوردية', value: r.closedAt ? riyadhStamp(r.closedAt) : 'مفتوحة' },
  ];
  const sections: ZSection[] = [
    {
      title: 'الفواتير',
      rows: [
        { label: 'من رقم', value: r.invoices.first === null ? '-' : String(r.invoices.first) },
        { label: 'إلى رقم', value: r.invoices.last === null ? '-' : String(r.invoices.last) },
        { label: 'عدد الفواتير', value: String(r.invoices.count), strong: true },
      ],
    },
    {
      title: 'المبيعات حسب طريقة الدفع',
      table: {
        head: ['الطريقة', 'العدد', 'الإجمالي'],
        rows: r.byMeans.map((m) => [PAYMENT_MEANS_LABELS[m.code], String(m.count), sar(m.total)]),
      },
    },
    {
      title: 'الإشعارات والخصومات',
      rows: [
        { label: `إشعارات دائنة (${r.creditNotes.count})`, value: minus(r.creditNotes.total) },
        { label: `إشعارات مدينة (${r.debitNotes.count})`, value: sar(r.debitNotes.total) },
        { label: 'الخصومات', value: minus(r.discounts) },
      ],
    },
    {
      title: 'ضريبة القيمة المضافة حسب الفئة',
      table: {
        head: ['الفئة', 'الخاضع', 'الضريبة'],
        rows: r.vat.map((v) => [categoryLabel(v.category).ar, sar(v.taxable), sar(v.vat)]),
      },
    },
    {
      title: 'الإجماليات',
      rows: [
        { label: 'الصافي قبل الضريبة', value: sar(r.net) },
        { label: 'ضريبة القيمة المضافة', value: sar(r.vatTotal) },
        { label: 'الإجمالي شامل الضريبة', value: sar(r.gross), strong: true },
        { label: 'متوسط الفاتورة', value: sar(r.averageTicket) },
      ],
    },
  ];
  if (r.byCategory.length > 0)
    sections.push({
      title: 'المبيعات حسب التصنيف',
      table: {
        head: ['التصنيف', 'الكمية', 'الإجمالي'],
        rows: r.byCategory.map((c) => [
          c.category ?? 'بدون تصنيف',
          String(c.quantity),
          sar(c.total),
        ]),
      },
    });
  if (r.movements.length > 0)
    sections.push({
      title: 'الإيداع والسحب النقدي',
      rows: r.movements.map((m) => ({
        label: `${m.direction === 'in' ? 'إيداع' : 'سحب'} ${riyadhTime(Date.parse(m.at)).slice(0, 5)}: ${m.reason}`,
        value: m.direction === 'in' ? plus(m.amount) : minus(m.amount),
      })),
    });
  const c = r.cash;
  sections.push({
    title: 'النقد في الصندوق',
    rows: [
      { label: 'العهدة الافتتاحية', value: sar(c.openingFloat) },
      { label: 'المبيعات النقدية', value: plus(c.cashSales) },
      { label: 'المرتجع النقدي', value: minus(c.cashRefunds) },
      { label: 'التحصيل النقدي', value: plus(c.cashCollections) },
      { label: 'إيداع نقدي', value: plus(c.cashIn) },
      { label: 'سحب نقدي', value: minus(c.cashOut) },
      {
        label: 'النقد المتوقع',
        value: c.expected === null ? 'يظهر بعد عد الدرج' : sar(c.expected),
        strong: true,
      },
      {
        label: 'النقد المعدود',
        value: c.counted === null ? 'لم يتم العد بعد' : sar(c.counted),
        strong: true,
      },
      overShortRow(c.overShort),
    ],
  });
  sections.push({
    title: 'الشبكة (مدى) وما لا يدخل الدرج',
    rows: [
      { label: 'مبيعات الشبكة', value: sar(r.card.sales) },
      {
        label: 'إجمالي دفعة الجهاز',
        value: r.card.batchTotal === null ? '-' : sar(r.card.batchTotal),
      },
      { label: 'فرق الشبكة', value: r.card.difference === null ? '-' : sar(r.card.difference) },
      { label: `آجل (${r.credit.count})`, value: sar(r.credit.total) },
      { label: `تطبيقات (${r.apps.count})`, value: sar(r.apps.total) },
    ],
  });
  if (r.closingCount) {
    const rows = DENOMINATIONS.filter((d) => (r.closingCount?.[d.key] ?? 0) > 0).map((d) => {
      const pieces = r.closingCount![d.key]!;
      return [denominationLabel(d.key), String(pieces), amount(pieces * d.halalas)];
    });
    const total = DENOMINATIONS.reduce((s, d) => s + (r.closingCount?.[d.key] ?? 0) * d.halalas, 0);
    sections.push({
      title: 'جرد النقد عند الإغلاق',
      table: { head: ['الفئة', 'العدد', 'القيمة'], rows, total: ['المجموع', '', amount(total)] },
    });
  }
  const notes: string[] = [];
  if (r.forced) notes.push('أغلق المدير الوردية إغلاقا إجباريا، ويجرد الصندوق لاحقا');
  if (r.approvedBy) notes.push(`اعتمد الفرق: ${r.approvedBy.name}`);
  return {
    title: zReportTitle(r),
    businessName: r.business.nameAr,
    vatNumber: r.business.vatNumber,
    facts,
    sections,
    notes,
    printedAt: riyadhStamp(r.printedAt),
  };
}
