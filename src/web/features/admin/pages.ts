/** The administration screens, a lazily loaded chunk (routes.tsx). */
export { AdminHomePage } from './AdminHomePage';
export { AuditPage } from './AuditPage';
export { BackupsPage } from './BackupsPage';
export { InvoiceBackupsPage } from './InvoiceBackupsPage';
export { QrPage } from './QrPage';
export { ZatcaOnboardingPage } from './ZatcaOnboardingPage';
