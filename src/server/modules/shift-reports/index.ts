/**
 * The shift reports module (decision 0055): X/Z reports, shift lists, the till dashboard and the
 * export. It reads shifts, tills, movements, invoices, notes and receipt vouchers; it owns no table.
 */
export { shiftCashSums, shiftReport, type ShiftCashSums } from './report';
export { shiftSummaries, visibleShift, type SummaryRow, type Viewer } from './service';
export { shiftReportsRoutes } from './routes';
