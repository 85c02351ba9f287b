import type { RouteObject } from 'react-router';
import { WEB_PATHS } from '../../../domain/top-level-paths';
import { RequireAction } from '../../app';
import { lazyScreen } from '../../lib/lazy-screen';

/**
 * /admin: the admin home (its own role check) and the database backups (admin only),
 * the invoice backups at /admin/backup and /backup (admin only),
 * the QR tool (administrator and manager), the audit log (admin only) and the ZATCA
 * onboarding (admin only), loaded on
 * first visit; the businesses screens under it: features/businesses.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: WEB_PATHS.admin,
    ...lazyScreen(async () => {
      const { AdminHomePage } = await import('./pages');
      return <AdminHomePage />;
    }),
  },
  {
    path: `${WEB_PATHS.admin}/backupdp`,
    ...lazyScreen(async () => {
      const { BackupsPage } = await import('./pages');
      return (
        <RequireAction action="backups.manage">
          <BackupsPage />
        </RequireAction>
      );
    }),
  },
  ...[`${WEB_PATHS.admin}/backup`, WEB_PATHS.backup].map((path) => ({
    path,
    ...lazyScreen(async () => {
      const { InvoiceBackupsPage } = await import('./pages');
      return (
        <RequireAction action="backups.manage">
          <InvoiceBackupsPage />
        </RequireAction>
      );
    }),
  })),
  {
    path: `${WEB_PATHS.admin}/qr`,
    ...lazyScreen(async () => {
      const { QrPage } = await import('./pages');
      return (
        <RequireAction action="qr.generate">
          <QrPage />
        </RequireAction>
      );
    }),
  },
  {
    path: `${WEB_PATHS.admin}/zatca`,
    ...lazyScreen(async () => {
      const { ZatcaOnboardingPage } = await import('./pages');
      return (
        <RequireAction action="businesses.edit">
          <ZatcaOnboardingPage />
        </RequireAction>
      );
    }),
  },
  {
    path: `${WEB_PATHS.admin}/audit`,
    ...lazyScreen(async () => {
      const { AuditPage } = await import('./pages');
      return (
        <RequireAction action="audit.read">
          <AuditPage />
        </RequireAction>
      );
    }),
  },
];
