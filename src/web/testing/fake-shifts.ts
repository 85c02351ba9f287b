import type { ZReportView } from '../../domain/schemas/shift-reports';
import type { ShiftSummary, TillView } from '../../domain/schemas/shifts';

/** A shift as the server lists it (decision 0055), with `patch` over a closed one. */
export function fakeShift(patch: Partial<ShiftSummary> & Pick<ShiftSummary, 'id'>): ShiftSummary {
  return {
    tillId: 1,
    tillName: 'الصندوق 1',
    cashier: { id: 7, name: 'سالم' },
    state: 'closed',
    openedAt: '2026-11-27T05:00:00.000Z',
    closedAt: '2026-11-27T13:00:00.000Z',
    businessDay: '2026-11-27',
    pastBusinessDay: false,
    forced: false,
    zNumber: 1,
    openingFloat: 200,
    expectedCash: 500,
    countedCash: 500,
    overShort: 0,
    salesCount: 3,
    salesTotal: 300,
    ...patch,
  };
}

/** A till as GET tills lists it. */
export function fakeTill(patch: Partial<TillView> & Pick<TillView, 'id' | 'name'>): TillView {
  return { archived: false, printerAddress: null, lastZNumber: 0, openShift: null, ...patch };
}

/** An X report (open shift) or, with `patch`, a Z report as GET shifts/{id} sends it. */
export function fakeReport(patch: Partial<ZReportView> = {}): ZReportView {
  return {
    kind: 'X',
    zNumber: null,
    business: { nameAr: 'مطعم منقوشة', nameEn: 'Mengusha', vatNumber: '300000000000003' },
    till: { id: 1, name: 'الصندوق 1' },
    cashier: { id: 7, name: 'سالم' },
    openedAt: '2026-11-27T05:00:00.000Z',
    closedAt: null,
    printedAt: '2026-11-27T09:00:00.000Z',
    forced: false,
    approvedBy: null,
    invoices: { first: 101, last: 103, count: 3 },
    byMeans: [
      { code: '10', count: 2, total: 200 },
      { code: '48', count: 1, total: 100 },
    ],
    creditNotes: { count: 0, total: 0 },
    debitNotes: { count: 0, total: 0 },
    discounts: 0,
    vat: [{ category: 'S', percent: 15, taxable: 260.87, vat: 39.13 }],
    net: 260.87,
    vatTotal: 39.13,
    gross: 300,
    averageTicket: 100,
    byCategory: [],
    movements: [
      {
        id: 1,
        direction: 'out',
        amount: 20,
        reason: 'ثلج',
        at: '2026-11-27T07:00:00.000Z',
        by: { id: 7, name: 'سالم' },
      },
    ],
    cash: {
      openingFloat: 200,
      cashSales: 200,
      cashRefunds: 0,
      cashCollections: 0,
      cashIn: 0,
      cashOut: 20,
      expected: 380,
      counted: null,
      overShort: null,
    },
    card: { sales: 100, batchTotal: null, difference: null },
    credit: { count: 0, total: 0 },
    apps: { count: 0, total: 0 },
    openingCount: null,
    closingCount: null,
    ...patch,
  };
}
