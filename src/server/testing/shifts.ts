import type { ZReportView } from '../../domain/schemas/shift-reports';
import { registerShiftReport } from '../modules/shifts';
import { apiCaller } from './api-caller';
import type { TestApp } from './test-app';

/** A fixed, valid report the shifts tests register in place of the shift reports module's. */
export const FAKE_REPORT: ZReportView = {
  kind: 'Z',
  zNumber: null,
  business: { nameAr: 'اختبار', nameEn: 'test', vatNumber: '' },
  till: { id: 0, name: '' },
  cashier: { id: 0, name: '' },
  openedAt: '2026-11-22T00:00:00.000Z',
  closedAt: null,
  printedAt: '2026-11-22T00:00:00.000Z',
  forced: false,
  approvedBy: null,
  invoices: { first: null, last: null, count: 0 },
  byMeans: [],
  creditNotes: { count: 0, total: 0 },
  debitNotes: { count: 0, total: 0 },
  discounts: 0,
  vat: [],
  net: 0,
  vatTotal: 0,
  gross: 0,
  averageTicket: 0,
  byCategory: [],
  movements: [],
  cash: {
    openingFloat: 0,
    cashSales: 0,
    cashRefunds: 0,
    cashCollections: 0,
    cashIn: 0,
    cashOut: 0,
    expected: 0,
    counted: null,
    overShort: null,
  },
  card: { sales: 0, batchTotal: null, difference: null },
  credit: { count: 0, total: 0 },
  apps: { count: 0, total: 0 },
  openingCount: null,
  closingCount: null,
};

/** Registers FAKE_REPORT (its zNumber: the shift's id, so a test sees the hook was called). */
export function registerFakeShiftReport(): void {
  registerShiftReport(async (_db, _b, shiftId) => ({ ...FAKE_REPORT, zNumber: shiftId }));
}

/** Shift calls on one business: tills, open, movements, close. */
export function shiftCalls(t: TestApp, business: string) {
  const call = apiCaller(t);
  return {
    call,
    createTill: async (token: string, name: string) => {
      const res = await call('POST', `/${business}/tills`, token, { name });
      if (res.statusCode !== 201) throw new Error(`till: ${res.body}`);
      return res.json().till.id as number;
    },
    open: (token: string, tillId: number, body: object) =>
      call('POST', `/${business}/tills/${tillId}/shift`, token, body),
    move: (token: string, shiftId: number, body: object) =>
      call('POST', `/${business}/shifts/${shiftId}/movements`, token, body),
    close: (token: string, shiftId: number, body: object) =>
      call('POST', `/${business}/shifts/${shiftId}/close`, token, body),
  };
}
