// Fixtures for the POS shift tests (jsdom): tills, shifts and reports as the shift routes answer them
// (src/domain/schemas/shifts.ts, shift-reports.ts).
import type { ZReportView } from '../../domain/schemas/shift-reports';
import type { CloseComparison, ShiftSummary, TillView } from '../../domain/schemas/shifts';

/** Shift 9 on till 1 «الكاونتر», opened 2026-11-27 09:05 Riyadh by «سارة», with `patch`. */
export function fakeShift(patch: Partial<ShiftSummary> = {}): ShiftSummary {
  return {
    id: 9,
    tillId: 1,
    tillName: 'الكاونتر',
    cashier: { id: 3, name: 'سارة' },
    state: 'open',
    openedAt: '2026-11-27T06:05:00.000Z',
    closedAt: null,
    businessDay: '2026-11-27',
    pastBusinessDay: false,
    forced: false,
    zNumber: null,
    openingFloat: 200,
    expectedCash: null,
    countedCash: null,
    overShort: null,
    salesCount: 0,
    salesTotal: 0,
    ...patch,
  };
}

/** Till `id` named `name`, with its open shift (or none). */
export function fakeTill(
  id: number,
  name: string,
  openShift: ShiftSummary | null = null,
): TillView {
  return { id, name, archived: false, printerAddress: null, lastZNumber: 0, openShift };
}

/** The Z report of shift 9 after a close 1.00 short (expected 237.50, counted 236.50). */
export function fakeZReport(patch: Partial<ZReportView> = {}): ZReportView {
  return {
    kind: 'Z',
    zNumber: 4,
    business: { nameAr: 'مؤسسة كبريت', nameEn: 'Kebrit', vatNumber: '300000000000003' },
    till: { id: 1, name: 'الكاونتر' },
    cashier: { id: 3, name: 'سارة' },
    openedAt: '2026-11-27T06:05:00.000Z',
    closedAt: '2026-11-27T15:30:00.000Z',
    printedAt: '2026-11-27T15:30:00.000Z',
    forced: false,
    approvedBy: { id: 2, name: 'المدير' },
    invoices: { first: 101, last: 103, count: 3 },
    byMeans: [
      { code: '10', count: 2, total: 57.5 },
      { code: '48', count: 1, total: 23 },
    ],
    creditNotes: { count: 0, total: 0 },
    debitNotes: { count: 0, total: 0 },
    discounts: 0,
    vat: [{ category: 'S', percent: 15, taxable: 70, vat: 10.5 }],
    net: 70,
    vatTotal: 10.5,
    gross: 80.5,
    averageTicket: 26.83,
    byCategory: [{ category: 'مشروبات', quantity: 5, total: 80.5 }],
    movements: [
      {
        id: 1,
        direction: 'out',
        amount: 20,
        reason: 'ثلج',
        at: '2026-11-27T10:00:00.000Z',
        by: { id: 3, name: 'سارة' },
      },
    ],
    cash: {
      openingFloat: 200,
      cashSales: 57.5,
      cashRefunds: 0,
      cashCollections: 0,
      cashIn: 0,
      cashOut: 20,
      expected: 237.5,
      counted: 236.5,
      overShort: -1,
    },
    card: { sales: 23, batchTotal: 23, difference: 0 },
    credit: { count: 0, total: 0 },
    apps: { count: 0, total: 0 },
    openingCount: { n100: 2 },
    closingCount: { n200: 1, n20: 1, n10: 1, n5: 1, c1: 1, c050: 1 },
    ...patch,
  };
}

/** The comparison of that close: 1.00 short, above a 0.50 limit. */
export const shortByOne: CloseComparison = {
  expectedCash: 237.5,
  countedCash: 236.5,
  overShort: -1,
  limit: 0.5,
  needsApproval: true,
};
