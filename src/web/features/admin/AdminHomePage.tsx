import { SimpleGrid, Stack, Title } from '@mantine/core';
import {
  IconApi,
  IconArchive,
  IconBuildingPlus,
  IconBuildingStore,
  IconDatabase,
  IconFileInvoice,
  IconHistory,
  IconKey,
  IconQrcode,
  IconReceiptTax,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { can } from '../../../domain/permissions';
import { useSession } from '../../app';
import { ForbiddenPage } from '../../components/ForbiddenPage';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading, NotLoaded } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useBusinesses } from '../../lib/businesses';
import { canOpenAdmin } from './access';
import { AdminCard } from './AdminCard';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h4" c="dimmed">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{children}</SimpleGrid>
    </Stack>
  );
}

/**
 * A role that opens /admin without editing businesses (a restaurant's manager): a card per
 * business they are a member of, to open it.
 */
function OwnBusinesses({ query }: { query: ReturnType<typeof useBusinesses> }) {
  if (!query.isSuccess) return <NotLoaded query={query} />;
  return (
    <Section title={t.admin.home.businessesSection}>
      {query.data.map((b) => (
        <AdminCard
          key={b.key}
          icon={IconBuildingStore}
          title={t.admin.home.open(b.nameAr)}
          hint={t.admin.home.openHint}
          to={`/${b.key}`}
          testId={`admin-open-${b.key}`}
        />
      ))}
    </Section>
  );
}

/**
 * /admin: the admin home — links to what the role may use: users and the API tokens of machines
 * (an administrator), the businesses screen and a
 * new business (an administrator), or the businesses they open (a manager), the
 * database and invoice backups and the audit log (an administrator), the QR
 * tool (an administrator or a manager), the invoice image archive of each business whose invoices
 * the user reads and the API docs.
 */
export function AdminHomePage() {
  const session = useSession();
  const role = session?.role ?? '';
  const businesses = useBusinesses();
  // Only an admin tile decides for the other roles: wait for their businesses before refusing.
  if (!canOpenAdmin(role, businesses.data ?? [])) {
    if (businesses.isPending) return <Loading />;
    if (businesses.isError)
      return <LoadError error={businesses.error} onRetry={() => businesses.refetch()} />;
    return <ForbiddenPage />;
  }
  const manageUsers = can(role, 'users.manage');
  const editBusinesses = can(role, 'businesses.edit');
  const manageBackups = can(role, 'backups.manage');
  const generateQr = can(role, 'qr.generate');
  const readAudit = can(role, 'audit.read');

  return (
    <Stack gap="xl">
      <PageHeader title={t.admin.home.title} back="/" />
      {manageUsers && (
        <Section title={t.admin.home.usersSection}>
          <AdminCard
            icon={IconUsers}
            title={t.admin.home.users}
            hint={t.admin.home.usersHint}
            to="/users"
            testId="admin-users"
          />
          <AdminCard
            icon={IconUserPlus}
            title={t.admin.home.newUser}
            hint={t.admin.home.newUserHint}
            to="/users/new"
            testId="admin-new-user"
          />
          <AdminCard
            icon={IconKey}
            title={t.apiTokens.tile}
            hint={t.apiTokens.tileHint}
            to="/admin/api-tokens"
            testId="admin-api-tokens"
          />
        </Section>
      )}
      {editBusinesses ? (
        <Section title={t.admin.home.businessesSection}>
          <AdminCard
            icon={IconBuildingStore}
            title={t.admin.home.businesses}
            hint={t.admin.home.businessesHint}
            to="/admin/businesses"
            testId="admin-businesses"
          />
          <AdminCard
            icon={IconBuildingPlus}
            title={t.admin.home.newBusiness}
            hint={t.admin.home.newBusinessHint}
            to="/admin/new-business"
            testId="admin-new-business"
          />
        </Section>
      ) : (
        <OwnBusinesses query={businesses} />
      )}
      <Section title={t.admin.home.toolsSection}>
        {manageBackups && (
          <AdminCard
            icon={IconDatabase}
            title={t.admin.home.databaseBackup}
            hint={t.admin.home.databaseBackupHint}
            to="/admin/backupdp"
            testId="admin-backupdp"
          />
        )}
        {manageBackups && (
          <AdminCard
            icon={IconFileInvoice}
            title={t.admin.home.invoiceBackup}
            hint={t.admin.home.invoiceBackupHint}
            to="/admin/backup"
            testId="admin-backup"
          />
        )}
        {generateQr && (
          <AdminCard
            icon={IconQrcode}
            title={t.admin.home.qr}
            hint={t.admin.home.qrHint}
            to="/admin/qr"
            testId="admin-qr"
          />
        )}
        {editBusinesses && (
          <AdminCard
            icon={IconReceiptTax}
            title={t.zatca.tile}
            hint={t.zatca.tileHint}
            to="/admin/zatca"
            testId="admin-zatca"
          />
        )}
        {readAudit && (
          <AdminCard
            icon={IconHistory}
            title={t.admin.home.audit}
            hint={t.admin.home.auditHint}
            to="/admin/audit"
            testId="admin-audit"
          />
        )}
        {(businesses.data ?? [])
          .filter((b) => can(b.role, 'invoices.read', b.kind))
          .map((b) => (
            <AdminCard
              key={b.key}
              icon={IconArchive}
              title={t.admin.home.archive(b.nameAr)}
              hint={t.admin.home.archiveHint}
              to={`/${b.key}/files`}
              testId={`admin-archive-${b.key}`}
            />
          ))}
        <AdminCard
          icon={IconApi}
          title={t.admin.home.apiDocs}
          hint={t.admin.home.apiDocsHint}
          href="/api/docs"
          testId="admin-api-docs"
        />
      </Section>
    </Stack>
  );
}
