/** The administration screens, a lazily loaded chunk (routes.tsx). */
export { AdminHomePage } from './AdminHomePage';
export { AuditPage } from './AuditPage';
export { BackupsPage } from './BackupsPage';
export { QrPage } from './QrPage';
