/** The report screens, one lazily loaded chunk (routes.tsx). */
export { ReportsPage } from './ReportsPage';
export { InvoicesLinePage } from './InvoicesLinePage';
export { InvoicesVatPage } from './InvoicesVatPage';
export { TillPage } from './TillPage';
export { VatReturnPage } from './VatReturnPage';
export { InsightsPage } from './InsightsPage';
export { MySalesPage } from './MySalesPage';
export { AgeingPage } from './AgeingPage';
