import type { ShiftListAnswer } from '../../../domain/schemas/shift-reports';
import type { ReportTable } from '../reports/export';

const blank = (v: number | null) => (v === null ? '' : v);

/**
 * A shift listing as an exported table (decision 0055), one row per shift then a totals row.
 * Columns: Z number, till, cashier, business day (Riyadh), opened and closed (ISO UTC), state,
 * opening float, invoices, sales total, expected, counted, over/short (SAR; blank when not known).
 */
export function shiftsTable(list: ShiftListAnswer): ReportTable {
  return {
    sheet: 'الورديات',
    columns: [
      { header: 'رقم Z' },
      { header: 'نقطة البيع' },
      { header: 'الكاشير' },
      { header: 'يوم العمل' },
      { header: 'الفتح' },
      { header: 'الإغلاق' },
      { header: 'الحالة' },
      { header: 'عهدة الافتتاح', money: true },
      { header: 'عدد الفواتير' },
      { header: 'المبيعات', money: true },
      { header: 'النقد المتوقع', money: true },
      { header: 'النقد المعدود', money: true },
      { header: 'الزيادة/العجز', money: true },
    ],
    rows: [
      ...list.shifts.map((s) => [
        blank(s.zNumber),
        s.tillName,
        s.cashier.name,
        s.businessDay,
        s.openedAt,
        s.closedAt ?? '',
        s.state === 'open' ? 'مفتوحة' : s.forced ? 'أُغلقت إجبارياً' : 'مغلقة',
        s.openingFloat,
        s.salesCount,
        s.salesTotal,
        blank(s.expectedCash),
        blank(s.countedCash),
        blank(s.overShort),
      ]),
      [
        `الإجمالي ${list.from} – ${list.to}`,
        '',
        '',
        '',
        '',
        '',
        String(list.totals.count),
        '',
        list.shifts.reduce((n, s) => n + s.salesCount, 0),
        list.totals.salesTotal,
        '',
        '',
        list.totals.overShort,
      ],
    ],
  };
}
